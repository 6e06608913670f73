// The puzzle session behind `skald solve`: a brandub king that must reach a corner in two
// moves, played along the record, off it, strictly, with hints, history, back and jump.

#include "skald/puzzle/solve_session.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "formats/otn/reader.h"
#include "puzzle/solve_puzzles.h"
#include "skald/game/registry.h"
#include "skald/tafl/tafl_game.h"

namespace skald::puzzle {
namespace {

using puzzle_test::king_runs_puzzle;
using puzzle_test::kProloguePuzzle;

std::size_t count_of(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1))
    ++n;
  return n;
}

class SolveSessionTest : public ::testing::Test {
 protected:
  SolveSessionTest() { games_.add(tafl::make_tafl_game()); }

  /// A session on `text`, its opening answer kept in `opening_`.
  std::unique_ptr<SolveSession> start(const std::string& text) {
    otn::ReadOptions options;
    options.games = &games_;
    read_ = std::make_unique<otn::ReadResult>(otn::read_otg_text(text, options));
    EXPECT_FALSE(read_->diagnostics.has_errors()) << text;
    game_ = games_.game_for_rules_or_null(read_->record.rules_text());
    analyser_ = game_->make_analyser();
    std::string error;
    auto session = SolveSession::start_or_null(read_->record, *game_, analyser_.get(), {}, error);
    EXPECT_NE(session, nullptr) << error;
    if (session) opening_ = session->opening();
    return session;
  }

  game::GameRegistry games_;
  std::unique_ptr<otn::ReadResult> read_;
  const game::Game* game_ = nullptr;
  std::unique_ptr<game::Analyser> analyser_;
  SolveAnswer opening_;
};

TEST_F(SolveSessionTest, OpensWithTheStartCommentWithoutHintsAndThePuzzle) {
  auto s = start(king_runs_puzzle("loose"));
  const std::string text = opening_.text();
  EXPECT_NE(text.find("The king runs."), std::string::npos) << text;
  EXPECT_EQ(text.find("first rank"), std::string::npos) << text;
  EXPECT_NE(text.find("The puzzle: defenders win in 2"), std::string::npos) << text;
  EXPECT_NE(text.find("Defenders to move (you): 2 of 2 moves left"), std::string::npos) << text;
  EXPECT_TRUE(std::any_of(opening_.parts.begin(), opening_.parts.end(),
                          [](const SolvePart& p) { return p.board.has_value(); }));
  EXPECT_EQ(s->status(), SolveStatus::solving);
  EXPECT_EQ(s->prompt(), "1a> ");
}

TEST_F(SolveSessionTest, TheRecordsLineSolvesAndTheOpponentRepliesFromIt) {
  auto s = start(king_runs_puzzle("loose"));
  const std::string first = s->answer("c3-c1").text();
  EXPECT_NE(first.find("1a  Kc3-c1-  (defenders, you)"), std::string::npos) << first;
  EXPECT_NE(first.find("Good."), std::string::npos) << first;
  EXPECT_EQ(first.find("two corners"), std::string::npos) << first;
  EXPECT_NE(first.find("1b  d7-d1"), std::string::npos) << first;
  EXPECT_EQ(first.find("prepared lines"), std::string::npos) << first;
  const std::string second = s->answer("Kc1-a1").text();
  EXPECT_NE(second.find("Solved: defenders-win"), std::string::npos) << second;
  EXPECT_NE(second.find("in 2 moves of 2"), std::string::npos) << second;
  EXPECT_NE(second.find("Hints used: 0."), std::string::npos) << second;
  EXPECT_EQ(s->status(), SolveStatus::solved);
  EXPECT_TRUE(s->finished());
  EXPECT_EQ(s->prompt(), "");
  EXPECT_NE(s->answer("hint").text().find("The puzzle is over."), std::string::npos);
}

TEST_F(SolveSessionTest, AMoveMayBeTypedShortWithItsPieceOrInFull) {
  for (const std::string typed : {"c3-c1", "Kc3-c1", "Kc3-c1-", "  Kc3-c1  "}) {
    auto s = start(king_runs_puzzle("strict"));
    EXPECT_NE(s->answer(typed).text().find("1a  Kc3-c1-"), std::string::npos) << typed;
  }
  auto s = start(king_runs_puzzle("loose"));
  EXPECT_NE(s->answer("c3-c9").text().find("c3-c9: not a legal move here"), std::string::npos);
  EXPECT_NE(s->answer("d7-d6").text().find("not a legal move here"), std::string::npos);
}

