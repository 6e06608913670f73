// Results decided by a move: king escape (corner or edge), edge fort, king capture and
// encirclement. Repetition is judged in make(); "no legal moves" lazily in outcome().
//
// - Escape (`esc`): a defender king that reaches a corner square (esc:c) or any edge
//   square (esc:e) wins.
// - King capture: the attackers win when the last defender king is captured.
// - Encirclement (`surf:y`): after an attacker move, the attackers win when no defender
//   can be reached from the board's edge through empty squares (OpenTafl's
//   isSideEncircled: a flood from every edge square through empty squares).
// - Edge fort (`efe:y`, Copenhagen): after a defender move, with a defender king on the
//   edge: the empty squares the king can reach hold no attacker and border none, the
//   king can move, and every defender bounding that region is safe from capture on both
//   lines (on each line one neighbour is off the board, another bounding defender, or an
//   inner square that is not hostile to it).

#include <algorithm>

#include "skald/tafl/position.h"

namespace skald::tafl {

namespace {

constexpr std::uint8_t kKingDefender = 1 + kPieceKinds + static_cast<int>(PieceKind::king);

constexpr bool is_attacker(std::uint8_t v) {
  return v >= 1 && v <= kPieceKinds;
}
constexpr bool is_defender(std::uint8_t v) {
  return v > kPieceKinds && v <= 2 * kPieceKinds;
}

}  // namespace

Outcome Position::decide_after_move(Move m, int captures) const {
  const BoardTables& t = *tables_;
  const std::uint8_t piece = board_[m.to];
  if (piece == kKingDefender) {
    const bool escaped =
        t.rules.escape == EscapeType::corner ? (t.kind[m.to] & kCorner) != 0 : t.edge[m.to];
    if (escaped) return Outcome::win(Side::defenders, EndReason::king_escaped);
  }
  if (is_attacker(piece)) {
    if (king_square_ == 0) {
      // Only a capture can remove the last king; a kingless start position plays on.
      for (const Capture& c : last_captures())
        if (c.piece.code() == kKingDefender)
          return Outcome::win(Side::attackers, EndReason::king_captured);
    }
    if (t.rules.surrounding_fatal && (captures > 0 || may_separate(m.to)) && defenders_surrounded())
      return Outcome::win(Side::attackers, EndReason::surrounded);
  } else if (t.rules.edge_fort_escape && king_square_ != 0 && t.edge[king_square_] &&
             edge_fort_at(king_square_)) {
    return Outcome::win(Side::defenders, EndReason::edge_fort);
  }
  return Outcome{};
}

bool Position::may_separate(int sq) const {
  // Placing an attacker on `sq` can only cut the non-attacker squares apart when its
  // orthogonal non-attacker neighbours are not already joined around it through the
  // diagonal squares. Off-board squares count as open (they are the edge itself).
  const int s = tables_->stride;
  const int ring[8] = {s, s + 1, 1, -s + 1, -s, -s - 1, -1, s - 1};
  auto open = [&](int d) { return !is_attacker(board_[sq + d]); };
  int orth = 0;
  int links = 0;
  for (int i = 0; i < 4; ++i) {
    const bool a = open(ring[2 * i]);
    const bool diag = open(ring[2 * i + 1]);
    const bool b = open(ring[(2 * i + 2) % 8]);
    orth += a;
    links += a && diag && b;
  }
  if (orth <= 1) return false;
  const int groups = std::max(1, orth - links);
  return groups > 1;
}

bool Position::defenders_surrounded() const {
  // A flood from every edge square through empty squares, on bit sets: it reaches a
  // defender unless the defenders are enclosed. Each round adds the squares next to the
  // empty squares reached so far; attackers stop it.
  const BoardTables& t = *tables_;
  const int words = t.square_words;
  const int s = t.stride;
  const SquareBits& attackers = occupied_[0];
  const SquareBits& defenders = occupied_[1];
  SquareBits open{};     // on the board and not an attacker
  SquareBits reached{};  // open squares the flood has reached
  for (int w = 0; w < words; ++w) {
    open[w] = t.on_board_bits[w] & ~attackers[w];
    reached[w] = t.edge_bits[w] & open[w];
    if (reached[w] & defenders[w]) return false;
  }
  for (;;) {
    SquareBits from{};  // empty squares reached: the flood goes on from these
    for (int w = 0; w < words; ++w)
      from[w] = reached[w] & ~defenders[w];
    std::uint64_t grew = 0;
    SquareBits next{};
    for (int w = 0; w < words; ++w) {
      // Neighbours one and one row (stride) away on either side; bits that cross a word
      // come from the word below or above. Off-board squares are not in `open`.
      const std::uint64_t below = w > 0 ? from[w - 1] : 0;
      const std::uint64_t above = w + 1 < words ? from[w + 1] : 0;
      std::uint64_t n = (from[w] << 1) | (below >> 63) | (from[w] >> 1) | (above << 63);
      n |= (from[w] << s) | (below >> (64 - s)) | (from[w] >> s) | (above << (64 - s));
      n &= open[w] & ~reached[w];
      if (n & defenders[w]) return false;
      next[w] = n;
      grew |= n;
    }
    if (grew == 0) return true;
    for (int w = 0; w < words; ++w)
      reached[w] |= next[w];
  }
}

bool Position::edge_fort_at(int king_sq) const {
  const BoardTables& t = *tables_;
  constexpr std::uint8_t kInside = 1;
  constexpr std::uint8_t kWall = 2;
  std::array<std::uint8_t, kMaxSquares> mark{};
  std::array<std::uint16_t, kMaxSquares> stack;
  std::array<std::uint16_t, kMaxSquares> wall;
  int top = 0;
  int walls = 0;
  int inside = 0;
  mark[king_sq] = kInside;
  stack[top++] = static_cast<std::uint16_t>(king_sq);
  while (top > 0) {
    const int sq = stack[--top];
    ++inside;
    for (int d : t.dirs) {
      const int n = sq + d;
      const std::uint8_t v = board_[n];
      if (v == kOffBoard || mark[n]) continue;
      if (is_attacker(v)) return false;
      if (v != 0) {
        mark[n] = kWall;
        wall[walls++] = static_cast<std::uint16_t>(n);
      } else {
        mark[n] = kInside;
        stack[top++] = static_cast<std::uint16_t>(n);
      }
    }
  }
  if (inside < 2) return false;  // the king must be able to move
  for (int i = 0; i < walls; ++i) {
    const int w = wall[i];
    const std::uint16_t bit = static_cast<std::uint16_t>(1u << (board_[w] - 1));
    auto safe = [&](int n) {
      if (board_[n] == kOffBoard) return true;
      if (mark[n] == kWall) return true;
      if (mark[n] == kInside) {
        const std::uint16_t mask = board_[n] == 0 ? t.hostile_when_empty[n] : t.hostile[n];
        return !(mask & bit);
      }
      return false;
    };
    for (int axis = 0; axis < 4; axis += 2) {
      const int d = t.dirs[axis];
      if (!safe(w + d) && !safe(w - d)) return false;
    }
  }
  return true;
}

}  // namespace skald::tafl
