// A fixed move time is a target the search uses: iterative deepening goes on while time is
// left and the move time stops it, so `--movetime 3000` thinks about three seconds (it
// used to stop after a tenth, whenever the next depth looked ten times dearer). The bounds
// are loose, as the machine may be busy: at least half the time, and not far over it.

#include <gtest/gtest.h>

#include <chrono>

#include "engine/toy_games.h"
#include "formats/variants/catalogue.h"
#include "skald/engine/search.h"
#include "skald/tafl/rules_string.h"
#include "skald/tafl/search_adapter.h"

namespace skald::tafl {
namespace {

using Ms = std::chrono::milliseconds;

TEST(MoveTime, TheSearchUsesMostOfTheMoveTime) {
  const auto catalogue = variants::builtin_catalogue();
  RulesParse parsed = parse_rules(catalogue.find_or_null("copenhagen")->rules);
  ASSERT_TRUE(parsed.rules);
  TaflSearchGame game(Position(*parsed.rules));
  engine::SearchOptions options;
  options.hash_megabytes = 4;
  engine::Search<TaflSearchGame> search(options);
  engine::SearchLimits limits;
  limits.move_time = Ms(300);
  const auto start = std::chrono::steady_clock::now();
  const auto result = search.run(game, limits, {}, {});
  const auto took = std::chrono::duration_cast<Ms>(std::chrono::steady_clock::now() - start);
  EXPECT_TRUE(result.best_move.has_value());
  EXPECT_GE(result.depth, 1);
  EXPECT_GE(result.elapsed, Ms(150)) << "stopped after " << result.elapsed.count() << " us";
  EXPECT_LE(took, Ms(300 + 400));
  // The depth the move time cut short is discarded; the one before it is reported. The
  // clock is read every 1,024 nodes, so a depth may also end between the limit and the
  // next reading (milliseconds under the sanitizers): then no depth was cut, and the
  // search stopped because its time was up.
  if (!result.stopped_early) {
    EXPECT_GE(result.elapsed, Ms(300)) << "neither cut short nor out of time";
  }
}

TEST(MoveTime, DepthLimitsStayDeterministic) {
  const auto catalogue = variants::builtin_catalogue();
  RulesParse parsed = parse_rules(catalogue.find_or_null("brandub")->rules);
  ASSERT_TRUE(parsed.rules);
  engine::SearchOptions options;
  options.hash_megabytes = 4;
  engine::SearchLimits limits;
  limits.depth = 4;
  TaflSearchGame game(Position(*parsed.rules));
  engine::Search<TaflSearchGame> first(options);
  engine::Search<TaflSearchGame> second(options);
  const auto a = first.run(game, limits, {}, {});
  const auto b = second.run(game, limits, {}, {});
  EXPECT_EQ(a.nodes, b.nodes);
  EXPECT_EQ(a.best_move, b.best_move);
  EXPECT_EQ(a.value, b.value);
  EXPECT_EQ(a.depth, 4);
  EXPECT_FALSE(a.stopped_early);
}

}  // namespace
}  // namespace skald::tafl

namespace skald::tafl {
namespace {

TEST(GameHooks, TaflGivesItsClockPlanAndWindowAndTheEngineHasDefaults) {
  const auto brandub = parse_rules(variants::builtin_catalogue().find_or_null("brandub")->rules);
  const auto copenhagen =
      parse_rules(variants::builtin_catalogue().find_or_null("copenhagen")->rules);
  ASSERT_TRUE(brandub.rules && copenhagen.rules);
  const TaflSearchGame small{Position(*brandub.rules)};
  const TaflSearchGame large{Position(*copenhagen.rules)};
  EXPECT_EQ(engine::phase_plan(small).opening_moves, 3);
  EXPECT_EQ(engine::phase_plan(small).middle_moves, 6);
  EXPECT_EQ(engine::phase_plan(large).opening_moves, 0);
  EXPECT_EQ(engine::phase_plan(large).middle_moves, 30);
  EXPECT_EQ(engine::aspiration_window(large), 100);
  EXPECT_EQ(engine::side_count(large), 2);
  // A main time of 60 s: Brandub's first move gets the opening's 5% over its 3 moves;
  // Copenhagen, without an opening share, 75/95 of it over 30 moves.
  engine::SearchLimits limits;
  limits.clock = engine::GameClock{};
  limits.clock->main_remaining = Ms(60000);
  const engine::TimeManager small_board(limits, engine::phase_plan(small));
  const engine::TimeManager large_board(limits, engine::phase_plan(large));
  EXPECT_EQ(small_board.soft_budget(), Ms(60000 * 5 / 100 / 3));
  EXPECT_EQ(large_board.soft_budget(), Ms(60000 * 75 / 95 / 30));
}

}  // namespace
}  // namespace skald::tafl

namespace skald::engine {
namespace {

TEST(GameHooks, AGameWithoutHooksGetsTheEngineDefaults) {
  const testing::ConnectThree game;
  EXPECT_EQ(side_count(game), 2);
  EXPECT_EQ(phase_plan(game).opening_moves, PhasePlan{}.opening_moves);
  EXPECT_EQ(aspiration_window(game), 100);
}

}  // namespace
}  // namespace skald::engine
