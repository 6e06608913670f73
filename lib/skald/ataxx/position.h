#pragma once

// Position: an Ataxx or Spot board (rules.h) with bitboards per player, the gaps, the side
// to move and the clocks, played with make/unmake (an undo stack of whole states: a state
// is a few words). Everything the rules decide lives here: move generation (clones, jumps,
// the pass of Ataxx), the turns of Spot (players without a move are skipped), the end of
// the game and how it places the players, and a Zobrist hash of the board and the side to
// move (the half-move clock is left out, as in libataxx).
//
// Sides are 0..players-1: x, o, y, z in the position notation (fen.h).

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "skald/ataxx/bitboard.h"
#include "skald/ataxx/move.h"
#include "skald/ataxx/rules.h"

namespace skald::ataxx {

/// Why a game ended.
enum class EndReason {
  none,             // it goes on
  one_colour_left,  // every other colour was taken (or the board has no stones)
  no_moves,         // no empty square is within reach of any stone (a full board)
  clock,            // 100 half-moves without a clone (Ataxx only): a draw
};

/// "one colour left", "no moves left", "100 half-moves without a clone", "".
const char* end_reason_text(EndReason reason);

/// The end of a game: why, and each player's place (1 = first; sides that share a place
/// share its number). Places are empty while the game goes on.
struct GameEnd {
  EndReason reason = EndReason::none;
  std::vector<int> places;
  bool over() const { return reason != EndReason::none; }
};

/// What a stone or square holds, for the notation and pictures.
inline constexpr int kEmpty = -1;
inline constexpr int kGap = -2;

/// Ataxx's half-move limit: at 100 half-moves without a clone the game is drawn.
inline constexpr int kHalfMoveLimit = 100;

class Position {
 public:
  using Stones = std::array<Bitboard, kMaxPlayers>;

  /// The start of `rules` (rules.h's layouts), x to move.
  explicit Position(const AtaxxRules& rules);
  /// A set-up position. In Spot a side to move without a move is skipped at once.
  Position(const AtaxxRules& rules, const Stones& stones, Bitboard gaps, int side_to_move,
           int halfmoves, int fullmove);

  const AtaxxRules& rules() const { return rules_; }
  int players() const { return rules_.players; }
  int side_to_move() const { return state_.side; }
  int halfmoves() const { return state_.halfmoves; }
  int fullmove() const { return state_.fullmove; }
  std::uint64_t hash() const { return state_.hash; }
  Bitboard stones(int side) const { return state_.stones[static_cast<std::size_t>(side)]; }
  Bitboard gaps() const { return gaps_; }
  Bitboard occupied() const;
  Bitboard empty() const { return ~(occupied() | gaps_) & kBoard; }
  /// The side whose stone is on `square`, kEmpty or kGap.
  int at(int square) const;
  /// Moves made since the position was set up (the undo stack's depth).
  int ply() const { return static_cast<int>(undo_.size()); }

  /// Every legal move of the side to move: clones by target (a1 first), then jumps by
  /// source and target; a pass alone when Ataxx's side to move has none. Empty when the
  /// game is over.
  void generate_moves(MoveList& list) const;
  /// How many moves generate_moves() gives, counted without listing them (perft's last ply).
  std::uint64_t count_moves() const;
  bool is_legal(Move move) const;
  /// The opponent stones `move` turns.
  Bitboard flips(Move move) const;
  /// Whether `side` has a stone that can reach an empty square.
  bool can_move(int side) const;

  void make(Move move);
  void unmake();
  /// Drops the undo stack (the moves made can no longer be unmade), so that copies of a
  /// position deep in a record stay small.
  void forget_history() { undo_.clear(); }

  bool game_over() const;
  GameEnd end() const;

 private:
  struct State {
    Stones stones{};
    std::uint64_t hash = 0;
    int side = 0;
    int halfmoves = 0;
    int fullmove = 1;
  };
  /// The hash of the stones and side of `state_`, from scratch.
  std::uint64_t full_hash() const;
  /// Spot: the first player from `side` on, in turn order, that can move (`side` when none).
  int next_player_with_move(int side) const;
  int colours_with_stones() const;

  AtaxxRules rules_;
  Bitboard gaps_ = 0;
  State state_;
  std::vector<State> undo_;
};

}  // namespace skald::ataxx
