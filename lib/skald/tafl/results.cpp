// Results decided by a move: king escape (corner or edge), edge fort, king capture and
// encirclement. Repetition is judged in make(); "no legal moves" lazily in outcome().
//
// - Escape (`esc`): a defender king that reaches a corner square (esc:c) or any edge
//   square (esc:e) wins.
// - King capture: the attackers win when the last defender king is captured.
// - OpenTafl dialect (GameState.checkVictory; issue 8, fact 8): a side that cannot move
//   does not lose (Position::outcome()); instead the defenders win when every attacker is
//   captured, and the attackers win when no defender has an empty square beside it (a
//   corner or the throne counts as empty), whoever moved.
// - Encirclement (`surf:y`): after an attacker move, the attackers win when no defender
//   can be reached from the board's edge through empty squares (OpenTafl's
//   isSideEncircled: a flood from every edge square through empty squares).
// - Edge fort (`efe:y`, Copenhagen). Spec dialect: after a defender move, with a defender
//   king on the edge: the empty squares the king can reach hold no attacker and border
//   none, the king can move, and every defender bounding that region is safe from capture
//   on both lines (on each line one neighbour is off the board, a defender, or an inner
//   square that is not hostile to it). OpenTafl dialect (GameState.checkEdgeFortEscape,
//   after every move of either side): the squares the king can reach by his moves
//   (Taflman.getReachableSpaces) border no attacker; the king stands on the edge and can
//   move, or can reach the edge; and no defender bordering them has three or more
//   neighbours that are neither reachable squares nor defenders; before that, a king in
//   one of the defenders' shieldwalls (opentafl_walls.h) who can move is in a fort. A
//   friendly piece outside the wall protects a wall piece in both dialects (fact 7).

#include <algorithm>

#include "skald/tafl/movegen_inl.h"
#include "skald/tafl/opentafl_walls.h"
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

