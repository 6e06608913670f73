#pragma once

// Ataxx FEN, the position notation of libataxx, extended to Spot's 3 and 4 players:
//
//   x5o/7/7/7/7/7/o5x x 0 1
//
// Four fields separated by spaces: the board, rank 7 first, ranks separated by `/`, each
// from file a to g: a stone's letter, a digit 1-7 for that many empty squares, `-` for a
// gap; the side to move; the half-move clock (half-moves since the last clone); the
// full-move number (from 1, counted up after the last player of the turn order moves).
// The letters of the players, in turn order: x (first), o (second), y (third), z (fourth);
// a game of N players uses the first N. The two clocks may be left out (0 and 1).

#include <optional>
#include <string>
#include <string_view>

#include "skald/ataxx/position.h"
#include "skald/core/diagnostic.h"

namespace skald::ataxx {

inline constexpr char kPlayerLetters[kMaxPlayers] = {'x', 'o', 'y', 'z'};

/// The side a letter names (x 0, o 1, y 2, z 3), or nothing.
std::optional<int> side_of_letter(char letter);

struct FenParse {
  std::optional<Position> position;  // empty when the text cannot be used
  Diagnostics diagnostics;           // columns count from 1 within the text; messages
                                     // start with "position"
};

/// Reads a position for `rules` (its player count decides which letters are allowed).
FenParse parse_fen(std::string_view text, const AtaxxRules& rules);

/// The position as Ataxx FEN; parse_fen reads it back.
std::string to_fen(const Position& position);

}  // namespace skald::ataxx
