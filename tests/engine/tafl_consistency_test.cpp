// The AI consistency test on tafl: random positions of brandub and two small 7x7 rule
// sets (one with berserk double moves and edge escape); plain minimax and the search with
// every optimisation, alone and together, give the same value and a move of that value.

#include <gtest/gtest.h>

#include <string>

#include "engine/option_sets.h"
#include "engine/reference_minimax.h"
#include "engine/toy_games.h"
#include "formats/variants/catalogue.h"
#include "skald/engine/search.h"
#include "skald/tafl/rules_string.h"
#include "skald/tafl/search_adapter.h"

namespace skald::engine::testing {
namespace {

using tafl::TaflSearchGame;

tafl::TaflRules rules_of(const std::string& text) {
  auto parsed = tafl::parse_rules(text);
  EXPECT_TRUE(parsed.rules) << text;
  return *parsed.rules;
}

tafl::TaflRules variant_rules(const std::string& id) {
  const auto catalogue = variants::builtin_catalogue();
  const auto* v = catalogue.find_or_null(id);
  EXPECT_NE(v, nullptr) << id;
  return rules_of(v->rules);
}

void random_walk(TaflSearchGame& game, int plies, std::uint64_t seed) {
  for (int i = 0; i < plies && game.outcome() == Outcome::none; ++i) {
    tafl::MoveList list;
    game.generate_moves(list);
    if (list.size() == 0) return;
    seed = mix64(seed);
    game.make(list[static_cast<int>(seed % static_cast<std::uint64_t>(list.size()))]);
  }
}

void check_positions(const tafl::TaflRules& rules, const std::string& name, int positions,
                     int depth, bool extensions) {
  for (int seed = 1; seed <= positions; ++seed) {
    TaflSearchGame game{tafl::Position(rules)};
    random_walk(game, 2 + seed * 3, static_cast<std::uint64_t>(seed) * 977);
    if (game.outcome() != Outcome::none) continue;
    const MinimaxRules mm{extensions, 2};
    const int expected = minimax(game, depth, 0, mm);
    const auto root_values = minimax_root_values(game, depth, mm);
    for (const auto& [option_name, options] : option_sets(extensions)) {
      SearchOptions o = options;
      o.quiescence_depth = 2;
      Search<TaflSearchGame> search(o);
      SearchLimits limits;
      limits.depth = depth;
      auto r = search.run(game, limits);
      const std::string where = name + " seed " + std::to_string(seed) + " " + option_name;
      ASSERT_TRUE(r.best_move) << where;
      EXPECT_EQ(r.value, expected) << where;
      bool found = false;
      for (const auto& [move, value] : root_values) {
        if (move == *r.best_move) {
          found = true;
          EXPECT_EQ(value, expected) << where << ": value of the chosen move";
        }
      }
      EXPECT_TRUE(found) << where;
    }
  }
}

TEST(TaflConsistencyTest, Brandub) {
  check_positions(variant_rules("brandub"), "brandub", 6, 3, false);
}

TEST(TaflConsistencyTest, BrandubWithExtensions) {
  check_positions(variant_rules("brandub"), "brandub+q", 4, 2, true);
}

// A sparse 7x7 game with edge escape, weak king and berserk: double moves happen.
TEST(TaflConsistencyTest, SmallBerserkEdgeEscape) {
  const auto rules = rules_of(
      "dim:7 name:Small_Berserk esc:e ks:w ber:c cor: cen: "
      "start:/3t3/1t3t1/3T3/t1TKT1t/7/1t3t1/3t3/");
  check_positions(rules, "berserk7", 6, 3, false);
  // The test means something only if the search meets double moves: count the positions
  // within two plies of the test positions where a move keeps the side to move.
  int double_moves = 0;
  for (int seed = 1; seed <= 6; ++seed) {
    TaflSearchGame game{tafl::Position(rules)};
    random_walk(game, 2 + seed * 3, static_cast<std::uint64_t>(seed) * 977);
    tafl::MoveList first;
    game.generate_moves(first);
    for (const auto& m : first) {
      const int side = game.side_to_move();
      game.make(m);
      if (game.side_to_move() == side) ++double_moves;
      tafl::MoveList second;
      game.generate_moves(second);
      for (const auto& n : second) {
        const int side2 = game.side_to_move();
        game.make(n);
        if (game.side_to_move() == side2) ++double_moves;
        game.unmake();
      }
      game.unmake();
    }
  }
  EXPECT_GT(double_moves, 0);
}

// Determinism on tafl: the same search twice, and again after clearing the table, gives
// the same nodes, move and value (one thread, default options).
TEST(TaflDeterminismTest, SameSearchSameResult) {
  const auto rules = variant_rules("brandub");
  TaflSearchGame game{tafl::Position(rules)};
  SearchLimits limits;
  limits.depth = 5;
  Search<TaflSearchGame> first;
  const auto a = first.run(game, limits);
  Search<TaflSearchGame> second;
  const auto b = second.run(game, limits);
  first.clear();
  const auto c = first.run(game, limits);
  for (const auto* r : {&b, &c}) {
    EXPECT_EQ(a.nodes, r->nodes);
    EXPECT_EQ(a.best_move, r->best_move);
    EXPECT_EQ(a.value, r->value);
    EXPECT_EQ(a.pv, r->pv);
  }
  EXPECT_GT(a.nodes, 1000u);
}

// Search keeps its evaluation caches from one search to the next, but not their values:
// under other rules the same board has the same hash and another value. A search of
// brandub with a strong king, made after one of plain brandub with the same Search (its
// table cleared: table entries of earlier searches rightly order the moves), matches a
// fresh search.
TEST(TaflDeterminismTest, ASearchOfOtherRulesIgnoresTheLastSearchsValues) {
  const auto brandub = variant_rules("brandub");
  auto strong = brandub;
  strong.king_strength = tafl::KingStrength::strong;
  const tafl::Position start(brandub);
  const tafl::Position strong_start(strong);
  ASSERT_EQ(start.hash(), strong_start.hash());
  SearchLimits limits;
  limits.depth = 4;
  Search<TaflSearchGame> reused;
  TaflSearchGame first{start};
  reused.run(first, limits);
  reused.clear();
  TaflSearchGame second{strong_start};
  const auto again = reused.run(second, limits);
  Search<TaflSearchGame> fresh;
  TaflSearchGame third{strong_start};
  const auto expected = fresh.run(third, limits);
  EXPECT_EQ(again.nodes, expected.nodes);
  EXPECT_EQ(again.value, expected.value);
  EXPECT_EQ(again.pv, expected.pv);
}

// A batch of analyses shares one table, cleared (cheaply: a new epoch, not a wipe) before
// each query: a search after 100 others of other positions, the generations wrapping
// around on the way, gives exactly what a search with a new table gives.
TEST(TaflDeterminismTest, ASearchAfterAHundredClearedQueriesMatchesAFreshOne) {
  const auto rules = variant_rules("brandub");
  SearchLimits shallow;
  shallow.depth = 2;
  Search<TaflSearchGame> batch;
  tafl::Position walk(rules);
  for (int query = 0; query < 100; ++query) {
    batch.clear();
    TaflSearchGame game{walk};
    const auto r = batch.run(game, shallow);
    if (!r.best_move || walk.outcome().over())
      walk = tafl::Position(rules);
    else
      walk.make(*r.best_move);
  }
  SearchLimits limits;
  limits.depth = 5;
  batch.clear();
  TaflSearchGame game{tafl::Position(rules)};
  const auto after = batch.run(game, limits);
  Search<TaflSearchGame> fresh;
  TaflSearchGame again{tafl::Position(rules)};
  const auto expected = fresh.run(again, limits);
  EXPECT_EQ(after.nodes, expected.nodes);
  EXPECT_EQ(after.best_move, expected.best_move);
  EXPECT_EQ(after.value, expected.value);
  EXPECT_EQ(after.pv, expected.pv);
}

}  // namespace
}  // namespace skald::engine::testing
