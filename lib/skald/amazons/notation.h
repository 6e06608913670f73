#pragma once

// Amazons notation. Squares as in chess: the file as a letter from a, the rank from 1
// (`d1`). A move is the amazon's queen move, then its arrow: `d1-d6/g9`; the reader also
// takes the bracketed arrow of the literature (`d1-d6(g9)`).
//
// A position is written FEN-like, as Fairy-Stockfish writes its amazons: the ranks from the
// top (rank n) down to rank 1, separated by `/`; in a rank `Q` is a White amazon, `q` a
// Black one, `x` an arrow and a number a run of empty squares (`10` a whole rank on the
// 10x10 board); then a space and the side to move, `w` or `b`. The 10x10 start:
//   3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w
// The side may be left out when reading (the rules' first side then moves).

#include <optional>
#include <string>
#include <string_view>

#include "skald/amazons/position.h"
#include "skald/core/diagnostic.h"

namespace skald::amazons {

/// The name of a square (`d1`).
std::string square_name(const Geometry& geometry, int square);
/// The square a name gives on this board, or nothing.
std::optional<int> square_from_name(const Geometry& geometry, std::string_view name);

/// A move as records write it: `d1-d6/g9`.
std::string move_text(const Geometry& geometry, const Move& move);

/// What read_move() read: the move's squares (legal or not), or why it cannot be read.
struct MoveParse {
  std::optional<Move> move;
  std::string error;
};
/// Reads `d1-d6/g9` or `d1-d6(g9)` on this board; surrounding spaces are ignored.
MoveParse read_move(const Geometry& geometry, std::string_view text);

/// The position text (see the top of this file).
std::string position_text(const Position& position);

/// What read_position() read.
struct PositionParse {
  std::optional<Position> position;
  Diagnostics diagnostics;  // messages start with "position"; columns are 1-based
};
/// Reads a position text for a board of side `size`; `default_side` moves when the text
/// names no side.
PositionParse read_position(std::string_view text, int size, int default_side);

}  // namespace skald::amazons
