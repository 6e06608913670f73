// Time controls as users and OTN write them, the match clock under them (increments,
// byo-yomi overtime periods lost and given back, the margin), and the time an engine plans
// for a move from the clock (protocol/time_control.h).

#include "skald/protocol/time_control.h"

#include <gtest/gtest.h>

#include <utility>

namespace skald::protocol {
namespace {

using std::chrono::milliseconds;

TimeControl parse(std::string_view text) {
  std::string error;
  const auto t = parse_time_control(text, error);
  EXPECT_TRUE(t) << text << ": " << error;
  return t.value_or(TimeControl{});
}

TEST(TimeControlTest, ReadsBasePlusIncrementAndOtnsTag) {
  const TimeControl quick = parse("60+0.5");
  EXPECT_EQ(quick.base, milliseconds{60000});
  EXPECT_EQ(quick.increment, milliseconds{500});
  EXPECT_EQ(quick.overtimes, 0);

  // OpenTafl's order: the overtime's length, then how many (GameClock reads `30/3` so).
  const TimeControl otn = parse("3600 30/3 3i");
  EXPECT_EQ(otn.base, milliseconds{3'600'000});
  EXPECT_EQ(otn.overtimes, 3);
  EXPECT_EQ(otn.overtime_period, milliseconds{30000});
  EXPECT_EQ(otn.increment, milliseconds{3000});
  EXPECT_EQ(parse("90 1i").increment, milliseconds{1000});
  EXPECT_EQ(parse("300").base, milliseconds{300000});
  // One period and no main time is a fixed time per move, as skald's records write it.
  EXPECT_EQ(parse("0 2/1").per_move, milliseconds{2000});
}

TEST(TimeControlTest, WritesTheTagItReads) {
  for (const char* tag : {"3600 30/3 3i", "90 1i", "300", "0 2/1", "0.5 1.5/2"}) {
    EXPECT_EQ(time_control_tag(parse(tag)), tag);
  }
  EXPECT_EQ(time_control_tag(parse("60+0.5")), "60 0.5i");
}

TEST(TimeControlTest, SaysWhatWasExpected) {
  for (const char* bad : {"", "abc", "60+", "+1", "-5", "60 0/3", "60 30/x", "60 2i 3i", "0",
                          "60 30/3 3i 4", "60 30/1.5", "1e999"}) {
    std::string error;
    EXPECT_FALSE(parse_time_control(bad, error)) << bad;
    EXPECT_FALSE(error.empty()) << bad;
  }
}

TEST(TimeControlTest, NumbersOutOfRangeAreQuotedWithTheRange) {
  const std::pair<const char*, const char*> cases[] = {
      {"-1", "main time `-1`: expected a time in seconds from 0 to 2592000, got -1"},
      // 1e9 seconds (31 years) used to be taken.
      {"1e9", "main time `1e9`: expected a time in seconds from 0 to 2592000, got 1e9"},
      {"60+99999999999",
       "increment `99999999999`: expected a time in seconds from 0 to 86400, got 99999999999"},
      {"60 30/18446744073709551615",
       "overtimes `30/18446744073709551615`: expected a number of overtime periods from 1 to "
       "1000000, got 18446744073709551615"},
      {"60 0/3",
       "overtime length `0`: expected a time in seconds above 0 and at most 86400, got 0"},
      {"0+1", "main time `0`: BASE+INC needs main time above 0"},
  };
  for (const auto& [text, message] : cases) {
    std::string error;
    EXPECT_FALSE(parse_time_control(text, error)) << text;
    EXPECT_EQ(error, message) << text;
  }
}

TEST(MoveClockTest, MainTimeTakesTheIncrement) {
  MoveClock clock = start_clock(parse("10+1"));
  EXPECT_EQ(time_allowed(clock, 0), milliseconds{10000});
  ASSERT_TRUE(charge_move(clock, 0, milliseconds{3000}, milliseconds{0}));
  EXPECT_EQ(clock.sides[0].left, milliseconds{8000});
  EXPECT_EQ(clock.sides[1].left, milliseconds{10000});
  EXPECT_FALSE(charge_move(clock, 0, milliseconds{8001}, milliseconds{0}));
  // Within the margin: charged only what was allowed.
  ASSERT_TRUE(charge_move(clock, 1, milliseconds{10200}, milliseconds{500}));
  EXPECT_EQ(clock.sides[1].left, milliseconds{1000});
}

TEST(MoveClockTest, OvertimePeriodsAreLostWhenUsedUpAndGivenBackOtherwise) {
  MoveClock clock = start_clock(parse("10 5/3"));
  EXPECT_EQ(time_allowed(clock, 0), milliseconds{25000});
  // 10 s of main time and 7 s more: one period used up, the move ends in the second.
  ASSERT_TRUE(charge_move(clock, 0, milliseconds{17000}, milliseconds{0}));
  EXPECT_TRUE(clock.sides[0].in_overtime);
  EXPECT_EQ(clock.sides[0].overtimes, 2);
  EXPECT_EQ(clock.sides[0].left, milliseconds{5000});
  EXPECT_EQ(time_allowed(clock, 0), milliseconds{10000});
  // A move within a period costs nothing.
  ASSERT_TRUE(charge_move(clock, 0, milliseconds{4900}, milliseconds{0}));
  EXPECT_EQ(clock.sides[0].overtimes, 2);
  EXPECT_EQ(clock.sides[0].left, milliseconds{5000});
  ASSERT_TRUE(charge_move(clock, 0, milliseconds{6000}, milliseconds{0}));
  EXPECT_EQ(clock.sides[0].overtimes, 1);
  // The last period used up: out of time.
  EXPECT_FALSE(charge_move(clock, 0, milliseconds{5001}, milliseconds{0}));
}

TEST(MoveClockTest, AFixedTimePerMoveComesBackEveryMove) {
  MoveClock clock = start_clock(parse("0 2/1"));
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(time_allowed(clock, i % 2), milliseconds{2000});
    EXPECT_TRUE(charge_move(clock, i % 2, milliseconds{1999}, milliseconds{0}));
  }
  EXPECT_FALSE(charge_move(clock, 0, milliseconds{2001}, milliseconds{0}));
}

TEST(MoveClockTest, PlansAShareOfMainTimeMostOfTheIncrementAndOfAPeriod) {
  const MoveClock plain = start_clock(parse("60"));
  const milliseconds share = plan_move_time(plain, 0, 30);
  EXPECT_GT(share, milliseconds{1500});
  EXPECT_LE(share, milliseconds{2000});
  EXPECT_GT(plan_move_time(start_clock(parse("60+2")), 0, 30), share + milliseconds{1000});
  EXPECT_GT(plan_move_time(start_clock(parse("60 10/3")), 1, 30), share + milliseconds{6000});
  MoveClock overtime = start_clock(parse("60 4/3"));
  overtime.sides[1] = {milliseconds{4000}, true, 2};
  const milliseconds in_period = plan_move_time(overtime, 1, 30);
  EXPECT_GT(in_period, milliseconds{2500});
  EXPECT_LT(in_period, milliseconds{4000});
  // Never more than a third of what is left; at least the minimum.
  EXPECT_LE(plan_move_time(start_clock(parse("3+30")), 0, 30), milliseconds{1000});
  MoveClock empty = start_clock(parse("60"));
  empty.sides[0].left = milliseconds{10};
  EXPECT_EQ(plan_move_time(empty, 0, 30), milliseconds{20});
  EXPECT_EQ(plan_move_time(start_clock(parse("0 1/1")), 0, 30), milliseconds{805});
}

}  // namespace
}  // namespace skald::protocol
