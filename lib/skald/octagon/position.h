#pragma once

// Position: an Octagon Theory game in play (rules.h): the pieces on the board's cells (their
// owner, and the kind and turn they were placed with, which only pictures use: a piece on
// the board pushes nothing later), each player's stock, the side to move, the placements
// it has left this turn and the round. Everything the rules decide lives here: placements
// and their pushes, the turn order, the end of the game and how it places the players, and
// a Zobrist hash of what decides the future (owners, stocks, side, placements left, round;
// not the kinds and turns of placed pieces, which decide nothing).
//
// Played with make/unmake: an undo stack of the small state and the cells a move changed.

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "skald/octagon/board.h"
#include "skald/octagon/move.h"
#include "skald/octagon/rules.h"

namespace skald::octagon {

/// What stands on a cell: nobody's (owner -1) or a player's piece.
struct Piece {
  std::int8_t owner = -1;
  std::uint8_t kind = 0;
  std::uint8_t turn = 0;
  bool empty() const { return owner < 0; }
  friend bool operator==(const Piece&, const Piece&) = default;
};

/// One step of a push the last move made: the piece of `owner` on `from` went to `to`, or
/// left the game (to == kOffBoard or kIntoHole). `direction` is the placed piece's
/// direction that caused it.
struct PushStep {
  int direction = 0;
  int from = 0;
  int to = 0;
  int owner = 0;
};

/// Why a game ended.
enum class EndReason { none, turns_played, cannot_place };

/// "every turn played", "no piece can be placed", "".
const char* end_reason_text(EndReason reason);

/// The end of a game: why, and each player's place (1 = first; equal counts share one).
struct GameEnd {
  EndReason reason = EndReason::none;
  std::vector<int> places;
  bool over() const { return reason != EndReason::none; }
};

using Stock = std::array<int, kKinds>;

class Position {
 public:
  /// The start of `rules`: an empty board, full stocks, x to move, round 1.
  explicit Position(const OctagonRules& rules);

  /// Everything a position text gives, for a set-up position (the reader checks it).
  struct Setup {
    std::vector<Piece> cells;  // per cell id
    int side = 0;
    int round = 1;
    int placements_left = 1;
    std::array<Stock, kMaxPlayers> stocks{};
  };
  Position(const OctagonRules& rules, const Setup& setup);

  const OctagonRules& rules() const { return rules_; }
  const Board& board() const { return *board_; }
  int players() const { return rules_.players; }
  int side_to_move() const { return state_.side; }
  int round() const { return state_.round; }
  int placements_left() const { return state_.placements_left; }
  std::uint64_t hash() const { return state_.hash; }
  const Piece& at(int cell) const { return cells_[static_cast<std::size_t>(cell)]; }
  /// A player's pieces left in stock of `kind` (kUnlimited: no limit).
  int stock(int side, int kind) const {
    return state_.stocks[static_cast<std::size_t>(side)][static_cast<std::size_t>(kind)];
  }
  /// A player's pieces on the board.
  int pieces(int side) const { return state_.counts[static_cast<std::size_t>(side)]; }
  int empty_cells() const { return state_.empty; }
  /// Rounds still to play, the current one included.
  int rounds_left() const { return rules_.turns - state_.round + 1; }
  /// Moves made since the position was set up (the undo stack's depth).
  int ply() const { return static_cast<int>(undo_.size()); }

  /// Every placement of the side to move: cells in id order, kinds in stock, each distinct
  /// set of directions once (its canonical turn). Empty when the game is over.
  void generate_moves(MoveList& list) const;
  /// How many moves generate_moves() gives, counted without listing them.
  std::uint64_t count_moves() const;
  bool is_legal(const Move& move) const;
  /// The directions `move` points to.
  DirectionMask directions(const Move& move) const {
    return turned(base_mask(move.kind, rules_.two), move.turn);
  }
  /// The directions of `move` with an opponent piece next to its cell: the pushes it
  /// starts. Placements with equal push sets (and kind) change the game alike.
  DirectionMask pushes(const Move& move) const;

  void make(const Move& move);
  void unmake();
  /// Drops the undo stack, so that copies of a position deep in a record stay small.
  void forget_history() {
    undo_.clear();
    changes_.clear();
  }
  /// What the last make() pushed, step by step (empty after unmake()).
  const std::vector<PushStep>& last_pushes() const { return pushes_; }

  bool game_over() const;
  GameEnd end() const;

 private:
  struct State {
    std::array<Stock, kMaxPlayers> stocks{};
    std::array<int, kMaxPlayers> counts{};
    std::uint64_t hash = 0;
    int side = 0;
    int round = 1;
    int placements_left = 1;
    int empty = 0;
  };
  struct Undo {
    State state;
    std::size_t changes = 0;  // changes_ size before the move
  };
  struct Change {
    int cell;
    Piece before;
  };

  void set_cell(int cell, const Piece& piece);
  /// Pushes the piece on `cell` `rules_.push` cells in `direction`.
  void push(int cell, int direction);
  bool can_place() const;
  std::uint64_t full_hash() const;

  OctagonRules rules_;
  std::shared_ptr<const Board> board_;
  std::vector<Piece> cells_;
  State state_;
  std::vector<Undo> undo_;
  std::vector<Change> changes_;
  std::vector<PushStep> pushes_;
};

/// Zobrist keys, from splitmix64 over a fixed seed (the same on every run).
std::uint64_t piece_key(int cell, int owner);
std::uint64_t side_key(int side);
std::uint64_t round_key(int round, int placements_left);
std::uint64_t stock_key(int side, int kind, int count);

}  // namespace skald::octagon
