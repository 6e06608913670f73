// The options that name a game's position (tools/skald/position_options.h) with more than
// one game: --game alone gives its default rules, --variant finds a game's own variant,
// --position needs --to-move for tafl only, a --game that does not match the rules is an
// error; analyse --search picks the N-player method, and --annotate refuses games of more
// than two players (its verdicts assume two).

#include <gtest/gtest.h>

#include <filesystem>

#include "cli/skald_run.h"

namespace skald::cli_test {
namespace {

namespace fs = std::filesystem;

const fs::path kHere = fs::temp_directory_path();

TEST(CliGameOption, GameAloneGivesItsDefaultRules) {
  const SkaldRun ataxx = run_skald("perft --game ataxx --depth 2 --counts-only", kHere);
  EXPECT_EQ(ataxx.status, 0) << ataxx.err;
  EXPECT_NE(ataxx.out.find("nodes            256"), std::string::npos) << ataxx.out;
  const SkaldRun spot = run_skald("perft --game spot-4 --depth 2 --counts-only", kHere);
  EXPECT_NE(spot.out.find("nodes             64"), std::string::npos) << spot.out;
  const SkaldRun tafl = run_skald("perft --game tafl --depth 1", kHere);
  EXPECT_EQ(tafl.status, 2);
  EXPECT_NE(tafl.err.find("tafl has no default variant"), std::string::npos) << tafl.err;
  const SkaldRun unknown = run_skald("perft --game chess --depth 1", kHere);
  EXPECT_EQ(unknown.status, 2);
  EXPECT_NE(unknown.err.find("unknown game 'chess'; known: tafl, ataxx, spot-3, spot-4"),
            std::string::npos)
      << unknown.err;
}

TEST(CliGameOption, VariantsOfGamesAndTheirRules) {
  const SkaldRun left = run_skald("moves --variant spot-3-left", kHere);
  EXPECT_EQ(left.status, 0) << left.err;
  EXPECT_NE(left.out.find("a7a5"), std::string::npos);
  const SkaldRun mismatch = run_skald("moves --game spot-4 --rules ataxx", kHere);
  EXPECT_EQ(mismatch.status, 2);
  EXPECT_NE(mismatch.err.find("the rules `ataxx` are ataxx's, not spot-4's"), std::string::npos)
      << mismatch.err;
}

TEST(CliGameOption, PositionWithoutToMoveForAtaxxNotForTafl) {
  const SkaldRun ataxx =
      run_skald("moves --game ataxx --position '7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1'", kHere);
  EXPECT_EQ(ataxx.status, 0) << ataxx.err;
  EXPECT_NE(ataxx.out.find("0000"), std::string::npos) << ataxx.out;
  const SkaldRun overridden = run_skald(
      "moves --game ataxx --position '7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1' --to-move o", kHere);
  EXPECT_EQ(overridden.out.find("0000"), std::string::npos) << overridden.out;
  const SkaldRun tafl =
      run_skald("moves --variant brandub --position /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/", kHere);
  EXPECT_EQ(tafl.status, 2);
  EXPECT_NE(tafl.err.find("--position needs --to-move for tafl"), std::string::npos) << tafl.err;
}

TEST(CliGameOption, AnalyseSearchMethodsAndAnnotateOnlyForTwoPlayers) {
  for (const char* method : {"hypermax", "paranoid", "max-n"}) {
    const SkaldRun run =
        run_skald(std::string("analyse --variant spot-3 --depth 2 --search ") + method, kHere);
    EXPECT_EQ(run.status, 0) << method << run.err;
    EXPECT_NE(run.out.find("\"best_move\""), std::string::npos) << method << run.out;
  }
  const fs::path dir = kHere / ("skald_game_option_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const fs::path copy = dir / "spot3.otg";
  fs::copy_file(fs::path(SKALD_SOURCE_DIR) / "examples" / "spot3-annotated.otg", copy,
                fs::copy_options::overwrite_existing);
  const std::string before = read_whole_file(copy);
  const SkaldRun annotate = run_skald("analyse spot3.otg --mainline --depth 2 --annotate", dir);
  EXPECT_EQ(annotate.status, 2);
  EXPECT_NE(annotate.err.find("--annotate judges the moves of two-player games"), std::string::npos)
      << annotate.err;
  EXPECT_EQ(read_whole_file(copy), before);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace skald::cli_test
