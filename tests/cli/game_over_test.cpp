// Positions whose game is already over, or that no game reaches, given to the engine
// commands (analyse, eval, hint, moves) by options or as a record's node. A king standing on
// a corner (or on an edge under esc:e) has escaped: the commands give that result instead of
// moving him off again (`Ka1-g1` was analysed as a move). A board without a king, or with two,
// is an error with a nonzero exit code.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli/skald_run.h"

namespace skald::cli_test {
namespace {

namespace fs = std::filesystem;

// Brandub's rules (dim 7); rank 1 comes first in a position record, so the last row is
// rank 7 and `K6` there puts the king on the corner a7.
constexpr const char* kRules =
    "dim:7 name:Brandub ks:n cenhe: cenh: "
    "start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
constexpr const char* kKingOnCorner = "/3t3/7/7/7/7/7/K6/";
constexpr const char* kKingOnEdge = "/3t3/7/7/7/7/7/3K3/";
constexpr const char* kNoKing = "/3t3/7/7/7/7/1t5/7/";
constexpr const char* kTwoKings = "/3t3/7/2K4/7/7/1t5/1K5/";
constexpr const char* kEscaped = "defenders-win (king escaped)";

class CliGameOver : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("skald_game_over_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  /// Writes a record with `position` as its position tag and `moves` after it.
  void write_record(const std::string& name, const std::string& position,
                    const std::string& moves) {
    std::ofstream(dir_ / name) << "[rules:" << kRules << "]\n[position:" << position << "]\n\n"
                               << moves << "\n";
  }

  SkaldRun run(const std::string& args) { return run_skald(args, dir_); }

  /// `--rules ... --position P --to-move attackers`, with other rules for `rules`.
  static std::string given(const std::string& position, const std::string& rules = kRules) {
    return "--rules '" + rules + "' --position '" + position + "' --to-move attackers";
  }

  fs::path dir_;
};

TEST_F(CliGameOver, KingOnACornerHasEscapedForEveryCommand) {
  for (const std::string command : {"analyse", "eval", "hint --more", "moves"}) {
    const SkaldRun r = run(command + " " + given(kKingOnCorner));
    EXPECT_EQ(r.status, 0) << command << "\n" << r.err;
    EXPECT_NE(r.out.find(kEscaped), std::string::npos) << command << "\n" << r.out;
    EXPECT_EQ(r.out.find("Ka7-"), std::string::npos) << command << "\n" << r.out;
  }
  const SkaldRun analysed = run("analyse " + given(kKingOnCorner));
  EXPECT_NE(analysed.out.find(R"j("best_move":null)j"), std::string::npos) << analysed.out;
  EXPECT_NE(analysed.out.find(R"j("game_over":"defenders-win (king escaped)")j"), std::string::npos)
      << analysed.out;
  EXPECT_NE(analysed.out.find(R"j("loss_in_plies":0)j"), std::string::npos) << analysed.out;
  const SkaldRun moves = run("moves --json " + given(kKingOnCorner));
  EXPECT_EQ(moves.out, R"j({"game_over":"defenders-win (king escaped)","result":"defenders-win",)j"
                       R"j("reason":"king escaped"})j"
                       "\n");
}

TEST_F(CliGameOver, KingOnAnEdgeHasEscapedOnlyUnderEdgeEscape) {
  const std::string edge_rules = std::string(kRules) + " esc:e";
  for (const std::string command : {"analyse", "eval", "hint", "moves"}) {
    const SkaldRun r = run(command + " " + given(kKingOnEdge, edge_rules));
    EXPECT_EQ(r.status, 0) << command << "\n" << r.err;
    EXPECT_NE(r.out.find(kEscaped), std::string::npos) << command << "\n" << r.out;
  }
  // With corner escape the same king on d7 plays on.
  const SkaldRun corner = run("analyse --depth 1 " + given(kKingOnEdge));
  EXPECT_EQ(corner.status, 0) << corner.err;
  EXPECT_EQ(corner.out.find("game_over"), std::string::npos) << corner.out;
  EXPECT_EQ(corner.out.find(R"j("best_move":null)j"), std::string::npos) << corner.out;
}

TEST_F(CliGameOver, ARecordsNodeWithTheKingOnACorner) {
  write_record("corner.otg", kKingOnCorner, "");
  write_record("escape.otg", "/3t3/7/7/7/7/7/1K5/", "1. d1-e1 Kb7-a7");
  for (const std::string command : {"analyse", "eval", "hint --engine", "moves"}) {
    for (const std::string at : {"corner.otg --at 0a", "corner.otg", "escape.otg --at 1b"}) {
      const SkaldRun r = run(command + " " + at);
      EXPECT_EQ(r.status, 0) << command << " " << at << "\n" << r.err;
      EXPECT_NE(r.out.find(kEscaped), std::string::npos) << command << " " << at << "\n" << r.out;
    }
  }
}

TEST_F(CliGameOver, AKingCapturedByAMoveIsAResultNotAnError) {
  write_record("captured.otg", "/3t3/7/2t4/2K4/4t2/7/7/", "1. e5-c5xKc4");
  for (const std::string command : {"analyse", "eval", "hint", "moves"}) {
    const SkaldRun r = run(command + " captured.otg --at 1a");
    EXPECT_EQ(r.status, 0) << command << "\n" << r.err;
    EXPECT_NE(r.out.find("attackers-win (king captured)"), std::string::npos) << command << "\n"
                                                                              << r.out;
  }
}

TEST_F(CliGameOver, NoMoveIsPlayedAfterAFinishedStart) {
  write_record("corner_moves.otg", kKingOnCorner, "1. d1-e1 Ka7-g7");
  for (const std::string command : {"analyse", "eval", "hint", "moves"}) {
    const SkaldRun r = run(command + " corner_moves.otg --at 1b");
    EXPECT_NE(r.status, 0) << command << "\n" << r.out;
    EXPECT_NE((r.out + r.err).find("the game is over at the start position"), std::string::npos)
        << command << "\n"
        << r.out << r.err;
  }
}

TEST_F(CliGameOver, NoKingOrTwoKingsIsAnError) {
  write_record("no_king.otg", kNoKing, "");
  write_record("two_kings.otg", kTwoKings, "");
  for (const std::string command : {"eval", "hint", "moves", "moves --json"}) {
    for (const std::string& from : {given(kNoKing), std::string("no_king.otg")}) {
      const SkaldRun r = run(command + " " + from);
      EXPECT_EQ(r.status, 2) << command << " " << from;
      EXPECT_NE(r.err.find("error: the position has no king"), std::string::npos)
          << command << " " << from << "\n"
          << r.err;
      EXPECT_EQ(r.out, "") << command << " " << from;
    }
    for (const std::string& from : {given(kTwoKings), std::string("two_kings.otg")}) {
      const SkaldRun r = run(command + " " + from);
      EXPECT_EQ(r.status, 2) << command << " " << from;
      EXPECT_NE(r.err.find("error: the position has 2 kings (c3, b7)"), std::string::npos)
          << command << " " << from << "\n"
          << r.err;
    }
  }
  for (const std::string& from : {given(kNoKing), std::string("no_king.otg")}) {
    const SkaldRun r = run("analyse " + from);
    EXPECT_EQ(r.status, 1) << from;
    EXPECT_NE(r.out.find(R"j("error":"the position has no king)j"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(R"j("field":"position")j"), std::string::npos) << r.out;
  }
  const SkaldRun two = run("analyse " + given(kTwoKings));
  EXPECT_EQ(two.status, 1);
  EXPECT_NE(two.out.find(R"j("error":"the position has 2 kings)j"), std::string::npos) << two.out;
}

TEST_F(CliGameOver, ShowAndValidateKnowAFinishedStart) {
  // show printed "attackers to move" and "game_over": null for the king on a corner; a
  // record that plays on from there is an error at its first move.
  write_record("corner.otg", kKingOnCorner, "");
  const SkaldRun text = run("show corner.otg");
  EXPECT_EQ(text.status, 0);
  EXPECT_NE(text.out.find("Game over: defenders win (king escaped)"), std::string::npos)
      << text.out;
  EXPECT_EQ(text.out.find("to move"), std::string::npos) << text.out;
  const SkaldRun json = run("show corner.otg --json");
  EXPECT_NE(json.out.find(R"j("game_over":{"winner":"defenders","reason":"king escaped"})j"),
            std::string::npos)
      << json.out;
  write_record("on.otg", kKingOnCorner, "1. d7-d6");
  const SkaldRun validate = run("validate on.otg");
  EXPECT_NE(validate.status, 0);
  EXPECT_NE(validate.err.find("after the end of the game (king escaped)"), std::string::npos)
      << validate.err;
}

}  // namespace
}  // namespace skald::cli_test
