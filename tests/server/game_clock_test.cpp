// The server's game clock (tools/skald/server/game_clock.h) against OpenTafl's rules for
// it (engine.clock.GameClock): increment at the start of a turn, byo-yomi periods given
// back whole, a period overrun costing one, a flag when the last is gone. Time is moved
// by hand.
#include "tools/skald/server/game_clock.h"

#include <gtest/gtest.h>

namespace skald::server {
namespace {

using net::Side;

TEST(GameClockTest, AnUntimedGameNeverFlags) {
  GameClock clock(net::TimeSpec{});
  EXPECT_FALSE(clock.enabled());
  clock.start(Side::attackers, 0);
  EXPECT_FALSE(clock.charge(1'000'000'000));
  EXPECT_TRUE(clock.pass_turn(Side::defenders, 2'000'000'000));
}

TEST(GameClockTest, MainTimeWithoutOvertimeRunsOutAtOnce) {
  GameClock clock({1000, 0, 0, 0});
  clock.start(Side::attackers, 0);
  EXPECT_FALSE(clock.charge(999));
  EXPECT_EQ(clock.left(Side::attackers), (net::TimeSpec{1, 0, 0, 0}));
  EXPECT_TRUE(clock.charge(1001));
  EXPECT_TRUE(clock.out_of_time());
  EXPECT_EQ(clock.running_side(), Side::attackers);
  EXPECT_EQ(clock.left(Side::defenders), (net::TimeSpec{1000, 0, 0, 0}));
}

TEST(GameClockTest, TheIncrementIsAddedWhenATurnStarts) {
  GameClock clock({1000, 0, 0, 500});
  clock.start(Side::attackers, 0);
  EXPECT_EQ(clock.left(Side::attackers).main_ms, 1500);
  EXPECT_TRUE(clock.pass_turn(Side::defenders, 400));
  EXPECT_EQ(clock.left(Side::attackers).main_ms, 1100);
  EXPECT_EQ(clock.left(Side::defenders).main_ms, 1500);
  EXPECT_TRUE(clock.pass_turn(Side::attackers, 400));
  EXPECT_EQ(clock.left(Side::attackers).main_ms, 1600);
}

TEST(GameClockTest, AnOvertimePeriodComesBackWholeAndEachOverrunCostsOne) {
  GameClock clock({1000, 300, 3, 0});
  clock.start(Side::attackers, 0);
  // 1.2 s: main time gone, 200 ms into the first period.
  EXPECT_TRUE(clock.pass_turn(Side::defenders, 1200));
  EXPECT_EQ(clock.left(Side::attackers), (net::TimeSpec{0, 100, 3, 0}));
  EXPECT_TRUE(clock.pass_turn(Side::attackers, 1200));
  // The period is given back whole at the start of the turn.
  EXPECT_EQ(clock.left(Side::attackers), (net::TimeSpec{0, 300, 3, 0}));
  // 700 ms: two periods used up, a third begun.
  EXPECT_TRUE(clock.pass_turn(Side::defenders, 1900));
  EXPECT_EQ(clock.left(Side::attackers), (net::TimeSpec{0, 200, 1, 0}));
  EXPECT_TRUE(clock.pass_turn(Side::attackers, 1900));
  EXPECT_EQ(clock.ms_until_flag(), 300);
  EXPECT_FALSE(clock.charge(2199));
  EXPECT_TRUE(clock.charge(2200));
  EXPECT_FALSE(clock.pass_turn(Side::defenders, 2300));  // too late
}

TEST(GameClockTest, OvertimeOnlyIsATimePerMove) {
  GameClock clock({0, 500, 1, 0});
  ASSERT_TRUE(clock.enabled());
  clock.start(Side::attackers, 0);
  for (int i = 1; i <= 10; ++i)
    ASSERT_TRUE(clock.pass_turn(i % 2 ? Side::defenders : Side::attackers, i * 450));
  EXPECT_TRUE(clock.charge(10 * 450 + 501));
}

}  // namespace
}  // namespace skald::server
