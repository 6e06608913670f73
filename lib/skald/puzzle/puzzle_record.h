#pragma once

// Writing puzzle records: a puzzle cut out of a record at a node (the moves before it are
// the prologue a solver steps through), with its goal in a `puzzle-goal` tag and as a
// sentence in the comment shown where the puzzle starts (OpenTafl shows a move's comment
// in the position after it, and the start comment at the start). `puzzle new` and
// `puzzle mine` both make their records here.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "skald/core/diagnostic.h"
#include "skald/game/game.h"
#include "skald/puzzle/goal.h"
#include "skald/record/record.h"

namespace skald::puzzle {

/// "Defenders to move: defenders win in 4." for the comments people read.
std::string goal_sentence(const game::Game& game, int side_to_move, const Goal& goal);

struct CutPuzzle {
  record::Record record;
  /// The node after which the puzzle starts, in `record` (its root without a prologue).
  record::Node* start = nullptr;
  /// Where the prologue starts (the `puzzle-prestart` address) and how many moves it
  /// holds; empty and 0 without a prologue.
  std::string prologue_start;
  std::size_t prologue_moves = 0;
  Diagnostics diagnostics;  // errors: the record could not be replayed
};

/// How a puzzle is cut out of a game.
struct CutOptions {
  record::PuzzleMode mode = record::PuzzleMode::loose;
  std::string title{};  // the event tag; empty: the game's
  /// How many of the game's moves (plies) before the puzzle the solver steps through: the
  /// prologue starts there (`puzzle-prestart`). Nothing: from the game's start. A solver
  /// who must step through a whole game to reach the puzzle gives up before it.
  std::optional<std::size_t> prologue_moves{};
};

/// A puzzle record from `source` cut after `at` (a node of `source`, or its root): the
/// rules, position, player and event tags, the moves from the start to `at` with their
/// comments, puzzle tags (`puzzle-prestart` where the prologue starts when there is one,
/// `puzzle-start` naming the position after `at`), the goal, and the title in the event
/// tag. Replayed with `game`, so every node has its side and canonical move.
CutPuzzle cut_puzzle(const record::Record& source, const record::Node& at, const game::Game& game,
                     const Goal& goal, const CutOptions& options);

/// Appends `moves` below `from` as a line (a variation when `from` already has a
/// continuation); returns its last node, or `from` when `moves` is empty.
record::Node* append_line(record::Record& record, record::Node& from,
                          const std::vector<std::string>& moves);

}  // namespace skald::puzzle
