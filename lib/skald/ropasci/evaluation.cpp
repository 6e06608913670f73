#include "skald/ropasci/evaluation.h"

#include <algorithm>

#include "skald/ropasci/game_end.h"

namespace skald::ropasci {
namespace {

constexpr int kToken = 100;
constexpr int kThrow = 70;
constexpr int kHunt[4] = {0, 30, 16, 6};
constexpr int kDanger[4] = {0, -40, -20, -6};
constexpr int kThrowTarget = 20;
constexpr int kThrowThreat = -30;
constexpr int kInvincible = 300;
constexpr int kInvincibleAgainstOne = 200;

/// The distance from `hex` to the nearest hex of `set` (a large number when it is empty).
int nearest(int hex, HexSet set) {
  int best = 99;
  for (; set; set &= set - 1)
    best = std::min(best, distance(hex, lowest_hex(set)));
  return best;
}

SideTerms side_terms(const Board& board, int side) {
  const int other = 1 - side;
  SideTerms t;
  t.tokens = kToken * board.token_count(side);
  t.throws = kThrow * board.throws_left(side);
  const HexSet own_next_throw =
      board.throws_left(side) > 0 ? throw_zone(side, board.throws_made(side) + 1) : 0;
  const HexSet their_next_throw =
      board.throws_left(other) > 0 ? throw_zone(other, board.throws_made(other) + 1) : 0;
  for (int s = 0; s < kSymbols; ++s) {
    const Symbol symbol = symbol_at(s);
    const HexSet prey = board.occupied(other, prey_of(symbol));
    const HexSet predators = board.occupied(other, predator_of(symbol));
    for (HexSet own = board.occupied(side, symbol); own; own &= own - 1) {
      const int hex = lowest_hex(own);
      const int count = board.tokens_on(hex, side, symbol);
      const int to_prey = nearest(hex, prey);
      const int to_predator = nearest(hex, predators);
      if (to_prey <= 3) t.hunting += count * kHunt[to_prey];
      if (to_predator <= 3) t.danger += count * kDanger[to_predator];
      if (their_next_throw & hex_bit(hex)) t.danger += count * kThrowThreat;
    }
  }
  t.hunting += kThrowTarget * hex_count(own_next_throw & board.occupied(other));
  if (has_invincible_token(board, side)) {
    t.invincible = kInvincible;
    if (board.throws_left(other) == 0 && board.token_count(other) == 1)
      t.invincible += kInvincibleAgainstOne;
  }
  return t;
}

}  // namespace

std::array<SideTerms, kSides> evaluation_terms(const Board& board) {
  return {side_terms(board, kUpper), side_terms(board, kLower)};
}

int evaluate(const Board& board) {
  return side_terms(board, kUpper).total() - side_terms(board, kLower).total();
}

}  // namespace skald::ropasci
