// Ataxx and Spot through game::Analyser: the quick bench list's node count is the one in
// tests/bench/signature.txt (`ataxx-quick`) and reproducible; the analyser plays legal
// moves for 2, 3 and 4 players with either N-player method; it finds a capture of every
// stone; proofs; the evaluation's named terms; hints name the piece.

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "bench/signature_file.h"
#include "skald/ataxx/ataxx_game.h"
#include "skald/game/game.h"

namespace skald::ataxx {
namespace {

using test::signature_line;

std::unique_ptr<game::GameState> state_of(const game::Game& game, const std::string& rules,
                                          std::optional<std::string> fen = std::nullopt) {
  Diagnostics diagnostics;
  auto state = game.start_state(rules, fen ? std::optional<std::string_view>(*fen) : std::nullopt,
                                diagnostics);
  EXPECT_TRUE(state) << rules;
  return state;
}

/// The nodes of every game's quick bench list, as `skald bench --quick` searches them.
std::uint64_t quick_bench_nodes() {
  std::uint64_t total = 0;
  for (int players = 2; players <= 4; ++players) {
    const auto game = make_ataxx_game(players);
    const auto analyser = game->make_analyser();
    const game::BenchPlan plan = game->bench_plan(game::BenchList::quick);
    EXPECT_FALSE(plan.entries.empty());
    for (const game::BenchEntry& e : plan.entries) {
      std::string rules;
      for (const game::NamedRules& v : game->variants())
        if (v.name == e.variant) rules = v.rules;
      EXPECT_FALSE(rules.empty()) << e.variant;
      if (rules.empty()) continue;
      const auto start = state_of(*game, rules);
      analyser->clear();
      game::AnalysisLimits limits;
      limits.depth = e.depth;
      total += analyser->analyse(*start, limits).nodes;
    }
  }
  return total;
}

TEST(AtaxxAnalyser, QuickBenchMatchesTheSignature) {
  const std::uint64_t nodes = quick_bench_nodes();
  EXPECT_EQ(nodes, signature_line("ataxx-quick"))
      << "the Ataxx engine's behaviour changed: if intended, update tests/bench/signature.txt";
  EXPECT_EQ(quick_bench_nodes(), nodes);
}

TEST(AtaxxAnalyser, PlaysLegalMovesForEveryPlayerCountAndMethod) {
  for (int players = 2; players <= 4; ++players) {
    const auto game = make_ataxx_game(players);
    for (const auto method :
         {game::MultiPlayerMethod::hypermax, game::MultiPlayerMethod::paranoid}) {
      const auto analyser = game->make_analyser();
      game::AnalyserSettings settings;
      settings.multi_player = method;
      analyser->configure(settings);
      const auto start = state_of(*game, game->variants().front().rules);
      game::AnalysisLimits limits;
      limits.depth = 3;
      const game::Analysis a = analyser->analyse(*start, limits);
      ASSERT_TRUE(a.error.empty()) << a.error;
      ASSERT_TRUE(a.best_move);
      const auto moves = start->legal_moves();
      EXPECT_TRUE(std::binary_search(moves.begin(), moves.end(), *a.best_move)) << *a.best_move;
      EXPECT_EQ(a.depth, 3);
      EXPECT_EQ(a.pv.size(), 3u);
      EXPECT_GT(a.nodes, 0u);
    }
  }
}

TEST(AtaxxAnalyser, TakesTheLastStones) {
  // x's clone to b6 turns both o stones: the game ends, x first.
  const auto game = make_ataxx_game(2);
  const auto state = state_of(*game, "ataxx", "oo5/x6/7/7/7/7/7 x 0 1");
  const auto analyser = game->make_analyser();
  game::AnalysisLimits limits;
  limits.depth = 3;
  const game::Analysis a = analyser->analyse(*state, limits);
  ASSERT_TRUE(a.best_move);
  EXPECT_EQ(*a.best_move, "b6");
  ASSERT_TRUE(a.score.win_in_plies);
  EXPECT_EQ(*a.score.win_in_plies, 1);
  EXPECT_EQ(analyser->score_text(a.score), "wins in 1 plies");

  const game::Proof proof = analyser->prove(*state, {0, 1, 0});
  EXPECT_EQ(proof.status, game::ProofStatus::proven);
  EXPECT_EQ(proof.line, std::vector<std::string>{"b6"});
  EXPECT_EQ(analyser->prove(*state, {1, 3, 0}).status, game::ProofStatus::disproven);
}

TEST(AtaxxAnalyser, ProofsAreForTwoPlayersOnly) {
  const auto game = make_ataxx_game(3);
  const auto state = state_of(*game, "spot players:3");
  const game::Proof proof = game->make_analyser()->prove(*state, {0, 2, 0});
  EXPECT_EQ(proof.error, "proofs are searched for two players only");
}

TEST(AtaxxAnalyser, EvaluationHasNamedTermsPerPlayer) {
  const auto game = make_ataxx_game(3);
  const auto state = state_of(*game, "spot players:3", "xx4o/x6/7/7/7/7/6y o 0 1");
  const game::Evaluation e = game->make_analyser()->evaluate(*state);
  ASSERT_TRUE(e.error.empty());
  ASSERT_EQ(e.terms.size(), 4u);
  EXPECT_EQ(e.terms[0].name, "stones");
  EXPECT_EQ(e.terms[0].per_side, (std::vector<double>{3, 1, 1}));
  EXPECT_EQ(e.terms[1].name, "safe stones");
  EXPECT_EQ(e.terms[2].name, "mobility");
  EXPECT_EQ(e.terms[3].name, "holes");
  ASSERT_EQ(e.totals.size(), 3u);
  double sum = 0;
  for (const auto& t : e.terms)
    sum += t.per_side[1];
  EXPECT_DOUBLE_EQ(e.totals[1], sum);
  // o's utility: its total minus the average of the others'.
  EXPECT_NEAR(e.for_side_to_move, e.totals[1] - (e.totals[0] + e.totals[2]) / 2, 1e-9);
}

TEST(AtaxxAnalyser, HintsNameThePiece) {
  const auto game = make_ataxx_game(2);
  const auto state = state_of(*game, "ataxx");
  const auto analyser = game->make_analyser();
  EXPECT_EQ(analyser->piece_to_move(*state, "g1e3"), "the x stone on g1");
  EXPECT_EQ(analyser->piece_to_move(*state, "f2"), "a new x stone (a clone)");
  EXPECT_EQ(analyser->unit(), "stone");
}

}  // namespace
}  // namespace skald::ataxx
