// `skald html --collection DIR -o SITE` end to end: a book of one puzzle of each game
// graded by proof or from `puzzle check --json` figures, written again over itself, a
// folder that is no book refused without --force, a link refused, an unreadable record
// named with the old site left whole, a run stopped midway that leaves the old site (and
// a staging folder the next run removes), and the help.

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/skald_run.h"

namespace skald::cli_test {
namespace {

namespace fs = std::filesystem;

class HtmlCollectionTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("skald_book_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "puzzles");
    const fs::path source = fs::path(SKALD_SOURCE_DIR) / "tests" / "data" / "puzzles";
    for (const char* name : {"01-brandub-1-7a.otg", "26-ataxx-1-38a.otg", "29-amazons-5-8b.otg"})
      fs::copy_file(source / name, dir_ / "puzzles" / name);
  }
  void TearDown() override { fs::remove_all(dir_); }

  /// The index's data.
  nlohmann::json index_data(const fs::path& site) const {
    const std::string page = read_whole_file(site / "index.html");
    const std::string open = "<script type=\"application/json\" id=\"skald-book\">";
    const std::size_t begin = page.find(open);
    EXPECT_NE(begin, std::string::npos);
    const std::size_t end = page.find("</script>", begin);
    return nlohmann::json::parse(page.substr(begin + open.size(), end - begin - open.size()));
  }

  fs::path dir_;
};

TEST_F(HtmlCollectionTest, WritesABookOfEveryGameGradedByProof) {
  SkaldRun r = run_skald("html --collection puzzles -o site --title 'Test book'", dir_);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("3 puzzles (1 tafl, 1 ataxx, 1 amazons) in site/index.html"),
            std::string::npos)
      << r.err;
  for (const char* page : {"01-brandub-1-7a", "26-ataxx-1-38a", "29-amazons-5-8b"}) {
    const std::string html =
        read_whole_file(dir_ / "site" / "puzzles" / (std::string(page) + ".html"));
    EXPECT_NE(html.find("id=\"skald-addon\""), std::string::npos) << page;
    EXPECT_NE(html.find("\"goalKind\":\"win\""), std::string::npos) << page << ": solvable";
  }
  EXPECT_TRUE(fs::is_regular_file(dir_ / "site" / ".skald-site"));
  const nlohmann::json book = index_data(dir_ / "site");
  EXPECT_EQ(book["title"], "Test book");
  ASSERT_EQ(book["puzzles"].size(), 3u);
  EXPECT_EQ(book["games"], nlohmann::json::parse(R"([["tafl",1],["ataxx",1],["amazons",1]])"));
  EXPECT_EQ(book["variants"][0][0], "brandub");
  for (const auto& grade : book["grades"])
    EXPECT_NE(grade[0], "ungraded") << "every puzzle proved and measured";

  // Again over itself: the book is replaced whole, no staging folder is left beside it.
  fs::remove(dir_ / "puzzles" / "29-amazons-5-8b.otg");
  r = run_skald("html --collection puzzles -o site/ --no-engine", dir_);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "site" / "puzzles" / "29-amazons-5-8b.html")) << "nothing lingers";
  int entries = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir_))
    ++entries;
  EXPECT_EQ(entries, 2) << "puzzles and site only";
}

TEST_F(HtmlCollectionTest, TakesFiguresFromACheckOutput) {
  std::ofstream(dir_ / "checked.jsonl")
      << R"({"file":"puzzles/01-brandub-1-7a.otg","verdict":"sound","measures":{"grade":"very hard","themes":["sacrifice"]}})"
      << "\n"
      << R"({"file":"/elsewhere/26-ataxx-1-38a.otg","verdict":"sound","measures":{"grade":"easy","themes":[]}})"
      << "\n";
  SkaldRun r =
      run_skald("html --collection puzzles -o site --figures checked.jsonl --no-engine", dir_);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("29-amazons-5-8b.otg: warning: ungraded: not in checked.jsonl"),
            std::string::npos)
      << r.err;
  const nlohmann::json book = index_data(dir_ / "site");
  const auto grade_of = [&](int i) {
    return book["grades"][book["puzzles"][i]["grade"].get<int>()][0];
  };
  EXPECT_EQ(grade_of(0), "very hard");
  EXPECT_EQ(grade_of(1), "easy") << "matched by the file's name";
  EXPECT_EQ(grade_of(2), "ungraded");
  EXPECT_EQ(book["themes"], nlohmann::json::parse(R"([["sacrifice",1]])"));

  std::ofstream(dir_ / "broken.jsonl") << "{\"verdict\":\"sound\"}\nnot json\n";
  r = run_skald("html --collection puzzles -o site2 --figures broken.jsonl", dir_);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("broken.jsonl:1: expected the record's \"file\""), std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("broken.jsonl:2: expected a JSON object"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "site2"));
}

