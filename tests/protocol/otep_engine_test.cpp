// OtepEngine (protocol/otep_engine.h) in scripted sessions, as OpenTafl's host drives an
// engine: hello, rules, clock, play, the host's move confirmations and opponent moves, a
// refused move, analysis, bad input; and the clock's reading and time plan.

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "formats/variants/catalogue.h"
#include "skald/game/registry.h"
#include "skald/protocol/otep_clock.h"
#include "skald/protocol/otep_engine.h"
#include "skald/tafl/tafl_game.h"

namespace skald::protocol {
namespace {

using std::chrono::milliseconds;

/// The clock a `clock` command's arguments give, or nothing (the error is dropped).
std::optional<MoveClock> clock_of(std::string_view arguments) {
  std::string error;
  return parse_otep_clock(arguments, error);
}

std::string brandub_rules() {
  return variants::builtin_catalogue().find_or_null("brandub")->rules;
}

/// An engine with what it sent, and a state of our own to check its moves against.
class OtepSession : public ::testing::Test {
 protected:
  OtepSession() {
    games_.add(tafl::make_tafl_game());
    OtepSettings settings;
    settings.depth = 2;
    make_engine(settings);
  }
  void make_engine(const OtepSettings& settings) {
    engine_.reset();
    engine_ = std::make_unique<OtepEngine>(
        games_,
        [this](const std::string& line) {
          std::lock_guard lock(mutex_);
          sent_.push_back(line);
        },
        settings);
  }

  /// The lines the engine sent since the last call, `status` lines left out.
  std::vector<std::string> replies() {
    std::lock_guard lock(mutex_);
    std::vector<std::string> out;
    for (const std::string& line : sent_)
      if (line.rfind("status", 0) != 0) out.push_back(line);
    sent_.clear();
    return out;
  }
  std::unique_ptr<game::GameState> start() {
    Diagnostics d;
    return games_.game_for_rules_or_null(brandub_rules())->start_state(brandub_rules(), {}, d);
  }
  /// The move of a `move <m>` reply, checked to be legal in `state` and played there.
  void expect_legal_move_played(const std::vector<std::string>& got, game::GameState& state) {
    ASSERT_EQ(got.size(), 1u);
    ASSERT_EQ(got[0].rfind("move ", 0), 0u) << got[0];
    const std::string move = got[0].substr(5);
    EXPECT_EQ(move.find(' '), std::string::npos) << "simple notation: " << move;
    const auto result = state.play(move);
    EXPECT_TRUE(result.ok) << move << " is not legal here";
  }

  game::GameRegistry games_;
  std::mutex mutex_;  // the search thread sends too
  std::vector<std::string> sent_;
  std::unique_ptr<OtepEngine> engine_;
};

/// A search as long as a minute: what the host's commands must not wait for.
OtepSettings minute_long_searches() {
  OtepSettings settings;
  settings.move_time = std::chrono::minutes{1};
  settings.analyser.hash_megabytes = 8;
  return settings;
}

TEST_F(OtepSession, GoodbyeDuringASearchIsObeyedAtOnce) {
  make_engine(minute_long_searches());
  engine_->handle("rules " + brandub_rules());
  engine_->handle("play attackers");
  std::this_thread::sleep_for(std::chrono::milliseconds{100});
  const auto before = std::chrono::steady_clock::now();
  EXPECT_FALSE(engine_->handle("goodbye"));
  // Not the minute the search had: a stop is obeyed within milliseconds (stop_latency).
  EXPECT_LT(std::chrono::steady_clock::now() - before, std::chrono::seconds{10});
  EXPECT_EQ(replies(), std::vector<std::string>{}) << "a move after goodbye";
}

TEST_F(OtepSession, NewRulesOrPositionDuringASearchDropItsMove) {
  make_engine(minute_long_searches());
  engine_->handle("rules " + brandub_rules());
  engine_->handle("play attackers");
  std::this_thread::sleep_for(std::chrono::milliseconds{50});
  const auto before = std::chrono::steady_clock::now();
  engine_->handle("rules " + brandub_rules());
  engine_->handle("play defenders");
  std::this_thread::sleep_for(std::chrono::milliseconds{50});
  engine_->handle("position /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/");
  EXPECT_LT(std::chrono::steady_clock::now() - before, std::chrono::seconds{10});
  EXPECT_EQ(replies(), std::vector<std::string>{}) << "the superseded searches answered";
  // The engine goes on: an analysis on the new position answers.
  engine_->handle("side defenders");
  engine_->handle("analyze 1 0.2");
  engine_->wait();
  const std::vector<std::string> got = replies();
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0].rfind("analysis 1 ", 0), 0u) << got[0];
}

