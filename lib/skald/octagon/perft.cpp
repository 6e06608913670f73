#include "skald/octagon/perft.h"

#include "skald/engine/perft.h"

namespace skald::octagon {

std::uint64_t perft(Position& position, int depth) {
  return engine::perft<MoveList>(position, depth);
}

std::uint64_t perft_bulk(Position& position, int depth) {
  return engine::perft_bulk<MoveList>(position, depth,
                                      [](const Position& p) { return p.count_moves(); });
}

}  // namespace skald::octagon
