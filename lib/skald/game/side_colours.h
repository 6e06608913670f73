#pragma once

// The colours a side's pieces are drawn in, the same in every picture skald makes (the
// viewer, the studio, the puzzle book, `skald svg`): chosen by the side's name as the
// game's own boards show it: tafl's attackers dark and defenders light (as OpenTafl draws
// them), the Amazons' white light and black dark, the lettered players of Ataxx, Spot and
// the Octagon in distinct colours (x red, o blue, y green, z amber); any other side by its
// number (0 dark, 1 light, then the lettered colours).

#include <string_view>

namespace skald::game {

struct SideColours {
  const char* fill;
  const char* outline;
  const char* ink;  // what is drawn on the piece: a king's cross, a token's letter
};

/// The colours of side `side`, named `name` by its game (empty when unknown).
SideColours side_colours(std::string_view name, int side);

}  // namespace skald::game
