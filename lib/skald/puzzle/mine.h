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
};

/// The candidate puzzles of `record` (replayed with `game`), each position once (the
/// first time the walk meets it), in the order of the walk.
std::vector<MinedPuzzle> mine_record(const record::Record& record, const game::Game& game,
                                     game::Analyser& analyser, const MineOptions& options,
                                     const std::function<void(const MineProgress&)>& progress = {});

}  // namespace skald::puzzle
