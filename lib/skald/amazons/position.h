#pragma once

// Position: an Amazons board (rules.h) as bitboards (bitboard.h): each side's amazons, the
// arrows, the side to move and a Zobrist hash, with an undo stack. It plays full moves
// (an amazon's move and its arrow together, what records hold and perft counts) and, for
// the engine, the same move in two halves of one side's turn (move_amazon, then shoot):
// between them the amazon that moved is `pending` and must shoot next. unmake() takes back
// the last full or half move. The side to move has lost when none of its amazons has an
// empty square next to it: a queen move needs one, and after any amazon move the square
// it left is free to shoot.

#include <cstdint>
#include <vector>

#include "skald/amazons/bitboard.h"
#include "skald/amazons/rules.h"

namespace skald::amazons {

/// A full move: the amazon on `from` goes to `to` and shoots at `arrow` (square indices).
struct Move {
  std::uint8_t from = 0;
  std::uint8_t to = 0;
  std::uint8_t arrow = 0;
  friend bool operator==(const Move&, const Move&) = default;
};

enum class Content : std::uint8_t { empty, white, black, arrow };

class Position {
 public:
  /// The rules' start position with the rules' first side to move.
  explicit Position(const AmazonsRules& rules);
  /// A position on a board of side `size` (6 to 10) from its sets of squares. Every set
  /// must lie on the board and no two may meet (the position reader checks that).
  Position(int size, Bits white, Bits black, Bits arrows, int side_to_move);

  const Geometry& geometry() const { return geometry_; }
  int size() const { return geometry_.size; }
  int side_to_move() const { return side_; }
  Bits amazons(int side) const { return amazons_[side]; }
  Bits arrows() const { return arrows_; }
  Bits empty() const { return geometry_.squares & ~(amazons_[0] | amazons_[1] | arrows_); }
  Content at(int square) const;
  std::uint64_t hash() const { return hash_; }
  /// The square of the amazon that has moved and must now shoot, or -1 between full moves.
  int pending() const { return pending_; }
  /// Moves made and not taken back (full and half moves).
  int ply() const { return static_cast<int>(undo_.size()); }

  /// Whether `side` could make a move now (ignoring whose turn it is).
  bool has_move(int side) const { return (geometry_.king_reach(amazons_[side]) & empty()) != 0; }
  /// Every full move of the side to move, by the amazon's square, then the destination's,
  /// then the arrow's (ascending). Between two halves: nothing.
  void generate_moves(std::vector<Move>& out) const;
  bool is_legal(const Move& move) const;

  /// Plays a legal full move.
  void make(const Move& move);
  /// The first half of a move: the amazon on `from` goes to `to` (a legal queen move).
  void move_amazon(int from, int to);
  /// The second half: the pending amazon shoots at `arrow` (a legal queen move from it).
  void shoot(int arrow);
  /// Takes back the last full or half move.
  void unmake();
  /// Forgets the undo stack (a game state keeps no history: nothing repeats in Amazons).
  void forget_history() { undo_.clear(); }

 private:
  struct Undo {
    enum class Kind : std::uint8_t { full, amazon, arrow } kind;
    std::uint8_t from;
    std::uint8_t to;
    std::uint8_t arrow;
    std::uint64_t hash;
  };
  void toggle_amazon(int side, int square);
  void toggle_arrow(int square);

  Geometry geometry_;
  Bits amazons_[2] = {0, 0};
  Bits arrows_ = 0;
  int side_ = kWhite;
  int pending_ = -1;
  std::uint64_t hash_ = 0;
  std::vector<Undo> undo_;
};

/// Zobrist keys (fixed: splitmix64 from a constant seed).
std::uint64_t amazon_key(int side, int square);
std::uint64_t arrow_key(int square);
std::uint64_t pending_key(int square);
std::uint64_t side_key();

}  // namespace skald::amazons
