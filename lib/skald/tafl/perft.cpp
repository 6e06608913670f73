#include "skald/tafl/perft.h"

#include "skald/engine/perft.h"

namespace skald::tafl {

std::uint64_t perft(Position& pos, int depth) {
  return engine::perft<MoveList>(pos, depth);
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
