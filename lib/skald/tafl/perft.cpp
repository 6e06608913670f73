#include "skald/tafl/perft.h"

namespace skald::tafl {

std::uint64_t perft(Position& pos, int depth) {
  if (depth == 0) return 1;
  MoveList moves;
  pos.generate_moves(moves);
  std::uint64_t nodes = 0;
  for (const Move m : moves) {
    pos.make(m);
    nodes += perft(pos, depth - 1);
    pos.unmake();
  }
  return nodes;
}

std::vector<PerftDivideEntry> perft_divide(Position& pos, int depth) {
  std::vector<PerftDivideEntry> out;
  if (depth <= 0) return out;
  MoveList moves;
  pos.generate_moves(moves);
  for (const Move m : moves) {
    pos.make(m);
    out.push_back({m, perft(pos, depth - 1)});
    pos.unmake();
  }
  return out;
}

}  // namespace skald::tafl
