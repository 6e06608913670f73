#include "skald/octagon/perft.h"

namespace skald::octagon {

std::uint64_t perft(Position& position, int depth) {
  if (depth <= 0) return 1;
  MoveList moves;
  position.generate_moves(moves);
  std::uint64_t total = 0;
  for (const Move& m : moves) {
    position.make(m);
    total += perft(position, depth - 1);
    position.unmake();
  }
  return total;
}

std::uint64_t perft_bulk(Position& position, int depth) {
  if (depth <= 0) return 1;
  if (depth == 1) return position.count_moves();
  MoveList moves;
  position.generate_moves(moves);
  std::uint64_t total = 0;
  for (const Move& m : moves) {
    position.make(m);
    total += perft_bulk(position, depth - 1);
    position.unmake();
  }
  return total;
}

}  // namespace skald::octagon
