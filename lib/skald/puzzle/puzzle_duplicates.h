#pragma once

// The collection's quality rule (puzzles/README.md, `distinct`): no two puzzles share a
// position, and no two from the same game start with the same two moves. A puzzle's keys
// say what it could share: where its game comes from (rules, start position and the moves
// before the puzzle), the positions of its main line (the puzzle position first), and its
// first two moves. Two puzzles share a position when one's puzzle position stands on the
// other's main line (a later puzzle of the same winning line, or the same position reached
// by another game); they come from the same game when the moves before one begin the
// moves before the other.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "skald/game/game.h"
#include "skald/record/record.h"

namespace skald::puzzle {

inline constexpr const char* kRuleDistinct = "distinct";

struct PuzzleKeys {
  std::string origin;               // rules and start position
  std::vector<std::string> before;  // the moves from the start to the puzzle position
  /// The puzzle position and each position after it along the main line, as position text
  /// and the side to move.
  std::vector<std::string> positions;
  std::vector<std::string> first_two;  // the main line's first two moves (fewer when short)
};

/// A position as the collection rule compares it: the board and the side to move.
std::string position_key(const game::GameState& state);

/// The keys of the puzzle of `record` (replayed with `game`); empty positions when the
/// record asks no question or does not replay to it.
PuzzleKeys puzzle_keys(const record::Record& record, const game::Game& game);

/// A puzzle that repeats an earlier one of the list.
struct Duplicate {
  std::size_t puzzle = 0;  // index in the list
  std::size_t earlier = 0;
  std::string reason;  // "shares a position", "same game, same first two moves"
};

/// The first of `earlier` that `puzzle` repeats, or none (`Duplicate::puzzle` is
/// earlier.size(), the index `puzzle` would take in the list).
std::optional<Duplicate> duplicate_of(const PuzzleKeys& puzzle,
                                      const std::vector<PuzzleKeys>& earlier);

/// The duplicates in `puzzles`, each later puzzle against every earlier one (the first
/// reason found per pair).
std::vector<Duplicate> find_duplicates(const std::vector<PuzzleKeys>& puzzles);

}  // namespace skald::puzzle
