// `skald collect` end to end on a collection generated here: brandub, Ataxx and Amazons
// games from `skald selfplay` (a second run of four brandub seeds gives known duplicates),
// the repository's annotated example, a strict puzzle of the shipped collection, a record
// with tags and a German comment, and a broken record. Every filter, dedup, split, merge,
// statistics, the three outputs, shards, lists on stdin and the exit codes; each count is
// checked against what selfplay itself said of its games, not against collect's own output.

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "cli/skald_run.h"

namespace skald::cli_test {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) out.push_back(line);
  return out;
}

std::set<std::string> set_of(const std::string& text) {
  const std::vector<std::string> lines = lines_of(text);
  return {lines.begin(), lines.end()};
}

std::size_t count_of(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
    ++n;
  return n;
}

/// What selfplay said of one game: `path: N plies, result (reason)`.
struct PlayedGame {
  std::string path;
  int plies = 0;
  std::string result;  // with its reason
};

class CollectCommandTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ =
        new fs::path(fs::temp_directory_path() / ("skald_collect_" + std::to_string(::getpid())));
    fs::remove_all(*dir_);
    fs::create_directories(*dir_ / "games/annotated");
    fs::create_directories(*dir_ / "bad");
    played_ = new std::vector<PlayedGame>;
    const auto selfplay = [](const std::string& args) {
      const SkaldRun r = run_skald("selfplay --depth 1 " + args, *dir_);
      ASSERT_EQ(r.status, 0) << args << "\n" << r.err;
      for (const std::string& line : lines_of(r.out)) {
        PlayedGame g;
        const std::size_t colon = line.find(": ");
        g.path = line.substr(0, colon);
        g.plies = std::stoi(line.substr(colon + 2));
        g.result = line.substr(line.find(", ") + 2);
        played_->push_back(g);
      }
    };
    selfplay("--variant brandub --games 16 --seed 1 -o games/brandub");
    selfplay("--variant brandub --games 4 --seed 1 -o games/again");
    selfplay("--variant ataxx --games 3 --max-plies 30 -o games/ataxx");
    selfplay("--variant amazons-6x6 --games 2 -o games/amazons");
    const std::string source = SKALD_SOURCE_DIR;
    fs::copy_file(source + "/examples/brandub-annotated.otg",
                  *dir_ / "games/annotated/example.otg");
    fs::copy_file(source + "/tests/data/puzzles/04-brandub-4-8a.otg",
                  *dir_ / "games/annotated/puzzle.otg");
    std::ofstream(*dir_ / "games/annotated/tagged.otg")
        << "[event:club night]\n[attackers:Jürgen]\n[defenders:opentaflbot]\n[result:-1]\n"
           "[rules:dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: "
           "start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n"
           "1. d2-e2 d3-d2\n[Die Straße ist frei|]\n";
    std::ofstream(*dir_ / "bad/broken.otg")
        << "[rules:dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: "
           "start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n1. d2-e2 d4-d2\n";
  }
  static void TearDownTestSuite() {
    fs::remove_all(*dir_);
    delete dir_;
    delete played_;
  }

  static SkaldRun collect(const std::string& args) { return run_skald("collect " + args, *dir_); }
  /// The games selfplay wrote under `folder` whose result text contains `result`.
  static std::set<std::string> played(const std::string& folder, const std::string& result = "") {
    std::set<std::string> out;
    for (const PlayedGame& g : *played_)
      if (g.path.rfind(folder, 0) == 0 && g.result.find(result) != std::string::npos)
        out.insert(g.path);
    return out;
  }

  static fs::path* dir_;
  static std::vector<PlayedGame>* played_;
};

fs::path* CollectCommandTest::dir_ = nullptr;
std::vector<PlayedGame>* CollectCommandTest::played_ = nullptr;

TEST_F(CollectCommandTest, ListsEveryGoodRecordAndReportsTheBadOne) {
  const SkaldRun r = collect("games bad");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(lines_of(r.out).size(), played_->size() + 3);  // selfplay's and the three written here
  EXPECT_EQ(set_of(r.out).count("games/annotated/example.otg"), 1u);
  EXPECT_EQ(set_of(r.out).count("bad/broken.otg"), 0u);
  // The bad record: file:line:col: error: and the collection goes on.
  EXPECT_NE(r.err.find("bad/broken.otg:3:"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(": error: "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("collect: 1 of " + std::to_string(played_->size() + 4) + " bad, left out"),
            std::string::npos)
      << r.err;

  // --strict: the bad record stops the run.
  const SkaldRun strict = collect("bad games --strict");
  EXPECT_EQ(strict.status, 2);
  EXPECT_EQ(strict.out, "");
  // A missing input is reported like a bad record.
  const SkaldRun missing = collect("games/ataxx nowhere");
  EXPECT_EQ(missing.status, 0);
  EXPECT_NE(missing.err.find("nowhere: error: no such file or folder"), std::string::npos);
  EXPECT_EQ(collect("games/ataxx nowhere --strict").status, 2);
}

TEST_F(CollectCommandTest, ExitStatusSaysWhetherAnythingMatched) {
  SkaldRun r = collect("games --where defenders=nobody");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, "");
  r = collect("games --where defenders=opentaflbot -q");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "");
}

