#pragma once

// Perft for the Game of the Amazons: the number of lines of `depth` full moves (one ply =
// an amazon's move and its arrow) from a position; a side without a move has no children.
// Two counters that must agree: perft_make_unmake plays every move down to the last ply,
// perft_bulk counts the last ply without playing it (per amazon and destination, the
// arrows are a popcount of the queen's reach from there).

#include <cstdint>
#include <utility>
#include <vector>

#include "skald/amazons/position.h"

namespace skald::amazons {

/// Lines of `depth` moves, every move made and unmade (`position` is left as it was).
std::uint64_t perft_make_unmake(Position& position, int depth);
/// The same count, the last ply counted without making its moves.
std::uint64_t perft_bulk(Position& position, int depth);
/// The moves of the side to move at the last ply of a perft: perft_bulk(position, 1).
std::uint64_t count_moves(const Position& position);
/// perft_bulk(depth - 1) after each move, in generation order.
std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& position, int depth);

}  // namespace skald::amazons
