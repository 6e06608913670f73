#pragma once

// The engine's searches seen through the game interface: an analyser's settings and
// limits as the engine's options, and the engine's results (values, lines of the game's
// own moves, proofs) as game::Analysis and game::Proof. Every game's analyser is the same
// glue around its own move text; this is that glue, once. The engine stays generic and
// silent, the game interface knows nothing of the engine, and only this library sees both.

#include <string>
#include <string_view>
#include <vector>

#include "skald/engine/multi_player_search.h"
#include "skald/engine/proof_search.h"
#include "skald/engine/search_options.h"
#include "skald/game/analyser.h"

namespace skald::analysis {

/// The engine options `settings` ask for: every optimisation, or plain alpha-beta.
engine::SearchOptions search_options(const game::AnalyserSettings& settings);
engine::MultiPlayerMethod multi_player_method(game::MultiPlayerMethod method);
engine::SearchLimits search_limits(const game::AnalysisLimits& limits);
engine::MultiPlayerLimits multi_player_limits(const game::AnalysisLimits& limits);

/// A search value (engine/score.h: hundredths of a unit, or a proven end) as a score.
/// `plies_per_move` folds plies into the game's moves (2 for the Amazons' half-moves).
game::Score score_of(int value, int plies_per_move = 1);

/// "wins in 3 plies", "loses in 2 plies", "+0.35 taflmen": `units` names the value's unit
/// in the plural, `plies` what a proven end is counted in.
std::string score_text(const game::Score& score, std::string_view units,
                       std::string_view plies = "plies");

game::ProofStatus proof_status(engine::ProofStatus status);

/// A proof search's result; `line` is its line as the game writes moves.
template <class Move>
game::Proof proof_of(const engine::ProofResult<Move>& r, std::vector<std::string> line) {
  game::Proof out;
  out.status = proof_status(r.status);
  out.moves = r.moves;
  out.shortest = r.shortest;
  out.line = std::move(line);
  out.no_win_within = r.no_win_within;
  out.stopped = r.stopped;
  out.nodes = r.nodes;
  out.elapsed = r.elapsed;
  return out;
}

/// A two-player search's result. `line_text(moves)` writes engine moves from the searched
/// position as the game's move texts, up to the first that is not legal.
template <class Move, class LineText>
game::Analysis analysis_of(const engine::SearchResult<Move>& r, const LineText& line_text) {
  game::Analysis out;
  if (r.best_move) {
    const std::vector<std::string> best = line_text(std::vector<Move>{*r.best_move});
    if (!best.empty()) out.best_move = best.front();
  }
  out.score = score_of(r.value);
  out.pv = line_text(r.pv);
  for (const auto& line : r.lines)
    out.lines.push_back({line_text(line.pv), score_of(line.value)});
  out.depth = r.depth;
  out.selective_depth = r.selective_depth;
  out.nodes = r.nodes;
  out.elapsed = r.elapsed;
  out.hash_permille = r.hash_permille;
  return out;
}

/// An N-player score for the side to move at `root`: proven when the line `pv` ends the
/// game (first alone: a win; not first: a loss), else its utility `values[side]` as the
/// side's margin over the others' average, in units. `Position` has players(),
/// side_to_move(), forget_history(), make(move) and end() with over() and places (1 for
/// first).
template <class Position, class Move, class Utilities>
game::Score multi_player_score(const Position& root, const std::vector<Move>& pv,
                               const Utilities& values) {
  game::Score s;
  const int side = root.side_to_move();
  Position walk = root;
  walk.forget_history();
  for (const Move& m : pv)
    walk.make(m);
  const auto end = walk.end();
  if (end.over()) {
    int firsts = 0;
    for (int place : end.places)
      firsts += place == 1;
    const int mine = end.places[static_cast<std::size_t>(side)];
    if (mine == 1 && firsts == 1) {
      s.win_in_plies = static_cast<int>(pv.size());
      return s;
    }
    if (mine != 1) {
      s.loss_in_plies = static_cast<int>(pv.size());
      return s;
    }
  }
  s.value = values[static_cast<std::size_t>(side)] / (100.0 * (root.players() - 1));
  return s;
}

/// A multi-player search's result from `root` (see multi_player_score), one line.
template <class Position, class Move, class Utilities, class LineText>
game::Analysis multi_player_analysis_of(const Position& root,
                                        const engine::MultiPlayerResult<Move, Utilities>& r,
                                        const LineText& line_text) {
  game::Analysis out;
  if (r.best_move) {
    const std::vector<std::string> best = line_text(std::vector<Move>{*r.best_move});
    if (!best.empty()) out.best_move = best.front();
  }
  out.score = multi_player_score(root, r.pv, r.values);
  out.pv = line_text(r.pv);
  if (!out.pv.empty()) out.lines.push_back({out.pv, out.score});
  out.depth = r.depth;
  out.selective_depth = r.depth;
  out.nodes = r.nodes;
  out.elapsed = r.elapsed;
  return out;
}

}  // namespace skald::analysis
