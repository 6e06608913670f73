// A fixed move time is a target the search uses: iterative deepening goes on while time is
// left and the move time stops it, so `--movetime 3000` thinks about three seconds (it
// used to stop after a tenth, whenever the next depth looked ten times dearer). The bounds
// are loose, as the machine may be busy: at least half the time, and not far over it.

#include <gtest/gtest.h>

#include <chrono>

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
  const auto result = search.run(game, limits, {}, {}, 11);
  const auto took = std::chrono::duration_cast<Ms>(std::chrono::steady_clock::now() - start);
  EXPECT_TRUE(result.best_move.has_value());
  EXPECT_GE(result.depth, 1);
  EXPECT_GE(result.elapsed, Ms(150)) << "stopped after " << result.elapsed.count() << " us";
  EXPECT_LE(took, Ms(300 + 400));
  // The depth the move time cut short is discarded; the one before it is reported.
  EXPECT_TRUE(result.stopped_early);
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
  const auto a = first.run(game, limits, {}, {}, 7);
  const auto b = second.run(game, limits, {}, {}, 7);
  EXPECT_EQ(a.nodes, b.nodes);
  EXPECT_EQ(a.best_move, b.best_move);
  EXPECT_EQ(a.value, b.value);
  EXPECT_EQ(a.depth, 4);
  EXPECT_FALSE(a.stopped_early);
}

}  // namespace
}  // namespace skald::tafl
