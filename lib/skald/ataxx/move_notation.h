#pragma once

// Move text as records and libataxx write it: a clone by its target (`f2`), a jump by its
// source and target (`g1e3`), a pass as `0000`.

#include <optional>
#include <string>
#include <string_view>

#include "skald/ataxx/move.h"

namespace skald::ataxx {

/// "a1" .. "g7".
std::string square_name(int square);
/// The square a name gives, or nothing.
std::optional<int> square_of_name(std::string_view name);

std::string move_to_text(Move move);

struct MoveTextParse {
  std::optional<Move> move;
  std::string error;  // when no move: what was expected
};

/// Reads a move's text (legal or not: Position::is_legal decides).
MoveTextParse parse_move_text(std::string_view text);

}  // namespace skald::ataxx
