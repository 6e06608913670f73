#include "skald/octagon/evaluation.h"

#include <algorithm>

#include "skald/engine/zero_sum.h"

namespace skald::octagon {

int placements_to_come(const Position& position, int side) {
  const OctagonRules& rules = position.rules();
  if (position.round() > rules.turns) return 0;
  const int mover = position.side_to_move();
  const int this_round = side < mover    ? 0
                         : side == mover ? position.placements_left()
                                         : rules.placements;
  return (rules.turns - position.round()) * rules.placements + this_round;
}

bool is_exposed(const Position& position, int cell) {
  const Board& board = position.board();
  for (int d = 0; d < kDirections; ++d) {
    const int behind = board.next(cell, (d + 4) % kDirections);
    if (behind < 0 || !position.at(behind).empty()) continue;
    // Walk the push: it throws the piece off when it reaches the edge or the hole before
    // an occupied cell (with chain pushes, only a piece on the edge counts: a line's far
    // end is a different piece).
    int at = cell;
    for (int step = 0; step < position.rules().push; ++step) {
      const int to = board.next(at, d);
      if (to < 0) return true;
      if (!position.at(to).empty() || position.rules().chain) break;
      at = to;
    }
  }
  return false;
}

std::array<SideTerms, kMaxPlayers> evaluation_terms(const Position& position) {
  std::array<SideTerms, kMaxPlayers> out{};
  const Board& board = position.board();
  const int mover = position.side_to_move();
  for (int c = 0; c < board.cell_count(); ++c) {
    const Piece& piece = position.at(c);
    if (piece.empty()) continue;
    SideTerms& t = out[static_cast<std::size_t>(piece.owner)];
    t.pieces += kPieceWeight;
    t.safety += kSafetyWeight * (board.safety(c) - 1);
    if (is_exposed(position, c))
      t.exposed += piece.owner == mover ? kExposedToMove : kExposedWaiting;
  }
  const int turns = position.rules().turns;
  const int left = std::max(0, position.rounds_left());
  for (int p = 0; p < position.players(); ++p) {
    int worth = 0;
    for (int k = 1; k < kKinds; ++k) {
      const int s = position.stock(p, k);
      if (s > 0) worth += kStockWeight[k] * s;
    }
    out[static_cast<std::size_t>(p)].stock = worth * left / turns;
    out[static_cast<std::size_t>(p)].to_place = kPieceWeight * placements_to_come(position, p);
  }
  return out;
}

}  // namespace skald::octagon
