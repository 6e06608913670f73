#pragma once

// Bitboards of the 7x7 Ataxx board: one bit per square, square = rank * 7 + file with
// a1 = 0, g1 = 6, a7 = 42, g7 = 48; the 15 high bits of the word are always clear.
// Every board is 7x7: a smaller board (the consistency tests' 4x4 and 5x5) is a 7x7 board
// whose other squares are gaps.
//
// The move generator needs two sets per stone: the squares at Chebyshev distance 1 (a
// clone's targets) and those at distance exactly 2 (a jump's). Neighbours of a whole set
// come from shifts (`neighbours`); the distance-2 ring of one square from a table.

#include <array>
#include <bit>
#include <cstdint>

namespace skald::ataxx {

using Bitboard = std::uint64_t;

inline constexpr int kFiles = 7;
inline constexpr int kRanks = 7;
inline constexpr int kSquares = kFiles * kRanks;
inline constexpr Bitboard kBoard = (Bitboard{1} << kSquares) - 1;
inline constexpr Bitboard kFileA = 0x0040810204081ull;  // a1, a2, ... a7
inline constexpr Bitboard kFileG = kFileA << 6;

constexpr Bitboard bit(int square) {
  return Bitboard{1} << square;
}
constexpr int file_of(int square) {
  return square % kFiles;
}
constexpr int rank_of(int square) {
  return square / kFiles;
}
constexpr int square_at(int file, int rank) {
  return rank * kFiles + file;
}

/// The squares at distance 1 from any square of `b` (the set itself not included unless a
/// square of it neighbours another).
constexpr Bitboard neighbours(Bitboard b) {
  const Bitboard east = (b << 1) & ~kFileA & kBoard;  // g7 shifted east is off the board
  const Bitboard west = (b >> 1) & ~kFileG;
  const Bitboard row = b | east | west;
  return (east | west | (row << 7) | (row >> 7)) & kBoard;
}

/// The squares at distance 1 or 2 from any square of `b`: where its stones can move.
constexpr Bitboard within_two(Bitboard b) {
  const Bitboard one = neighbours(b) | b;
  return neighbours(one) | one;
}

/// Per square, the squares at distance exactly 2 (a jump's targets).
inline constexpr std::array<Bitboard, kSquares> kJumpTargets = [] {
  std::array<Bitboard, kSquares> out{};
  for (int s = 0; s < kSquares; ++s)
    out[static_cast<std::size_t>(s)] = within_two(bit(s)) & ~(neighbours(bit(s)) | bit(s));
  return out;
}();

/// Per square, its neighbours (the stones a move there turns).
inline constexpr std::array<Bitboard, kSquares> kNeighbours = [] {
  std::array<Bitboard, kSquares> out{};
  for (int s = 0; s < kSquares; ++s)
    out[static_cast<std::size_t>(s)] = neighbours(bit(s));
  return out;
}();

inline int count(Bitboard b) {
  return std::popcount(b);
}
/// The lowest square of a non-empty set.
inline int lowest(Bitboard b) {
  return std::countr_zero(b);
}

}  // namespace skald::ataxx
