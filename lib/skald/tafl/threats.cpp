// Queries about the king used by OTN info suffixes and by engines: can the attackers
// capture it next move, can it escape next move. Both ignore whose turn it is.

#include "skald/tafl/movegen_inl.h"

namespace skald::tafl {

bool Position::king_threatened() const {
  if (king_square_ == 0) return false;
  const BoardTables& t = *tables_;
  // Only attackers next to the king's neighbourhood can matter, but a full scan is
  // simple and this is off the search's hot path.
  CaptureBuffer buffer;
  Capture* buf = buffer.items;
  for (int i = 0; i < t.dim * t.dim; ++i) {
    const int sq = t.board_square[i];
    const std::uint8_t v = board_[sq];
    if (v == 0 || v > kPieceKinds) continue;
    const bool hit = for_each_move_of(sq, [&](Move m) {
      const int n = collect_captures(m, buf);
      for (int k = 0; k < n; ++k)
        if (buf[k].square == king_square_) return true;
      return false;
    });
    if (hit) return true;
  }
  return false;
}

bool Position::king_has_escape_route() const {
  if (king_square_ == 0) return false;
  const BoardTables& t = *tables_;
  const bool corner = t.rules.escape == EscapeType::corner;
  return for_each_move_of(
      king_square_, [&](Move m) { return corner ? (t.kind[m.to] & kCorner) != 0 : t.edge[m.to]; });
}

}  // namespace skald::tafl
