#pragma once

// Definitions of Position's move-generation templates, shared by the .cpp files of
// Position that enumerate moves (movegen.cpp, position.cpp, threats.cpp). Internal.

#include <bit>

#include "skald/tafl/position.h"

namespace skald::tafl {

/// How a sliding piece of type bit `bit`, starting from a square of special kind
/// `from_kind`, meets an empty square on its way: it may stop there, may only pass it, or is
/// blocked. One rule for the move generator and for Position::slide_is_legal.
enum class SlideSquare : std::uint8_t { stop, pass, blocked };

inline SlideSquare slide_square(const BoardTables& t, int sq, std::uint16_t bit,
                                std::uint8_t from_kind) {
  // Ordinary squares may be passed and stopped on by every piece; only special squares
  // need their masks read. A special square of a kind the piece does not stand on, and may
  // not re-enter, blocks like a piece: it may neither stop on nor pass it (OpenTafl's
  // GenericRules.canTaflmanMoveThrough; both dialects).
  const std::uint8_t k = t.kind[sq] & kSpecial;
  if (k != 0) {
    if (!(t.passable[sq] & bit)) return SlideSquare::blocked;
    if (k != from_kind && !(t.reenterable[sq] & bit)) return SlideSquare::blocked;
    if (!(t.stoppable[sq] & bit)) return SlideSquare::pass;
  }
  return SlideSquare::stop;
}

template <class Sink>
inline bool Position::for_each_move_of(int from, Sink&& sink) const {
  const BoardTables& t = *tables_;
  const std::uint8_t piece = board_[from];
  const int type = piece - 1;
  const std::uint16_t bit = static_cast<std::uint16_t>(1u << type);
  const int speed = t.speed[type];
  const std::uint8_t from_kind = t.kind[from] & kSpecial;
  for (int d : t.dirs) {
    int sq = from;
    for (int step = 0; step < speed; ++step) {
      sq += d;
      if (board_[sq] != 0) break;  // a piece, or the off-board border
      const SlideSquare s = slide_square(t, sq, bit, from_kind);
      if (s == SlideSquare::blocked) break;
      if (s == SlideSquare::pass) continue;
      if (sink(Move{static_cast<std::uint16_t>(from), static_cast<std::uint16_t>(sq), false}))
        return true;
    }
  }
  const JumpMode mode = t.jump[type];
  if (mode == JumpMode::none) return false;
  const bool attacker = piece <= kPieceKinds;
  for (int d : t.dirs) {
    const std::uint8_t over = board_[from + d];
    if (over == 0 || over == kOffBoard || (over <= kPieceKinds) == attacker) continue;
    if (!(t.jumpable & (1u << (over - 1)))) continue;
    const int dest = from + 2 * d;
    if (dest < 0 || dest >= t.num_squares || board_[dest] != 0) continue;
    const std::uint8_t k = t.kind[dest] & kSpecial;
    if (mode == JumpMode::restricted && from_kind == 0 && k == 0) continue;
    if (!(t.stoppable[dest] & bit)) continue;
    if (k != 0 && k != from_kind && !(t.reenterable[dest] & bit)) continue;
    if (sink(Move{static_cast<std::uint16_t>(from), static_cast<std::uint16_t>(dest), true}))
      return true;
  }
  return false;
}

inline bool Position::may_capture(Move m) const {
  const BoardTables& t = *tables_;
  const std::uint8_t mover = board_[m.from];
  // A capturing jump takes the piece jumped over. Every other capture takes an enemy next
  // to the destination (custodial, king, Linnaean, and the shieldwall piece beside or in
  // front of the mover). Most moves have none, and this test is far cheaper than the
  // capture rules. `from` holds the mover itself, so it never counts as an enemy.
  if (m.jump) return true;
  const bool attacker = mover <= kPieceKinds;
  bool enemy_beside = false;
  for (int d : t.dirs) {
    const std::uint8_t v = board_[m.to + d];
    enemy_beside |= v != 0 && v != kOffBoard && (v <= kPieceKinds) != attacker;
  }
  return enemy_beside;
}

template <class Sink>
inline bool Position::for_each_move(Sink&& sink) const {
  if (outcome_.over()) return false;
  if (berserk_square_ != 0) {
    if (tables_->rules.berserk == BerserkMode::capture)
      return for_each_move_of(berserk_square_, [&](Move m) { return is_capture(m) && sink(m); });
    return for_each_move_of(berserk_square_, sink);
  }
  // The side's pieces in board order (ascending board index = rank-major order).
  const SquareBits& bits = occupied_[index(to_move_)];
  for (int w = 0; w < kSquareWords; ++w) {
    for (std::uint64_t b = bits[w]; b != 0; b &= b - 1) {
      const int sq = w * 64 + std::countr_zero(b);
      if (for_each_move_of(sq, sink)) return true;
    }
  }
  return false;
}

}  // namespace skald::tafl
