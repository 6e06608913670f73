#include "skald/game/move_verdict.h"

#include <gtest/gtest.h>

namespace skald::game {
namespace {

Score value(double v) {
  Score s;
  s.value = v;
  return s;
}
Score win_in(int plies) {
  Score s;
  s.win_in_plies = plies;
  return s;
}
Score loss_in(int plies) {
  Score s;
  s.loss_in_plies = plies;
  return s;
}

MoveJudged judged(const char* played, Score played_score, const char* best, Score best_score,
                  std::optional<Score> second = std::nullopt) {
  return {played, played_score, best, best_score, second};
}

TEST(MoveVerdict, LossesAreMarkedByTheMargins) {
  EXPECT_EQ(judge_move(judged("a", value(0.7), "b", value(1.0))).mark, Mark::none);
  const MoveVerdict inaccuracy = judge_move(judged("a", value(0.4), "b", value(1.0)));
  EXPECT_EQ(inaccuracy.mark, Mark::inaccuracy);
  EXPECT_DOUBLE_EQ(inaccuracy.loss, 0.6);
  EXPECT_EQ(judge_move(judged("a", value(-0.2), "b", value(1.0))).mark, Mark::mistake);
  EXPECT_EQ(judge_move(judged("a", value(-1.5), "b", value(1.0))).mark, Mark::blunder);
  // A move the deeper search after it likes better than the best is no loss.
  const MoveVerdict better = judge_move(judged("a", value(1.4), "b", value(1.0)));
  EXPECT_EQ(better.mark, Mark::none);
  EXPECT_EQ(better.loss, 0);
  // Other margins for another unit.
  EXPECT_EQ(judge_move(judged("a", value(0.4), "b", value(1.0)), {0.1, 0.2, 0.5}).mark,
            Mark::blunder);
}

TEST(MoveVerdict, ProvenResultsDecide) {
  EXPECT_EQ(judge_move(judged("a", value(5.0), "b", win_in(3))).mark, Mark::blunder);
  EXPECT_EQ(judge_move(judged("a", loss_in(4), "b", value(-3.0))).mark, Mark::blunder);
  EXPECT_EQ(judge_move(judged("a", win_in(7), "b", win_in(3))).mark, Mark::none);
  EXPECT_EQ(judge_move(judged("a", loss_in(2), "b", loss_in(8))).mark, Mark::none);
  EXPECT_LT(comparable_score(win_in(7)), comparable_score(win_in(3)));
  EXPECT_GT(comparable_score(win_in(99)), comparable_score(value(1000)));
  EXPECT_LT(comparable_score(loss_in(2)), comparable_score(loss_in(8)));
}

TEST(MoveVerdict, TheBestMoveIsTheOnlyMoveWhenEveryOtherThrowsTheGameAway) {
  EXPECT_EQ(judge_move(judged("b", value(0.5), "b", value(0.5), value(-2.0))).mark,
            Mark::only_move);
  EXPECT_EQ(judge_move(judged("b", value(0.5), "b", value(0.5), value(-1.0))).mark, Mark::none);
  EXPECT_EQ(judge_move(judged("b", win_in(5), "b", win_in(5), value(3.0))).mark, Mark::only_move);
  EXPECT_EQ(judge_move(judged("b", win_in(5), "b", win_in(5), win_in(9))).mark, Mark::none);
  EXPECT_EQ(judge_move(judged("b", value(0.0), "b", value(0.0), loss_in(6))).mark, Mark::only_move);
  // Lost whatever is played: nothing to single out.
  EXPECT_EQ(judge_move(judged("b", loss_in(9), "b", loss_in(9), loss_in(3))).mark, Mark::none);
  // Without a second line there is nothing to compare.
  EXPECT_EQ(judge_move(judged("b", value(0.5), "b", value(0.5))).mark, Mark::none);
  EXPECT_STREQ(mark_name(Mark::only_move), "only move");
}

}  // namespace
}  // namespace skald::game
