#pragma once

// The board picture of an Ataxx or Spot position (game/board_picture.h): a 7x7 square grid
// with the gaps cut out as holes, the stones with their position-notation letters, and the
// last move (a jump's source, the target, the stones it turned).

#include <optional>

#include "skald/ataxx/move.h"
#include "skald/ataxx/position.h"
#include "skald/game/board_picture.h"

namespace skald::ataxx {

/// What the last move did, for its marks.
struct LastMove {
  Move move;
  int mover = 0;
  Bitboard turned = 0;
  /// The owner of each turned stone before the move, by square.
  std::array<std::int8_t, kSquares> former_owner{};
};

game::BoardPicture ataxx_picture(const Position& position, const std::optional<LastMove>& last);

}  // namespace skald::ataxx
