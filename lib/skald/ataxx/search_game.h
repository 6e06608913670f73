#pragma once

// AtaxxSearchGame: an Ataxx or Spot Position dressed for skald's searches. With two
// players it models engine::SearchableGame (engine/search.h, and the proof search): the
// outcome and evaluation seen by the side to move, move codes and history slots. With any
// number it models engine::MultiPlayerGame (engine/multi_player_search.h): zero-sum
// utilities per player (evaluation.h) and a move order (moves that turn more stones
// first, clones before jumps).

#include <algorithm>
#include <cstdint>

#include "skald/ataxx/evaluation.h"
#include "skald/ataxx/position.h"
#include "skald/engine/game_concept.h"
#include "skald/engine/multi_player_search.h"

namespace skald::ataxx {

class AtaxxSearchGame {
 public:
  using Move = ataxx::Move;
  using MoveList = ataxx::MoveList;

  explicit AtaxxSearchGame(Position position) : position_(std::move(position)) {}

  const Position& position() const { return position_; }

  void generate_moves(MoveList& list) const { position_.generate_moves(list); }
  bool is_legal(const Move& m) const { return position_.is_legal(m); }
  void make(const Move& m) { position_.make(m); }
  void unmake() { position_.unmake(); }
  /// A null move for the proof search's threat tests (engine::GameWithPass): the board
  /// stays, the turn goes on (Position::make plays a pass whether or not a move exists).
  void make_pass() { position_.make(Move::pass()); }
  std::uint64_t hash() const { return position_.hash(); }
  int side_to_move() const { return position_.side_to_move(); }
  int side_count() const { return position_.players(); }
  bool game_over() const { return position_.game_over(); }

  /// Seen by the side to move: a game over places it first alone (win), first with every
  /// other player (draw), or not first (loss).
  engine::Outcome outcome() const {
    const GameEnd end = position_.end();
    if (!end.over()) return engine::Outcome::none;
    int firsts = 0;
    for (int place : end.places)
      firsts += place == 1;
    if (end.places[static_cast<std::size_t>(side_to_move())] != 1) return engine::Outcome::loss;
    return firsts == 1 ? engine::Outcome::win : engine::Outcome::draw;
  }
  /// Never asked in Ataxx (a side without a move passes) nor in Spot (it is skipped): a
  /// position without moves is over.
  engine::Outcome outcome_without_moves() const { return outcome(); }

  /// The side to move's utility (two players: its worth minus the other's), in hundredths
  /// of a stone.
  int evaluate() const {
    const int u = heuristic_utilities(position_)[static_cast<std::size_t>(side_to_move())];
    return std::clamp(u, -engine::kMaxEvaluation, engine::kMaxEvaluation);
  }
  Utilities utilities() const {
    return position_.game_over() ? final_utilities(position_) : heuristic_utilities(position_);
  }
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

 private:
  Position position_;
};

static_assert(engine::SearchableGame<AtaxxSearchGame>);
static_assert(engine::MultiPlayerGame<AtaxxSearchGame>);
static_assert(engine::GameWithLegalityTest<AtaxxSearchGame>);
static_assert(engine::GameWithPass<AtaxxSearchGame>);

}  // namespace skald::ataxx
