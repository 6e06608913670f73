#include "skald/amazons/perft.h"

#include "skald/engine/perft.h"

namespace skald::amazons {

std::uint64_t perft_make_unmake(Position& position, int depth) {
  return engine::perft<std::vector<Move>>(position, depth);
}

std::uint64_t perft_bulk(Position& position, int depth) {
  return engine::perft_bulk<std::vector<Move>>(position, depth,
                                               [](const Position& p) { return count_moves(p); });
}

std::uint64_t count_moves(const Position& position) {
  if (position.pending() >= 0) return 0;
  const Geometry& g = position.geometry();
  const Bits free = position.empty();
  std::uint64_t total = 0;
  for_each_square(position.amazons(position.side_to_move()), [&](int from) {
    const Bits after_leaving = free | bit(from);
    for_each_square(g.queen_reach(bit(from), free), [&](int to) {
      total +=
          static_cast<std::uint64_t>(popcount(g.queen_reach(bit(to), after_leaving & ~bit(to))));
    });
  });
  return total;
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& position, int depth) {
  std::vector<std::pair<Move, std::uint64_t>> out;
  if (depth <= 0) return out;
  std::vector<Move> moves;
  position.generate_moves(moves);
  for (const Move& m : moves) {
    position.make(m);
    out.emplace_back(m, perft_bulk(position, depth - 1));
    position.unmake();
  }
  return out;
}

}  // namespace skald::amazons
