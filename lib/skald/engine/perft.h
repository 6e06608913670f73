#pragma once

// Perft over any game's position: the number of move sequences of `depth` moves, to check
// a move generator against known counts and another counter, and to time it. A position
// type has generate_moves(list), make(move) and unmake(); the move list type is the
// game's own (a fixed-capacity list or a vector).

#include <cstdint>

namespace skald::engine {

/// Every line of `depth` moves, each made and unmade (`position` is left as it was).
template <class MoveList, class Position>
std::uint64_t perft(Position& position, int depth) {
  if (depth <= 0) return 1;
  MoveList moves;
  position.generate_moves(moves);
  std::uint64_t total = 0;
  for (const auto& m : moves) {
    position.make(m);
    total += perft<MoveList>(position, depth - 1);
    position.unmake();
  }
  return total;
}

/// The same count with the last ply's moves counted by `count_moves(position)` and not
/// made ("bulk counting").
template <class MoveList, class Position, class CountMoves>
std::uint64_t perft_bulk(Position& position, int depth, const CountMoves& count_moves) {
  if (depth <= 0) return 1;
  if (depth == 1) return count_moves(position);
  MoveList moves;
  position.generate_moves(moves);
  std::uint64_t total = 0;
  for (const auto& m : moves) {
    position.make(m);
    total += perft_bulk<MoveList>(position, depth - 1, count_moves);
    position.unmake();
  }
  return total;
}

}  // namespace skald::engine
