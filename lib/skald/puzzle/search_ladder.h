#pragma once

// The search ladder: the engine searching a puzzle position one ply deeper at a time, and
// the best move it names at each complete depth. How deep it must look before it plays the
// solution's first move measures how hard that move is to see: a move the engine plays at
// depth 1 or 2 is obvious (a quality rule, puzzle_measures.h), one it finds only deep is
// hard (the grade, puzzle_grade.h). Moves are compared by the position they leave, so the
// record's text and the engine's need not be written alike.

#include <cstdint>
#include <string>
#include <vector>

#include "skald/game/analyser.h"
#include "skald/game/game.h"

namespace skald::puzzle {

struct LadderOptions {
  int max_depth = 7;                     // plies
  std::uint64_t max_nodes = 20'000'000;  // of the whole ladder; past it the ladder stops
};

/// One rung: the engine's best move after a complete search of `depth` plies.
struct LadderStep {
  int depth = 0;
  std::string best_move;
  std::uint64_t nodes = 0;  // of the search so far (every shallower depth included)
};

struct SearchLadder {
  std::vector<LadderStep> steps;
  /// The shallowest depth whose best move is the solution's first move; 0 when no rung of
  /// the ladder plays it.
  int found_depth = 0;
  std::uint64_t found_nodes = 0;
};

/// The ladder at `state` for the first move `move` (legal there): one iterative-deepening
/// search of `analyser` (cleared first, so the same position always gives the same ladder),
/// each complete depth a rung.
SearchLadder search_ladder(const game::GameState& state, const std::string& move,
                           game::Analyser& analyser, const LadderOptions& options = {});

/// Whether `a` and `b`, legal at `state`, leave the same position.
bool same_move(const game::GameState& state, const std::string& a, const std::string& b);

}  // namespace skald::puzzle
