#include "skald/ataxx/evaluation.h"

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

namespace {

Utilities zero_sum(const Position& position, const std::array<int, kMaxPlayers>& worth) {
  const int n = position.players();
  int sum = 0;
  for (int p = 0; p < n; ++p)
    sum += worth[static_cast<std::size_t>(p)];
  Utilities u{};
  for (int p = 0; p < n; ++p)
    u[static_cast<std::size_t>(p)] = n * worth[static_cast<std::size_t>(p)] - sum;
  return u;
}

}  // namespace

Utilities heuristic_utilities(const Position& position) {
  const auto terms = evaluation_terms(position);
  std::array<int, kMaxPlayers> worth{};
  for (std::size_t p = 0; p < terms.size(); ++p)
    worth[p] = terms[p].total();
  return zero_sum(position, worth);
}

Utilities final_utilities(const Position& position) {
  const GameEnd end = position.end();
  int firsts = 0;
  for (int place : end.places)
    firsts += place == 1;
  std::array<int, kMaxPlayers> worth{};
  if (firsts == 0 || firsts == position.players()) return Utilities{};  // a draw
  for (int p = 0; p < position.players(); ++p)
    if (end.places[static_cast<std::size_t>(p)] == 1)
      worth[static_cast<std::size_t>(p)] = kWonUtility / firsts;
  return zero_sum(position, worth);
}

}  // namespace skald::ataxx
