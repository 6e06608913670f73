#pragma once

// Bitboards for the Game of the Amazons on square boards of up to 10x10. A board of side n
// is laid out row by row in rows of n + 1 bits: the extra bit of each row is a guard that
// is never a square, so a step east from the last column or west from the first lands on
// a guard and falls out of the board mask; 10 rows of 11 bits fit in 128 bits. Square
// index = row * (n + 1) + column, row 0 being rank 1. A queen's reach from a set of squares
// is then eight directional fills (shift, mask with the empty squares, repeat): the move
// generator, the perft's bulk count and the evaluation's distance layers all use it.

#include <array>
#include <cstdint>

namespace skald::amazons {

__extension__ typedef unsigned __int128 Bits;  // GCC and Clang; 128 bits for 110 squares

/// The largest board side (10 rows of 11 bits fit in a Bits).
inline constexpr int kMaxSize = 10;
/// Square indices are below this (rows of kMaxSize + 1 bits).
inline constexpr int kSquareSlots = kMaxSize * (kMaxSize + 1);

inline constexpr Bits bit(int square) {
  return Bits{1} << square;
}

inline int popcount(Bits b) {
  return __builtin_popcountll(static_cast<std::uint64_t>(b)) +
         __builtin_popcountll(static_cast<std::uint64_t>(b >> 64));
}

/// The index of the lowest set bit; `b` must not be empty.
inline int lowest_square(Bits b) {
  const auto low = static_cast<std::uint64_t>(b);
  return low != 0 ? __builtin_ctzll(low)
                  : 64 + __builtin_ctzll(static_cast<std::uint64_t>(b >> 64));
}

/// Calls f(square) for every set bit, lowest first.
template <class F>
inline void for_each_square(Bits b, F&& f) {
  while (b) {
    const int s = lowest_square(b);
    b &= b - 1;
    f(s);
  }
}

/// Moves every bit `step` places (up for a positive step, down for a negative one).
inline Bits shifted(Bits b, int step) {
  return step > 0 ? b << step : b >> -step;
}

/// The shape of one board size: its side, row width, the mask of its squares and the eight
/// steps of a queen (east, west, north, south, then the diagonals).
struct Geometry {
  int size = 10;
  int width = 11;
  Bits squares = 0;
  std::array<int, 8> steps{};

  explicit Geometry(int n = 10) : size(n), width(n + 1) {
    for (int row = 0; row < n; ++row)
      for (int column = 0; column < n; ++column)
        squares |= bit(row * width + column);
    steps = {1, -1, width, -width, width + 1, width - 1, -width + 1, -width - 1};
  }

  int square(int column, int row) const { return row * width + column; }
  int column(int square) const { return square % width; }
  int row(int square) const { return square / width; }

  /// Every square a queen reaches in one move from some square of `from`, passing only
  /// through `empty` squares (which must lie on the board).
  Bits queen_reach(Bits from, Bits empty) const {
    Bits out = 0;
    for (const int step : steps) {
      Bits ray = shifted(from, step) & empty;
      while (ray) {
        out |= ray;
        ray = shifted(ray, step) & empty;
      }
    }
    return out;
  }

  /// Every square of the board next to some square of `from` (a king's step away).
  Bits king_reach(Bits from) const {
    Bits out = 0;
    for (const int step : steps)
      out |= shifted(from, step);
    return out & squares;
  }
};

}  // namespace skald::amazons
