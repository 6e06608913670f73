// The tafl analyser behind game::Analyser gives what the engine gives, as OTN text and
// taflmen, deterministically; its progress reports every complete depth.

#include "skald/tafl/tafl_analyser.h"

#include <gtest/gtest.h>

#include "skald/engine/search.h"
#include "skald/tafl/evaluation.h"
#include "skald/tafl/move_notation.h"
#include "skald/tafl/search_adapter.h"
#include "skald/tafl/tafl_game.h"

namespace skald::tafl {
namespace {

constexpr const char* kBrandubAnalysed =
    "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

std::unique_ptr<game::GameState> brandub_after(const std::vector<std::string>& moves) {
  const auto g = make_tafl_game();
  Diagnostics diags;
  auto state = g->start_state(kBrandubAnalysed, std::nullopt, diags);
  for (const std::string& m : moves)
    EXPECT_TRUE(state->play(m).ok) << m;
  return state;
}

TEST(TaflAnalyser, GivesTheEnginesResultAsText) {
  const auto state = brandub_after({"d2-e2", "d3-d2"});
  const auto analyser = make_tafl_game()->make_analyser();
  ASSERT_TRUE(analyser);
  EXPECT_EQ(analyser->unit(), "taflman");
  game::AnalysisLimits limits;
  limits.depth = 4;
  const game::Analysis a = analyser->analyse(*state, limits);
  ASSERT_TRUE(a.error.empty()) << a.error;

  // The engine itself on the same position.
  const Position& position = *tafl_position_of(*state);
  TaflSearchGame game(position);
  engine::Search<TaflSearchGame> search;
  engine::SearchLimits direct_limits;
  direct_limits.depth = 4;
  const auto direct = search.run(game, direct_limits, {}, {});
  ASSERT_TRUE(a.best_move && direct.best_move);
  EXPECT_EQ(*a.best_move, move_to_otn(position, *direct.best_move));
  EXPECT_EQ(a.nodes, direct.nodes);
  EXPECT_EQ(a.depth, 4);
  EXPECT_DOUBLE_EQ(a.score.value, direct.value / 100.0);
  ASSERT_FALSE(a.pv.empty());
  EXPECT_EQ(a.pv.front(), *a.best_move);
  // The best move is one the state can play.
  EXPECT_TRUE(state->clone()->play(*a.best_move).ok);
}

TEST(TaflAnalyser, SameStateAndLimitsGiveTheSameAnalysis) {
  const auto state = brandub_after({"d2-e2"});
  const auto analyser = make_tafl_game()->make_analyser();
  game::AnalysisLimits limits;
  limits.depth = 4;
  const game::Analysis first = analyser->analyse(*state, limits);
  analyser->clear();
  const game::Analysis second = analyser->analyse(*state, limits);
  EXPECT_EQ(first.nodes, second.nodes);
  EXPECT_EQ(first.best_move, second.best_move);
}

TEST(TaflAnalyser, ReportsEveryCompleteDepthAndMultiPvLines) {
  const auto state = brandub_after({});
  const auto analyser = make_tafl_game()->make_analyser();
  game::AnalyserSettings settings;
  settings.multi_pv = 3;
  analyser->configure(settings);
  game::AnalysisLimits limits;
  limits.depth = 3;
  std::vector<int> depths;
  const game::Analysis a = analyser->analyse(
      *state, limits, [&](const game::Analysis& so_far) { depths.push_back(so_far.depth); });
  EXPECT_EQ(depths, (std::vector<int>{1, 2, 3}));
  ASSERT_EQ(a.lines.size(), 3u);
  for (const game::AnalysisLine& line : a.lines)
    EXPECT_TRUE(state->clone()->play(line.moves.front()).ok) << line.moves.front();
  EXPECT_NE(a.lines[0].moves.front(), a.lines[1].moves.front());
}

TEST(TaflAnalyser, AProvenWinIsCountedInPlies) {
  // The king on c7 with a7 open: after the attackers move, he escapes at once.
  const auto g = make_tafl_game();
  Diagnostics diags;
  auto state = g->start_state(kBrandubAnalysed, "/7/7/7/7/3t3/7/2K1t2/", diags);
  ASSERT_TRUE(state);
  ASSERT_TRUE(state->play("d5-d6").ok);  // the attackers move first
  const auto analyser = g->make_analyser();
  game::AnalysisLimits limits;
  limits.depth = 3;
  const game::Analysis a = analyser->analyse(*state, limits);
  ASSERT_TRUE(a.score.win_in_plies) << a.score.value;
  EXPECT_EQ(*a.score.win_in_plies, 1);
  EXPECT_EQ(a.best_move.value_or(""), "Kc7-a7--");
}

TEST(TaflAnalyser, EvaluatesTermByTermInTaflmen) {
  const auto state = brandub_after({"d2-e2", "d3-d2", "a4-a2"});
  const game::Evaluation e = make_tafl_game()->make_analyser()->evaluate(*state);
  ASSERT_TRUE(e.error.empty()) << e.error;
  const Position& position = *tafl_position_of(*state);
  const EvaluationDump dump = Evaluator(position.tables()).dump(position);
  ASSERT_EQ(e.terms.size(), dump.terms.size());
  for (std::size_t i = 0; i < e.terms.size(); ++i) {
    EXPECT_EQ(e.terms[i].name, dump.terms[i].name);
    EXPECT_DOUBLE_EQ(e.terms[i].per_side[0], dump.terms[i].attackers / 100.0);
    EXPECT_DOUBLE_EQ(e.terms[i].per_side[1], dump.terms[i].defenders / 100.0);
  }
  EXPECT_DOUBLE_EQ(e.for_side_to_move, dump.for_side_to_move / 100.0);
  // The value for the side to move is the search's leaf value.
  EXPECT_DOUBLE_EQ(e.for_side_to_move * 100.0, Evaluator(position.tables()).evaluate(position));
}

TEST(TaflAnalyser, SaysScoresAndThePieceToMoveForPeople) {
  const auto state = brandub_after({"d2-e2"});
  const auto analyser = make_tafl_game()->make_analyser();
  EXPECT_EQ(analyser->piece_to_move(*state, "Kd4-d2"), "the king on d4");
  EXPECT_EQ(analyser->piece_to_move(*state, "d3-d2"), "the taflman on d3");
  game::Score value;
  value.value = -0.6;
  EXPECT_EQ(analyser->score_text(value), "-0.60 taflmen");
  game::Score win;
  win.win_in_plies = 3;
  EXPECT_EQ(analyser->score_text(win), "wins in 3 plies");
  game::Score loss;
  loss.loss_in_plies = 2;
  EXPECT_EQ(analyser->score_text(loss), "loses in 2 plies");
}

}  // namespace
}  // namespace skald::tafl