Outcome Position::decide_after_move(Move m, int captures) {
  const BoardTables& t = *tables_;
  const std::uint8_t piece = board_[m.to];
  if (piece == kKingDefender) {
    if (t.escape_square(m.to)) return Outcome::win(Side::defenders, EndReason::king_escaped);
  }
  const bool opentafl = t.rules.dialect == Dialect::opentafl;
  if (opentafl && !is_attacker(piece) && captures > 0) {
    bool attackers_left = false;
    for (int w = 0; w < t.square_words; ++w)
      attackers_left = attackers_left || occupied_[index(Side::attackers)][w] != 0;
    if (!attackers_left) return Outcome::win(Side::defenders, EndReason::attackers_captured);
  }
  if (is_attacker(piece)) {
    if (king_square_ == 0) {
      // Only a capture can remove the last king; a kingless start position plays on.
      for (const Capture& c : last_captures())
        if (c.piece.code() == kKingDefender)
          return Outcome::win(Side::attackers, EndReason::king_captured);
    }
  }
  // A defender that has just slid keeps the square it came from or passed beside it, so
  // only an attacker's move or a jump can hem the defenders in.
  if (opentafl && (is_attacker(piece) || m.jump) && defenders_hemmed_in())
    return Outcome::win(Side::attackers, EndReason::defenders_hemmed_in);
  if (is_attacker(piece)) {
    // OpenTafl judges edge forts after the attackers' moves too (checkVictory), before
    // encirclement.
    if (t.rules.edge_fort_escape && t.rules.dialect == Dialect::opentafl && king_square_ != 0 &&
        ((t.edge[king_square_] && king_in_opentafl_wall()) || edge_fort_opentafl()))
      return Outcome::win(Side::defenders, EndReason::edge_fort);
    if (t.rules.surrounding_fatal && (captures > 0 || may_separate(m.to)) && defenders_surrounded())
      return Outcome::win(Side::attackers, EndReason::surrounded);
  } else if (t.rules.edge_fort_escape && king_square_ != 0) {
    const bool fort =
        t.rules.dialect == Dialect::opentafl
            ? (t.edge[king_square_] && king_in_opentafl_wall()) || edge_fort_opentafl()
            : t.edge[king_square_] && edge_fort_at(king_square_);
    if (fort) return Outcome::win(Side::defenders, EndReason::edge_fort);
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

bool Position::defenders_hemmed_in() const {
  // The empty squares next to a defender, on bit sets (as in defenders_surrounded()).
  const BoardTables& t = *tables_;
  const int words = t.square_words;
  const int s = t.stride;
  const SquareBits& attackers = occupied_[0];
  const SquareBits& defenders = occupied_[1];
  for (int w = 0; w < words; ++w) {
    const std::uint64_t below = w > 0 ? defenders[w - 1] : 0;
    const std::uint64_t above = w + 1 < words ? defenders[w + 1] : 0;
    const std::uint64_t d = defenders[w];
    std::uint64_t n = (d << 1) | (below >> 63) | (d >> 1) | (above << 63);
    n |= (d << s) | (below >> (64 - s)) | (d >> s) | (above << (64 - s));
    if (n & t.on_board_bits[w] & ~attackers[w] & ~defenders[w]) return false;
  }
  return true;
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
      if (is_defender(board_[n])) return true;  // a wall piece, or one outside that guards it
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

bool Position::king_in_opentafl_wall() const {
  // GameState.checkVictory reads a wall of the defenders holding the king, who can move,
  // as an edge fort before its exhaustive check. Such a king stands on the edge (callers
  // check that first).
  const BoardTables& t = *tables_;
  OpenTaflWalls walls;
  find_opentafl_walls(t, board_, Side::defenders, SquareBits{}, walls);
  bool fort = false;
  for (int w = 0; w < walls.wall_count && !fort; ++w)
    walls.for_each(walls.walls[w].spaces, [&](int sq) {
      fort = fort || (sq == king_square_ && for_each_move_of(sq, [](Move) { return true; }));
    });
  return fort;
}

bool Position::edge_fort_opentafl() {
  const BoardTables& t = *tables_;
  const int king = king_square_;
  const std::uint8_t code = board_[king];
  // An attacker found bordering the king's reach before still does (fort_witness_).
  if (fort_witness_ != 0 && fort_king_ == king && is_attacker(board_[fort_witness_])) return false;
  SquareBits relied{};  // the empty squares the flood below went through
  auto witness = [&](int attacker) {
    fort_relied_ = relied;
    fort_witness_ = static_cast<std::uint16_t>(attacker);
    fort_king_ = static_cast<std::uint16_t>(king);
    return false;
  };
  // Every square next to a reachable one, the king's own included, must hold no
  // attacker: the cheapest test, and most positions fail it at once.
  bool can_step = false;
  for (int d : t.dirs) {
    if (is_attacker(board_[king + d])) return witness(king + d);
    can_step = can_step || board_[king + d] == 0;
  }
  // Off the edge, a king with no empty square beside him reaches no edge (the usual
  // case, and a frequent one: this runs after every move).
  if (!can_step && !t.edge[king]) return false;

  // The squares the king reaches by moves from his square, and from those (jumps left
  // out), on the board as it stands: his own square blocks, and whether he may enter a
  // special square depends on the kind of square he stands on (GenericRules).
  const std::uint16_t bit = static_cast<std::uint16_t>(1u << (code - 1));
  const int speed = t.speed[code - 1];
  const std::uint8_t king_kind = t.kind[king] & kSpecial;
  SquareBits reached{};
  auto mark = [&](int sq) { reached[sq >> 6] |= std::uint64_t{1} << (sq & 63); };
  auto is_reached = [&](int sq) { return (reached[sq >> 6] >> (sq & 63)) & 1u; };
  std::array<std::uint16_t, kMaxSquares> queue;
  int head = 0;
  int tail = 0;
  mark(king);
  queue[tail++] = static_cast<std::uint16_t>(king);
  bool edge_reached = t.edge[king];
  while (head < tail) {
    const int from = queue[head++];
    for (int d : t.dirs) {
      int sq = from;
      for (int step = 0; step < speed; ++step) {
        sq += d;
        if (board_[sq] != 0) break;
        relied[sq >> 6] |= std::uint64_t{1} << (sq & 63);
        const std::uint8_t k = t.kind[sq] & kSpecial;
        if (k != 0) {
          if (!(t.passable[sq] & bit)) break;
          if (k != king_kind && !(t.reenterable[sq] & bit)) break;
          if (!(t.stoppable[sq] & bit)) continue;
        }
        if (is_reached(sq)) continue;
        for (int e : t.dirs)
          if (is_attacker(board_[sq + e])) return witness(sq + e);
        mark(sq);
        queue[tail++] = static_cast<std::uint16_t>(sq);
        edge_reached = edge_reached || t.edge[sq];
      }
    }
  }
  if (t.edge[king] ? tail < 2 && !for_each_move_of(king, [](Move) { return true; }) : !edge_reached)
    return false;

  // Each defender next to a reachable square (the king too) may have at most two
  // neighbours that are neither reachable nor defenders (GameState.checkEdgeFortEscape).
  for (int i = 0; i < tail; ++i) {
    for (int d : t.dirs) {
      const int w = queue[i] + d;
      if (!is_defender(board_[w])) continue;
      int open = 0;
      for (int e : t.dirs) {
        const int n = w + e;
        if (board_[n] == kOffBoard || is_reached(n) || is_defender(board_[n])) continue;
        ++open;
      }
      if (open >= 3) return false;
    }
  }
  return true;
}

bool Position::plain_moves_keep_out_forts(SquareBits& movers) const {
  const BoardTables& t = *tables_;
  movers = {};
  if (!t.rules.edge_fort_escape || king_square_ == 0) return true;
  if (t.rules.dialect == Dialect::spec) return to_move_ == Side::attackers || !t.edge[king_square_];
  if (t.edge[king_square_]) return false;
  // OpenTafl dialect, the king off the edge. A witness is an attacker next to a square
  // the king reaches in one straight move over ordinary squares (or next to the king),
  // which breaks any fort. A plain move (no capture, not the king's) spoils a witness
  // only by moving its attacker away, or by a defender stepping into its line: an
  // attacker stepping into a line is a new witness there. So two witnesses on different
  // lines with different attackers survive any plain move.
  const int king = king_square_;
  const std::uint8_t code = board_[king];
  const int speed = t.speed[code - 1];
  int first_line = -1;
  int first_attacker = 0;
  auto witness = [&](int line, int attacker) {
    if (first_line < 0) {
      first_line = line;
      first_attacker = attacker;
      return false;
    }
    return line != first_line && attacker != first_attacker;
  };
  for (int e : t.dirs)
    if (is_attacker(board_[king + e]) && witness(4, king + e)) return true;
  for (int i = 0; i < 4; ++i) {
    int sq = king;
    for (int step = 0; step < speed; ++step) {
      sq += t.dirs[i];
      if (board_[sq] != 0 || (t.kind[sq] & kSpecial)) break;
      for (int e : t.dirs)
        if (is_attacker(board_[sq + e]) && witness(i, sq + e)) return true;
    }
  }
  // Otherwise: when the squares the king reaches now include no edge square, a plain move
  // can widen them only by moving a piece that stops one of his lines (within his speed);
  // every other plain move leaves him short of the edge, hence in no fort.
  const std::uint16_t bit = static_cast<std::uint16_t>(1u << (code - 1));
  const std::uint8_t king_kind = t.kind[king] & kSpecial;
  SquareBits reached{};
  auto is_set = [](const SquareBits& b, int sq) { return (b[sq >> 6] >> (sq & 63)) & 1u; };
  auto set = [](SquareBits& b, int sq) { b[sq >> 6] |= std::uint64_t{1} << (sq & 63); };
  std::array<std::uint16_t, kMaxSquares> queue;
  int head = 0;
  int tail = 0;
  set(reached, king);
  queue[tail++] = static_cast<std::uint16_t>(king);
  while (head < tail) {
    const int from = queue[head++];
    for (int d : t.dirs) {
      int sq = from;
      for (int step = 0; step < speed; ++step) {
        sq += d;
        if (board_[sq] != 0) {
          if (board_[sq] != kOffBoard) set(movers, sq);
          break;
        }
        const std::uint8_t k = t.kind[sq] & kSpecial;
        if (k != 0) {
          if (!(t.passable[sq] & bit)) break;
          if (k != king_kind && !(t.reenterable[sq] & bit)) break;
          if (!(t.stoppable[sq] & bit)) continue;
        }
        if (is_set(reached, sq)) continue;
        if (t.edge[sq]) return false;
        set(reached, sq);
        queue[tail++] = static_cast<std::uint16_t>(sq);
      }
    }
  }
  return true;
}

}  // namespace skald::tafl
