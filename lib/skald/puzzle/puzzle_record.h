#pragma once

// Writing puzzle records: a puzzle cut out of a record at a node (the moves before it are
// the prologue a solver steps through), with its goal in a `puzzle-goal` tag and as a
// sentence in the comment shown where the puzzle starts (OpenTafl shows a move's comment
// in the position after it, and the start comment at the start). `puzzle new` and
// `puzzle mine` both make their records here.

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
  Diagnostics diagnostics;  // errors: the record could not be replayed
};

/// A puzzle record from `source` cut after `at` (a node of `source`, or its root): the
/// rules, position, player and event tags, the moves from the start to `at` with their
/// comments, puzzle tags (`puzzle-prestart:1a` when there is a prologue, `puzzle-start`
/// naming the position after `at`), the goal, and `title` in the event tag. Replayed
/// with `game`, so every node has its side and canonical move.
CutPuzzle cut_puzzle(const record::Record& source, const record::Node& at, const game::Game& game,
                     const Goal& goal, record::PuzzleMode mode, const std::string& title);

/// Appends `moves` below `from` as a line (a variation when `from` already has a
/// continuation); returns its last node, or `from` when `moves` is empty.
record::Node* append_line(record::Record& record, record::Node& from,
                          const std::vector<std::string>& moves);

}  // namespace skald::puzzle