TEST_F(SolveSessionTest, HintsComeFromTheRecordThenTheEnginePieceThenMove) {
  auto s = start(king_runs_puzzle("loose"));
  EXPECT_NE(s->answer("hint").text().find("Hint: look at the first rank"), std::string::npos);
  const std::string piece = s->answer("hint").text();
  EXPECT_NE(piece.find("Hint: move the king on c3."), std::string::npos) << piece;
  const std::string move = s->answer("hint").text();
  EXPECT_NE(move.find("Hint: play c3-"), std::string::npos) << move;
  EXPECT_NE(s->answer("hint").text().find("No more hints here"), std::string::npos);
  EXPECT_EQ(s->hints_used(), 3);
  s->answer("c3-c1");
  s->answer("c1-a1");
  EXPECT_EQ(s->status(), SolveStatus::solved);
  EXPECT_EQ(s->hints_used(), 3);
}

TEST_F(SolveSessionTest, LeavingTheLinesIsSaidOnceAndTheEngineReplies) {
  auto s = start(king_runs_puzzle("loose"));
  const std::string left = s->answer("c3-a3").text();  // wins too, but is not in the record
  EXPECT_EQ(count_of(left, "You have left the prepared lines"), 1u) << left;
  EXPECT_NE(left.find("1a*  Kc3-a3"), std::string::npos) << left;
  EXPECT_NE(left.find("1b*  "), std::string::npos) << left;
  EXPECT_EQ(left.find("lets the win go"), std::string::npos) << left;
  // The engine's defence blocks one corner; its hint names the other.
  s->answer("hint");
  const std::string hint = s->answer("hint").text();
  const auto at = hint.find("Hint: play ");
  ASSERT_NE(at, std::string::npos) << hint;
  const std::string move = hint.substr(at + 11, hint.find('.', at) - at - 11);
  const std::string end = s->answer(move).text();
  EXPECT_EQ(count_of(end, "prepared lines"), 0u) << end;
  EXPECT_NE(end.find("Solved"), std::string::npos) << end;
}

TEST_F(SolveSessionTest, AMoveThatLetsTheWinGoIsSaidAtOnceAndTheBoundEndsTheGame) {
  auto s = start(king_runs_puzzle("loose"));
  const std::string slow = s->answer("c3-c2").text();
  EXPECT_NE(slow.find("That move lets the win go"), std::string::npos) << slow;
  EXPECT_EQ(s->status(), SolveStatus::solving);
  const std::string end = s->answer("c2-c3").text();
  EXPECT_NE(end.find("Failed: 2 moves played and the defenders have not won"), std::string::npos)
      << end;
  EXPECT_EQ(s->status(), SolveStatus::failed);
}

TEST_F(SolveSessionTest, WalkingIntoACaptureLosesTheGame) {
  auto s = start(king_runs_puzzle("loose", "1t5"));  // an attacker on b2
  const std::string text = s->answer("c3-c2").text();
  EXPECT_NE(text.find("xKc2"), std::string::npos) << text;
  EXPECT_NE(text.find("Failed: attackers-win (king captured)"), std::string::npos) << text;
  EXPECT_EQ(s->status(), SolveStatus::failed);
}

TEST_F(SolveSessionTest, StrictRefusesMovesOffTheRecordWithoutRevealingThem) {
  auto s = start(king_runs_puzzle("strict"));
  EXPECT_NE(opening_.text().find("strict"), std::string::npos);
  const std::string refused = s->answer("c3-a3").text();
  EXPECT_NE(refused.find("not one of the prepared moves"), std::string::npos) << refused;
  EXPECT_EQ(refused.find("c1"), std::string::npos) << refused;
  EXPECT_NE(s->answer("history").text().find("No moves played yet."), std::string::npos);
  s->answer("c3-c1");
  EXPECT_NE(s->answer("c1-c2").text().find("not one of the prepared moves"), std::string::npos);
  EXPECT_NE(s->answer("c1-a1").text().find("Solved"), std::string::npos);
}

TEST_F(SolveSessionTest, HistoryListsOnlyWhatWasPlayed) {
  auto s = start(king_runs_puzzle("loose"));
  s->answer("c3-c1");
  const std::string history = s->answer("history").text();
  EXPECT_NE(history.find("Puzzle position: the start; defenders win in 2."), std::string::npos)
      << history;
  EXPECT_NE(history.find("1a        Kc3-c1-"), std::string::npos) << history;
  EXPECT_NE(history.find("1b        d7-d1"), std::string::npos) << history;
  EXPECT_EQ(history.find("a1"), std::string::npos) << history;
  EXPECT_EQ(history.find("b6"), std::string::npos) << history;
}

