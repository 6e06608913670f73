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
  EXPECT_NE(text.find("skald depth 3, for attackers: defenders win in 1 plies, blunder; "
                      "best b2-a2"),
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

}  // namespace