TEST_F(CollectCommandTest, TagsGamesVariantsAndPuzzles) {
  EXPECT_EQ(collect("games --where defenders=opentaflbot").out, "games/annotated/tagged.otg\n");
  EXPECT_EQ(collect("games --where defenders=opentaflbot --where 'event~CLUB'").out,
            "games/annotated/tagged.otg\n");
  EXPECT_EQ(collect("games --where defenders=opentaflbot --where round").status, 1);
  EXPECT_EQ(set_of(collect("games --game ataxx").out), played("games/ataxx"));
  EXPECT_EQ(set_of(collect("games --variant amazons-6x6").out), played("games/amazons"));
  // Alternatives: either game.
  EXPECT_EQ(lines_of(collect("games --game ataxx --game amazons").out).size(), 5u);
  // brandub: the self-play games, the example and the tagged record (the puzzle's rules are
  // the catalogue's brandub too).
  const std::set<std::string> brandub = set_of(collect("games --variant brandub").out);
  EXPECT_EQ(brandub.size(), played("games/brandub").size() + played("games/again").size() + 3);
  EXPECT_EQ(collect("games --puzzle any").out, "games/annotated/puzzle.otg\n");
  EXPECT_EQ(collect("games --puzzle strict").out, "games/annotated/puzzle.otg\n");
  EXPECT_EQ(collect("games --puzzle loose").status, 1);
  EXPECT_EQ(lines_of(collect("games --puzzle none").out).size(), played_->size() + 2);
}

TEST_F(CollectCommandTest, ResultsAgreeWithWhatSelfPlaySaid) {
  for (const std::string result : {"defenders-win", "attackers-win", "draw"}) {
    const SkaldRun r = collect("games/brandub games/again --result " + result);
    EXPECT_EQ(set_of(r.out), played("games/", result)) << result;
  }
  // The tagged record's moves stop early; its result tag says the defenders won.
  EXPECT_EQ(set_of(collect("games/annotated --result defenders-win").out),
            (std::set<std::string>{"games/annotated/example.otg", "games/annotated/tagged.otg",
                                   "games/annotated/puzzle.otg"}));
}

TEST_F(CollectCommandTest, PositionsPatternsMovesAndComments) {
  // Every brandub game passes the start position.
  EXPECT_EQ(
      lines_of(collect("games/brandub --position /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/").out).size(),
      played("games/brandub").size());
  // A position copied from `skald show`.
  const SkaldRun shown = run_skald("show games/annotated/example.otg --at 3b", *dir_);
  const std::string position = shown.out.substr(shown.out.find("Position: ") + 10);
  const SkaldRun at =
      collect("games --json --position '" + position.substr(0, position.find(' ')) + "'");
  ASSERT_EQ(lines_of(at.out).size(), 1u) << at.err;
  EXPECT_EQ(nlohmann::json::parse(at.out)["found_at"], "3b");
  // A brandub king reaches a corner exactly when the king escaped.
  EXPECT_EQ(set_of(collect("games/brandub games/again --pattern 'K@a1|a7|g1|g7'").out),
            played("games/", "king escaped"));
  EXPECT_EQ(collect("games --pattern 'K@'").status, 2);
  EXPECT_NE(collect("games --pattern 'K@'").err.find("column 3"), std::string::npos);
  // The first two moves of the first game: it and its duplicate.
  const nlohmann::json first =
      nlohmann::json::parse(collect("games/brandub/brandub-1.otg --json").out);
  const std::string opening =
      first["mainline"][0].get<std::string>() + " " + first["mainline"][1].get<std::string>();
  const std::set<std::string> with_opening =
      set_of(collect("games --moves '^" + opening + "'").out);
  EXPECT_TRUE(with_opening.count("games/brandub/brandub-1.otg"));
  EXPECT_TRUE(with_opening.count("games/again/brandub-1.otg"));
  EXPECT_EQ(collect("games --moves '^" + opening + " " + opening + "'").status, 1);
  EXPECT_EQ(collect("games --comment STRASSE").out, "games/annotated/tagged.otg\n");
  EXPECT_EQ(collect("games --comment 'the king REACHES the corner'").out,
            "games/annotated/example.otg\n");
}

