#pragma once

// Verdicts on the moves of a line, as `skald analyse --annotate` writes them and skald
// studio's "Annotate the main line" runs them: each move judged from searches of the
// positions before and after it to a depth (two lines, to tell the only move), a mistake or
// blunder searched again deeper before it is written (verdict_note.h), every search to a
// depth alone so the same record gets the same verdicts on every machine. Two-player games.

#include <cstddef>
#include <functional>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "skald/analysis/verdict_note.h"
#include "skald/game/analyser.h"
#include "skald/game/game.h"
#include "skald/record/record.h"

namespace skald::analysis {

/// How deep: the judging depth, and how many plies deeper a mistake or blunder is checked.
/// The defaults are what `analyse --annotate` uses without limits: a depth, not a time, so
/// that the same record gets the same verdicts on every machine (at depth 3, 9 of the 37
/// mistakes and blunders of a 68-ply Copenhagen game were overturned at depth 5; at 4, 4 of
/// 21 at 6), and two plies deeper, a move of each side past the horizon that made a move
/// look bad.
struct AnnotationDepth {
  int depth = 4;
  int recheck_plies = 2;
};

/// What a verdict needs of `state`, searched by `analyser` (configured with `settings`,
/// two lines at least) to `depth`; nothing when it cannot be analysed or `stop` ended it.
std::optional<PositionJudged> judge_position(game::Analyser& analyser,
                                             game::AnalyserSettings settings,
                                             const game::GameState& state, int depth,
                                             std::stop_token stop = {});

/// The verdict on `played` (the move from `before_state` to `after_state`) judged again
/// `plies` deeper than `found_at_depth`, from both positions, saying so (verdict_note());
/// nothing when a search could not be made or was stopped.
std::optional<std::string> rechecked_verdict(const game::Game& game, game::Analyser& analyser,
                                             const game::AnalyserSettings& settings,
                                             const game::GameState& before_state,
                                             const game::GameState& after_state,
                                             const std::string& played, int found_at_depth,
                                             int plies, std::stop_token stop = {});

/// The verdict on `played`, the move from `before_state` to `after_state`, given the
/// judgements at the annotation depth: a mistake or blunder is judged again `recheck_plies`
/// deeper from both positions and the deeper verdict is the one returned (saying so);
/// nothing when there is no verdict to write.
std::optional<std::string> move_verdict(const game::Game& game, game::Analyser& analyser,
                                        const game::AnalyserSettings& settings,
                                        const game::GameState& before_state,
                                        const PositionJudged& before,
                                        const game::GameState& after_state,
                                        const PositionJudged& after, const std::string& played,
                                        int recheck_plies, std::stop_token stop = {});

/// A verdict on one move of a record.
struct NodeVerdict {
  const record::Node* node = nullptr;
  std::string note;
};

/// Verdicts on every move of the record's main line (each position searched once: the
/// position after a move is the one before the next); `progress` gets the moves done and
/// the moves in all after each. Stopping returns the verdicts made so far.
std::vector<NodeVerdict> annotate_main_line(
    const record::Record& record, const game::Game& game, game::Analyser& analyser,
    const game::AnalyserSettings& settings, const AnnotationDepth& depth, std::stop_token stop = {},
    const std::function<void(std::size_t done, std::size_t total)>& progress = {});

}  // namespace skald::analysis
