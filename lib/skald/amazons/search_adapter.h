#pragma once

// AmazonsSearchGame: an Amazons Position dressed for the generic search
// (engine/game_concept.h), which sees each move as two half-moves of one side: the amazon's
// queen move, then its arrow. A full move is about 2,000 choices at the start of the 10x10
// game, the halves about 80 and 30: with halves the table, killers and history order the
// amazon moves and the arrows apart, a refuted amazon move is cut after its first arrows,
// and a shallow search is a cheap one (the concept lets one side move twice, as tafl's
// berserk does). Records keep one node per full move: the analyser pairs the halves
// (amazons_analyser.cpp). Depths count half-moves here.
//
// Measured against the same search over full moves (tests/bench/bench_amazons_search.cpp,
// Release, one core, CPU time, to the same depth in full moves, both with a window of 300):
// 6x6 depth 3: 205,762 nodes against 202,098, 452 against 432 ms; 8x8 depth 3: 1,180,891
// against 1,228,570, about 4.0 s each; 10x10 depth 2: 18,651 against 20,402 nodes, 104
// against 186 ms. The halves pay where a move has most choices. They first did worse (8x8:
// 43% more time) until the evaluation gave the squares both sides reach as soon to the side
// whose amazon moves next (evaluation.h), so that a depth ending after an amazon's move and
// one ending after its arrow agree, and the aspiration window grew to three squares.

#include <cstdint>
#include <vector>

#include "skald/amazons/evaluation.h"
#include "skald/amazons/position.h"
#include "skald/engine/game_concept.h"

namespace skald::amazons {

class AmazonsSearchGame {
 public:
  /// A half-move: an amazon's move from `from` to `to`, or (arrow) the pending amazon on
  /// `from` shooting at `to`.
  struct Move {
    std::uint8_t from = 0;
    std::uint8_t to = 0;
    bool arrow = false;
    friend bool operator==(const Move&, const Move&) = default;
  };
  /// The half-moves of a node; the search keeps one list per ply, so its storage is reused.
  class MoveList {
   public:
    void clear() { moves_.clear(); }
    void push_back(const Move& m) { moves_.push_back(m); }
    int size() const { return static_cast<int>(moves_.size()); }
    Move& operator[](int i) { return moves_[static_cast<std::size_t>(i)]; }
    const Move& operator[](int i) const { return moves_[static_cast<std::size_t>(i)]; }

   private:
    std::vector<Move> moves_;
  };

  /// Starts from `position`, which must be between full moves.
  explicit AmazonsSearchGame(Position position) : position_(std::move(position)) {}

  const Position& position() const { return position_; }

  void generate_moves(MoveList& list) const {
    list.clear();
    const Geometry& g = position_.geometry();
    const Bits empty = position_.empty();
    const int pending = position_.pending();
    if (pending >= 0) {
      const auto from = static_cast<std::uint8_t>(pending);
      for_each_square(g.queen_reach(bit(pending), empty), [&](int to) {
        list.push_back({from, static_cast<std::uint8_t>(to), true});
      });
      return;
    }
    for_each_square(position_.amazons(position_.side_to_move()), [&](int from) {
      for_each_square(g.queen_reach(bit(from), empty), [&](int to) {
        list.push_back({static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), false});
      });
    });
  }
  bool is_legal(const Move& m) const { return is_legal_in(position_, m); }
  void make(const Move& m) { make_in(position_, m); }

  /// Whether half-move `m` is legal in `position`.
  static bool is_legal_in(const Position& position, const Move& m) {
    const Geometry& g = position.geometry();
    const int pending = position.pending();
    if (m.arrow != (pending >= 0) || m.from >= kSquareSlots || m.to >= kSquareSlots) return false;
    if (m.arrow && m.from != pending) return false;
    if (!m.arrow && (position.amazons(position.side_to_move()) & bit(m.from)) == 0) return false;
    return (g.queen_reach(bit(m.from), position.empty()) & bit(m.to)) != 0;
  }
  /// Plays half-move `m` (legal) in `position`.
  static void make_in(Position& position, const Move& m) {
    if (m.arrow)
      position.shoot(m.to);
    else
      position.move_amazon(m.from, m.to);
  }
  void unmake() { position_.unmake(); }
  std::uint64_t hash() const { return position_.hash(); }
  int side_to_move() const { return position_.side_to_move(); }
  /// A side to move without a move has lost (checked here too, so that a leaf at the
  /// horizon is scored as the loss it is rather than evaluated).
  engine::Outcome outcome() const {
    if (position_.pending() < 0 && !position_.has_move(position_.side_to_move()))
      return engine::Outcome::loss;
    return engine::Outcome::none;
  }
  int evaluate() const { return amazons::evaluate(position_); }
  /// Three squares: one move shifts the territory by more than one, and the values of
  /// depths ending after an amazon's move and after its arrow differ. On the bench's
  /// starts (6x6 and 8x8 to 3 moves, 10x10 to 2) 300 took 10-30% fewer nodes than the
  /// engine's default of 100, and fewer than 500, 1,000 or 2,000 in total.
  int aspiration_window() const { return 300; }
  std::uint32_t move_code(const Move& m) const {
    return static_cast<std::uint32_t>(m.from) | (static_cast<std::uint32_t>(m.to) << 7) |
           (m.arrow ? 1u << 14 : 0u);
  }
  int history_slots() const { return kSquareSlots * kSquareSlots + kSquareSlots; }
  int history_slot(const Move& m) const {
    return m.arrow ? kSquareSlots * kSquareSlots + m.to : m.from * kSquareSlots + m.to;
  }

  /// Which half-moves certainly leave the game going on with the other side to move
  /// (engine::GameWithPlainMoves): an arrow after which the opponent can still move. The
  /// proof search skips them where only a move that ends the game helps.
  class PlainMoves {
   public:
    explicit PlainMoves(const Position& position) : position_(position) {}
    bool goes_on_after(const Move& m) const {
      if (!m.arrow) return false;
      const int other = position_.side_to_move() ^ 1;
      const Bits free = position_.empty() & ~bit(m.to);
      return (position_.geometry().king_reach(position_.amazons(other)) & free) != 0;
    }

   private:
    const Position& position_;
  };
  PlainMoves plain_moves() const { return PlainMoves(position_); }

 private:
  Position position_;
};

static_assert(engine::GameWithPlainMoves<AmazonsSearchGame>);
static_assert(engine::GameWithLegalityTest<AmazonsSearchGame>);

}  // namespace skald::amazons
