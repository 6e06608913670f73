#pragma once

// The fields after the board of a FEN-like position text (`x5o/7/7/7/7/7/o5x x 0 1`): runs
// of characters other than spaces, the first naming the side to move by its letter, and
// the small readers of their values. Every game whose position notation ends so (Ataxx
// and Spot, the Octagon Theory) reads them here, so their messages agree.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "skald/core/words.h"

namespace skald {

/// The side `letter` names among `letters` (one letter a side, in side order), or nothing.
std::optional<int> side_of_letter(std::string_view letters, char letter);

/// The first `count` of `letters` for a message: "x, o, y".
std::string letter_list(std::string_view letters, int count);

/// A non-negative whole number filling all of `field`, or nothing.
std::optional<int> whole_number(std::string_view field);

/// What follows a position text's board: its fields, the side to move's first, or what is
/// wrong and where.
struct PositionFields {
  std::vector<Word> fields;  // offsets within the whole text
  int side = 0;              // the side to move (fields[0]'s letter)
  std::string error;         // empty when read
  std::size_t error_at = 0;  // the offset in the text the error points to
};

/// Reads the fields of `text` from `from` (the first character after the board): at least
/// one, the side to move, one of the first `players` of `letters`; at most `most`, the
/// last of which `last` names ("the full-move number") in the message about text after it.
PositionFields read_position_fields(std::string_view text, std::size_t from,
                                    std::string_view letters, int players, std::size_t most,
                                    std::string_view last);

}  // namespace skald
