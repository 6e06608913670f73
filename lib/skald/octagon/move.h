#pragma once

// Move: one placement, a piece of a kind (0..3: the 1-, 2-, 4- and 8-piece) turned by
// `turn` steps of 45 degrees clockwise from its base, on a cell. A kind's base directions
// always include north (1: N; 2: N and S, or N and E with two:corner; 4: N, E, S, W;
// 8: all), so its turn names the direction its first arrow points to. Turns giving the
// same directions are the same placement: the canonical turn is the smallest one.
//
// Move text (move_notation.h): `d4=1ne` (cell, `=`, the kind's directions, the turn's
// direction), the 8-piece without a direction (`e5=8`).

#include <array>
#include <cstdint>

#include "skald/octagon/board.h"
#include "skald/octagon/rules.h"

namespace skald::octagon {

/// A set of directions, bit d for direction d.
using DirectionMask = std::uint8_t;

/// The directions of a kind at turn 0.
constexpr DirectionMask base_mask(int kind, TwoPiece two) {
  switch (kind) {
    case 0:
      return 0x01;
    case 1:
      return two == TwoPiece::line ? 0x11 : 0x05;
    case 2:
      return 0x55;
    default:
      return 0xff;
  }
}

/// `mask` turned clockwise by `turn` steps of 45 degrees.
constexpr DirectionMask turned(DirectionMask mask, int turn) {
  const unsigned m = mask;
  return static_cast<DirectionMask>(((m << turn) | (m >> (kDirections - turn))) & 0xffu);
}

/// The smallest turn of `kind` giving the same directions as `turn`.
constexpr int canonical_turn(int kind, TwoPiece two, int turn) {
  const DirectionMask want = turned(base_mask(kind, two), turn);
  for (int t = 0; t < kDirections; ++t)
    if (turned(base_mask(kind, two), t) == want) return t;
  return turn;
}

struct Move {
  std::uint8_t cell = 0;
  std::uint8_t kind = 0;
  std::uint8_t turn = 0;
  friend bool operator==(const Move&, const Move&) = default;
};

/// A fixed-capacity move list: at most every cell times the 15 orientations of the kinds.
class MoveList {
 public:
  static constexpr int kCapacity = kMaxSize * kMaxSize * 19;
  void push_back(const Move& m) { moves_[static_cast<std::size_t>(size_++)] = m; }
  int size() const { return size_; }
  void clear() { size_ = 0; }
  const Move& operator[](int i) const { return moves_[static_cast<std::size_t>(i)]; }
  Move& operator[](int i) { return moves_[static_cast<std::size_t>(i)]; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }

 private:
  std::array<Move, kCapacity> moves_{};
  int size_ = 0;
};

}  // namespace skald::octagon
