#pragma once

// Perft: the number of move sequences of a given length from a position, a pass counting
// as a move and a finished game having none. Two ways, to check one against the other and
// to measure the move generator: `perft` makes and unmakes every move down to the last
// ply; `perft_bulk` counts the last ply's moves without making them.

#include <cstdint>

#include "skald/ataxx/position.h"

namespace skald::ataxx {

/// Every line of `depth` moves, each made and unmade (`position` is left as it was).
std::uint64_t perft(Position& position, int depth);

/// The same count, the moves of the last ply counted (Position::count_moves), not made.
std::uint64_t perft_bulk(Position& position, int depth);

}  // namespace skald::ataxx
