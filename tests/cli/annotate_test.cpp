// `skald analyse --annotate`: the verdict on each move played (formats/json/README.md):
// the score after it from the first side's view, the mark, and the best move when the
// played one is marked; an earlier verdict, in today's or the old form, is replaced.

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli/skald_run.h"

namespace fs = std::filesystem;
using skald::cli_test::read_whole_file;
using skald::cli_test::run_skald;

namespace {

// Brandub; the king on a3 escapes to the corner a1 unless the attacker on b2 blocks a2
// (the attackers on a5 and c3 close the ways up and right; the block then wins). Rank 1
// comes first in a position record.
constexpr const char* kRecord =
    "[rules:dim:7 name:Brandub ks:n cenhe: cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n"
    "[position:/7/1t5/K1t4/7/t6/7/3t3/]\n\n";

class CliAnnotate : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("skald_annotate_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  /// Writes the record with `moves`, annotates it and returns its text.
  std::string annotated(const std::string& moves) {
    std::ofstream(dir_ / "game.otg") << kRecord << moves;
    const auto run = run_skald("analyse game.otg --mainline --depth 3 --annotate", dir_);
    EXPECT_EQ(run.status, 0) << run.err;
    return read_whole_file(dir_ / "game.otg");
  }
  fs::path dir_;
};

TEST_F(CliAnnotate, AMoveThatLetsTheKingOutIsABlunderAndNamesTheBestMove) {
  const std::string text = annotated("1. d7-d6 Ka3-a1 \n[|]\n\n");
  // A blunder is searched again two plies deeper, and says the depth that confirmed it.
  EXPECT_NE(text.find("skald depth 3, confirmed at depth 5, for attackers: defenders win in 1 "
                      "plies, blunder; best b2-a2"),
            std::string::npos)
      << text;
  // The king's move ends the game: its verdict says how.
  EXPECT_NE(text.find("for attackers: defenders-win (king escaped)"), std::string::npos) << text;
}

TEST_F(CliAnnotate, TheOnlyBlockIsTheOnlyMove) {
  const std::string text = annotated("1. b2-a2 \n[]\n\n");
  EXPECT_NE(text.find(", only move]"), std::string::npos) << text;
  EXPECT_EQ(text.find("blunder"), std::string::npos) << text;
}

TEST_F(CliAnnotate, AnOldFormVerdictIsReplaced) {
  const std::string text =
      annotated("1. b2-a2 \n[mine skald depth 7: next a5-a4 (+0.10 taflmen)]\n\n");
  EXPECT_EQ(text.find("next a5-a4"), std::string::npos) << text;
  EXPECT_NE(text.find("[mine skald depth 3, for attackers: "), std::string::npos) << text;
}

TEST_F(CliAnnotate, AConfirmedVerdictIsReplacedWhenAnnotatingAgain) {
  const std::string once = annotated("1. d7-d6 Ka3-a1 \n[|]\n\n");
  ASSERT_NE(once.find("confirmed at depth 5"), std::string::npos) << once;
  const auto run = run_skald("analyse game.otg --mainline --depth 3 --annotate", dir_);
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(read_whole_file(dir_ / "game.otg"), once);
}

// Crust vs Schachus (Copenhagen, Grandmasters 2015, /work/shared/corpus) to the
// attackers' 13. k8-g8, which the annotator praises: a search of depth 3 calls it a mistake
// or a blunder, one of depth 5 (the re-check) a good move (+3.90). The re-check keeps the
// shallow verdict out of the record and says what it did.
constexpr const char* kPraisedMove =
    "[rules:dim:11 atkf:y sw:s efe:y "
    "start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/]\n\n"
    "1. d1-d3 h6-h9\n2. k4-i4 f8-c8\n3. d11-d9 e7-e10\n4. e11-c11 g7-g10xf10\n"
    "5. i4-i9 g10-j10\n6. g11-g9xh9 f7-b7\n7. a8-b8xb7 Kf6-f10\n8. g9-g10 j10-h10xg10\n"
    "9. j6-j10 e10-e11\n10. b8-b10 g6-g11xf11\n11. a7-a9 e6-e10\n12. h1-h9xh10 f5-f9\n"
    "13. k8-g8\n";

TEST_F(CliAnnotate, AShallowBlunderThatADeeperSearchRefutesIsNotWritten) {
  std::ofstream(dir_ / "game.otg") << kPraisedMove;
  const auto run = run_skald("analyse game.otg --at 13a --depth 3 --annotate", dir_);
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string text = read_whole_file(dir_ / "game.otg");
  // Written only for a mistake or blunder at depth 3; its marks are depth 5's.
  EXPECT_NE(text.find("[skald depth 3, re-checked at depth 5, for attackers: +3.90]"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("blunder"), std::string::npos) << text;
  EXPECT_EQ(text.find("mistake"), std::string::npos) << text;
}

TEST_F(CliAnnotate, HelpExplainsTheRecheckAndTheDefaultDepth) {
  const auto run = run_skald("analyse --help", dir_);
  EXPECT_NE(run.out.find("Every mistake and blunder is searched again 2 plies deeper"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("--movetime: depth "), std::string::npos) << run.out;
}

}  // namespace
