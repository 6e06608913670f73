#pragma once

// SGF points on an Amazons board (red-bean.com/sgf/amazons.html): two lower-case letters,
// the column from the left (`a`), then the row from the TOP (`a`), so that on the 10x10
// board `dj` is skald's d1 and `da` is d10. A move is three points run together: from,
// to, arrow (`djddgd` is d1-d7/g7).

#include <optional>
#include <string>
#include <string_view>

#include "skald/amazons/position.h"

namespace skald::sgf {

/// The SGF point of a square (`dj` for d1 on 10x10).
std::string sgf_point(const amazons::Geometry& geometry, int square);

/// The square an SGF point names on this board, or nothing.
std::optional<int> square_of_point(const amazons::Geometry& geometry, std::string_view point);

/// A move as SGF writes it: from, to and arrow points (`djddgd`).
std::string sgf_move(const amazons::Geometry& geometry, const amazons::Move& move);

/// The move of a B[...] or W[...] value, or nothing when it is not three points of the board.
std::optional<amazons::Move> move_of_sgf(const amazons::Geometry& geometry, std::string_view value);

}  // namespace skald::sgf