TEST_F(OtepSession, ClockLinesDuringASearchLeaveItRunning) {
  OtepSettings settings;
  settings.move_time = std::chrono::milliseconds{300};
  make_engine(settings);
  engine_->handle("rules " + brandub_rules());
  engine_->handle("play attackers");
  engine_->handle("clock 20000 20000 0 0 0");
  engine_->handle("status thinking");
  engine_->wait();
  auto state = start();
  expect_legal_move_played(replies(), *state);
}

TEST_F(OtepSession, SaysHelloThenPlaysLegalMovesOfTheSideAsked) {
  engine_->start();
  EXPECT_EQ(replies(), std::vector<std::string>{"hello"});
  EXPECT_TRUE(engine_->handle("rules " + brandub_rules()));
  EXPECT_TRUE(engine_->handle("clock 20000 20000 0 0 0"));
  EXPECT_TRUE(replies().empty());
  auto state = start();
  EXPECT_TRUE(engine_->handle("play attackers"));
  engine_->wait();
  expect_legal_move_played(replies(), *state);
  EXPECT_TRUE(engine_->handle("move " + state->position_text()));
  // The defenders answer; the engine plays on from the board after both moves.
  const std::string answer = state->legal_moves().front();
  ASSERT_TRUE(state->play(answer).ok);
  EXPECT_TRUE(engine_->handle("opponent-move " + state->short_move_text(answer) + " " +
                              state->position_text()));
  EXPECT_TRUE(engine_->handle("clock 19000 20000 0 0 0"));
  EXPECT_TRUE(engine_->handle("play attackers"));
  engine_->wait();
  expect_legal_move_played(replies(), *state);
  EXPECT_TRUE(engine_->handle("finish 0"));
  EXPECT_FALSE(engine_->handle("goodbye"));
}

TEST_F(OtepSession, ReportsEachDepthAsStatus) {
  engine_->start();
  engine_->handle("rules " + brandub_rules());
  engine_->handle("play attackers");
  engine_->wait();
  const bool has_status = std::any_of(sent_.begin(), sent_.end(), [](const std::string& l) {
    return l.rfind("status depth 2 ", 0) == 0 && l.find(" pv ") != std::string::npos;
  });
  EXPECT_TRUE(has_status);
}

TEST_F(OtepSession, ARefusedMoveIsTakenBackAndPlayedAgainFromTheHostsBoard) {
  engine_->handle("rules " + brandub_rules());
  auto state = start();
  ASSERT_TRUE(state->play("d1-e1").ok);
  const std::string board = state->position_text();
  engine_->handle("opponent-move d1-e1 " + board);
  engine_->handle("play defenders");
  engine_->wait();
  ASSERT_EQ(replies().size(), 1u);
  // The host refuses it, repeats the prior move with the board after it, asks again: the
  // engine must not play d1-e1 a second time.
  engine_->handle("error 2");
  engine_->handle("opponent-move d1-e1 " + board);
  EXPECT_TRUE(replies().empty());
  engine_->handle("play defenders");
  engine_->wait();
  expect_legal_move_played(replies(), *state);
}

TEST_F(OtepSession, TheHostsBoardWinsWhenTheMovesDoNotAgreeWithIt) {
  engine_->handle("rules " + brandub_rules());
  // A board the named move cannot lead to: the engine starts again from the board.
  auto state = start();
  ASSERT_TRUE(state->play("d1-e1").ok);
  ASSERT_TRUE(state->play(state->legal_moves().front()).ok);
  engine_->handle("opponent-move a4-a3 " + state->position_text());
  EXPECT_TRUE(replies().empty());
  engine_->handle("play attackers");
  engine_->wait();
  expect_legal_move_played(replies(), *state);
}

// OpenTafl's own transcript (../shared/opentafl/README.md): after the attackers' d1-e1 the
// defenders' c4-c1 gives this board. The engine compares boards as text, so its position
// records must be OpenTafl's, character for character.
TEST_F(OtepSession, BoardsAreWrittenAsOpenTaflWritesThem) {
  auto state = start();
  ASSERT_TRUE(state->play("d1-e1").ok);
  ASSERT_TRUE(state->play("c4-c1").ok);
  EXPECT_EQ(state->position_text(), "/2T1t2/3t3/3T3/tt1KTtt/3T3/3t3/3t3/");
}

