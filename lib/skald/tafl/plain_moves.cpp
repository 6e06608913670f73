// Plain moves: moves after which the game certainly goes on and only the board changed,
// found without making them. An engine one ply above its horizon only needs the static
// value after such a move (Evaluator::value_after_plain_move), and most moves there are
// plain. Every rule that could end the game after a non-capturing move is excluded here:
//   - escape, and edge forts: only the king's move or (for a fort) a defender's move with
//     the king on the edge can make them (OpenTafl dialect: any move, unless attackers
//     bar the king's reach or he cannot reach the edge; plain_moves_keep_out_forts() in
//     results.cpp);
//   - encirclement (surf:y): only an attacker placed where it may separate open squares
//     (may_separate(), read before the move unless the mover leaves a square beside it);
//   - a third occurrence: the hash after the move is compared with the history;
//   - no legal move for the opponent: one move fills one square, so an opponent with
//     steps to two different ordinary empty squares keeps one of them.

#include <bit>
#include <cstdlib>

#include "skald/tafl/movegen_inl.h"
#include "skald/tafl/position.h"

namespace skald::tafl {

namespace {

constexpr std::uint8_t kKingType = static_cast<std::uint8_t>(PieceKind::king);

}  // namespace

Position::PlainMoveContext Position::plain_move_context() const {
  const BoardTables& t = *tables_;
  PlainMoveContext context;
  if (outcome_.over() || berserk_square_ != 0) return context;
  if (!plain_moves_keep_out_forts(context.fort_movers)) return context;

  if (!opponent_keeps_a_move()) return context;
  context.possible = true;
  capture_targets(context.capture_targets);
  context.repetition_possible = t.repetition != RepetitionRule::ignore && repetition_within_reach();
  return context;
}

bool Position::opponent_keeps_a_move() const {
  // Two different ordinary empty squares next to the opponent's pieces: one move fills
  // one square, so the opponent can still step to the other.
  return ordinary_squares_beside(opponent(to_move_), 0, 2) >= 2;
}

int Position::ordinary_squares_beside(Side side, int except, int enough) const {
  const BoardTables& t = *tables_;
  const SquareBits& theirs = occupied_[index(side)];
  SquareBits counted{};
  int found = 0;
  for (int w = 0; w < t.square_words; ++w) {
    for (std::uint64_t bits = theirs[w]; bits != 0; bits &= bits - 1) {
      const int sq = w * 64 + std::countr_zero(bits);
      if (sq == except) continue;
      for (int d : t.dirs) {
        const int n = sq + d;
        if (board_[n] != 0 || (t.kind[n] & kSpecial) != 0) continue;
        std::uint64_t& word = counted[static_cast<std::size_t>(n >> 6)];
        const std::uint64_t bit = std::uint64_t{1} << (n & 63);
        if (word & bit) continue;
        word |= bit;
        if (++found >= enough) return found;
      }
    }
  }
  return found;
}

bool Position::may_win_with_one_move() const {
  const BoardTables& t = *tables_;
  const TaflRules& rules = t.rules;
  if (outcome_.over() || berserk_square_ != 0 || rules.berserk != BerserkMode::none) return true;
  if (!opponent_keeps_a_move()) return true;
  if ((t.repetition == RepetitionRule::win || t.repetition == RepetitionRule::loss) &&
      repetition_within_reach())
    return true;  // a decisive third occurrence
  // Taking the opponent's last pieces: a capture takes at most one piece on each side of
  // the mover, a shieldwall a row of them.
  int theirs = 0;
  for (int w = 0; w < t.square_words; ++w)
    theirs += std::popcount(occupied_[index(opponent(to_move_))][w]);
  if (theirs <= (rules.shieldwall != ShieldwallMode::none ? t.dim : 4)) return true;
  if (to_move_ == Side::defenders) {
    if (rules.edge_fort_escape) return true;
    if (rules.jump[static_cast<int>(PieceKind::king)] != JumpMode::none) return true;
    return king_has_escape_route();
  }
  // The attackers: encircling every defender, or taking the king.
  if (rules.surrounding_fatal && !encirclement_out_of_reach()) return true;
  return king_threatened();
}

bool Position::encirclement_out_of_reach() const {
  // A defender on the edge, or with empty lines to the edge in two directions, stays in
  // reach of the edge after any one move unless the move takes it: one piece blocks one
  // line. A move takes at most three pieces (no shieldwall), so four such defenders
  // cannot all be enclosed by it.
  const BoardTables& t = *tables_;
  if (t.rules.shieldwall != ShieldwallMode::none) return false;
  int free = 0;
  const SquareBits& defenders = occupied_[index(Side::defenders)];
  for (int w = 0; w < t.square_words; ++w) {
    for (std::uint64_t bits = defenders[w]; bits != 0; bits &= bits - 1) {
      const int sq = w * 64 + std::countr_zero(bits);
      int lines = t.edge[sq] ? 2 : 0;
      for (int d : t.dirs) {
        if (lines >= 2) break;
        int at = sq + d;
        while (t.on_board(at) && board_[at] == 0 && !t.edge[at])
          at += d;
        lines += t.on_board(at) && board_[at] == 0;  // an empty edge square ends the line
      }
      if (lines >= 2 && ++free >= 4) return true;
    }
  }
  return false;
}

Position::IdleContext Position::idle_context(Move reply) const {
  const BoardTables& t = *tables_;
  const TaflRules& rules = t.rules;
  IdleContext context;
  context.reply = reply;
  // Rules under which a move far away could still end the game for the defenders, or a
  // capture reach far (shieldwalls), are left to the search.
  if (to_move_ != Side::defenders || king_square_ == 0 || outcome_.over() || berserk_square_ != 0 ||
      rules.berserk != BerserkMode::none || rules.shieldwall != ShieldwallMode::none ||
      t.opentafl_walls || rules.edge_fort_escape ||
      rules.jump[static_cast<int>(PieceKind::king)] != JumpMode::none ||
      t.repetition == RepetitionRule::win || t.repetition == RepetitionRule::loss)
    return context;
  // The reply: an attacker's slide, legal here, that captures nothing.
  const std::uint8_t mover = board_[reply.from];
  if (reply.jump || mover == 0 || mover == kOffBoard || mover > kPieceKinds) return context;
  if (!slide_is_generated(reply.from, reply.to)) return context;
  CaptureBuffer found;
  if (collect_captures(reply, found.items) > 0) return context;
  // No way out for the king after the reply: then none after a move off his rank and file
  // and the reply either (such a move only puts a piece onto his lines).
  if (king_escapes_after(reply)) return context;
  // The attackers' last pieces out of reach: neither move captures.
  int attackers = 0;
  for (int w = 0; w < t.square_words; ++w)
    attackers += std::popcount(occupied_[index(Side::attackers)][w]);
  if (attackers <= 4) return context;
  // The attackers keep a move after any defenders' move (Position::opponent_keeps_a_move)
  // after the move and the reply too: four ordinary empty squares beside attackers other
  // than the one that moves; the move and the reply fill two of them at most.
  if (ordinary_squares_beside(Side::attackers, reply.from, 4) < 4) return context;
  context.plain = plain_move_context();
  context.possible = context.plain.possible;
  return context;
}

bool Position::king_escapes_after(Move reply) const {
  const BoardTables& t = *tables_;
  const std::uint8_t king = board_[king_square_];
  const int type = king - 1;
  const std::uint16_t bit = static_cast<std::uint16_t>(1u << type);
  const std::uint8_t from_kind = t.kind[king_square_] & kSpecial;
  // The king's slides as for_each_move_of() walks them, on the board after the reply.
  for (int d : t.dirs) {
    int sq = king_square_;
    for (int step = 0; step < t.speed[type]; ++step) {
      sq += d;
      if (sq == reply.to || (board_[sq] != 0 && sq != reply.from)) break;
      const SlideSquare s = slide_square(t, sq, bit, from_kind);
      if (s == SlideSquare::blocked) break;
      if (s == SlideSquare::pass) continue;
      if (t.escape_square(sq)) return true;
    }
  }
  return false;
}

bool Position::is_idle(Move m, const IdleContext& context) const {
  if (!context.possible) return false;
  const BoardTables& t = *tables_;
  const Move reply = context.reply;
  // Off the king's lines: the king gains no way out (is_plain_move() rules out his own
  // moves).
  if (t.file_of[m.from] == t.file_of[king_square_] || t.rank_of[m.from] == t.rank_of[king_square_])
    return false;
  // Far from the reply's destination: every capture the reply could make, and the king's
  // capture, is decided within two squares of it, so the reply still captures nothing.
  const auto near = [&](int a, int b) {
    return std::abs(t.file_of[a] - t.file_of[b]) < 3 && std::abs(t.rank_of[a] - t.rank_of[b]) < 3;
  };
  if (near(m.from, reply.to) || near(m.to, reply.to)) return false;
  // Off the reply's way, which stays open.
  const bool same_file =
      t.file_of[m.to] == t.file_of[reply.from] && t.file_of[reply.to] == t.file_of[reply.from];
  const bool same_rank =
      t.rank_of[m.to] == t.rank_of[reply.from] && t.rank_of[reply.to] == t.rank_of[reply.from];
  if ((same_file || same_rank) && (m.to - reply.from > 0) == (reply.to - reply.from > 0) &&
      std::abs(m.to - reply.from) <= std::abs(reply.to - reply.from))
    return false;
  return is_plain_move(m, context.plain);
}

bool Position::is_plain_move(Move m, const PlainMoveContext& context) const {
  const BoardTables& t = *tables_;
  if (!context.possible || m.jump) return false;
  const std::uint8_t piece = board_[m.from];
  if ((piece - 1) % kPieceKinds == kKingType) return false;
  if (context.fort_movers[m.from >> 6] & (std::uint64_t{1} << (m.from & 63))) return false;
  if (context.capture_targets[m.to >> 6] & (std::uint64_t{1} << (m.to & 63))) {
    CaptureBuffer found;
    if (collect_captures(m, found.items) > 0) return false;
  }
  if (to_move_ == Side::attackers && t.rules.surrounding_fatal) {
    const int step = m.to - m.from;
    for (int d : t.dirs)
      if (step == d) return false;  // the mover leaves a square beside its destination
    if (may_separate(m.to)) return false;
  }
  if (context.repetition_possible) {
    // The hash after a plain move, and the earlier positions third_occurrence() would
    // compare it with.
    const auto& keys = t.zobrist_piece;
    const std::uint64_t next =
        hash_ ^ keys[m.from][piece - 1] ^ keys[m.to][piece - 1] ^ t.zobrist_defenders_to_move;
    if (earlier_occurrences(next, static_cast<std::ptrdiff_t>(history_.size())) >= 2) return false;
  }
  return true;
}

}  // namespace skald::tafl