TEST_F(SolveSessionTest, BackTakesBackTheMovePair) {
  auto s = start(king_runs_puzzle("loose"));
  EXPECT_NE(s->answer("back").text().find("Nothing to take back"), std::string::npos);
  s->answer("c3-c1");
  EXPECT_EQ(s->prompt(), "2a> ");
  const std::string back = s->answer("back").text();
  EXPECT_NE(back.find("Taken back: 1a Kc3-c1-, 1b d7-d1-."), std::string::npos) << back;
  EXPECT_NE(back.find("2 of 2 moves left"), std::string::npos) << back;
  EXPECT_EQ(s->prompt(), "1a> ");
  s->answer("c3-c2");  // off the lines, and back onto them
  s->answer("back");
  EXPECT_EQ(s->answer("c3-c1").text().find("prepared lines"), std::string::npos);
}

TEST_F(SolveSessionTest, JumpGoesOnlyToNodesSeen) {
  auto s = start(king_runs_puzzle("loose"));
  const std::string unseen = s->answer("jump 2a").text();
  EXPECT_NE(unseen.find("no position you have seen has that address"), std::string::npos) << unseen;
  // A node the record lacks gets the same answer, so jump reveals nothing.
  EXPECT_NE(s->answer("jump 9a").text().find("no position you have seen"), std::string::npos);
  EXPECT_NE(s->answer("jump 1b.1.1b").text().find("no position you have seen"), std::string::npos);
  EXPECT_NE(s->answer("jump").text().find("jump needs the address"), std::string::npos);
  EXPECT_NE(s->answer("jump x!").text().find("jump x!: "), std::string::npos);
  s->answer("c3-c1");
  s->answer("back");
  const std::string jumped = s->answer("jump 1b").text();
  EXPECT_NE(jumped.find("Jumped to 1b."), std::string::npos) << jumped;
  EXPECT_EQ(s->prompt(), "2a> ");
  EXPECT_NE(s->answer("jump 0a").text().find("Jumped to the start."), std::string::npos);
  EXPECT_EQ(s->prompt(), "1a> ");
  s->answer("jump 1b");
  EXPECT_NE(s->answer("c1-a1").text().find("Solved"), std::string::npos);
}

TEST_F(SolveSessionTest, ThePrologueAllowsOnlyNextAndPrevious) {
  auto s = start(kProloguePuzzle);
  const std::string opening = opening_.text();
  EXPECT_NE(opening.find("Prologue: 3 moves before the puzzle"), std::string::npos) << opening;
  EXPECT_NE(opening.find("Start position"), std::string::npos) << opening;
  EXPECT_EQ(s->status(), SolveStatus::prologue);
  EXPECT_EQ(s->prompt(), "prologue> ");
  EXPECT_NE(s->answer("previous").text().find("first position of the prologue"), std::string::npos);
  EXPECT_NE(s->answer("d7-d6").text().find("In the prologue only next and previous"),
            std::string::npos);
  EXPECT_NE(s->answer("hint").text().find("In the prologue only"), std::string::npos);
  EXPECT_NE(s->answer("next").text().find("1a  d7-d6  (attackers)"), std::string::npos);
  EXPECT_NE(s->answer("next").text().find("1b  Kc3-c2  (defenders)"), std::string::npos);
  EXPECT_NE(s->answer("previous").text().find("1a  d7-d6"), std::string::npos);
  s->answer("next");
  const std::string puzzle = s->answer("next").text();
  EXPECT_NE(puzzle.find("The puzzle: defenders win in 2"), std::string::npos) << puzzle;
  EXPECT_NE(puzzle.find("Position after 2a  d6-d7"), std::string::npos) << puzzle;
  EXPECT_EQ(s->status(), SolveStatus::solving);
  EXPECT_EQ(s->prompt(), "2b> ");
  EXPECT_NE(s->answer("next").text().find("prologue only"), std::string::npos);
  // The prologue is seen, but it lies before the puzzle.
  EXPECT_NE(s->answer("jump 1b").text().find("before the puzzle position"), std::string::npos);
  s->answer("c2-c1");
  EXPECT_NE(s->answer("c1-a1").text().find("Solved"), std::string::npos);
}

TEST_F(SolveSessionTest, QuitFails) {
  auto s = start(king_runs_puzzle("loose"));
  const std::string text = s->answer("quit").text();
  EXPECT_NE(text.find("Failed: you gave up."), std::string::npos) << text;
  EXPECT_EQ(s->status(), SolveStatus::failed);
}

TEST_F(SolveSessionTest, ARecordThatIsNoPuzzleGivesNoSession) {
  otn::ReadOptions options;
  options.games = &games_;
  const otn::ReadResult read = otn::read_otg_text(
      "[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n1. a4-a3\n", options);
  const game::Game& game = *games_.game_for_rules_or_null(read.record.rules_text());
  std::string error;
  EXPECT_EQ(SolveSession::start_or_null(read.record, game, nullptr, {}, error), nullptr);
  EXPECT_NE(error.find("not a puzzle"), std::string::npos) << error;
}

}  // namespace
}  // namespace skald::puzzle
