#include "skald/amazons/perft.h"

namespace skald::amazons {

namespace {

/// Lines of `depth` moves; with `bulk` the last ply is counted without making its moves.
template <bool bulk>
std::uint64_t perft(Position& position, int depth) {
  if (depth <= 0) return 1;
  if (bulk && depth == 1) return count_moves(position);
  std::vector<Move> moves;
  position.generate_moves(moves);
  std::uint64_t total = 0;
  for (const Move& m : moves) {
    position.make(m);
    total += perft<bulk>(position, depth - 1);
    position.unmake();
  }
  return total;
}

}  // namespace

std::uint64_t perft_make_unmake(Position& position, int depth) {
  return perft<false>(position, depth);
}

std::uint64_t perft_bulk(Position& position, int depth) {
  return perft<true>(position, depth);
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
