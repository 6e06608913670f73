#pragma once

// perft: counts the leaf nodes of the legal move tree to a given depth with full
// make/unmake at every node (no bulk counting), to check and time the move generator.
// One ply is one move record: a berserk continuation is a ply of its own.

#include <cstdint>
#include <vector>

#include "skald/tafl/move.h"
#include "skald/tafl/position.h"

namespace skald::tafl {

/// Leaf count of the tree of depth `depth` below `pos` (1 at depth 0). Games that end
/// before the depth contribute no leaves below the end.
std::uint64_t perft(Position& pos, int depth);

/// Per-root-move leaf counts (perft divide).
struct PerftDivideEntry {
  Move move;
  std::uint64_t nodes = 0;
};
std::vector<PerftDivideEntry> perft_divide(Position& pos, int depth);

}  // namespace skald::tafl