TEST_F(OtepSession, AnalysisGivesLinesOfMovesWithScores) {
  engine_->handle("rules " + brandub_rules());
  engine_->handle("position /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/");
  engine_->handle("side defenders");
  engine_->handle("clock 20000 20000 0 0 0");
  engine_->handle("analyze 3 1");
  engine_->wait();
  const std::vector<std::string> got = replies();
  ASSERT_EQ(got.size(), 1u);
  // `analysis <n>` and n pairs of move list and score, as OpenTafl splits them.
  std::vector<std::string> words;
  std::size_t start = 0;
  while (start < got[0].size()) {
    const std::size_t end = got[0].find(' ', start);
    words.push_back(got[0].substr(start, end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  ASSERT_GE(words.size(), 4u);
  EXPECT_EQ(words[0], "analysis");
  EXPECT_EQ(words[1], "3");
  ASSERT_EQ(words.size(), 2u + 2u * 3u);
  Diagnostics d;
  auto state = games_.game_for_rules_or_null(brandub_rules())
                   ->start_state(brandub_rules(), {}, std::optional<int>(1), d);
  ASSERT_TRUE(state);
  for (std::size_t i = 2; i < words.size(); i += 2) {
    const std::string first = words[i].substr(0, words[i].find('|'));
    EXPECT_TRUE(state->clone()->play(first).ok) << first << " is a defenders' move";
    EXPECT_NO_THROW((void)std::stod(words[i + 1])) << words[i + 1];
  }
}

TEST_F(OtepSession, BadInputIsAnsweredAndTheEngineGoesOn) {
  engine_->handle("play attackers");
  engine_->wait();
  EXPECT_EQ(replies(), std::vector<std::string>{"error 0 no rules yet: send 'rules' first"});
  engine_->handle("rules dim:7 start:/nonsense/");
  std::vector<std::string> got = replies();
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0].rfind("error -1 ", 0), 0u) << got[0];
  engine_->handle("rules " + brandub_rules());
  engine_->handle("clock soon");
  got = replies();
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0].rfind("error 0 cannot read the clock 'soon': expected five numbers", 0), 0u)
      << got[0];
  // A number past its range is named, with the range (it used to overflow the time plan).
  engine_->handle("clock 1000 1000 99999999999 0 0");
  got = replies();
  ASSERT_EQ(got.size(), 1u);
  EXPECT_NE(got[0].find("overtime: expected an overtime period in seconds from 0 to 86400, got "
                        "99999999999"),
            std::string::npos)
      << got[0];
  engine_->handle("frobnicate");
  EXPECT_EQ(sent_.back(), "status skald ignores the unknown command 'frobnicate'");
  sent_.clear();
  engine_->handle("play attackers");
  engine_->wait();
  auto state = start();
  expect_legal_move_played(replies(), *state);
}

TEST_F(OtepSession, AnalyzeRefusesNumbersOutOfRangeWithTheRange) {
  engine_->handle("rules " + brandub_rules());
  engine_->handle("side defenders");
  engine_->handle("analyze 100000 1");
  engine_->handle("analyze 0 1");
  engine_->handle("analyze 2 1e300");
  engine_->handle("analyze 18446744073709551615 1");
  engine_->wait();
  EXPECT_EQ(replies(),
            (std::vector<std::string>{
                "error 0 analyze: expected a number of lines from 1 to 64, got 100000",
                "error 0 analyze: expected a number of lines from 1 to 64, got 0",
                "error 0 analyze: expected a time in seconds above 0 and at most 86400, got 1e300",
                "error 0 analyze: expected a number of lines from 1 to 64, got "
                "18446744073709551615"}));
  engine_->handle("analyze 2 0.2");
  engine_->wait();
  const std::vector<std::string> got = replies();
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0].rfind("analysis 2 ", 0), 0u) << got[0];
}

// The JSON path refuses a board without its king (GameState::unplayable_reason); OTEP
// must too, rather than search and play on it.
TEST_F(OtepSession, APositionWithoutAKingIsRefusedNotPlayed) {
  engine_->handle("rules " + brandub_rules());
  engine_->handle("position /3t3/3t3/3T3/ttT1Ttt/3T3/3t3/3t3/");
  engine_->handle("play attackers");
  engine_->wait();
  std::vector<std::string> got = replies();
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0].rfind("error 0 cannot play from this position: ", 0), 0u) << got[0];
  engine_->handle("analyze 1 0.2");
  engine_->wait();
  got = replies();
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0].rfind("error 0 cannot play from this position: ", 0), 0u) << got[0];
}

