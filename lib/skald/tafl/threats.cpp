// Queries about the king used by OTN info suffixes and by engines: can the attackers
// capture it next move, can it escape next move. Both ignore whose turn it is.

#include <array>

#include "skald/tafl/movegen_inl.h"

namespace skald::tafl {

bool Position::king_threatened() const {
  if (king_square_ == 0) return false;
  const BoardTables& t = *tables_;
  // A move takes the king only by landing beside him (custodial and surrounding captures
  // need the mover there; jumps and shieldwalls never take a king), so only moves to his
  // empty neighbours matter, and only pieces on their ranks and files can make them.
  std::array<int, 4> targets{};
  int target_count = 0;
  for (int d : t.dirs)
    if (board_[king_square_ + d] == 0) targets[target_count++] = king_square_ + d;
  if (target_count == 0) return false;
  const auto lands_beside = [&](int to) {
    for (int k = 0; k < target_count; ++k)
      if (targets[k] == to) return true;
    return false;
  };
  const auto in_line = [&](int sq) {
    for (int k = 0; k < target_count; ++k)
      if (t.file_of[sq] == t.file_of[targets[k]] || t.rank_of[sq] == t.rank_of[targets[k]])
        return true;
    return false;
  };
  CaptureBuffer buffer;
  Capture* buf = buffer.items;
  for (int i = 0; i < t.dim * t.dim; ++i) {
    const int sq = t.board_square[i];
    const std::uint8_t v = board_[sq];
    if (v == 0 || v > kPieceKinds || !in_line(sq)) continue;
    const bool hit = for_each_move_of(sq, [&](Move m) {
      if (!lands_beside(m.to)) return false;
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
  return for_each_move_of(king_square_, [&](Move m) { return t.escape_square(m.to); });
}

bool Position::escape_route_squares(SquareBits& squares) const {
  if (king_square_ == 0) return false;
  const BoardTables& t = *tables_;
  const auto mark = [&](int sq) {
    squares[static_cast<std::size_t>(sq >> 6)] |= std::uint64_t{1} << (sq & 63);
  };
  bool any = false;
  for_each_move_of(king_square_, [&](Move m) {
    if (!t.escape_square(m.to)) return false;
    any = true;
    if (m.jump) {
      mark((m.from + m.to) / 2);
      mark(m.to);
      return false;
    }
    const int step = t.rank_of[m.from] == t.rank_of[m.to] ? 1 : t.stride;
    const int d = m.to > m.from ? step : -step;
    for (int sq = m.from + d; sq != m.to + d; sq += d)
      mark(sq);
    return false;
  });
  return any;
}

bool Position::king_on_escape_square() const {
  if (king_square_ == 0) return false;
  const BoardTables& t = *tables_;
  return t.escape_square(king_square_);
}

}  // namespace skald::tafl
