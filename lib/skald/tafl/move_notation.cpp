// OTN move records: parsing, resolution against a position, writing.

#include "skald/tafl/move_notation.h"

namespace skald::tafl {

std::string move_to_simple(const Position& pos, Move m) {
  return coord_to_string(pos.coord(m.from)) + "-" + coord_to_string(pos.coord(m.to));
}

}  // namespace skald::tafl
