#pragma once

// OctagonSearchGame: an Octagon Theory Position dressed for skald's searches. With two
// players it models engine::SearchableGame (engine/search.h): the outcome and evaluation
// seen by the side to move, move codes and history slots, kills as tactical moves; with
// any number it models engine::MultiPlayerGame (engine/multi_player_search.h): zero-sum
// utilities per player (evaluation.h) and a move order (kills first, then pushes). The
// outcome, evaluation and utilities are those of every ranked game
// (engine/ranked_search_game.h); a side without a placement has ended the game.
//
// The searches see fewer moves than the rules list: a placement changes the game only by
// its cell, the stock it spends and the pushes it starts (a placed piece pushes nothing
// later; the hash leaves the placed piece's kind and turn out). So of the placements on a
// cell that push the same opponent neighbours, only one is searched: the first in
// generation order of its kind, and none of a limited kind when a kind without limit (the
// 1-piece) makes the same pushes, since a stock left unspent can only add choices.
// At the start of the 56-cell game that is 56 moves instead of 840.

#include <algorithm>
#include <array>
#include <bitset>
#include <cstdint>

#include "skald/engine/game_concept.h"
#include "skald/engine/multi_player_search.h"
#include "skald/engine/ranked_search_game.h"
#include "skald/octagon/evaluation.h"
#include "skald/octagon/position.h"

namespace skald::octagon {

/// The searched placements of `position` (see above), in generation order.
inline void generate_distinct_moves(const Position& position, MoveList& list) {
  MoveList all;
  position.generate_moves(all);
  list.clear();
  const int side = position.side_to_move();
  int cell = -1;
  std::bitset<256> unlimited;  // push sets a kind without limit makes on this cell
  std::array<std::bitset<256>, kKinds> seen;
  for (int i = 0; i < all.size(); ++i) {
    const Move& m = all[i];
    if (m.cell != cell) {
      cell = m.cell;
      unlimited.reset();
      for (auto& s : seen)
        s.reset();
      // The unlimited kinds' push sets on this cell, gathered first.
      for (int j = i; j < all.size() && all[j].cell == cell; ++j)
        if (position.stock(side, all[j].kind) == kUnlimited) unlimited.set(position.pushes(all[j]));
    }
    const DirectionMask pushes = position.pushes(m);
    const bool limited = position.stock(side, m.kind) != kUnlimited;
    if (seen[m.kind].test(pushes) || (limited && unlimited.test(pushes))) continue;
    seen[m.kind].set(pushes);
    list.push_back(m);
  }
}

/// How many opponent pieces `move` throws off by its pushes' first step (a quick count for
/// ordering and quiescence; a push of more than one cell or a chain may throw more).
inline int direct_throws(const Position& position, const Move& move) {
  const DirectionMask pushes = position.pushes(move);
  const Board& board = position.board();
  int n = 0;
  for (int d = 0; d < kDirections; ++d) {
    if ((pushes & (1u << d)) == 0) continue;
    const int victim = board.next(move.cell, d);
    n += board.falls(victim, d);
  }
  return n;
}

class OctagonSearchGame : public engine::RankedSearchGame<Position, Move, MoveList, kWonUtility> {
 public:
  using RankedSearchGame::RankedSearchGame;

  /// The distinct placements only (see above).
  void generate_moves(MoveList& list) const { generate_distinct_moves(position_, list); }

  /// A placement that throws an opponent piece off.
  bool is_tactical(const Move& m) const { return direct_throws(position_, m) > 0; }
  /// Throws first, then pushes, then safer cells.
  int order_key(const Move& m) const {
    int pushes = 0;
    for (unsigned p = position_.pushes(m); p != 0; p &= p - 1)
      ++pushes;
    return 64 * direct_throws(position_, m) + 8 * pushes + position_.board().safety(m.cell);
  }
  std::uint32_t move_code(const Move& m) const {
    return static_cast<std::uint32_t>(m.cell) | (static_cast<std::uint32_t>(m.kind) << 8) |
           (static_cast<std::uint32_t>(m.turn) << 10);
  }
  int history_slots() const { return 256 * 32; }
  int history_slot(const Move& m) const { return m.cell * 32 + m.kind * 8 + m.turn; }
  /// Half a piece: the evaluation moves by a piece's worth with every kill.
  int aspiration_window() const { return 50; }
};

static_assert(engine::SearchableGame<OctagonSearchGame>);
static_assert(engine::MultiPlayerGame<OctagonSearchGame>);
static_assert(engine::GameWithLegalityTest<OctagonSearchGame>);
static_assert(engine::GameWithTactics<OctagonSearchGame>);

}  // namespace skald::octagon