// A huge line is quoted by an excerpt, not echoed back whole.
TEST_F(OtepSession, AHugeLineIsQuotedShort) {
  engine_->handle(std::string(1000000, 'z'));
  EXPECT_LT(sent_.back().size(), 200u);
  EXPECT_NE(sent_.back().find("... (1000000 bytes)"), std::string::npos) << sent_.back();
  engine_->handle("rules " + std::string(1000000, 'r'));
  std::vector<std::string> got = replies();
  ASSERT_FALSE(got.empty());
  EXPECT_LT(got.back().size(), 200u);
  engine_->handle("rules " + brandub_rules());
  engine_->handle("clock " + std::string(1000000, '9'));
  got = replies();
  ASSERT_EQ(got.size(), 1u);
  EXPECT_LT(got[0].size(), 200u);
}

TEST(OtepClockTest, ReadsOpenTaflsClockLine) {
  // OpenTafl writes a trailing blank; a star marks a side in overtime.
  const auto clock = clock_of("180000 2500* 30 3 2 ");
  ASSERT_TRUE(clock);
  EXPECT_EQ(clock->sides[0].left, milliseconds{180000});
  EXPECT_FALSE(clock->sides[0].in_overtime);
  EXPECT_EQ(clock->sides[1].left, milliseconds{2500});
  EXPECT_TRUE(clock->sides[1].in_overtime);
  EXPECT_EQ(clock->overtime_period, milliseconds{30000});
  EXPECT_EQ(clock->sides[0].overtimes, 3);
  EXPECT_EQ(clock->sides[1].overtimes, 2);
  EXPECT_FALSE(clock_of("1000 1000 0 0"));
  EXPECT_FALSE(clock_of("1000 -5 0 0 0"));
  EXPECT_FALSE(clock_of("1000 10x 0 0 0"));
}

TEST(OtepClockTest, RefusesNumbersPastTheirRangeSayingWhich) {
  std::string error;
  // 2^63-1 ms used to be taken, and overflowed the planned time.
  EXPECT_FALSE(parse_otep_clock("9223372036854775807 1000 0 0 0", error));
  EXPECT_EQ(error,
            "attacker clock: expected a clock time in milliseconds from 0 to 2592000000, got "
            "9223372036854775807");
  EXPECT_FALSE(parse_otep_clock("1000 1000 30 3 18446744073709551615", error));
  EXPECT_EQ(error,
            "defender overtimes: expected a number of overtime periods from 0 to 1000000, got "
            "18446744073709551615");
  EXPECT_FALSE(parse_otep_clock("1000 -5* 0 0 0", error));
  EXPECT_EQ(error,
            "defender clock: expected a clock time in milliseconds from 0 to 2592000000, got -5");
  // 2^31-1 ms, what hosts send for no clock, is a clock.
  EXPECT_TRUE(parse_otep_clock("2147483647 2147483647 0 0 0", error));
}

TEST(OtepClockTest, WritesTheClockCommandItReads) {
  MoveClock clock;
  clock.sides[0] = {milliseconds{180000}, false, 3};
  clock.sides[1] = {milliseconds{2500}, true, 2};
  clock.overtime_period = milliseconds{30000};
  EXPECT_EQ(otep_clock_command(clock), "clock 180000 2500* 30 3 2");
  const auto back = clock_of(otep_clock_command(clock).substr(6));
  ASSERT_TRUE(back);
  EXPECT_EQ(back->sides[1].left, milliseconds{2500});
  EXPECT_TRUE(back->sides[1].in_overtime);
  // A fixed time per move: that much main time and one period as long, every move.
  MoveClock per_move;
  per_move.per_move = milliseconds{1500};
  EXPECT_EQ(otep_clock_command(per_move), "clock 1500 1500 2 1 1");
}

TEST(OtepClockTest, PlansAShareOfMainTimeAndMostOfAnOvertimePeriod) {
  const MoveClock plain = *clock_of("60000 60000 0 0 0");
  const milliseconds share = plan_move_time(plain, 0, 30);
  EXPECT_GT(share, milliseconds{1000});
  EXPECT_LT(share, milliseconds{2000});
  // Renewable periods: most of one on top of the share.
  const MoveClock periods = *clock_of("60000 60000 10 3 3");
  EXPECT_GT(plan_move_time(periods, 1, 30), share + milliseconds{6000});
  // In overtime: less than what is left of the period.
  const MoveClock overtime = *clock_of("60000 4000* 10 3 2");
  const milliseconds in_period = plan_move_time(overtime, 1, 30);
  EXPECT_GT(in_period, milliseconds{2000});
  EXPECT_LT(in_period, milliseconds{4000});
  // Almost no time: the minimum, a move must be made.
  EXPECT_EQ(plan_move_time(*clock_of("10 10 0 0 0"), 0, 30), milliseconds{20});
}

}  // namespace
}  // namespace skald::protocol
