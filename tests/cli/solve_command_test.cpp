// `skald solve` end to end, commands fed on stdin: solved and failed endings and their exit
// status, loose and strict puzzles, leaving the prepared lines, hints, history, back and
// jump.

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "cli/skald_run.h"
#include "puzzle/solve_puzzles.h"

namespace skald::cli_test {
namespace {

namespace fs = std::filesystem;
using puzzle_test::king_runs_puzzle;
using puzzle_test::kProloguePuzzle;

class SolveCommand : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("skald_solve_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    std::ofstream(dir_ / "loose.otg") << king_runs_puzzle("loose");
    std::ofstream(dir_ / "strict.otg") << king_runs_puzzle("strict");
  }
  void TearDown() override { fs::remove_all(dir_); }

  /// Runs `skald solve FILE` with `input` on stdin.
  SkaldRun solve(const std::string& file, const std::string& input) {
    std::ofstream(dir_ / "input.txt") << input;
    return run_skald("solve " + file + " < input.txt", dir_);
  }

  fs::path dir_;
};

TEST_F(SolveCommand, TheRecordsLineSolvesAndExitsZero) {
  const SkaldRun r = solve("loose.otg", "c3-c1\nKc1-a1\n");
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("The king runs."), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("first rank"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("a  b  c  d  e  f  g"), std::string::npos) << r.out;  // the board
  EXPECT_NE(r.out.find("1a> c3-c1\n1a  Kc3-c1-  (defenders, you)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("1b  d7-d1-  (attackers)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Solved: defenders-win (king escaped) in 2 moves of 2."), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("Hints used: 0."), std::string::npos) << r.out;
}

TEST_F(SolveCommand, LeavingTheLinesTheEngineRepliesAndHintsAreCounted) {
  const SkaldRun r = solve("loose.otg", "hint\nc3-a3\nhint\nhistory\nquit\n");
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("Hint: look at the first rank"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("You have left the prepared lines: from here the engine replies."),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("1b*  "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Hint: move the king on a3."), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  1a*       Kc3-a3-"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("(* not in the record"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Failed: you gave up.\nHints used: 2."), std::string::npos) << r.out;
}

TEST_F(SolveCommand, ALetGoWinIsSaidAndThePassedBoundFails) {
  const SkaldRun r = solve("loose.otg", "c3-c2\nc2-c3\n");
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("That move lets the win go"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Failed: 2 moves played and the defenders have not won."), std::string::npos)
      << r.out;
}

TEST_F(SolveCommand, StrictRefusesAndBackAndJumpKeepToWhatWasSeen) {
  const SkaldRun r = solve("strict.otg", "c3-a3\njump 2a\nc3-c1\nback\njump 1b\nhistory\nc1-a1\n");
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("c3-a3: not one of the prepared moves here"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("jump 2a: no position you have seen has that address"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("Taken back: 1a Kc3-c1-, 1b d7-d1-."), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Jumped to 1b."), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Solved"), std::string::npos) << r.out;
}

TEST_F(SolveCommand, TheEndOfInputGivesUp) {
  const SkaldRun r = solve("loose.otg", "board\n");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find("Failed: you gave up."), std::string::npos) << r.out;
}

TEST_F(SolveCommand, ThePrologueComesFirst) {
  std::ofstream(dir_ / "prologue.otg") << kProloguePuzzle;
  const SkaldRun r = solve("prologue.otg", "c2-c1\nnext\nnext\nnext\nc2-c1\nc1-a1\n");
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("Prologue: 3 moves before the puzzle"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("prologue> c2-c1\nIn the prologue only next and previous"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("The puzzle: defenders win in 2"), std::string::npos) << r.out;
}

TEST_F(SolveCommand, ARecordThatIsNoPuzzleIsAnError) {
  std::ofstream(dir_ / "game.otg")
      << "[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n1. a4-a3\n";
  const SkaldRun r = solve("game.otg", "");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("game.otg: error: not a puzzle"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace skald::cli_test
