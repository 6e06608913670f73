// Captures: custodial, king (by strength), jump, shieldwall, Linnaean. The rules are
// listed in captures.h.

#include <algorithm>
#include <bit>
#include <cassert>

#include "skald/tafl/captures.h"
#include "skald/tafl/movegen_inl.h"
#include "skald/tafl/opentafl_walls.h"

namespace skald::tafl {

namespace {

constexpr std::uint8_t kKingAttacker = 1 + static_cast<int>(PieceKind::king);
constexpr std::uint8_t kKingDefender = 1 + kPieceKinds + static_cast<int>(PieceKind::king);

constexpr bool is_piece(std::uint8_t v) {
  return v != 0 && v != kOffBoard;
}
constexpr bool is_attacker(std::uint8_t v) {
  return v >= 1 && v <= kPieceKinds;
}
constexpr bool is_defender(std::uint8_t v) {
  return v > kPieceKinds && v <= 2 * kPieceKinds;
}
constexpr bool same_side(std::uint8_t a, std::uint8_t b) {
  return is_attacker(a) == is_attacker(b);
}
constexpr PieceKind kind_of(std::uint8_t v) {
  return static_cast<PieceKind>((v - 1) % kPieceKinds);
}
constexpr bool is_king(std::uint8_t v) {
  return v == kKingAttacker || v == kKingDefender;
}
constexpr bool is_guard(std::uint8_t v) {
  return is_piece(v) && kind_of(v) == PieceKind::guard;
}
constexpr bool is_commander_or_knight(std::uint8_t v) {
  if (!is_piece(v)) return false;
  const PieceKind k = kind_of(v);
  return k == PieceKind::commander || k == PieceKind::knight;
}
constexpr std::uint16_t type_bit(std::uint8_t v) {
  return static_cast<std::uint16_t>(1u << (v - 1));
}

/// The board as it stands after a move, read from the board before it: `from` empty,
/// `to` holding the mover, captured squares cleared as they are found.
struct AfterMove {
  const std::array<std::uint8_t, kMaxSquares>& board;
  int from;
  int to;
  std::uint8_t mover;
  const Capture* removed;
  const int* removed_count;

  std::uint8_t operator()(int sq) const {
    if (sq == to) return mover;
    if (sq == from) return 0;
    for (int i = 0; i < *removed_count; ++i)
      if (removed[i].square == sq) return 0;
    return board[sq];
  }
};

/// Rules that captures consult, resolved once per call.
struct CaptureContext {
  const BoardTables& t;
  AfterMove cell;
  /// The mover's side takes a strong king only by the commander sandwich (OpenTafl).
  bool sandwich_only;
  /// Linnaean captures (`linc:y`) are looked for.
  bool linnaean;

  /// Whether `sq` is hostile to `victim` standing on `victim_sq`.
  bool hostile(int sq, std::uint8_t victim, int victim_sq) const {
    const std::uint8_t v = cell(sq);
    if (v == kOffBoard) return false;
    // An enemy guard makes the square he stands on harmless in OpenTafl, whatever the
    // square (BoardImpl.isSpaceHostileTo): a hostile fort or throne under him is not.
    if (v != 0 && !same_side(v, victim) && is_guard(v) && t.rules.dialect == Dialect::opentafl)
      return false;
    if (v != 0 && !same_side(v, victim) && !is_guard(v)) {
      if (!is_king(v)) return true;
      const KingArmed a = t.rules.king_armed;
      // Only the stationary role is asked about here, except for the mover itself.
      const bool armed = sq == cell.to ? a == KingArmed::yes || a == KingArmed::hammer
                                       : a == KingArmed::yes || a == KingArmed::anvil;
      if (armed) return true;
      // An unarmed king does not make the square he stands on harmless: an occupied
      // special square (the throne, cenh) stays hostile by its own list below.
    }
    const std::uint16_t mask = v == 0 ? t.hostile_when_empty[sq] : t.hostile[sq];
    if (mask & type_bit(victim)) return true;
    if (linnaean && v == kKingDefender && (t.kind[sq] & kCentre) && is_defender(victim) &&
        !is_king(victim)) {
      // Linnaean: the king on the throne, hemmed in by attackers on its three other
      // sides, makes the throne hostile to the defender on the fourth.
      for (int d : t.dirs) {
        const int n = sq + d;
        if (n == victim_sq) continue;
        if (!is_attacker(cell(n))) return false;
      }
      return true;
    }
    return false;
  }

