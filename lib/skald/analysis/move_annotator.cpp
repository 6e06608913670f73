#include "skald/analysis/move_annotator.h"

#include <algorithm>

#include "skald/engine/search_options.h"
#include "skald/game/replay.h"

namespace skald::analysis {

std::optional<PositionJudged> judge_position(game::Analyser& analyser,
                                             game::AnalyserSettings settings,
                                             const game::GameState& state, int depth,
                                             std::stop_token stop) {
  PositionJudged judged;
  judged.side_to_move = state.side_to_move();
  if (!state.unplayable_reason().empty()) return std::nullopt;
  if (const game::Outcome outcome = state.outcome(); outcome.kind != game::OutcomeKind::ongoing) {
    judged.over = outcome;
    return judged;
  }
  // A verdict needs the second-best move too, to tell the only move.
  settings.multi_pv = std::max(settings.multi_pv, 2);
  analyser.configure(settings);
  analyser.clear();
  game::AnalysisLimits limits;
  limits.depth = depth;
  limits.stop = stop;
  const game::Analysis a = analyser.analyse(state, limits);
  if (!a.error.empty() || stop.stop_requested()) return std::nullopt;
  judged.best_move = a.best_move;
  judged.score = a.score;
  if (a.lines.size() >= 2) judged.second = a.lines[1].score;
  judged.depth = a.depth;
  return judged;
}

std::optional<std::string> rechecked_verdict(const game::Game& game, game::Analyser& analyser,
                                             const game::AnalyserSettings& settings,
                                             const game::GameState& before_state,
                                             const game::GameState& after_state,
                                             const std::string& played, int found_at_depth,
                                             int plies, std::stop_token stop) {
  const int deeper = std::min(engine::kMaxSearchDepth, found_at_depth + plies);
  const std::optional<PositionJudged> deep_before =
      judge_position(analyser, settings, before_state, deeper, stop);
  const std::optional<PositionJudged> deep_after =
      judge_position(analyser, settings, after_state, deeper, stop);
  if (!deep_before || !deep_after) return std::nullopt;
  return verdict_note(game, *deep_before, *deep_after, played, found_at_depth);
}

std::optional<std::string> move_verdict(const game::Game& game, game::Analyser& analyser,
                                        const game::AnalyserSettings& settings,
                                        const game::GameState& before_state,
                                        const PositionJudged& before,
                                        const game::GameState& after_state,
                                        const PositionJudged& after, const std::string& played,
                                        int recheck_plies, std::stop_token stop) {
  std::optional<std::string> note = verdict_note(game, before, after, played);
  if (!note || !needs_recheck(verdict_mark(before, after, played))) return note;
  // Not confirmed (or not searched): nothing is written rather than an unchecked mark.
  return rechecked_verdict(game, analyser, settings, before_state, after_state, played,
                           before.depth, recheck_plies, stop);
}

std::vector<NodeVerdict> annotate_main_line(
    const record::Record& record, const game::Game& game, game::Analyser& analyser,
    const game::AnalyserSettings& settings, const AnnotationDepth& depth, std::stop_token stop,
    const std::function<void(std::size_t, std::size_t)>& progress) {
  std::vector<NodeVerdict> verdicts;
  std::string error;
  std::unique_ptr<game::GameState> state = game::record_start_state(record, game, error);
  if (!state) return verdicts;
  std::size_t total = 0;
  for (const record::Node* n = &record.root(); !n->children().empty(); n = n->child(0))
    ++total;
  std::optional<PositionJudged> before =
      judge_position(analyser, settings, *state, depth.depth, stop);
  std::size_t done = 0;
  for (const record::Node* node = &record.root(); !node->children().empty() && before;) {
    const record::Node& next = *node->child(0);
    std::unique_ptr<game::GameState> after = state->clone();
    const game::PlayResult played = after->play(next.move_text);
    if (!played.ok) break;
    const std::optional<PositionJudged> here =
        judge_position(analyser, settings, *after, depth.depth, stop);
    if (!here) break;
    if (std::optional<std::string> note =
            move_verdict(game, analyser, settings, *state, *before, *after, *here, played.canonical,
                         depth.recheck_plies, stop))
      verdicts.push_back({&next, std::move(*note)});
    if (stop.stop_requested()) break;
    if (progress) progress(++done, total);
    before = here;
    state = std::move(after);
    node = &next;
  }
  return verdicts;
}

}  // namespace skald::analysis
