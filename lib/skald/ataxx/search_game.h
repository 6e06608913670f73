#pragma once

// AtaxxSearchGame: an Ataxx or Spot Position dressed for skald's searches. With two
// players it models engine::SearchableGame (engine/search.h, and the proof search): the
// outcome and evaluation seen by the side to move, move codes and history slots. With any
// number it models engine::MultiPlayerGame (engine/multi_player_search.h): zero-sum
// utilities per player (evaluation.h) and a move order (moves that turn more stones
// first, clones before jumps). The outcome, evaluation and utilities are those of every
// ranked game (engine/ranked_search_game.h); in Ataxx a side without a move passes, in
// Spot it is skipped, so a position without moves is over.

#include <cstdint>

#include "skald/ataxx/evaluation.h"
#include "skald/ataxx/position.h"
#include "skald/engine/game_concept.h"
#include "skald/engine/multi_player_search.h"
#include "skald/engine/ranked_search_game.h"

namespace skald::ataxx {

class AtaxxSearchGame : public engine::RankedSearchGame<Position, Move, MoveList, kWonUtility> {
 public:
  using RankedSearchGame::RankedSearchGame;

  /// A null move for the proof search's threat tests (engine::GameWithPass): the board
  /// stays, the turn goes on (Position::make plays a pass whether or not a move exists).
  void make_pass() { position_.make(Move::pass()); }

  /// Moves that turn more stones first; a clone (which adds a stone) before a jump.
  int order_key(const Move& m) const {
    if (m.is_pass()) return 0;
    return 4 * count(position_.flips(m)) + (m.is_clone() ? 2 : 0);
  }
  std::uint32_t move_code(const Move& m) const {
    return static_cast<std::uint32_t>(m.from) | (static_cast<std::uint32_t>(m.to) << 6);
  }
  int history_slots() const { return 64 * 64; }
  int history_slot(const Move& m) const { return m.from * 64 + m.to; }
};

static_assert(engine::SearchableGame<AtaxxSearchGame>);
static_assert(engine::MultiPlayerGame<AtaxxSearchGame>);
static_assert(engine::GameWithLegalityTest<AtaxxSearchGame>);
static_assert(engine::GameWithPass<AtaxxSearchGame>);

}  // namespace skald::ataxx
