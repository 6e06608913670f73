// The RoPaSci 360 analyser (matrix method by default, the seed's averaging as an option):
// legal joint moves, mixed strategies that are probability distributions, the draw from
// them reproducible by seed, and tactics it must see.

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "skald/ropasci/ropasci_analyser.h"
#include "skald/ropasci/ropasci_game.h"

namespace skald::ropasci {
namespace {

std::unique_ptr<game::GameState> state_at(const std::string& position) {
  Diagnostics d;
  return make_ropasci_game()->start_state(kRulesText, position, d);
}

game::Analysis analyse(const game::GameState& state, int depth,
                       game::SimultaneousMethod method = game::SimultaneousMethod::matrix,
                       std::uint64_t seed = 0) {
  auto analyser = make_ropasci_analyser();
  game::AnalyserSettings settings;
  settings.simultaneous = method;
  settings.seed = seed;
  analyser->configure(settings);
  game::AnalysisLimits limits;
  limits.depth = depth;
  return analyser->analyse(state, limits);
}

TEST(RopasciAnalyser, MixedStrategiesAndALegalJointMove) {
  const auto state = state_at("5/6/7/3R4/9/3r4/7/6/5 1 1 3");
  const game::Analysis a = analyse(*state, 2);
  ASSERT_TRUE(a.error.empty()) << a.error;
  ASSERT_TRUE(a.best_move);
  const auto moves = state->legal_moves();
  EXPECT_TRUE(std::binary_search(moves.begin(), moves.end(), *a.best_move)) << *a.best_move;
  ASSERT_EQ(a.strategies.size(), 2u);
  for (const auto& side : a.strategies) {
    double sum = 0;
    for (const auto& e : side)
      sum += e.probability;
    EXPECT_NEAR(sum, 1.0, 1e-9);
    EXPECT_TRUE(std::is_sorted(side.begin(), side.end(), [](const auto& x, const auto& y) {
      return x.probability > y.probability;
    }));
  }
  EXPECT_EQ(a.depth, 2);
  // The same seed gives the same move and nodes; the strategies do not depend on it.
  const game::Analysis again = analyse(*state, 2);
  EXPECT_EQ(again.best_move, a.best_move);
  EXPECT_EQ(again.nodes, a.nodes);
  const game::Analysis other_seed = analyse(*state, 2, game::SimultaneousMethod::matrix, 7);
  EXPECT_EQ(other_seed.strategies[0].front().action, a.strategies[0].front().action);
  EXPECT_EQ(other_seed.nodes, a.nodes);
}

TEST(RopasciAnalyser, DepthsBeyondThreeTurnsAreCut) {
  const auto state = state_at("5/6/7/3R4/9/3r4/7/6/5 1 1 3");
  EXPECT_EQ(analyse(*state, 9).depth, 3);
}

TEST(RopasciAnalyser, TheSeedsAveragingPlaysPureStrategies) {
  const auto state = state_at("5/6/7/3R4/9/3r4/7/6/5 1 1 3");
  const game::Analysis a = analyse(*state, 2, game::SimultaneousMethod::averaging);
  ASSERT_TRUE(a.best_move);
  for (const auto& side : a.strategies)
    EXPECT_EQ(side.front().probability, 1.0);
}

TEST(RopasciAnalyser, TheStrategiesAreAnEquilibriumOfTheKeptActions) {
  // Lower's scissors on the corner i1, with one throw left, between Upper's rock (h2) and
  // paper (i2). Against the other side's strategy no kept action of either side is worth
  // more to it than the value (the matrix game's equilibrium, solved exactly), and the
  // actions each side plays are worth exactly that (to the hundredth the values are
  // rounded to).
  const auto state = state_at("5/6/7/8/9/8/7/4RP/4s 2 8 30");
  ASSERT_EQ(state->outcome().kind, game::OutcomeKind::ongoing);
  for (int depth : {1, 2}) {
    const game::Analysis a = analyse(*state, depth);
    ASSERT_EQ(a.strategies.size(), 2u);
    const double value[2] = {a.score.value, -a.score.value};
    for (int side = 0; side < 2; ++side) {
      for (const auto& e : a.strategies[static_cast<std::size_t>(side)]) {
        // Values are rounded to the hundredth of a token.
        EXPECT_LE(e.value, value[side] + 0.0100001) << depth << " " << e.action;
        if (e.probability > 1e-9) {
          EXPECT_NEAR(e.value, value[side], 0.0100001) << e.action;
        }
      }
    }
  }
}

TEST(RopasciAnalyser, EvaluationTermsAndHints) {
  const auto state = state_at("5/6/7/3R4/9/3r4/7/6/5 1 1 3");
  auto analyser = make_ropasci_analyser();
  const game::Evaluation e = analyser->evaluate(*state);
  ASSERT_TRUE(e.error.empty());
  EXPECT_EQ(e.terms.front().name, "tokens");
  EXPECT_EQ(e.totals.size(), 2u);
  EXPECT_NEAR(e.for_side_to_move, e.totals[0] - e.totals[1], 1e-9);
  EXPECT_EQ(analyser->piece_to_move(*state, "Rd6-d5/r*e1"),
            "upper: the rock on d6; lower: a throw");
  EXPECT_FALSE(analyser->prove(*state, {}).error.empty());
}

}  // namespace
}  // namespace skald::ropasci
