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
  context.repetition_possible =
      t.rules.repetition != RepetitionRule::ignore && repetition_within_reach();
  return context;
}

bool Position::opponent_keeps_a_move() const {
  // Two different ordinary empty squares next to the opponent's pieces: one move fills
  // one square, so the opponent can still step to the other.
  const BoardTables& t = *tables_;
  const SquareBits& theirs = occupied_[index(opponent(to_move_))];
  int first = 0;
  for (int w = 0; w < t.square_words; ++w) {
    for (std::uint64_t bits = theirs[w]; bits != 0; bits &= bits - 1) {
      const int sq = w * 64 + std::countr_zero(bits);
      for (int d : t.dirs) {
        const int n = sq + d;
        if (board_[n] != 0 || (t.kind[n] & kSpecial) != 0 || n == first) continue;
        if (first != 0) return true;
        first = n;
      }
    }
  }
  return false;
}

bool Position::may_win_with_one_move() const {
  const BoardTables& t = *tables_;
  const TaflRules& rules = t.rules;
  if (outcome_.over() || berserk_square_ != 0 || rules.berserk != BerserkMode::none) return true;
  if (!opponent_keeps_a_move()) return true;
  if ((rules.repetition == RepetitionRule::win || rules.repetition == RepetitionRule::loss) &&
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
    int seen = 0;
    for (std::ptrdiff_t i = static_cast<std::ptrdiff_t>(history_.size()) - 1;
         i >= static_cast<std::ptrdiff_t>(irreversible_); i -= 2)
      seen += history_[static_cast<std::size_t>(i)].prev_hash == next;
    if (seen >= 2) return false;
  }
  return true;
}

}  // namespace skald::tafl
