// Golden tests of the commands on RoPaSci 360 (simultaneous turns), run against the built
// skald (SKALD_EXE) in tests/cli/data: show, tree, moves, perft (joint and per player),
// eval, hint, analyse (its clock readings cut), validate and convert of referee logs.
// Regenerate the golden files with tests/cli/golden/regenerate.sh and review the diff.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>

#include "cli/skald_run.h"

namespace {

namespace fs = std::filesystem;
using skald::cli_test::kCliData;
using skald::cli_test::read_whole_file;
using skald::cli_test::run_skald;
using skald::cli_test::SkaldRun;

const fs::path kGolden = fs::path(SKALD_TESTS_DIR) / "cli" / "golden";

std::string as_golden(const SkaldRun& run) {
  return run.out + "--- stderr ---\n" + run.err + "--- exit " + std::to_string(run.status) +
         " ---\n";
}

/// Compares with (or, under SKALD_REGENERATE_GOLDEN, writes) tests/cli/golden/NAME.txt.
void expect_golden(const std::string& name, const std::string& actual, const std::string& what) {
  const fs::path golden = kGolden / (name + ".txt");
  if (std::getenv("SKALD_REGENERATE_GOLDEN") != nullptr) {
    std::ofstream(golden, std::ios::binary) << actual;
    return;
  }
  ASSERT_TRUE(fs::exists(golden)) << golden << " is missing: run tests/cli/golden/regenerate.sh";
  EXPECT_EQ(actual, read_whole_file(golden)) << what;
}

/// Analysis lines without their clock readings (time_ms, nps).
std::string without_timing(std::string s) {
  s = std::regex_replace(s, std::regex(R"("time_ms":[0-9.e+-]+,)"), "");
  return std::regex_replace(s, std::regex(R"("nps":[0-9]+,?)"), "");
}

const char* const kExample = "../../../examples/ropasci-annotated.otg";

TEST(CliGoldenRopasci, RecordCommands) {
  const std::string example = kExample;
  const struct {
    const char* name;
    std::string args;
  } cases[] = {
      {"ropasci_show", "show " + example + " --at 8a --hints --width 60"},
      {"ropasci_tree", "tree " + example},
      {"ropasci_moves", "moves --variant ropasci360 --position 'RS3/6/7/8/9/8/7/6/3rp 9 9 30'"},
      {"ropasci_perft", "perft --game ropasci360 --depth 2 --counts-only"},
      {"ropasci_perft_side", "perft --game ropasci360 --side lower --depth 3 --counts-only"},
      {"ropasci_eval", "eval " + example + " --at 9a"},
      {"ropasci_hint_record", "hint " + example + " --at 5a"},
      {"ropasci_hint_engine", "hint " + example + " --at 9a --depth 2 --engine"},
      {"ropasci_hint_engine_more", "hint " + example + " --at 9a --depth 2 --engine --more"},
      {"ropasci_validate_logs", "validate ropasci-game.log ropasci-refused.log"},
  };
  for (const auto& c : cases)
    expect_golden(c.name, as_golden(run_skald(c.args, kCliData)), "skald " + c.args);
}

TEST(CliGoldenRopasci, AnalyseShowsBothSidesStrategies) {
  const std::string args = std::string("analyse ") + kExample + " --at 9a --depth 2";
  SkaldRun run = run_skald(args, kCliData);
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("\"strategies\":{\"upper\":["), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\"to_move\":\"both\""), std::string::npos) << run.out;
  run.out = without_timing(run.out);
  expect_golden("ropasci_analyse", as_golden(run), "skald " + args);
  // The seed's method: one action per side.
  const SkaldRun averaging = run_skald(args + " --search averaging", kCliData);
  EXPECT_NE(averaging.out.find("\"probability\":1.0,"), std::string::npos) << averaging.out;
  // Same seed, same move; the strategies do not depend on the seed.
  EXPECT_EQ(without_timing(run_skald(args, kCliData).out), run.out);
}

TEST(CliGoldenRopasci, LogsConvertToRecordsAndBack) {
  const fs::path dir = fs::temp_directory_path() / ("skald_ropasci_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string otg = (dir / "game.otg").string(), log = (dir / "game.log").string();
  const SkaldRun to_record = run_skald("convert ropasci-game.log '" + otg + "'", kCliData);
  EXPECT_EQ(to_record.status, 0) << to_record.err;
  expect_golden("ropasci_convert_log", read_whole_file(otg), "convert ropasci-game.log");
  const SkaldRun back = run_skald("convert '" + otg + "' '" + log + "'", kCliData);
  EXPECT_EQ(back.status, 0) << back.err;
  EXPECT_EQ(read_whole_file(log), read_whole_file(kCliData / "ropasci-game.log"));
  // A log ending in a refused action converts up to it, and says where it ends.
  const SkaldRun refused = run_skald("convert ropasci-refused.log '" + otg + "' --force", kCliData);
  EXPECT_EQ(refused.status, 0) << refused.err;
  EXPECT_NE(refused.err.find("ropasci-refused.log:7:30: warning: lower's action of turn 4 is "
                             "illegal (the referee refused it too)"),
            std::string::npos)
      << refused.err;
  EXPECT_NE(read_whole_file(otg).find("\n3. "), std::string::npos) << read_whole_file(otg);
  fs::remove_all(dir);
}

// An empty log, named .log or .txt as the course's are, is said to be empty: not "ok", and
// not a record missing its rules tag.
TEST(CliGoldenRopasci, AnEmptyLogIsSaidToBeEmpty) {
  const fs::path dir =
      fs::temp_directory_path() / ("skald_ropasci_empty_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "empty.log") << "";
  std::ofstream(dir / "empty.txt") << "\n";
  const SkaldRun r = run_skald("validate empty.log empty.txt", dir);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("empty.log:1:1: error: the log is empty"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("empty.txt:1:1: error: the log is empty"), std::string::npos) << r.err;
  fs::remove_all(dir);
}

}  // namespace
