#pragma once

// The board picture of an Octagon Theory position (game/board_picture.h): the square grid
// with its corners and its hole cut out, cells joined to their eight neighbours (a piece
// pushes along diagonals too), the pieces with their position notation (`x1ne`), their
// owner's symbol and the direction their first arrow points to, and the last move: the
// cell placed on and the cells of the pieces it threw off.

#include <optional>
#include <vector>

#include "skald/game/board_picture.h"
#include "skald/octagon/move.h"
#include "skald/octagon/position.h"

namespace skald::octagon {

/// What the last move did, for its marks.
struct LastMove {
  Move move;
  int mover = 0;
  std::vector<PushStep> pushes;
};

game::BoardPicture octagon_picture(const Position& position, const std::optional<LastMove>& last);

}  // namespace skald::octagon
