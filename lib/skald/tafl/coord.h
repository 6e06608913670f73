#pragma once

// Board coordinates in OTN: files are letters a.. (left to right), ranks numbers 1..;
// boards from 5x5 up to 19x19.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace skald::tafl {

constexpr int kMinDim = 5;
constexpr int kMaxDim = 19;

/// A square by 0-based file and rank.
struct Coord {
  int file = 0;
  int rank = 0;
  friend constexpr bool operator==(Coord, Coord) = default;
  friend constexpr auto operator<=>(Coord, Coord) = default;
};

/// "e5" for {4, 4}.
std::string coord_to_string(Coord c);
/// Appends coord_to_string(c) to `out` without building a string of its own (move texts
/// are written once per move replayed, and the temporaries were most of that cost).
void append_coord(std::string& out, Coord c);

/// Parses "e5" / "k10"; nothing if malformed. Does not check against a board size.
std::optional<Coord> parse_coord(std::string_view text);

}  // namespace skald::tafl
