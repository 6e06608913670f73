#include "skald/ataxx/evaluation.h"

#include "skald/engine/zero_sum.h"

namespace skald::ataxx {

std::array<SideTerms, kMaxPlayers> evaluation_terms(const Position& position) {
  std::array<SideTerms, kMaxPlayers> out{};
  const Bitboard free = position.empty();
  for (int p = 0; p < position.players(); ++p) {
    const Bitboard own = position.stones(p);
    const Bitboard others = position.occupied() & ~own;
    // Empty squares an opponent can move to: a move there turns the stones around it.
    const Bitboard attacked = within_two(others) & free;
    const Bitboard exposed = neighbours(attacked) & own;
    SideTerms& t = out[static_cast<std::size_t>(p)];
    t.stones = kStoneWeight * count(own);
    t.safe_stones = kSafeStoneWeight * count(own & ~exposed);
    t.mobility = kMobilityWeight * count(within_two(own) & free);
    t.holes = kHoleWeight * count(neighbours(own) & attacked);
  }
  return out;
}

}  // namespace skald::ataxx
