#pragma once

// Three small games for testing the search without tafl.
//
// ConnectThree: gravity tic-tac-toe on a 4x4 board (drop a stone into a column; three in a
// row, column or diagonal wins; a full board is a draw). No cycles; winning moves are
// tactical.
//
// RingChase: a game with cycles, repetition rules and double moves. Two tokens on a ring of
// nine cells; a move takes one's own token one or two cells clockwise or one cell back,
// never onto the other token. Landing on a bonus cell (0 or 4) scores a point and the same
// side moves again (like a tafl berserk continuation); a two-cell move over the other token
// takes a point from its owner (tactical, like a capture). Three points win. A position
// (tokens, points, side to move) that occurs for the third time ends the game by the
// repetition rule: a draw, a win for the side that did not make the repeating move, or a
// win for the side that made it.
//
// GraphGame: a game written out as its positions, each with a side to move, a static value
// and the positions its moves lead to, with RingChase's third-occurrence repetition rule. For
// hand-made situations a played game reaches too rarely.

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "skald/engine/game_concept.h"

namespace skald::engine::testing {

/// Deterministic 64-bit mixer (splitmix64) for Zobrist keys.
inline std::uint64_t mix64(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

/// Plays `plies` pseudo-random moves of `game` (stopping at the end of the game).
template <SearchableGame G>
void random_walk(G& game, int plies, std::uint64_t seed) {
  for (int i = 0; i < plies && game.outcome() == Outcome::none; ++i) {
    typename G::MoveList list;
    game.generate_moves(list);
    if (list.size() == 0) return;
    seed = mix64(seed);
    game.make(list[static_cast<int>(seed % static_cast<std::uint64_t>(list.size()))]);
  }
}

/// A fixed-capacity list like tafl::MoveList.
template <class M, int N>
class SmallList {
 public:
  void clear() { size_ = 0; }
  void push_back(M m) { moves_[size_++] = m; }
  int size() const { return size_; }
  M& operator[](int i) { return moves_[i]; }
  const M& operator[](int i) const { return moves_[i]; }

 private:
  std::array<M, N> moves_{};
  int size_ = 0;
};

class ConnectThree {
 public:
  static constexpr int kCols = 4;
  static constexpr int kRows = 4;
  using Move = int;  // column
  using MoveList = SmallList<int, kCols>;

  void generate_moves(MoveList& list) const {
    list.clear();
    if (winner_ >= 0) return;
    for (int c = 0; c < kCols; ++c)
      if (height_[c] < kRows) list.push_back(c);
  }
  void make(Move c) {
    int r = height_[c]++;
    cell_[r][c] = static_cast<std::int8_t>(side_ + 1);
    hash_ ^= key(r, c, side_);
    history_.push_back({c, winner_});
    if (makes_line(r, c, side_)) winner_ = side_;
    side_ ^= 1;
    hash_ ^= kSideKey;
  }
  void unmake() {
    auto [c, winner] = history_.back();
    history_.pop_back();
    side_ ^= 1;
    hash_ ^= kSideKey;
    int r = --height_[c];
    cell_[r][c] = 0;
    hash_ ^= key(r, c, side_);
    winner_ = winner;
  }
  std::uint64_t hash() const { return hash_; }
  int side_to_move() const { return side_; }
  Outcome outcome() const {
    if (winner_ >= 0) return winner_ == side_ ? Outcome::win : Outcome::loss;
    for (int c = 0; c < kCols; ++c)
      if (height_[c] < kRows) return Outcome::none;
    return Outcome::draw;
  }
  /// Open lines with two own stones minus the opponent's, plus central stones.
  int evaluate() const {
    int score = 0;
    for_each_line([&](int r0, int c0, int dr, int dc) {
      int own = 0, other = 0;
      for (int i = 0; i < 3; ++i) {
        int v = cell_[r0 + i * dr][c0 + i * dc];
        if (v == side_ + 1) ++own;
        if (v == (side_ ^ 1) + 1) ++other;
      }
      if (other == 0) score += own * own * 10;
      if (own == 0) score -= other * other * 10;
    });
    return score;
  }
  std::uint32_t move_code(Move c) const { return static_cast<std::uint32_t>(c); }
  int history_slots() const { return kCols; }
  int history_slot(Move c) const { return c; }
  /// A drop that completes three in a row.
  bool is_tactical(Move c) const { return completes_line(c, side_); }
  /// Whether `side` would complete three in a row by a drop into column `c` now.
  bool completes_line(Move c, int side) const {
    return height_[c] < kRows && makes_line(height_[c], c, side);
  }

 protected:  // HookedConnectThree (hooked_connect_three.h) passes
  static constexpr std::uint64_t kSideKey = 0x5bd1e9955bd1e995ULL;
  static std::uint64_t key(int r, int c, int side) {
    return mix64(static_cast<std::uint64_t>((r * kCols + c) * 2 + side));
  }
  template <class F>
  static void for_each_line(F f) {
    for (int r = 0; r < kRows; ++r)
      for (int c = 0; c < kCols; ++c) {
        if (c + 2 < kCols) f(r, c, 0, 1);
        if (r + 2 < kRows) f(r, c, 1, 0);
        if (r + 2 < kRows && c + 2 < kCols) f(r, c, 1, 1);
        if (r + 2 < kRows && c - 2 >= 0) f(r, c, 1, -1);
      }
  }
  bool makes_line(int r, int c, int side) const {
    const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (auto& d : dirs) {
      int run = 1;
      for (int s = -1; s <= 1; s += 2)
        for (int i = 1; i < 3; ++i) {
          int rr = r + s * i * d[0], cc = c + s * i * d[1];
          if (rr < 0 || rr >= kRows || cc < 0 || cc >= kCols) break;
          if (cell_[rr][cc] != side + 1) break;
          ++run;
        }
      if (run >= 3) return true;
    }
    return false;
  }

  std::int8_t cell_[kRows][kCols] = {};
  int height_[kCols] = {};
  int side_ = 0;
  int winner_ = -1;
  std::uint64_t hash_ = 0;
  struct Undo {
    int column;
    int winner;
  };
  std::vector<Undo> history_;
};

enum class RingRepetition { draw, mover_loses, mover_wins };

/// The third-occurrence repetition rule of RingChase and GraphGame: the game's positions so
/// far and, once one has occurred a third time, the side whose move made it, which `rule`
/// turns into an outcome.
class ThirdOccurrence {
 public:
  explicit ThirdOccurrence(RingRepetition rule) : rule_(rule) {}

  /// Starts the record with the game's first position.
  void start(std::uint64_t position) { seen_.assign(1, position); }
  /// Records `position`, reached by a move of side `mover`.
  void record(std::uint64_t position, int mover) {
    ends_.push_back(end_);
    int count = 0;
    for (auto x : seen_)
      if (x == position) ++count;
    seen_.push_back(position);
    if (count >= 2 && end_ < 0) end_ = mover;
  }
  /// Forgets the last recorded position.
  void take_back() {
    end_ = ends_.back();
    ends_.pop_back();
    seen_.pop_back();
  }
  bool ended() const { return end_ >= 0; }
  /// How the rule ends the game for `side` (to move), Outcome::none while it has not.
  Outcome outcome(int side) const {
    if (end_ < 0) return Outcome::none;
    if (rule_ == RingRepetition::draw) return Outcome::draw;
    int winner_side = rule_ == RingRepetition::mover_wins ? end_ : end_ ^ 1;
    return winner_side == side ? Outcome::win : Outcome::loss;
  }
  /// The positions before the current one, oldest first.
  std::vector<std::uint64_t> earlier_positions() const {
    return std::vector<std::uint64_t>(seen_.begin(), seen_.end() - 1);
  }

 private:
  RingRepetition rule_;
  int end_ = -1;  // side that made the move into a third occurrence
  std::vector<std::uint64_t> seen_;
  std::vector<int> ends_;  // end_ before each recorded position
};

class RingChase {
 public:
  static constexpr int kCells = 9;
  static constexpr int kWinPoints = 3;
  struct Move {
    std::int8_t step = 0;  // +1, +2 or -1
    friend bool operator==(const Move&, const Move&) = default;
  };
  using MoveList = SmallList<Move, 3>;

  /// The start position; `bonus_cells` is a bit mask of the cells that score (0 and 4 by
  /// default; fewer bonus cells mean more cycles).
  explicit RingChase(RingRepetition rule = RingRepetition::draw, unsigned bonus_cells = 0x11)
      : repetition_(rule), bonus_mask_(bonus_cells) {
    pos_ = {2, 6};
    repetition_.start(hash());
  }
  /// A position with the tokens on `a` and `b`, these points, and `side` to move.
  RingChase(RingRepetition rule, int a, int b, int points_a, int points_b, int side)
      : repetition_(rule) {
    pos_ = {a, b};
    points_ = {points_a, points_b};
    side_ = side;
    repetition_.start(hash());
  }

  void generate_moves(MoveList& list) const {
    list.clear();
    if (winner() >= 0) return;
    const std::int8_t steps[3] = {1, 2, -1};
    for (auto s : steps)
      if (target(s) != pos_[side_ ^ 1]) list.push_back(Move{s});
  }
  void make(Move m) {
    undo_.push_back({pos_, points_, side_});
    int to = target(m.step);
    int other = side_ ^ 1;
    if (m.step == 2 && (pos_[side_] + 1) % kCells == pos_[other] && points_[other] > 0)
      --points_[other];
    pos_[side_] = to;
    bool bonus = is_bonus(to);
    if (bonus) ++points_[side_];
    int mover = side_;
    if (!bonus) side_ ^= 1;
    repetition_.record(hash(), mover);
  }
  void unmake() {
    const Undo& u = undo_.back();
    pos_ = u.pos;
    points_ = u.points;
    side_ = u.side;
    undo_.pop_back();
    repetition_.take_back();
  }
  std::uint64_t hash() const {
    return mix64(static_cast<std::uint64_t>(pos_[0] + 16 * pos_[1] + 256 * points_[0] +
                                            4096 * points_[1] + 65536 * side_));
  }
  int side_to_move() const { return side_; }
  Outcome outcome() const {
    int w = winner();
    if (w >= 0) return w == side_ ? Outcome::win : Outcome::loss;
    return repetition_.outcome(side_);
  }
  /// Points difference, then closeness to the next bonus cell.
  int evaluate() const {
    auto near = [](int p) {
      int d0 = (kCells - p) % kCells, d4 = (4 - p + kCells) % kCells;
      return d0 < d4 ? d0 : d4;
    };
    int me = side_, other = side_ ^ 1;
    return 100 * (points_[me] - points_[other]) + 7 * (near(pos_[other]) - near(pos_[me]));
  }
  std::uint32_t move_code(Move m) const { return static_cast<std::uint32_t>(m.step + 1); }
  int history_slots() const { return 4; }
  int history_slot(Move m) const { return m.step + 1; }
  /// Scoring or point-taking moves.
  bool is_tactical(Move m) const {
    int to = target(m.step);
    int other = side_ ^ 1;
    return is_bonus(to) || (m.step == 2 && (pos_[side_] + 1) % kCells == pos_[other]);
  }
  /// The hashes of the positions before the current one, oldest first.
  std::vector<std::uint64_t> earlier_positions() const { return repetition_.earlier_positions(); }

 private:
  bool is_bonus(int cell) const { return (bonus_mask_ >> cell) & 1u; }
  int target(int step) const { return (pos_[side_] + step + kCells) % kCells; }
  int winner() const {
    for (int s = 0; s < 2; ++s)
      if (points_[s] >= kWinPoints) return s;
    return -1;
  }
  struct Undo {
    std::array<int, 2> pos;
    std::array<int, 2> points;
    int side;
  };
  ThirdOccurrence repetition_;
  unsigned bonus_mask_ = 0x11;
  std::array<int, 2> pos_{};
  std::array<int, 2> points_{};
  int side_ = 0;
  std::vector<Undo> undo_;
};

/// GraphGame: positions are indices into a list given by the test; a move is the index of
/// one of the position's successors. A position occurring for the third time ends the game
/// by `rule`, as in RingChase; no other rule ends it.
class GraphGame {
 public:
  struct Position {
    int side = 0;
    int evaluation = 0;      // for `side`
    std::vector<int> moves;  // successor positions, at most kMaxMoves
  };
  static constexpr int kMaxMoves = 4;
  using Move = int;
  using MoveList = SmallList<int, kMaxMoves>;

  GraphGame(std::vector<Position> positions, RingRepetition rule, int start = 0)
      : positions_(std::move(positions)), repetition_(rule), at_(start) {
    repetition_.start(hash());
  }

  void generate_moves(MoveList& list) const {
    list.clear();
    if (repetition_.ended()) return;
    for (int i = 0; i < static_cast<int>(here().moves.size()); ++i)
      list.push_back(i);
  }
  void make(Move m) {
    undo_.push_back(at_);
    const int mover = here().side;
    at_ = here().moves[static_cast<std::size_t>(m)];
    repetition_.record(hash(), mover);
  }
  void unmake() {
    at_ = undo_.back();
    undo_.pop_back();
    repetition_.take_back();
  }
  std::uint64_t hash() const { return mix64(static_cast<std::uint64_t>(at_) + 0x6a09e667ULL); }
  int side_to_move() const { return here().side; }
  Outcome outcome() const { return repetition_.outcome(side_to_move()); }
  int evaluate() const { return here().evaluation; }
  std::uint32_t move_code(Move m) const { return static_cast<std::uint32_t>(m); }
  int history_slots() const { return kMaxMoves; }
  int history_slot(Move m) const { return m; }
  /// The hashes of the positions before the current one, oldest first.
  std::vector<std::uint64_t> earlier_positions() const { return repetition_.earlier_positions(); }

 private:
  const Position& here() const { return positions_[static_cast<std::size_t>(at_)]; }
  std::vector<Position> positions_;
  ThirdOccurrence repetition_;
  int at_ = 0;
  std::vector<int> undo_;  // the position before each move
};

}  // namespace skald::engine::testing