TEST_F(CollectCommandTest, DuplicatesAndStatistics) {
  SkaldRun r = collect("games/brandub games/again --dedup mainline");
  EXPECT_EQ(set_of(r.out), played("games/brandub"));  // the second run's games come later
  r = collect("games/brandub games/again --dedup moves --stats --json");
  ASSERT_EQ(r.status, 0) << r.err;
  const nlohmann::json stats = nlohmann::json::parse(r.out);
  EXPECT_EQ(stats["read"], played("games/").size() - 5);
  EXPECT_EQ(stats["duplicates"], 4);
  EXPECT_EQ(stats["kept"], 16);
  EXPECT_EQ(stats["by_variant"]["brandub"], 16);
  std::size_t results = 0;
  for (const auto& [name, count] : stats["by_result"].items())
    results += count.get<std::size_t>();
  EXPECT_EQ(results, 16u);
  EXPECT_EQ(stats["by_result"].value("defenders-win", 0),
            played("games/brandub", "defenders-win").size());
  int shortest = 1000;
  int longest = 0;
  for (const PlayedGame& g : *played_)
    if (g.path.rfind("games/brandub", 0) == 0) {
      shortest = std::min(shortest, g.plies);
      longest = std::max(longest, g.plies);
    }
  EXPECT_EQ(stats["plies"]["shortest"], shortest);
  EXPECT_EQ(stats["plies"]["longest"], longest);

  const SkaldRun text = collect("games --stats");
  EXPECT_NE(text.out.find("records: " + std::to_string(played_->size() + 3) + " read, 0 bad"),
            std::string::npos)
      << text.out;
  EXPECT_NE(text.out.find("amazons-6x6"), std::string::npos);
  EXPECT_NE(text.out.find("opening move"), std::string::npos);
}

TEST_F(CollectCommandTest, JsonLinesSayWhatSelfPlaySaid) {
  const SkaldRun r = collect("games/brandub games/ataxx --json");
  ASSERT_EQ(r.status, 0) << r.err;
  std::size_t n = 0;
  for (const std::string& line : lines_of(r.out)) {
    const nlohmann::json j = nlohmann::json::parse(line);
    const auto g = std::find_if(played_->begin(), played_->end(),
                                [&](const PlayedGame& p) { return p.path == j["path"]; });
    ASSERT_NE(g, played_->end()) << line;
    EXPECT_EQ(j["plies"], g->plies);
    EXPECT_EQ(j["mainline"].size(), static_cast<std::size_t>(g->plies));
    EXPECT_EQ(g->result.rfind(j["result"].get<std::string>(), 0), 0u) << g->result;
    EXPECT_EQ(j["game"],
              j["path"].get<std::string>().find("ataxx") == std::string::npos ? "tafl" : "ataxx");
    ++n;
  }
  EXPECT_EQ(n, played("games/brandub").size() + played("games/ataxx").size());
}

TEST_F(CollectCommandTest, SplitByAFieldCopiesTheRecords) {
  fs::remove_all(*dir_ / "split");
  SkaldRun r = collect("games --split-by variant -o split");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(lines_of(r.out).size(), played_->size() + 3);  // the paths written
  std::map<std::string, std::size_t> per_folder;
  for (const auto& entry : fs::recursive_directory_iterator(*dir_ / "split"))
    if (entry.is_regular_file()) ++per_folder[entry.path().parent_path().filename().string()];
  EXPECT_EQ(per_folder["ataxx"], 3u);
  EXPECT_EQ(per_folder["amazons-6x6"], 2u);
  EXPECT_EQ(per_folder["brandub"], 16u + 4u + 3u);  // two brandub-1.otg: one is brandub-1-2.otg
  EXPECT_TRUE(fs::exists(*dir_ / "split/brandub/brandub-1-2.otg"));
  // Copies, byte for byte.
  EXPECT_EQ(read_whole_file(*dir_ / "split/brandub/example.otg"),
            read_whole_file(*dir_ / "games/annotated/example.otg"));
  // Nothing is overwritten without --force.
  r = collect("games --split-by variant -o split");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("exists; give --force"), std::string::npos);
  EXPECT_EQ(collect("games --split-by variant -o split --force -q").status, 0);
  // By a tag: records without it go to _none.
  fs::remove_all(*dir_ / "by-defender");
  r = collect("games/annotated --split-by tag:defenders -o by-defender");
  EXPECT_EQ(set_of(r.out), (std::set<std::string>{"by-defender/opentaflbot/tagged.otg",
                                                  "by-defender/skald_engine/example.otg",
                                                  "by-defender/_none/puzzle.otg"}));
  EXPECT_EQ(collect("games --split-by colour -o x").status, 2);
  EXPECT_EQ(collect("games --split-by variant").status, 2);  // needs -o
  EXPECT_EQ(collect("games --split-by variant --merge-openings 2 -o x").status, 2);
}

