// Legal move generation.
//
// Pieces move orthogonally any number of empty squares (up to their speed limit, `spd`),
// never through a special square their type may not pass (`corp`, `cenp`, ...), and may
// stop only on squares their type may stop on (`cors`, ...). A special square of another
// kind than the one the piece stands on, whose re-enter list (`corre`, ...) leaves the
// piece out, blocks it like a piece: it may neither stop on it nor pass it (OpenTafl's
// GenericRules.canTaflmanMoveThrough; a jump's landing square is checked alike). Jumps: see
// captures.h. In a berserk continuation only the berserker moves; under `ber:c` only its
// capturing moves are legal (OpenTafl accepts any move there; see otn-notes.md).

#include <algorithm>

#include "skald/tafl/movegen_inl.h"

namespace skald::tafl {

void Position::generate_moves(MoveList& out) const {
  out.clear();
  for_each_move([&](Move m) {
    out.push_back(m);
    return false;
  });
}

bool Position::has_legal_move() const {
  return for_each_move([](Move) { return true; });
}

bool Position::may_move_piece_on(int from) const {
  if (from >= tables_->num_squares || !tables_->on_board(from)) return false;
  const std::uint8_t v = board_[from];
  if (v == 0 || (v <= kPieceKinds) != (to_move_ == Side::attackers)) return false;
  if (outcome_.over()) return false;
  return berserk_square_ == 0 || from == berserk_square_;
}

bool Position::jump_is_generated(Move m) const {
  bool found = false;
  for_each_move_of(m.from, [&](Move c) { return found = (c == m); });
  return found;
}

bool Position::continuation_allows(Move m) const {
  return berserk_square_ == 0 || tables_->rules.berserk != BerserkMode::capture || is_capture(m);
}

bool Position::is_legal(Move m) const {
  if (!may_move_piece_on(m.from)) return false;
  const bool generated = m.jump ? jump_is_generated(m) : slide_is_generated(m.from, m.to);
  return generated && continuation_allows(m);
}

bool Position::slide_is_generated(int from, int to) const {
  // The one direction from `from` towards `to`, walked as for_each_move_of() walks it.
  // Squares of one rank differ by less than a stride, squares of one file by a multiple of
  // it; two squares of neighbouring ranks also differ by less than a stride, but the walk
  // along the rank meets the off-board border between them first.
  const BoardTables& t = *tables_;
  const int diff = to - from;
  if (diff == 0) return false;
  const int d = diff % t.stride == 0 ? (diff > 0 ? t.stride : -t.stride) : (diff > 0 ? 1 : -1);
  const int type = board_[from] - 1;
  const std::uint16_t bit = static_cast<std::uint16_t>(1u << type);
  const int speed = t.speed[type];
  const std::uint8_t from_kind = t.kind[from] & kSpecial;
  int sq = from;
  for (int step = 0; step < speed; ++step) {
    sq += d;
    if (board_[sq] != 0) return false;  // a piece, or the off-board border
    const SlideSquare s = slide_square(t, sq, bit, from_kind);
    if (s == SlideSquare::blocked) return false;
    if (sq == to) return s == SlideSquare::stop;
  }
  return false;
}

bool Position::find_legal_into(Coord from, Coord to, Move& out) const {
  const int d = dim();
  if (from.file < 0 || from.rank < 0 || from.file >= d || from.rank >= d) return false;
  if (to.file < 0 || to.rank < 0 || to.file >= d || to.rank >= d) return false;
  const int f = square(from);
  const int s = square(to);
  // is_legal() of the slide, then of the jump, with the checks of the piece made once.
  if (!may_move_piece_on(f)) return false;
  out = Move{static_cast<std::uint16_t>(f), static_cast<std::uint16_t>(s), false};
  if (slide_is_generated(f, s) && continuation_allows(out)) return true;
  out.jump = true;
  return jump_is_generated(out) && continuation_allows(out);
}

bool Position::piece_has_capturing_move(int sq) const {
  if (tables_->rules.dialect == Dialect::opentafl) {
    // OpenTafl grants a continuation only for a custodial capture or a capturing jump
    // (GameState.updateGameState asks Taflman.getCapturingMoves, which knows no shieldwall
    // or Linnaean capture), though such captures earn one.
    return for_each_move_of(sq, [&](Move m) {
      CaptureBuffer found;
      return collect_captures(m, found.items, CaptureKinds::custodial_and_jumps) > 0;
    });
  }
  return for_each_move_of(sq, [&](Move m) { return is_capture(m); });
}

}  // namespace skald::tafl
