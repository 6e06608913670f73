#pragma once

// The board of RoPaSci 360: a hexagon of 61 hexes, radius 4, in the axial coordinates
// (r, q) of the rules and the course's referee: r is the row, +4 at the top (Upper's edge)
// and -4 at the bottom (Lower's edge); q runs along a row, left to right; a hex is on the
// board when |r|, |q| and |r + q| are at most 4. The six neighbours of (r, q) are
// (r±1, q), (r, q±1), (r+1, q-1) and (r-1, q+1).
//
// skald names a hex by a column letter and a row number, as the board picture of every
// hex game does (game/board_grids.h): the letter is q + 4 (a..i, running diagonally),
// the number r + 5 (1 at Lower's edge, 9 at Upper's). (0, 0) is e5, Upper's row 9 runs
// a9..e9 and Lower's row 1 runs e1..i1. Hexes are numbered 0..60 row by row from the
// bottom, left to right, as the picture numbers its cells; bit n of a HexSet is hex n.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace skald::ropasci {

inline constexpr int kRadius = 4;
inline constexpr int kHexes = 61;
inline constexpr int kRows = 2 * kRadius + 1;

/// A set of hexes, bit n for hex n.
using HexSet = std::uint64_t;
constexpr HexSet hex_bit(int hex) {
  return HexSet{1} << hex;
}
inline constexpr HexSet kAllHexes = (HexSet{1} << kHexes) - 1;

/// The lowest hex of a non-empty set.
inline int lowest_hex(HexSet set) {
  return __builtin_ctzll(set);
}
inline int hex_count(HexSet set) {
  return __builtin_popcountll(set);
}

/// Axial coordinates as the rules write them.
struct Axial {
  int r = 0;
  int q = 0;
  friend bool operator==(const Axial&, const Axial&) = default;
};

constexpr bool on_board(int r, int q) {
  const auto within = [](int v) { return v >= -kRadius && v <= kRadius; };
  return within(r) && within(q) && within(r + q);
}

/// The hex at (r, q), or -1 off the board.
int hex_at(int r, int q);
Axial axial_of(int hex);

/// "e5"; the referee's "(0, 0)".
std::string hex_name(int hex);
std::string hex_axial_text(int hex);
/// The hex a name gives ("e5"), or nothing.
std::optional<int> hex_named(std::string_view name);

/// The hexes next to `hex`.
HexSet neighbours(int hex);
/// Where a token on `from` swinging around the adjacent `pivot` may land: the pivot's
/// neighbours that are neither `from` nor next to it (at most three).
HexSet swing_targets(int from, int pivot);
/// The number of slides between two hexes (0 for the same hex).
int distance(int a, int b);

/// How far a hex is from a side's own edge, counted in rows from 1 (Upper counts from the
/// top row, Lower from the bottom).
int row_from_edge(int hex, int side);
/// The hexes of the first `rows` rows from a side's own edge: where its `rows`-th throw
/// may land.
HexSet throw_zone(int side, int rows);

}  // namespace skald::ropasci
