// The Amazons analyser through game::Analyser: the quick bench list's node count is the one
// in tests/bench/signature.txt (`amazons-quick`); a legal best move in full-move notation,
// the same nodes and move when run again and after clear(), a forced win found and proved,
// the evaluation's named terms, and hints naming the amazon.

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>

#include "bench/signature_file.h"
#include "skald/amazons/amazons_game.h"

namespace skald::amazons {
namespace {

std::unique_ptr<game::GameState> start(const game::Game& game, const std::string& rules,
                                       std::optional<std::string> position = std::nullopt) {
  Diagnostics diagnostics;
  auto state = game.start_state(
      rules, position ? std::optional<std::string_view>(*position) : std::nullopt, diagnostics);
  EXPECT_NE(state, nullptr) << (diagnostics.items().empty() ? "" : diagnostics.items()[0].message);
  return state;
}

// White: c4; Black: a6 with only b6 free around it. White wins at once by shooting b6.
const char* kWinInOne = "q5/xx4/2Q3/6/6/6 w";

/// The node count of the Amazons' quick bench list, searched as `skald bench --quick` does.
std::uint64_t quick_bench_nodes() {
  const auto game = make_amazons_game();
  const auto analyser = game->make_analyser();
  std::uint64_t total = 0;
  for (const game::BenchEntry& e : game->bench_plan(game::BenchList::quick).entries) {
    std::string rules;
    for (const game::NamedRules& v : game->variants())
      if (v.name == e.variant) rules = v.rules;
    const auto state = start(*game, rules);
    if (!state) continue;
    analyser->clear();
    game::AnalysisLimits limits;
    limits.depth = e.depth;
    total += analyser->analyse(*state, limits).nodes;
  }
  return total;
}

TEST(AmazonsAnalyser, QuickBenchMatchesTheSignature) {
  const std::uint64_t nodes = quick_bench_nodes();
  EXPECT_EQ(nodes, test::signature_line("amazons-quick"))
      << "the Amazons engine's behaviour changed: if intended, update tests/bench/signature.txt";
  EXPECT_EQ(quick_bench_nodes(), nodes);
}

TEST(AmazonsAnalyser, DeterministicLegalBestMove) {
  const auto game = make_amazons_game();
  const auto state = start(*game, "amazons size:6");
  auto analyser = game->make_analyser();
  game::AnalysisLimits limits;
  limits.depth = 2;
  const game::Analysis first = analyser->analyse(*state, limits);
  ASSERT_TRUE(first.best_move);
  const std::vector<std::string> legal = state->legal_moves();
  EXPECT_TRUE(std::binary_search(legal.begin(), legal.end(), *first.best_move)) << *first.best_move;
  EXPECT_EQ(first.depth, 2);
  EXPECT_GE(first.pv.size(), 2u);
  const game::Analysis again = analyser->analyse(*state, limits);
  analyser->clear();
  const game::Analysis cleared = analyser->analyse(*state, limits);
  EXPECT_EQ(cleared.nodes, first.nodes);
  EXPECT_EQ(cleared.best_move, first.best_move);
  EXPECT_EQ(again.best_move, first.best_move);
}

TEST(AmazonsAnalyser, FindsAndProvesTheWinInOne) {
  const auto game = make_amazons_game();
  const auto state = start(*game, "amazons size:6", std::string(kWinInOne));
  auto analyser = game->make_analyser();
  game::AnalysisLimits limits;
  limits.depth = 2;
  const game::Analysis a = analyser->analyse(*state, limits);
  ASSERT_TRUE(a.best_move);
  ASSERT_TRUE(a.score.win_in_plies);
  EXPECT_EQ(*a.score.win_in_plies, 1);
  EXPECT_EQ(a.best_move->substr(a.best_move->size() - 3), "/b6");
  EXPECT_EQ(analyser->score_text(a.score), "wins in 1 plies");
  auto after = state->clone();
  ASSERT_TRUE(after->play(*a.best_move).ok);
  EXPECT_EQ(after->outcome().kind, game::OutcomeKind::win);
  EXPECT_EQ(after->outcome().winner, 0);

  const game::Proof proof = analyser->prove(*state, {0, 1, 0});
  EXPECT_EQ(proof.status, game::ProofStatus::proven);
  EXPECT_EQ(proof.moves, 1);
  ASSERT_EQ(proof.line.size(), 1u);
  EXPECT_EQ(proof.line[0].substr(proof.line[0].size() - 3), "/b6");
  // Black, to move in the same position, cannot win in 1.
  Diagnostics diagnostics;
  const auto black =
      game->start_state("amazons size:6", std::string_view(kWinInOne), 1, diagnostics);
  ASSERT_NE(black, nullptr);
  EXPECT_EQ(analyser->prove(*black, {1, 1, 0}).status, game::ProofStatus::disproven);
}

TEST(AmazonsGame, TheSideToMoveComesFromTheCallerTheRulesOrThePosition) {
  const auto game = make_amazons_game();
  const std::string_view white = "q5/xx4/2Q3/6/6/6 w";
  Diagnostics d;
  EXPECT_EQ(game->start_state("amazons size:6", white, d)->side_to_move(), 0);
  EXPECT_EQ(game->start_state("amazons size:6", "q5/xx4/2Q3/6/6/6", d)->side_to_move(), 0);
  // The rules' first, when given, decides over the position text's (puzzle new writes it).
  EXPECT_EQ(game->start_state("amazons size:6 first:black", white, d)->side_to_move(), 1);
  EXPECT_EQ(game->start_state("amazons size:6 first:black", white, 0, d)->side_to_move(), 0);
  const auto rules = game->rules_with_first_side("amazons size:6", 1);
  ASSERT_TRUE(rules);
  EXPECT_EQ(*rules, "amazons size:6 first:black");
  EXPECT_TRUE(d.items().empty());
}

TEST(AmazonsAnalyser, EvaluationTermsAndHints) {
  const auto game = make_amazons_game();
  const auto state = start(*game, "amazons size:10");
  auto analyser = game->make_analyser();
  const game::Evaluation e = analyser->evaluate(*state);
  ASSERT_EQ(e.terms.size(), 5u);
  EXPECT_EQ(e.terms[0].name, "territory (queen)");
  EXPECT_EQ(e.terms[4].name, "mobility");
  // The start is symmetric: the balance is the tie squares' share for the side to move.
  EXPECT_GT(e.for_side_to_move, 0);
  EXPECT_NEAR(e.terms[4].per_side[0], e.terms[4].per_side[1], 1e-9);
  EXPECT_EQ(analyser->unit(), "square");
  EXPECT_EQ(analyser->piece_to_move(*state, "d1-d6/g9"), "the amazon on d1");
  game::Score s;
  s.value = 1.5;
  EXPECT_EQ(analyser->score_text(s), "+1.50 squares");
}

}  // namespace
}  // namespace skald::amazons
