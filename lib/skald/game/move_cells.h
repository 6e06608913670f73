#pragma once

// The cells a move's text names, in order, found by the board picture's cell names: for
// drawing a move as an arrow (`skald svg --best`) or entering one by clicking its cells (the
// HTML viewer's solving mode). Game-agnostic: `Kd4-c4xc5` names d4, c4 and c5, Ataxx's
// `g1f3` g1 and f3, the Amazons' `d1-d6/g9` d1, d6 and g9.

#include <string>
#include <string_view>
#include <vector>

#include "skald/game/board_picture.h"

namespace skald::game {

/// The names of the cells `move` names, left to right: at each place the longest cell name
/// that is not followed by a digit (so `a10` is not read as `a1`).
std::vector<std::string> cells_named_in(const BoardPicture& picture, std::string_view move);

}  // namespace skald::game
