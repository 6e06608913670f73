// Golden tests of the commands on The Octagon Theory (issue 14), run against the built
// skald (SKALD_EXE): show, tree, validate, moves, perft, eval, hint (from the record and
// from the engine), analyse (two and three players), rules, and a short match against the
// seed's AI, on examples/octagon-annotated.otg (a 20-turn game skald played against
// itself, with a variation, comments and a hint) and on set-up positions.
//
// Golden files: tests/cli/golden/<name>.txt (stdout, then stderr and the exit status);
// tests/cli/golden/regenerate.sh rewrites them (SKALD_REGENERATE_GOLDEN=1).

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "cli/skald_run.h"

namespace skald::cli_test {
namespace {

namespace fs = std::filesystem;

const fs::path kGolden = fs::path(SKALD_TESTS_DIR) / "cli" / "golden";

struct GoldenCase {
  const char* name;
  const char* args;
};

constexpr const char* kExample = "../../../examples/octagon-annotated.otg";

// One open cell left on the 12-cell board: every placement on c1 ends the game.
constexpr const char* kLastCell =
    "--rules 'octagon size:5 cut:2 hole:1 turns:10' --position 'o8/o1no8o8/x8x8o8x8/o8x8o8/. x 3'";

const GoldenCase kCases[] = {
    {"octagon_show", "show ../../../examples/octagon-annotated.otg --at 6a.1.1a --width 60"},
    {"octagon_show_hints",
     "show ../../../examples/octagon-annotated.otg --at 6b --hints --width 60"},
    {"octagon_tree", "tree ../../../examples/octagon-annotated.otg"},
    {"octagon_validate", "validate ../../../examples/octagon-annotated.otg"},
    {"octagon_moves_last_cell",
     "moves --rules 'octagon size:5 cut:2 hole:1 turns:10' --position "
     "'o8/o1no8o8/x8x8o8x8/o8x8o8/. x 3'"},
    {"octagon_perft", "perft --variant octagon-20 --depth 2 --divide --counts-only"},
    {"octagon_eval", "eval ../../../examples/octagon-annotated.otg --at 6b"},
    {"octagon_hint_record", "hint ../../../examples/octagon-annotated.otg --at 6b"},
    {"octagon_hint_engine",
     "hint ../../../examples/octagon-annotated.otg --at 4b --depth 3 --more"},
    {"octagon_analyse",
     "analyse ../../../examples/octagon-annotated.otg --mainline --depth 2 | cut -d, -f1-4"},
    {"octagon3_analyse", "analyse --variant octagon-web-3 --depth 2 | cut -d, -f1-4"},
    {"octagon_rules_explain", "rules explain --variant octagon"},
    {"octagon_bad_position_row", "moves --variant octagon --position '.../..x9../'"},
    {"octagon_bad_position_side",
     "eval --variant octagon --position "
     "'.../...../......./........./......../........./......./...../... q'"},
    {"octagon_match",
     "match --variant octagon-20 --engine skald,depth=2 --engine octagon-seed --games 2 "
     "--random-plies 2 | head -n 3"},
};

class OctagonCliGolden : public ::testing::TestWithParam<GoldenCase> {};

TEST_P(OctagonCliGolden, OutputMatchesTheGoldenFile) {
  const GoldenCase& c = GetParam();
  const SkaldRun run = run_skald(c.args, kCliData);
  const std::string actual =
      run.out + "--- stderr ---\n" + run.err + "--- exit " + std::to_string(run.status) + " ---\n";
  const fs::path golden = kGolden / (std::string(c.name) + ".txt");
  if (std::getenv("SKALD_REGENERATE_GOLDEN") != nullptr) {
    std::ofstream(golden, std::ios::binary) << actual;
    GTEST_SKIP() << "regenerated " << golden;
  }
  ASSERT_TRUE(fs::exists(golden)) << golden << " is missing: run tests/cli/golden/regenerate.sh";
  EXPECT_EQ(actual, read_whole_file(golden)) << "skald " << c.args;
}

INSTANTIATE_TEST_SUITE_P(Octagon, OctagonCliGolden, ::testing::ValuesIn(kCases),
                         [](const auto& info) { return std::string(info.param.name); });

TEST(OctagonCli, EveryLegalMoveOfTheLastCellEndsTheGame) {
  const SkaldRun run = run_skald(std::string("moves ") + kLastCell, kCliData);
  ASSERT_EQ(run.status, 0) << run.err;
  int lines = 0;
  for (std::size_t at = 0; (at = run.out.find('\n', at)) != std::string::npos; ++at)
    ++lines;
  EXPECT_EQ(lines, 15);  // one open cell, 15 orientations
  EXPECT_EQ(run.out.find("ongoing"), std::string::npos) << run.out;
}

TEST(OctagonCli, ARecordWithAnIllegalPlacementIsRefusedWhereItIs) {
  const fs::path file =
      fs::temp_directory_path() / ("octagon_bad_" + std::to_string(::getpid()) + ".otg");
  std::ofstream(file) << "[rules:octagon size:7 cut:2 hole:1 turns:20]\n\n1. c4=1n c4=1s \n";
  const SkaldRun run = run_skald("validate '" + file.string() + "'", kCliData);
  fs::remove(file);
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find(":3:10: error:"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("c4 is not open"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace skald::cli_test
