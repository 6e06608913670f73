#pragma once

// The question a puzzle record asks, as `skald puzzle check` proves it and `skald solve`
// plays it: the position the solver starts from, the goal and where the record states it,
// and where the prologue (the moves shown before the puzzle, from `puzzle-prestart`) begins.
//
// The position: the one `puzzle-start` names (OpenTafl names a position by the move that
// led to it, so `6a` is the position after move 6a; `1a` the start;
// record/puzzle_position.h). The goal: the `puzzle-goal` tag, else the prose of the comment
// shown at that position, as OpenTafl's puzzles state it ("Defenders to play, winning in
// four moves."): the comment of that move, or the start comment at the start.

#include <optional>
#include <string>

#include "skald/game/game.h"
#include "skald/puzzle/goal.h"
#include "skald/record/record.h"

namespace skald::puzzle {

struct PuzzleQuestion {
  record::PuzzleMode mode = record::PuzzleMode::none;
  Goal goal;
  std::string source;  // "puzzle-goal tag", "comment of 6a", "start comment"
  /// The puzzle position is the one after this node (the root: the start); nullptr when
  /// the record asks no question, and then `error` says why.
  const record::Node* node = nullptr;
  /// Where the prologue begins: the position after this node (`puzzle-prestart`), an
  /// ancestor of `node` or `node` itself when the record has no prologue (or its
  /// `puzzle-prestart` names no position before the puzzle's).
  const record::Node* prologue_start = nullptr;
  std::string error;
};

/// The question of `record` (replayed with `game`): its mode, goal and position, or an
/// error saying what is missing ("not a puzzle: ...", "no goal: ...").
PuzzleQuestion find_puzzle_question(const record::Record& record, const game::Game& game);

}  // namespace skald::puzzle
