#pragma once

// The Octagon Theory's texts: moves and positions (skald's own notation; the game has none
// published).
//
// Move: `d4=1ne` — the cell (column letter, row from 1), `=`, the piece by its number of
// directions (1, 2, 4, 8) and the direction its first arrow points to (n, ne, e, se, s,
// sw, w, nw). Turns that point the same directions are one move, written with the first
// of them clockwise from north: a 2-piece along the north-south line is `2n` (`2s` reads as
// `2n`), the diagonal 4-piece `4ne`; the 8-piece has no direction (`e5=8`).
//
// Position: five fields separated by spaces,
//
//   .../...../......./....x1n..../..o8...../........./......./...../... o 2 1 *,6,4,2/*,6,4,1
//
//   1. the board, top row first, rows separated by `/`; a row lists only its cells (not the
//      cut corners nor the hole), from column a: `.` an empty cell, or a piece: its owner
//      (x, o, y, z), its kind (1, 2, 4, 8) and, but for the 8-piece, its direction as in
//      the move text;
//   2. the side to move (x, o, y, z);
//   3. the round (from 1; the number of turns plus one once every turn is played);
//   4. the placements the side to move has left in this turn (from 1);
//   5. each player's stock, players separated by `/`, kinds by `,` (1, 2, 4, 8), `*` for
//      a kind without limit.
// Fields 3 to 5 may be left out (round 1, a whole turn, the rules' stocks).

#include <optional>
#include <string>
#include <string_view>

#include "skald/core/diagnostic.h"
#include "skald/octagon/move.h"
#include "skald/octagon/position.h"

namespace skald::octagon {

inline constexpr char kPlayerLetters[kMaxPlayers] = {'x', 'o', 'y', 'z'};

/// The side a letter names (x 0, o 1, y 2, z 3), or nothing.
std::optional<int> side_of_letter(char letter);

/// `1ne`, `8`: a kind and the direction of its (canonical) turn.
std::string piece_text(int kind, int turn);
std::string move_to_text(const Board& board, const Move& move);

struct MoveTextParse {
  std::optional<Move> move;  // its turn canonical for `rules`
  std::string error;         // when no move: what was expected
};

/// Reads a move's text (legal or not: Position::is_legal decides).
MoveTextParse parse_move_text(std::string_view text, const Board& board, const OctagonRules& rules);

struct PositionParse {
  std::optional<Position> position;  // empty when the text cannot be used
  Diagnostics diagnostics;           // columns count from 1; messages start with "position"
};

/// Reads a position of `rules`.
PositionParse parse_position(std::string_view text, const OctagonRules& rules);

/// The position as text; parse_position reads it back.
std::string position_to_text(const Position& position);

}  // namespace skald::octagon