// --force replaces a link in the output folder by the copy, and refuses a subfolder that is
// a link: nothing outside the folder is written.
TEST_F(CollectCommandTest, ForceNeverWritesThroughALinkInTheOutputFolder) {
  const fs::path out = *dir_ / "linked";
  fs::remove_all(out);
  fs::remove_all(*dir_ / "elsewhere");
  fs::create_directories(out);
  fs::create_directories(*dir_ / "elsewhere");
  std::ofstream(*dir_ / "outside.txt") << "not a record";
  fs::create_symlink("../outside.txt", out / "example.otg");
  SkaldRun r = collect("games/annotated -o linked --force -q");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(read_whole_file(*dir_ / "outside.txt"), "not a record");
  EXPECT_FALSE(fs::is_symlink(out / "example.otg"));
  EXPECT_EQ(read_whole_file(out / "example.otg"),
            read_whole_file(*dir_ / "games/annotated/example.otg"));

  fs::remove_all(out);
  fs::create_directories(out);
  fs::create_directory_symlink("../elsewhere", out / "brandub");
  r = collect("games/annotated --split-by variant -o linked --force -q");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("linked/brandub' is a symbolic link"), std::string::npos) << r.err;
  EXPECT_TRUE(fs::is_empty(*dir_ / "elsewhere"));
}

TEST_F(CollectCommandTest, MergeByOpeningGivesValidRecordsHoldingEveryGame) {
  fs::remove_all(*dir_ / "merged");
  const SkaldRun r = collect("games/brandub --merge-openings 1 -o merged --json");
  ASSERT_EQ(r.status, 0) << r.err;
  std::size_t games = 0;
  std::set<std::string> openings;
  std::string written;
  for (const std::string& line : lines_of(r.out)) {
    const nlohmann::json j = nlohmann::json::parse(line);
    games += j["records"].get<std::size_t>();
    EXPECT_TRUE(openings.insert(j["opening"].get<std::string>()).second);  // one per opening
    written += " " + j["written"].get<std::string>();
    EXPECT_EQ(count_of(read_whole_file(*dir_ / j["written"].get<std::string>()), "game: games/"),
              j["records"].get<std::size_t>());
  }
  EXPECT_EQ(games, played("games/brandub").size());
  EXPECT_LT(openings.size(), games);  // some games share their first move
  const SkaldRun valid = run_skald("validate" + written, *dir_);
  EXPECT_EQ(valid.status, 0) << valid.out << valid.err;
}

TEST_F(CollectCommandTest, ShardsAndListsOnStdin) {
  const std::set<std::string> all = set_of(collect("games").out);
  std::set<std::string> union_of_shards;
  std::size_t total = 0;
  for (int k = 1; k <= 3; ++k) {
    const std::vector<std::string> shard =
        lines_of(collect("games --shard " + std::to_string(k) + "/3").out);
    total += shard.size();
    union_of_shards.insert(shard.begin(), shard.end());
  }
  EXPECT_EQ(total, all.size());  // disjoint
  EXPECT_EQ(union_of_shards, all);
  // A list of paths on stdin: files, a folder, a blank line, a path that is not there.
  std::ofstream(*dir_ / "list.txt") << "games/ataxx/ataxx-1.otg\n\ngames/amazons\nnowhere.otg\n";
  const SkaldRun listed = collect("- < list.txt");
  EXPECT_EQ(set_of(listed.out),
            (std::set<std::string>{"games/ataxx/ataxx-1.otg", "games/amazons/amazons-6x6-1.otg",
                                   "games/amazons/amazons-6x6-2.otg"}));
  EXPECT_NE(listed.err.find("<stdin>:4: error: nowhere.otg: no such file or folder"),
            std::string::npos)
      << listed.err;
  EXPECT_EQ(collect("").status, 2);
  EXPECT_EQ(collect("games --shard 4/3").status, 2);
  EXPECT_EQ(collect("games --dedup tags").status, 2);
  EXPECT_EQ(collect("games --variant nowhere").status, 2);
  EXPECT_EQ(collect("games --result won").status, 2);
  EXPECT_EQ(collect("games --where =x").status, 2);
}

}  // namespace
}  // namespace skald::cli_test
