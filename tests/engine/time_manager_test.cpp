#include <gtest/gtest.h>

#include "skald/engine/time_manager.h"

namespace skald::engine {
namespace {

using Ms = std::chrono::milliseconds;

TEST(TimeManagerTest, MoveTimeIsBothBudgetAndLimit) {
  SearchLimits l;
  l.move_time = Ms(500);
  TimeManager t(l, PhasePlan{10, 20});
  EXPECT_TRUE(t.timed());
  EXPECT_EQ(t.soft_budget(), Ms(500));
  EXPECT_EQ(t.hard_limit(), Ms(500));
}

TEST(TimeManagerTest, ClockPlanSpendsMoreInTheMiddleGameAndNeverOverruns) {
  GameClock c;
  c.main_remaining = Ms(60'000);
  SearchLimits l;
  c.moves_played = 0;
  l.clock = c;
  const TimeManager opening(l, PhasePlan{10, 20});
  c.moves_played = 12;
  l.clock = c;
  const TimeManager middle(l, PhasePlan{10, 20});
  EXPECT_LT(opening.soft_budget(), middle.soft_budget());
  EXPECT_LE(middle.hard_limit(), Ms(60'000));
  // Almost out of time: still below what is left.
  c.main_remaining = Ms(30);
  l.clock = c;
  const TimeManager last(l, PhasePlan{10, 20});
  EXPECT_LT(last.hard_limit(), Ms(30));
  EXPECT_GE(last.hard_limit(), Ms(1));
}

TEST(TimeManagerTest, OvertimeIsUsedAfterTheMainTime) {
  GameClock c;
  c.main_remaining = Ms(0);
  c.overtime = Ms(10'000);
  c.overtimes_remaining = 3;
  c.moves_played = 40;
  SearchLimits l;
  l.clock = c;
  const TimeManager t(l, PhasePlan{10, 20});
  EXPECT_EQ(t.soft_budget(), Ms(8'000));
  EXPECT_LT(t.hard_limit(), Ms(10'000));
}

TEST(TimeManagerTest, PredictsTheNextDepthFromTheLastOnAClock) {
  GameClock c;
  c.main_remaining = Ms(60'000);
  c.moves_played = 12;  // middle game: about 2.6 s for this move
  SearchLimits l;
  l.clock = c;
  TimeManager t(l, PhasePlan{10, 20});
  ASSERT_GT(t.soft_budget(), Ms(1000));
  ASSERT_LT(t.soft_budget(), Ms(3000));
  EXPECT_FALSE(t.uses_all_time());
  EXPECT_TRUE(t.should_start(1, Ms(0)));
  t.depth_completed(1, Ms(10));
  t.depth_completed(2, Ms(40));              // depth 2 cost 30 ms, ratio 3
  EXPECT_TRUE(t.should_start(3, Ms(40)));    // predicts 90 ms
  t.depth_completed(3, Ms(400));             // depth 3 cost 360 ms, ratio 12 -> capped at 10 (even)
  EXPECT_FALSE(t.should_start(4, Ms(400)));  // 3.6 s would overrun
}

// A fixed move time is used: a depth that looks too dear to finish is still started (the
// move time aborts it), so `--movetime 3000` does not stop after a tenth of the time.
TEST(TimeManagerTest, MoveTimeStartsEveryDepthWhileTimeIsLeft) {
  SearchLimits l;
  l.move_time = Ms(1000);
  TimeManager t(l, PhasePlan{10, 20});
  EXPECT_TRUE(t.uses_all_time());
  EXPECT_TRUE(t.should_start(1, Ms(0)));
  t.depth_completed(1, Ms(10));
  t.depth_completed(2, Ms(40));
  t.depth_completed(3, Ms(400));
  EXPECT_TRUE(t.should_start(4, Ms(400)));
  EXPECT_TRUE(t.should_start(5, Ms(999)));
  EXPECT_FALSE(t.should_start(5, Ms(1000)));
}

// Depth and node limits alone are untimed: nothing depends on the clock.
TEST(TimeManagerTest, DepthAndNodeLimitsAreUntimed) {
  SearchLimits l;
  l.depth = 4;
  l.nodes = 1000;
  TimeManager t(l, PhasePlan{10, 20});
  EXPECT_FALSE(t.timed());
  EXPECT_TRUE(t.should_start(30, Ms(1'000'000)));
}

}  // namespace
}  // namespace skald::engine
