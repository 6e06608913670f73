// Golden and behaviour tests of the record commands (show, tree, validate, fmt, edit,
// tags), run against the built skald (SKALD_EXE) in tests/cli/data.
//
// Golden files: tests/cli/golden/<name>.txt holds stdout, then stderr and the exit status
// after marker lines. To regenerate them after an intended change, run
// tests/cli/golden/regenerate.sh (it runs this test with SKALD_REGENERATE_GOLDEN=1) and
// review the diff.
#include <gtest/gtest.h>

#include <algorithm>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace {

namespace fs = std::filesystem;

const fs::path kData = fs::path(SKALD_TESTS_DIR) / "cli" / "data";
const fs::path kGolden = fs::path(SKALD_TESTS_DIR) / "cli" / "golden";

struct SkaldRun {
  std::string out;
  std::string err;
  int status = -1;
};

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

/// Runs `skald <args>` in `dir`, capturing stdout, stderr and the exit status.
SkaldRun run_skald(const std::string& args, const fs::path& dir = kData) {
  const fs::path err_file =
      fs::temp_directory_path() / ("skald_cli_err_" + std::to_string(::getpid()));
  const std::string command =
      "cd '" + dir.string() + "' && '" SKALD_EXE "' " + args + " 2>'" + err_file.string() + "'";
  SkaldRun run;
  FILE* pipe = ::popen(command.c_str(), "r");
  if (pipe == nullptr) return run;
  char buffer[4096];
  size_t n;
  while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0)
    run.out.append(buffer, n);
  const int status = ::pclose(pipe);
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  run.err = read_file(err_file);
  fs::remove(err_file);
  return run;
}

std::string as_golden(const SkaldRun& run) {
  return run.out + "--- stderr ---\n" + run.err + "--- exit " + std::to_string(run.status) +
         " ---\n";
}

struct GoldenCase {
  const char* name;
  const char* args;
};

const GoldenCase kGoldenCases[] = {
    {"show_start", "show brandub.otg --width 60"},
    {"show_variation", "show brandub.otg --at 1a.1.1a.1.1b --width 60"},
    {"show_hints", "show brandub.otg --at 1b --hints --width 40"},
    {"show_unknown_address", "show brandub.otg --at 7a.1.1a"},
    {"show_wide_board", "show alea.otg --at 4b --width 60"},
    {"tree", "tree brandub.otg"},
    {"validate_ok", "validate brandub.otg"},
    {"validate_bad", "validate bad.otg"},
    {"validate_json", "validate --json brandub.otg bad.otg"},
    {"tags_list", "tags brandub.otg"},
    {"variants", "variants"},
    {"rules_explain", "rules explain --variant copenhagen"},
    {"rules_check", "rules check 'dim:7 ks:y cor:g7, start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/'"},
    {"rules_check_bad_key", "rules check 'dim:7 ks:q start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/'"},
    {"rules_no_game", "rules explain 'ks:n cenh:'"},
    {"moves_brandub", "moves --variant brandub"},
    {"eval_brandub", "eval --variant brandub"},
    {"eval_record", "eval brandub.otg --at 1b"},
    {"eval_unknown_address", "eval brandub.otg --at 7a.1.1a"},
    {"hint_record", "hint brandub.otg --at 1a"},
    {"hint_engine_piece", "hint --variant brandub --depth 3"},
    {"hint_engine_more", "hint --variant brandub --depth 3 --more"},
    // Ataxx and Spot, on the records of examples/.
    {"ataxx_show", "show ../../../examples/ataxx-annotated.otg --at 4b --hints --width 60"},
    {"ataxx_show_variation", "show ../../../examples/ataxx-annotated.otg --at 5a.1.1a --width 60"},
    {"ataxx_tree", "tree ../../../examples/ataxx-annotated.otg"},
    {"ataxx_validate", "validate ../../../examples/ataxx-annotated.otg"},
    {"ataxx_moves", "moves ../../../examples/ataxx-annotated.otg --at 4b"},
    {"ataxx_moves_gaps", "moves --game ataxx --position 'x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1'"},
    {"ataxx_perft", "perft ../../../examples/ataxx-annotated.otg --at 4b --depth 3 --counts-only"},
    {"ataxx_perft_start", "perft --game ataxx --depth 5 --counts-only"},
    {"ataxx_eval", "eval ../../../examples/ataxx-annotated.otg --at 4b"},
    {"ataxx_hint", "hint ../../../examples/ataxx-annotated.otg --at 4b"},
    {"ataxx_hint_engine", "hint ../../../examples/ataxx-annotated.otg --at 6b --depth 4 --more"},
    {"ataxx_analyse",
     "analyse ../../../examples/ataxx-annotated.otg --mainline --depth 3 | cut -d, -f1-4"},
    {"spot3_show", "show ../../../examples/spot3-annotated.otg --at 1c --hints --width 60"},
    {"spot3_tree", "tree ../../../examples/spot3-annotated.otg"},
    {"spot3_eval", "eval ../../../examples/spot3-annotated.otg --at 1b"},
    {"spot3_analyse",
     "analyse ../../../examples/spot3-annotated.otg --at 1b --depth 4 --search paranoid | "
     "cut -d, -f1-4"},
    {"spot4_perft", "perft --variant spot-4 --depth 4 --divide --counts-only"},
    // The Amazons, on the example record (a 6x6 game with a variation, comments, a hint
    // and clock readings) and from a position.
    {"amazons_show", "show ../../../examples/amazons-annotated.otg --at 3a.1.1b --width 60"},
    {"amazons_tree", "tree ../../../examples/amazons-annotated.otg"},
    {"amazons_moves",
     "moves --rules 'amazons size:6' --position 'xQx1xx/xqxQxq/xxxxqx/xxx1x1/Qxxxxx/xqQ1xx w' "
     "--to-move white"},
    {"amazons_eval", "eval ../../../examples/amazons-annotated.otg --at 3a"},
    {"amazons_hint_record", "hint ../../../examples/amazons-annotated.otg --at 2b"},
    {"amazons_hint_engine",
     "hint ../../../examples/amazons-annotated.otg --at 5a --depth 2 --more"},
};