  /// Whether the king on `king_sq` is captured by the mover, which stands next to him on
  /// the side opposite `king_sq + line_dir`. Sets `by_double_count` when only OpenTafl's
  /// double count of a commander mover takes him (commander_sandwich()).
  bool king_captured(int king_sq, int line_dir, bool& by_double_count) const {
    const std::uint8_t king = cell(king_sq);
    KingStrength strength = t.rules.king_strength;
    if (sandwich_only &&
        (strength == KingStrength::strong || strength == KingStrength::strong_at_centre))
      return commander_sandwich(king_sq, line_dir, by_double_count);
    if (strength == KingStrength::strong_at_centre) {
      bool near_centre = t.kind[king_sq] & kCentre;
      for (int d : t.dirs)
        near_centre = near_centre || (t.kind[king_sq + d] & kCentre);
      strength = near_centre ? KingStrength::strong : KingStrength::weak;
    }
    switch (strength) {
      case KingStrength::weak:
      case KingStrength::strong_at_centre:
        return hostile(king_sq + line_dir, king, king_sq);
      case KingStrength::middleweight:
        // Against a commander side OpenTafl first asks for a sandwich on the mover's line,
        // so a king on the edge is not taken from the inside (Taflman.checkSandwichCapture).
        if (sandwich_only && !hostile(king_sq + line_dir, king, king_sq)) return false;
        for (int d : t.dirs)
          if (cell(king_sq + d) != kOffBoard && !hostile(king_sq + d, king, king_sq)) return false;
        return true;
      case KingStrength::strong: {
        bool all_four = true;
        for (int d : t.dirs)
          all_four = all_four && hostile(king_sq + d, king, king_sq);
        if (all_four) return true;
        // Commander / knight sandwich: the mover and the piece beyond are both commanders
        // or knights (or the square beyond is a hostile corner), and neither the king's
        // square nor the two sandwich squares is the centre.
        if (!is_commander_or_knight(cell.mover)) return false;
        const int beyond = king_sq + line_dir;
        if ((t.kind[king_sq] | t.kind[beyond] | t.kind[cell.to]) & kCentre) return false;
        if (!hostile(beyond, king, king_sq)) return false;
        return is_commander_or_knight(cell(beyond)) || (t.kind[beyond] & kCorner);
      }
    }
    return false;
  }

