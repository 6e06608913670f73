#pragma once

// Mining puzzles (`skald puzzle mine`): every position of a record (main line and
// variations) where the side to move forces a win within a few of its moves, proved by
// the game's exact search, becomes a candidate puzzle: the moves before it as the
// prologue, the proved solution as the main line, the defences that hold as long as the
// solution's as variations, and the goal.

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "skald/game/analyser.h"
#include "skald/game/game.h"
#include "skald/puzzle/puzzle_record.h"
#include "skald/record/record.h"

namespace skald::puzzle {

struct MineOptions {
  int min_moves = 2;  // wins in fewer moves are too easy to be puzzles
  int max_moves = 3;
  bool unique = false;                  // only positions with a single winning first move
  std::uint64_t max_nodes = 2'000'000;  // per position; past it the position is skipped
  record::PuzzleMode mode = record::PuzzleMode::loose;
  /// Defences as long as the solution's kept as variations at each defence (strict mode
  /// keeps them all: there a solver's defence missing from the record is refused).
  int defences = 2;
  /// Tempting first moves that fail (the engine's favourites among the losing ones), each
  /// with the defence that refutes it.
  int tries = 2;
  /// A hint at the start: which piece to move.
  bool hint = true;
  /// The quality rules of puzzles/README.md (puzzle_measures.h), off by default:
  /// reject a solution with a dual at a later step of its main line (but at its last move
  /// in a loose puzzle, where any move that wins at once is right: those are declared in
  /// the record's puzzle-duals tag),
  bool unique_line = false;
  /// With unique_line, in a loose puzzle: declare a dual at any later step in puzzle-duals
  /// instead of rejecting the solution (the Amazons, where a later step's other winning
  /// moves mostly differ only in where the arrow lands); the first move stays unique.
  bool declare_duals = false;
  /// reject a first move the engine plays at this depth (plies) or shallower (0: keep),
  int obvious_depth = 0;
  /// and reject a puzzle whose position stands on the main line of one kept before, or
  /// whose first two moves repeat one kept before (in the same record: the same game).
  bool distinct = false;
};

/// Why the miner passed over positions, one counter per reason (`skald puzzle mine` prints
/// them): a position met before, and positions where the side to move has a forced win.
struct MineRejections {
  std::size_t repeated_position = 0;    // met before in the walk (not proved again)
  std::size_t too_short = 0;            // fewer moves than min_moves (a win in 1)
  std::size_t several_first_moves = 0;  // `unique`
  std::size_t duals = 0;                // `unique_line`
  std::size_t obvious = 0;              // `obvious_depth`
  std::size_t not_distinct = 0;         // `distinct`
  std::size_t total() const {
    return repeated_position + too_short + several_first_moves + duals + obvious + not_distinct;
  }
  MineRejections& operator+=(const MineRejections& other);
};

struct MinedPuzzle {
  std::string address;  // of the move after which the puzzle starts ("start" for the root)
  Goal goal;
  std::vector<std::string> winning_first_moves;
  CutPuzzle puzzle;
};

/// What the miner has done, for progress lines.
struct MineProgress {
  std::size_t positions = 0;  // looked at
  std::size_t total = 0;      // in the record
  std::size_t found = 0;
  MineRejections rejected;
};

/// The candidate puzzles of `record` (replayed with `game`), each position once (the
/// first time the walk meets it), in the order of the walk.
std::vector<MinedPuzzle> mine_record(const record::Record& record, const game::Game& game,
                                     game::Analyser& analyser, const MineOptions& options,
                                     const std::function<void(const MineProgress&)>& progress = {});

}  // namespace skald::puzzle