class CliGolden : public ::testing::TestWithParam<GoldenCase> {};

TEST_P(CliGolden, OutputMatchesTheGoldenFile) {
  const GoldenCase& c = GetParam();
  const std::string actual = as_golden(run_skald(c.args));
  const fs::path golden = kGolden / (std::string(c.name) + ".txt");
  if (std::getenv("SKALD_REGENERATE_GOLDEN") != nullptr) {
    std::ofstream(golden, std::ios::binary) << actual;
    GTEST_SKIP() << "regenerated " << golden;
  }
  ASSERT_TRUE(fs::exists(golden)) << golden << " is missing: run tests/cli/golden/regenerate.sh";
  EXPECT_EQ(actual, read_file(golden)) << "skald " << c.args;
}

INSTANTIATE_TEST_SUITE_P(Records, CliGolden, ::testing::ValuesIn(kGoldenCases),
                         [](const auto& info) { return std::string(info.param.name); });

/// A scratch directory with a copy of a data file.
class CliScratch : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("skald_cli_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  void copy(const std::string& name) { fs::copy_file(kData / name, dir_ / name); }
  std::string contents(const std::string& name) { return read_file(dir_ / name); }
  fs::path dir_;
};

// Amazons records (the example: a variation, comments, a hint, clock readings; a strict
// puzzle: puzzle tags and defences) are canonical as written, and the record commands
// change only what they are asked to: undone, the bytes are those of the start.
TEST_F(CliScratch, AmazonsRecordsReadWriteAndEditByteForByte) {
  const fs::path root = fs::path(SKALD_SOURCE_DIR);
  for (const fs::path& source : {root / "examples" / "amazons-annotated.otg",
                                 root / "tests" / "data" / "puzzles" / "30-amazons-14-12a.otg"}) {
    const std::string name = source.filename().string();
    fs::copy_file(source, dir_ / name);
    const std::string original = contents(name);
    EXPECT_EQ(run_skald("validate " + name, dir_).status, 0) << name;
    EXPECT_EQ(run_skald("fmt --check " + name, dir_).status, 0) << name;
    const SkaldRun set = run_skald("tags " + name + " --set site=Buenos_Aires", dir_);
    EXPECT_EQ(set.status, 0) << set.err;
    EXPECT_NE(contents(name).find("[site:Buenos_Aires]"), std::string::npos);
    EXPECT_EQ(run_skald("tags " + name + " --unset site", dir_).status, 0);
    EXPECT_EQ(contents(name), original) << name;
  }
  // A variation added and deleted, a comment set and cleared.
  const std::string name = "amazons-annotated.otg";
  const std::string original = contents(name);
  const SkaldRun add = run_skald("edit " + name + " add 1b b1-b4/b3", dir_);
  ASSERT_EQ(add.status, 0) << add.err;
  EXPECT_NE(contents(name).find("2a.1.1a. b1-b4/b3"), std::string::npos) << contents(name);
  const SkaldRun illegal = run_skald("edit " + name + " add 1b b1-b6/b5", dir_);
  EXPECT_EQ(illegal.status, 2);
  EXPECT_NE(illegal.err.find("the amazon on b1 cannot reach b6"), std::string::npos) << illegal.err;
  EXPECT_EQ(run_skald("edit " + name + " delete 2a.1.1a", dir_).status, 0);
  EXPECT_EQ(contents(name), original);
}

