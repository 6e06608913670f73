#pragma once

// The tafl board as a game::BoardPicture (skald/game/board_picture.h): a square grid named
// as OTN names squares (a1 at the bottom left), the pieces with their OTN letters and the
// chess symbols skald draws them with (attackers filled, defenders outlined), and the
// squares the rules single out: corners, throne, attacker and defender forts, and the
// escape squares (the corners, or every edge square under edge escape). TaflGameState
// (tafl_game.cpp) adds the last move it played.

#include <optional>

#include "skald/game/board_picture.h"
#include "skald/tafl/coord.h"
#include "skald/tafl/position.h"

namespace skald::tafl {

/// A move to mark on the picture: where the piece came from and where it went.
struct MovedSquares {
  Coord from;
  Coord to;
};

/// The picture of `position`. With `last_move` (the move that led to it), its squares are
/// marked, and so are the squares of the pieces it captured (position.last_captures()).
game::BoardPicture tafl_picture(const Position& position,
                                const std::optional<MovedSquares>& last_move);

/// The piece kind as a picture names it: "attacker" and "defender" for the taflmen of each
/// side, otherwise the kind ("king", "knight"...).
const char* picture_kind(Piece piece);

/// The Unicode symbol skald draws a piece with: the filled chess pieces for the attackers,
/// the outlined ones for the defenders (taflman a pawn, king a king, commander a rook,
/// knight a knight, mercenary a bishop, guard a queen).
const char* piece_symbol(Piece piece);

}  // namespace skald::tafl
