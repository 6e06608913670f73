#pragma once

// RankedSearchGame: what the engine's view of a position (a "search game", the type the
// searches are templates over) has in common across games whose finished positions place
// every player (`end().places`, 1 for first, as game::Outcome::ranked reads them) and whose
// evaluation gives each player a zero-sum utility (Ataxx and Spot, the Octagon Theory).
// It holds the position and gives make/unmake, the hash and turn, the outcome seen by the
// side to move and the evaluation and utilities; a game's search game derives from it and
// adds only its own: move generation if it differs, move order, move codes and history
// slots, and whatever optional concepts it models.
//
// `Position` has generate_moves(MoveList&), is_legal(Move), make(Move), unmake(), hash(),
// side_to_move(), players(), game_over() and end() with over() and places; the function
// evaluation_terms(position) is found beside it (by argument-dependent lookup) and gives
// every player's terms in hundredths of the game's unit, whose zero-sum utilities
// (zero_sum.h) the searches read; a first place is worth `kWonUtility`.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "skald/engine/game_concept.h"
#include "skald/engine/zero_sum.h"

namespace skald::engine {

template <class Position, class MoveType, class MoveListType, int kWonUtility>
class RankedSearchGame {
 public:
  using Move = MoveType;
  using MoveList = MoveListType;

  explicit RankedSearchGame(Position position) : position_(std::move(position)) {}

  const Position& position() const { return position_; }

  void generate_moves(MoveList& list) const { position_.generate_moves(list); }
  bool is_legal(const Move& m) const { return position_.is_legal(m); }
  void make(const Move& m) { position_.make(m); }
  void unmake() { position_.unmake(); }
  std::uint64_t hash() const { return position_.hash(); }
  int side_to_move() const { return position_.side_to_move(); }
  int side_count() const { return position_.players(); }
  bool game_over() const { return position_.game_over(); }

  /// Seen by the side to move: a game over places it first alone (win), first with every
  /// other player (draw), or not first (loss).
  Outcome outcome() const {
    const auto end = position_.end();
    if (!end.over()) return Outcome::none;
    int firsts = 0;
    for (int place : end.places)
      firsts += place == 1;
    if (end.places[static_cast<std::size_t>(side_to_move())] != 1) return Outcome::loss;
    return firsts == 1 ? Outcome::win : Outcome::draw;
  }
  /// A position without moves is over in these games (a side without one passes, is
  /// skipped or has ended the game): never asked with Outcome::none.
  Outcome outcome_without_moves() const { return outcome(); }

  /// The side to move's utility (two players: its worth minus the other's), in hundredths
  /// of the game's unit.
  int evaluate() const {
    const int u = heuristic_utilities_of(position_)[static_cast<std::size_t>(side_to_move())];
    return std::clamp(u, -kMaxEvaluation, kMaxEvaluation);
  }
  /// Every player's utility: the final one once the game is over.
  auto utilities() const {
    return position_.game_over() ? final_utilities_of(position_, kWonUtility)
                                 : heuristic_utilities_of(position_);
  }

 protected:
  Position position_;
};

}  // namespace skald::engine