TEST_F(CliScratch, FmtRewritesToTheCanonicalLayoutOnceAndCheckThenPasses) {
  std::ofstream(dir_ / "g.otg") << "[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n"
                                   "1. d2-e2 d3-e3\n[a|b]\n2. e2-e1\n";
  SkaldRun check = run_skald("fmt --check g.otg", dir_);
  EXPECT_EQ(check.status, 1);
  EXPECT_EQ(check.out, "g.otg: not in canonical layout (run `skald fmt g.otg`)\n");
  SkaldRun fmt = run_skald("fmt g.otg", dir_);
  EXPECT_EQ(fmt.status, 0) << fmt.err;
  EXPECT_EQ(contents("g.otg"),
            "[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n"
            "1. d2-e2 d3-e3 \n[a|b]\n\n2. e2-e1 \n[]\n\n");
  EXPECT_EQ(run_skald("fmt --check g.otg", dir_).status, 0);
}

TEST_F(CliScratch, FmtRefusesToOverwriteAFileWithErrors) {
  copy("bad.otg");
  const std::string before = contents("bad.otg");
  SkaldRun fmt = run_skald("fmt bad.otg", dir_);
  EXPECT_EQ(fmt.status, 2);
  EXPECT_NE(fmt.err.find("bad.otg: error: the file has errors (listed above); refusing to "
                         "overwrite it"),
            std::string::npos)
      << fmt.err;
  EXPECT_EQ(contents("bad.otg"), before);
}

TEST_F(CliScratch, EditAddCommentPromoteDelete) {
  copy("brandub.otg");
  SkaldRun add = run_skald("edit brandub.otg add 2b d1-d2 f3-f2", dir_);
  EXPECT_EQ(add.status, 0) << add.err;
  EXPECT_EQ(add.out, "brandub.otg: ok, now 3b f3-f2\n");
  // OpenTafl has no escape for `|`: the comment is refused, the file left as it was.
  const std::string before_comment = contents("brandub.otg");
  SkaldRun refused = run_skald("edit brandub.otg comment 3a \"Back | again\"", dir_);
  EXPECT_EQ(refused.status, 2);
  EXPECT_NE(refused.err.find("error: at 3a: the comment is refused: it contains `]` or `|`"),
            std::string::npos)
      << refused.err;
  EXPECT_EQ(contents("brandub.otg"), before_comment);
  SkaldRun comment = run_skald("edit brandub.otg comment 3a \"Back / again\"", dir_);
  EXPECT_EQ(comment.status, 0) << comment.err;
  EXPECT_NE(contents("brandub.otg").find("3. d1-d2 f3-f2 \n[Back / again|]\n"), std::string::npos);
  SkaldRun promote = run_skald("edit brandub.otg promote 1a.1.1a", dir_);
  EXPECT_EQ(promote.status, 0) << promote.err;
  EXPECT_EQ(promote.out, "brandub.otg: ok, now 1a d2-c2\n");
  SkaldRun del = run_skald("edit brandub.otg delete 1a.1.1a", dir_);
  EXPECT_EQ(del.status, 0) << del.err;
  SkaldRun illegal = run_skald("edit brandub.otg add 1b a1-a2", dir_);
  EXPECT_EQ(illegal.status, 2);
  EXPECT_NE(illegal.err.find("cannot add `a1-a2`"), std::string::npos) << illegal.err;
  SkaldRun validate = run_skald("validate brandub.otg", dir_);
  EXPECT_EQ(validate.status, 0) << validate.err;
  EXPECT_EQ(validate.out, "brandub.otg: ok (3 moves, 0 errors, 0 warnings)\n");
}

