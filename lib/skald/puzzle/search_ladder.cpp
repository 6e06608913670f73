#include "skald/puzzle/search_ladder.h"

#include <memory>

namespace skald::puzzle {

bool same_move(const game::GameState& state, const std::string& a, const std::string& b) {
  if (a == b) return true;
  std::unique_ptr<game::GameState> after_a = state.clone();
  std::unique_ptr<game::GameState> after_b = state.clone();
  if (!after_a->play(a).ok || !after_b->play(b).ok) return false;
  return after_a->position_text() == after_b->position_text() &&
         after_a->side_to_move() == after_b->side_to_move();
}

SearchLadder search_ladder(const game::GameState& state, const std::string& move,
                           game::Analyser& analyser, const LadderOptions& options) {
  SearchLadder ladder;
  analyser.clear();
  game::AnalysisLimits limits;
  limits.depth = options.max_depth;
  limits.nodes = options.max_nodes;
  limits.progress_interval = std::chrono::milliseconds{0};  // complete depths only
  const auto rung = [&](const game::Analysis& a) {
    if (!a.best_move || a.depth <= 0) return;
    if (!ladder.steps.empty() && ladder.steps.back().depth >= a.depth) return;
    ladder.steps.push_back({a.depth, *a.best_move, a.nodes});
  };
  rung(analyser.analyse(state, limits, rung));
  for (const LadderStep& step : ladder.steps) {
    if (!same_move(state, step.best_move, move)) continue;
    ladder.found_depth = step.depth;
    ladder.found_nodes = step.nodes;
    break;
  }
  return ladder;
}

}  // namespace skald::puzzle