TEST_F(HtmlCollectionTest, RefusesWhatIsNoBookAndLeavesTheOldSiteWhole) {
  fs::create_directories(dir_ / "notes");
  std::ofstream(dir_ / "notes" / "mine.txt") << "keep me\n";
  SkaldRun r =
      run_skald("html --collection puzzles -o notes --no-engine --figures /dev/null", dir_);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("notes: error: the folder is not empty and is no puzzle book skald wrote"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(read_whole_file(dir_ / "notes" / "mine.txt"), "keep me\n");

  fs::create_directory_symlink(dir_ / "notes", dir_ / "link");
  r = run_skald("html --collection puzzles -o link --no-engine --figures /dev/null", dir_);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("link: error: is a symbolic link"), std::string::npos) << r.err;

  // Never over the records themselves, even with --force.
  for (const char* output : {"puzzles", ".", "puzzles/../"}) {
    r = run_skald(std::string("html --collection puzzles --force --figures /dev/null -o ") + output,
                  dir_);
    EXPECT_EQ(r.status, 1) << output;
    EXPECT_NE(r.err.find("the records of puzzles are in it"), std::string::npos) << r.err;
  }
  EXPECT_TRUE(fs::exists(dir_ / "puzzles" / "01-brandub-1-7a.otg"));

  r = run_skald("html --collection puzzles -o notes --force --no-engine --figures /dev/null", dir_);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "notes" / "mine.txt"));
  const std::string index = read_whole_file(dir_ / "notes" / "index.html");

  // An unreadable record: named, nothing written, the book as it was.
  std::ofstream(dir_ / "puzzles" / "02-broken.otg") << "[rules:ataxx]\n\n1. zz9 \n";
  r = run_skald("html --collection puzzles -o notes --no-engine --figures /dev/null", dir_);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("02-broken.otg"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("notes left as it was"), std::string::npos) << r.err;
  EXPECT_EQ(read_whole_file(dir_ / "notes" / "index.html"), index);
  EXPECT_FALSE(fs::exists(dir_ / "notes" / "puzzles" / "02-broken.html"));
}

TEST_F(HtmlCollectionTest, AStoppedRunLeavesTheOldSiteAndTheNextCleansUp) {
  SkaldRun r = run_skald("html --collection puzzles -o site --no-engine --figures /dev/null", dir_);
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string index = read_whole_file(dir_ / "site" / "index.html");
  // Every shipped puzzle proved and measured takes many seconds: stopped after one.
  std::vector<fs::path> added;
  for (const auto& e :
       fs::directory_iterator(fs::path(SKALD_SOURCE_DIR) / "tests" / "data" / "puzzles"))
    if (e.path().extension() == ".otg" && !fs::exists(dir_ / "puzzles" / e.path().filename()))
      added.push_back(dir_ / "puzzles" / e.path().filename());
  for (const fs::path& path : added)
    fs::copy_file(fs::path(SKALD_SOURCE_DIR) / "tests" / "data" / "puzzles" / path.filename(),
                  path);
  r = run_skald("html --collection puzzles -o site", dir_, /*seconds=*/1);
  ASSERT_EQ(r.status, 124) << "stopped by timeout(1): " << r.err;
  EXPECT_EQ(read_whole_file(dir_ / "site" / "index.html"), index) << "the old site, whole";
  std::vector<std::string> left;
  for (const auto& e : fs::directory_iterator(dir_))
    left.push_back(e.path().filename().string());
  EXPECT_EQ(left.size(), 3u) << "puzzles, site and the stopped run's staging folder";

  // The staging folder the stopped run left beside the site goes with the next run (of the
  // three puzzles again: the others' pages alone take seconds).
  for (const fs::path& path : added)
    fs::remove(path);
  r = run_skald("html --collection puzzles -o site --no-engine --figures /dev/null", dir_);
  ASSERT_EQ(r.status, 0) << r.err;
  left.clear();
  for (const auto& e : fs::directory_iterator(dir_))
    left.push_back(e.path().filename().string());
  std::sort(left.begin(), left.end());
  EXPECT_EQ(left, (std::vector<std::string>{"puzzles", "site"}));
}

TEST_F(HtmlCollectionTest, HelpSaysHowAndFitsATerminal) {
  const SkaldRun r = run_skald("html --help", dir_);
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("skald html --collection puzzles/ -o site/"), std::string::npos);
  EXPECT_NE(r.out.find("--figures"), std::string::npos);
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);) {
    if (line.find("Rules dialect") != std::string::npos) continue;  // every command's --dialect
    EXPECT_LE(line.size(), 100u) << line;
  }
  const SkaldRun missing = run_skald("html --collection nowhere -o site", dir_);
  EXPECT_EQ(missing.status, 1);
  EXPECT_NE(missing.err.find("nowhere: error: no such folder"), std::string::npos) << missing.err;
}

}  // namespace
}  // namespace skald::cli_test