TEST_F(CliScratch, TagsSetAndUnset) {
  copy("brandub.otg");
  SkaldRun set = run_skald("tags brandub.otg --set annotator=me --set result=1 --unset date", dir_);
  EXPECT_EQ(set.status, 0) << set.err;
  const std::string text = contents("brandub.otg");
  EXPECT_EQ(text.rfind("[event:skald CLI golden test]\n[result:1]\n[rules:", 0), 0u) << text;
  EXPECT_NE(text.find("[annotator:me]\n\n1. d2-e2"), std::string::npos) << text;
  SkaldRun bad = run_skald("tags brandub.otg --set novalue", dir_);
  EXPECT_EQ(bad.status, 2);
}

TEST_F(CliScratch, EditedTextIsStoredInNfcAndUntouchedTextStaysByteExact) {
  // A comment typed decomposed (e + combining acute) is stored precomposed; the comment
  // of another move, written decomposed in the file, is left as it was.
  std::ofstream(dir_ / "g.otg") << "[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n"
                                   "1. d2-e2 d3-e3 \n[Cafe\xcc\x81|]\n\n";
  SkaldRun comment = run_skald("edit g.otg comment 1b \"Cafe\xcc\x81 au lait\"", dir_);
  EXPECT_EQ(comment.status, 0) << comment.err;
  EXPECT_EQ(contents("g.otg"),
            "[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n"
            "1. d2-e2 d3-e3 \n[Cafe\xcc\x81|Caf\xc3\xa9 au lait]\n\n");
  SkaldRun tag = run_skald("tags g.otg --set site=Malmo\xcc\x88", dir_);
  EXPECT_EQ(tag.status, 0) << tag.err;
  EXPECT_NE(contents("g.otg").find("[site:Malm\xc3\xb6]"), std::string::npos);
  const std::string before = contents("g.otg");
  SkaldRun bad = run_skald("edit g.otg comment 1a \"bad \xff\"", dir_);
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("g.otg: error: at 1a: the text is not valid UTF-8 (byte 4)"),
            std::string::npos)
      << bad.err;
  EXPECT_EQ(contents("g.otg"), before);
}

/// `s` without the JSON members whose values are clock readings.
std::string without_timing(std::string s) {
  for (const char* key : {"\"time_ms\":", "\"nps\":"}) {
    for (size_t at = s.find(key); at != std::string::npos; at = s.find(key, at)) {
      const size_t end = s.find_first_of(",}", at);
      s.erase(at, end - at + (s[end] == ',' ? 1 : 0));
    }
  }
  return s;
}

TEST(CliAnalyse, SameQueriesGiveTheSameMovesValuesAndNodes) {
  const std::string args = "analyse --variant brandub --depth 4 --multipv 2 && '" SKALD_EXE
                           "' analyse --variant tablut-9x9 --depth 3";
  const SkaldRun first = run_skald(args);
  const SkaldRun second = run_skald(args);
  ASSERT_EQ(first.status, 0) << first.err;
  EXPECT_NE(first.out.find("\"best_move\":"), std::string::npos) << first.out;
  EXPECT_NE(first.out.find("\"nodes\":"), std::string::npos) << first.out;
  EXPECT_EQ(without_timing(first.out), without_timing(second.out));
}

/// `s` with each perft line's clock readings (from ` time`) cut off.
std::string without_perft_timing(const std::string& s) {
  std::string out;
  std::istringstream lines(s);
  for (std::string line; std::getline(lines, line);)
    out += line.substr(0, line.find("  time")) + "\n";
  return out;
}

/// Golden files of the commands whose output holds clock readings (analyse, perft): the
/// output without them.
TEST(CliGoldenWithoutTiming, AmazonsAnalyseAndPerft) {
  const struct {
    const char* name;
    const char* args;
    std::string (*clean)(std::string);
  } cases[] = {
      {"amazons_analyse", "analyse ../../../examples/amazons-annotated.otg --mainline --depth 2",
       [](std::string s) { return without_timing(std::move(s)); }},
      {"amazons_perft", "perft --rules 'amazons size:6' --depth 3",
       [](std::string s) { return without_perft_timing(s); }},
  };
  for (const auto& c : cases) {
    SkaldRun run = run_skald(c.args);
    run.out = c.clean(run.out);
    const std::string actual = as_golden(run);
    const fs::path golden = kGolden / (std::string(c.name) + ".txt");
    if (std::getenv("SKALD_REGENERATE_GOLDEN") != nullptr) {
      std::ofstream(golden, std::ios::binary) << actual;
      continue;
    }
    ASSERT_TRUE(fs::exists(golden)) << golden << " is missing: run tests/cli/golden/regenerate.sh";
    EXPECT_EQ(actual, read_file(golden)) << "skald " << c.args;
  }
}