  /// OpenTafl's capture of a strong king (any king under ks:c) by a side that started
  /// with a commander or knight (Taflman.checkSandwichCapture): both squares on the
  /// mover's line are hostile, none of them nor the king's square is the centre, and the
  /// commanders or knights standing there, the hostile corners among them and the mover
  /// when it is a commander or knight count two. OpenTafl reads the board after the move
  /// and counts the mover twice, as the occupier of its square and as the capturer; but a
  /// move only captures when it is a capturing move on the board before it (getCapturingMoves),
  /// where the mover counted once.
  bool commander_sandwich(int king_sq, int line_dir, bool& by_double_count) const {
    const std::uint8_t king = cell(king_sq);
    const int near = cell.to;
    const int beyond = king_sq + line_dir;
    if (!hostile(beyond, king, king_sq)) return false;
    if ((t.kind[king_sq] | t.kind[beyond] | t.kind[near]) & kCentre) return false;
    const std::uint16_t bit = type_bit(king);
    const int corner_beyond = (t.kind[beyond] & kCorner) ? 1 : 0;
    const int corner_near = (t.kind[near] & kCorner) ? 1 : 0;
    const int commander_beyond = is_commander_or_knight(cell(beyond)) ? 1 : 0;
    const int commander_mover = is_commander_or_knight(cell.mover) ? 1 : 0;
    const int after = corner_beyond + corner_near + commander_beyond + 2 * commander_mover;
    if (after < 2) return false;
    const int near_empty_hostile = corner_near && (t.hostile_when_empty[near] & bit) ? 1 : 0;
    const int before = corner_beyond + near_empty_hostile + commander_beyond + commander_mover;
    by_double_count = before < 2;
    return true;
  }
};

/// Appends the pieces of one shieldwall to `out` when the run of enemies starting next to
/// `start` in direction `along` on the edge whose inward step is `in` is closed.
int shieldwall_run(const CaptureContext& ctx, int start, int along, int in,
                   bool need_closer_at_start, Capture* out) {
  const BoardTables& t = ctx.t;
  const std::uint8_t mover = ctx.cell.mover;
  const bool strong = t.rules.shieldwall == ShieldwallMode::strong;
  auto closes = [&](int sq) {
    const std::uint8_t v = ctx.cell(sq);
    if (is_piece(v) && same_side(v, mover)) return !is_guard(v);
    return strong && v != kOffBoard && (t.kind[sq] & kCorner) != 0;
  };
  auto fronted_enemy = [&](int sq) {
    const std::uint8_t v = ctx.cell(sq);
    if (!is_piece(v) || same_side(v, mover)) return false;
    const std::uint8_t f = ctx.cell(sq + in);
    return is_piece(f) && same_side(f, mover) && !is_guard(f);
  };
  if (need_closer_at_start && !closes(start)) return 0;
  int first = start + along;
  if (!fronted_enemy(first)) return 0;
  if (!need_closer_at_start) {
    // Extend backwards to the start of the run, which must be closed.
    while (fronted_enemy(first - along))
      first -= along;
    if (!closes(first - along)) return 0;
  }
  int sq = first;
  int length = 0;
  while (fronted_enemy(sq)) {
    sq += along;
    ++length;
  }
  if (length < 2 || !closes(sq)) return 0;
  int n = 0;
  for (int s = first; s != sq; s += along) {
    const std::uint8_t v = ctx.cell(s);
    if (!is_king(v) && !is_guard(v))
      out[n++] = Capture{static_cast<std::uint16_t>(s), Piece::from_code(v)};
  }
  return n;
}

}  // namespace

int Position::collect_captures(Move m, Capture* out, CaptureKinds kinds) const {
  const BoardTables& t = *tables_;
  const std::uint8_t mover = board_[m.from];
  const bool all = kinds == CaptureKinds::all;
  int n = 0;
  CaptureContext ctx{t, AfterMove{board_, m.from, m.to, mover, out, &n},
                     t.commander_sandwich_only[is_attacker(mover) ? 0 : 1],
                     all && t.rules.linnaean_capture};

  if (m.jump && t.jump[mover - 1] == JumpMode::capture) {
    // A capturing jump takes the piece jumped over.
    const int mid = (m.from + m.to) / 2;
    out[n++] = Capture{static_cast<std::uint16_t>(mid), Piece::from_code(board_[mid])};
  } else if (!may_capture(m)) {
    return all && t.opentafl_walls_anywhere ? opentafl_wall_captures(m, out, 0) : 0;
  }

  const bool king_mover = is_king(mover);
  const bool hammer = !is_guard(mover) && (!king_mover || t.rules.king_armed == KingArmed::yes ||
                                           t.rules.king_armed == KingArmed::hammer);
  if (hammer) {
    // OpenTafl takes a king by the double count only when the move captures something
    // else too, or would on the board before it (commander_sandwich()).
    bool double_count_only = false;
    bool capturing_before = n > 0;
    for (int d : t.dirs) {
      const int sq = m.to + d;
      const std::uint8_t v = ctx.cell(sq);
      if (!is_piece(v) || same_side(v, mover) || is_guard(v)) continue;
      bool taken;
      bool by_double_count = false;
      if (is_king(v))
        taken = ctx.king_captured(sq, d, by_double_count);
      else
        taken = ctx.hostile(sq + d, v, sq);
      if (!taken) continue;
      out[n++] = Capture{static_cast<std::uint16_t>(sq), Piece::from_code(v)};
      double_count_only = double_count_only || by_double_count;
      capturing_before = capturing_before || !by_double_count;
    }
    // A jump from a special square also counts: on the board before it the mover stands
    // beyond the jumped piece, and only a plain square is exempt from that self-sandwich.
    if (double_count_only && !capturing_before &&
        !(m.jump && (t.kind[m.from] & kSpecial) && !is_guard(board_[(m.from + m.to) / 2])))
      n = 0;
  }

  if (!all) return n;
  if (t.opentafl_walls) return opentafl_wall_captures(m, out, n);
  if (t.rules.shieldwall != ShieldwallMode::none) {
    const int file = t.file_of[m.to];
    const int rank = t.rank_of[m.to];
    const int last = t.dim - 1;
    const int s = t.stride;
    // (inward step, along step) of each edge.
    const std::array<std::pair<int, int>, 4> edges = {std::pair{s, 1}, std::pair{-s, 1},
                                                      std::pair{1, s}, std::pair{-1, s}};
    // Bit e: the mover is on edge e / one square in from it. Bit masks rather than bool
    // arrays, and no work at all away from the edges (most moves).
    const unsigned on_edge = (rank == 0 ? 1u : 0u) | (rank == last ? 2u : 0u) |
                             (file == 0 ? 4u : 0u) | (file == last ? 8u : 0u);
    const unsigned next_to_edge = t.rules.shieldwall_flanking
                                      ? 0u
                                      : (rank == 1 ? 1u : 0u) | (rank == last - 1 ? 2u : 0u) |
                                            (file == 1 ? 4u : 0u) | (file == last - 1 ? 8u : 0u);
    if ((on_edge | next_to_edge) == 0) return n;
    CaptureBuffer buffer;
    Capture* wall = buffer.items;
    for (int e = 0; e < 4; ++e) {
      const auto [in, along] = edges[e];
      int found = 0;
      if (on_edge & (1u << e)) {
        // The mover closes a wall at one end.
        found += shieldwall_run(ctx, m.to, along, in, true, wall + found);
        found += shieldwall_run(ctx, m.to, -along, in, true, wall + found);
      } else if (next_to_edge & (1u << e)) {
        // The mover stands in front of a wall piece and completes it.
        const int edge_sq = m.to - in;
        found += shieldwall_run(ctx, edge_sq - along, along, in, false, wall + found);
      }
      for (int i = 0; i < found; ++i) {
        bool dup = false;
        for (int j = 0; j < n; ++j)
          dup = dup || out[j].square == wall[i].square;
        if (!dup && n < kMaxCapturesPerMove) out[n++] = wall[i];
      }
    }
  }
  return n;
}

void Position::capture_targets(SquareBits& out) const {
  // capture_possible() turned around: from each enemy piece to the empty square on its
  // one side, when its other side is what a capture needs.
  const BoardTables& t = *tables_;
  if (t.opentafl_walls_anywhere) {
    out = t.on_board_bits;
    return;
  }
  const bool attacker = to_move_ == Side::attackers;
  const std::uint8_t low = attacker ? 1 + kPieceKinds : 1;
  const std::uint8_t high = attacker ? 2 * kPieceKinds : kPieceKinds;
  const bool walls = t.rules.shieldwall != ShieldwallMode::none;
  out = {};
  const SquareBits& enemies = occupied_[index(opponent(to_move_))];
  for (int w = 0; w < t.square_words; ++w) {
    for (std::uint64_t bits = enemies[w]; bits != 0; bits &= bits - 1) {
      const int n = w * 64 + std::countr_zero(bits);
      for (int d : t.dirs) {
        const int to = n - d;
        if (board_[to] != 0) continue;
        const int beyond = n + d;
        const std::uint8_t far = board_[beyond];
        if (far == kOffBoard || (far != 0 && (far < low || far > high || (walls && t.edge[to]))) ||
            (t.kind[beyond] & kSpecial) || t.hostile[beyond] != 0 ||
            t.hostile_when_empty[beyond] != 0)
          out[static_cast<std::size_t>(to >> 6)] |= std::uint64_t{1} << (to & 63);
      }
    }
  }
}

int Position::opentafl_wall_captures(Move m, Capture* out, int n) const {
  // GameState.moveTaflman: after the move and its custodial captures, OpenTafl finds the
  // walls of both sides, then takes those the mover closes (checkShieldwallPositionForCaptures).
  const BoardTables& t = *tables_;
  const std::uint8_t mover = board_[m.from];
  if (is_guard(mover)) return n;  // guards close no wall
  const bool flanking = t.rules.shieldwall_flanking;
  if (flanking) {
    // Only a piece moving to the edge, and OpenTafl compares the piece as it was before
    // the move with the pieces of the wall as they are after it: on a piece's first move
    // the two differ (Taflman.DEVELOPED), so that move closes no wall (fact 5b).
    if (!t.edge[m.to] || undeveloped(m.from)) return n;
  } else {
    // The walls depend on the two outer rings of squares only, and a move outside the
    // three outer rings changes none of them (its captures stay next to it): the walls
    // are those of the board before the move.
    const int last = t.dim - 1;
    auto near_edge = [&](int sq) {
      const int f = t.file_of[sq];
      const int r = t.rank_of[sq];
      return f <= 2 || r <= 2 || f >= last - 2 || r >= last - 2;
    };
    if (!near_edge(m.from) && !near_edge(m.to) && !opentafl_walls_pending()) return n;
  }
  if (!opentafl_wall_possible(m)) return n;

  std::array<std::uint8_t, kMaxSquares> after = board_;
  after[m.to] = mover;
  after[m.from] = 0;
  SquareBits turned{};
  for (int i = 0; i < n; ++i) {
    const int sq = out[i].square;
    if (out[i].piece.kind() == PieceKind::mercenary) {
      after[sq] = Piece(opponent(out[i].piece.side()), PieceKind::mercenary).code();
      turned[sq >> 6] |= std::uint64_t{1} << (sq & 63);
    } else {
      after[sq] = 0;
    }
  }
  OpenTaflWalls walls;
  find_opentafl_walls(t, after, Side::attackers, turned, walls);
  find_opentafl_walls(t, after, Side::defenders, turned, walls);
  for (int w = 0; w < walls.wall_count; ++w) {
    const OpenTaflWalls::Wall wall = walls.walls[w];
    if (flanking) {
      bool closes = false;
      walls.for_each(wall.surrounders, [&](int sq) { closes = closes || sq == m.to; });
      if (!closes) continue;
    }
    // Every square of the wall holds a piece of the other side (the board as it is now:
    // a wall found before may have taken some of them).
    bool taken = true;
    walls.for_each(wall.spaces, [&](int sq) {
      taken = taken && is_piece(after[sq]) && !same_side(after[sq], mover);
    });
    if (!taken) continue;
    walls.for_each(wall.spaces, [&](int sq) {
      const std::uint8_t v = after[sq];
      // OpenTafl spares kings and guards. (A square listed twice, possible only at the
      // last corner, is taken once here.)
      if (!is_piece(v) || is_king(v) || is_guard(v) || n >= kMaxCapturesPerMove) return;
      out[n++] = Capture{static_cast<std::uint16_t>(sq), Piece::from_code(v)};
      after[sq] = kind_of(v) == PieceKind::mercenary
                      ? Piece(opponent(Piece::from_code(v).side()), PieceKind::mercenary).code()
                      : 0;
    });
  }
  return n;
}

bool Position::opentafl_wall_possible(Move m) const {
  // The mover's destination matters only when it stands in front of an enemy on the edge;
  // otherwise the answer is the position's, found once (cached like walls_pending_cache_).
  const BoardTables& t = *tables_;
  const int last = t.dim - 1;
  const int s = t.stride;
  const std::uint8_t mover = board_[m.from];
  const int f = t.file_of[m.to];
  const int r = t.rank_of[m.to];
  auto enemy = [&](int sq) { return is_piece(board_[sq]) && !same_side(board_[sq], mover); };
  const bool fronts = (r == 1 && enemy(m.to - s)) || (r == last - 1 && enemy(m.to + s)) ||
                      (f == 1 && enemy(m.to - 1)) || (f == last - 1 && enemy(m.to + 1));
  if (fronts) return opentafl_wall_possible_with(m.to);
  if (wall_possible_cache_ < 0) wall_possible_cache_ = opentafl_wall_possible_with(0) ? 1 : 0;
  return wall_possible_cache_ == 1;
}

bool Position::opentafl_wall_possible_with(int extra) const {
  // A wall the mover can take holds two enemies of the mover or more on the edges, each
  // with a piece in front of it, and two of them are neighbours along an edge, or one
  // stands at an edge's end (OpenTafl carries a run's lists over to the next edge: the
  // wall may join the last square before a corner to squares of the next edge). Checked
  // on the board before the move, with a piece also on `extra` (the mover's destination,
  // or 0): the move only removes pieces besides.
  const BoardTables& t = *tables_;
  const int last = t.dim - 1;
  const int s = t.stride;
  const SquareBits& enemies = occupied_[index(opponent(to_move_))];
  auto piece_at = [&](int sq) { return is_piece(board_[sq]) || sq == extra; };
  auto fronted = [&](int sq) {
    const int f = t.file_of[sq];
    const int r = t.rank_of[sq];
    return (r == 0 && piece_at(sq + s)) || (r == last && piece_at(sq - s)) ||
           (f == 0 && piece_at(sq + 1)) || (f == last && piece_at(sq - 1));
  };
  auto enemy = [&](int sq) { return (enemies[sq >> 6] >> (sq & 63)) & 1u; };
  int count = 0;
  bool paired = false;
  for (int w = 0; w < t.square_words; ++w) {
    for (std::uint64_t bits = enemies[w] & t.edge_bits[w]; bits != 0; bits &= bits - 1) {
      const int sq = w * 64 + std::countr_zero(bits);
      if (!fronted(sq)) continue;
      ++count;
      const int f = t.file_of[sq];
      const int r = t.rank_of[sq];
      // At an edge's end: next to a corner, or on one.
      paired = paired || ((r == 0 || r == last) && (f <= 1 || f >= last - 1)) ||
               ((f == 0 || f == last) && (r <= 1 || r >= last - 1));
      // A fronted neighbour along the same edge (looking one way finds every pair).
      if ((r == 0 || r == last) && enemy(sq + 1) && t.rank_of[sq + 1] == r && fronted(sq + 1))
        paired = true;
      if ((f == 0 || f == last) && enemy(sq + s) && t.file_of[sq + s] == f && fronted(sq + s))
        paired = true;
    }
  }
  return count >= 2 && paired;
}

bool Position::opentafl_walls_pending() const {
  // swf:n: a wall of pieces of the side not to move, whole, on the board as it stands.
  if (walls_pending_cache_ < 0) {
    const BoardTables& t = *tables_;
    OpenTaflWalls walls;
    const SquareBits none{};
    find_opentafl_walls(t, board_, Side::attackers, none, walls);
    find_opentafl_walls(t, board_, Side::defenders, none, walls);
    const std::uint8_t side = to_move_ == Side::attackers ? 1 : 1 + kPieceKinds;
    bool pending = false;
    for (int w = 0; w < walls.wall_count && !pending; ++w) {
      bool taken = true;
      walls.for_each(walls.walls[w].spaces, [&](int sq) {
        taken = taken && is_piece(board_[sq]) && !same_side(board_[sq], side);
      });
      pending = taken;
    }
    walls_pending_cache_ = pending ? 1 : 0;
  }
  return walls_pending_cache_ == 1;
}

bool Position::is_capture(Move m) const {
  if (!capture_possible(m)) return false;
  CaptureBuffer buf;
  return collect_captures(m, buf.items) > 0;
}

void Position::captures_of(Move m, std::vector<Capture>& out) const {
  CaptureBuffer buf;
  const int n = collect_captures(m, buf.items);
  out.assign(buf.items, buf.items + n);
}

}  // namespace skald::tafl
