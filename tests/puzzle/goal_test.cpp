// Puzzle goals: the grammar `puzzle new --goal` and the puzzle-goal tag use, and the prose
// of OpenTafl's puzzles.

#include "skald/puzzle/goal.h"

#include <gtest/gtest.h>

#include "skald/tafl/tafl_game.h"

namespace skald::puzzle {
namespace {

class GoalTest : public ::testing::Test {
 protected:
  std::unique_ptr<game::Game> tafl_ = tafl::make_tafl_game();
  static constexpr int kAttackers = 0;
  static constexpr int kDefenders = 1;
};

TEST_F(GoalTest, ReadsEachForm) {
  GoalParse p = parse_goal("defenders win in 4", *tafl_);
  ASSERT_TRUE(p.goal) << p.error;
  EXPECT_EQ(p.goal->kind, Goal::Kind::win);
  EXPECT_EQ(p.goal->side, kDefenders);
  EXPECT_EQ(p.goal->moves, 4);

  p = parse_goal("Attackers wins in two moves", *tafl_);
  ASSERT_TRUE(p.goal) << p.error;
  EXPECT_EQ(p.goal->side, kAttackers);
  EXPECT_EQ(p.goal->moves, 2);

  p = parse_goal("defenders win", *tafl_);
  ASSERT_TRUE(p.goal) << p.error;
  EXPECT_FALSE(p.goal->moves);

  p = parse_goal("attackers draw", *tafl_);
  ASSERT_TRUE(p.goal) << p.error;
  EXPECT_EQ(p.goal->kind, Goal::Kind::draw);

  p = parse_goal("defenders hold for 3", *tafl_);
  ASSERT_TRUE(p.goal) << p.error;
  EXPECT_EQ(p.goal->kind, Goal::Kind::hold);
  EXPECT_EQ(p.goal->moves, 3);
}

TEST_F(GoalTest, WritesWhatItReads) {
  for (const char* text :
       {"defenders win in 4", "attackers win", "attackers draw", "defenders hold for 3"}) {
    const GoalParse p = parse_goal(text, *tafl_);
    ASSERT_TRUE(p.goal) << text << ": " << p.error;
    EXPECT_EQ(goal_text(*p.goal, *tafl_), text);
  }
}

TEST_F(GoalTest, ErrorsSayWhatWasExpectedAndWhere) {
  GoalParse p = parse_goal("kings win in 4", *tafl_);
  EXPECT_FALSE(p.goal);
  EXPECT_EQ(p.column, 1);
  EXPECT_NE(p.error.find("attackers or defenders"), std::string::npos) << p.error;

  p = parse_goal("defenders win in many", *tafl_);
  EXPECT_FALSE(p.goal);
  EXPECT_EQ(p.column, 18);
  EXPECT_NE(p.error.find("a number of moves"), std::string::npos) << p.error;

  p = parse_goal("defenders win in 0", *tafl_);
  EXPECT_FALSE(p.goal);

  p = parse_goal("defenders hold", *tafl_);
  EXPECT_FALSE(p.goal);
  EXPECT_NE(p.error.find("'for N'"), std::string::npos) << p.error;

  p = parse_goal("defenders win in 4 quickly", *tafl_);
  EXPECT_FALSE(p.goal);
  EXPECT_EQ(p.column, 20);
}

TEST_F(GoalTest, ReadsOpenTaflsProse) {
  struct Case {
    const char* text;
    int side_to_move;
    int side;
    int moves;
  };
  const Case cases[] = {
      {"The attackers to move, winning in two.", kAttackers, kAttackers, 2},
      {"Defenders to play, winning in four moves.", kDefenders, kDefenders, 4},
      {"It's the defenders' turn, and they can force a victory in five moves.", kDefenders,
       kDefenders, 5},
      {"The king escapes in four moves. Defenders to play.", kDefenders, kDefenders, 4},
      // "a" is no side, though the game reads it as one on the command line.
      {"When you're in a state which I have foreseen... It's the defender's move. The fastest "
       "I've found is after the defender's sixth move.",
       kAttackers, kDefenders, 6},
      {"Win in 3!", kAttackers, kAttackers, 3},
  };
  for (const Case& c : cases) {
    const auto goal = goal_from_prose(c.text, *tafl_, c.side_to_move);
    ASSERT_TRUE(goal) << c.text;
    EXPECT_EQ(goal->side, c.side) << c.text;
    EXPECT_EQ(goal->moves, c.moves) << c.text;
  }
  EXPECT_FALSE(goal_from_prose("The defender has won at this point.", *tafl_, kDefenders));
  EXPECT_FALSE(goal_from_prose("", *tafl_, kDefenders));
}

}  // namespace
}  // namespace skald::puzzle