TEST(CliAnalyse, ABadQueryIsAnErrorLineAndTheBatchGoesOn) {
  const fs::path queries =
      fs::temp_directory_path() / ("skald_cli_queries_" + std::to_string(::getpid()));
  std::ofstream(queries) << "{\"id\":1,\"variant\":\"nosuch\"}\n"
                            "{\"id\":2,\"variant\":\"brandub\",\"depth\":2}\n";
  const SkaldRun run = run_skald("analyse < '" + queries.string() + "'");
  fs::remove(queries);
  EXPECT_EQ(run.out.rfind("{\"id\":1,\"error\":\"unknown variant 'nosuch' (", 0), 0u) << run.out;
  EXPECT_NE(run.out.find("\"field\":\"variant\"}\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\n{\"id\":2,\"to_move\":\"attackers\",\"best_move\":"), std::string::npos)
      << run.out;
  EXPECT_EQ(std::count(run.out.begin(), run.out.end(), '\n'), 2) << run.out;
}

TEST(CliHelp, EveryRecordCommandExplainsItselfWithAnExample) {
  for (const char* command : {"show", "tree", "validate", "fmt", "edit", "tags"}) {
    SkaldRun help = run_skald(std::string(command) + " --help");
    EXPECT_EQ(help.status, 0) << command;
    EXPECT_NE(help.out.find("Example"), std::string::npos) << command << "\n" << help.out;
  }
}

}  // namespace

TEST_F(CliScratch, TextOpenTaflWouldMisreadIsRefusedWithHowToWriteIt) {
  copy("brandub.otg");
  const std::string before = contents("brandub.otg");
  // A tag value holding `1. `: OpenTafl would start reading the moves there.
  SkaldRun tag = run_skald("tags brandub.otg --set \"event=Round 1. Game\"", dir_);
  EXPECT_EQ(tag.status, 2);
  EXPECT_NE(tag.err.find("tag `event`: the value is refused: it contains `1. `"), std::string::npos)
      << tag.err;
  // `]` in a tag value ends the tag in OpenTafl.
  SkaldRun bracket = run_skald("tags brandub.otg --set \"event=Cup [final]\"", dir_);
  EXPECT_EQ(bracket.status, 2);
  EXPECT_NE(bracket.err.find("it contains `]`"), std::string::npos) << bracket.err;
  // A comment starting with a number loses it in OpenTafl (a clock reading).
  SkaldRun number = run_skald("edit brandub.otg comment 1a \"30 seconds of thought\"", dir_);
  EXPECT_EQ(number.status, 2);
  EXPECT_NE(number.err.find("it starts with a number"), std::string::npos) << number.err;
  // A backslash at the end is doubled by skald's escape, and OpenTafl would read it so.
  SkaldRun backslash = run_skald("edit brandub.otg comment 1a 'ends with \\'", dir_);
  EXPECT_EQ(backslash.status, 2);
  EXPECT_NE(backslash.err.find("it has a backslash at its end"), std::string::npos)
      << backslash.err;
  // The start comment is a tag: `1. ` is refused there too.
  SkaldRun start = run_skald("edit brandub.otg comment 0a \"See 1. d2-c2\"", dir_);
  EXPECT_EQ(start.status, 2);
  EXPECT_NE(start.err.find("it contains `1. `"), std::string::npos) << start.err;
  EXPECT_EQ(contents("brandub.otg"), before);
  // Written the way the messages say, all of them are saved.
  EXPECT_EQ(run_skald("tags brandub.otg --set \"event=Round 1, Game\"", dir_).status, 0);
  EXPECT_EQ(run_skald("edit brandub.otg comment 1a \"After 30 seconds of thought\"", dir_).status,
            0);
  EXPECT_EQ(run_skald("edit brandub.otg comment 1a \"300 30/3 30 seconds left\"", dir_).status, 0);
}
