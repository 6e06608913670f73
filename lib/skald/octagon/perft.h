#pragma once

// Perft for The Octagon Theory: the number of move sequences of a given length from a
// position, over every placement the rules list (not the search's reduced set). Two ways,
// which must agree: every node made and unmade, and bulk counting at the last ply (the
// count of placements is open cells times the orientations of the kinds in stock).

#include <cstdint>

#include "skald/octagon/position.h"

namespace skald::octagon {

/// Counts by making and unmaking every move down to depth 0.
std::uint64_t perft(Position& position, int depth);
/// Counts the last ply without making its moves.
std::uint64_t perft_bulk(Position& position, int depth);

}  // namespace skald::octagon
