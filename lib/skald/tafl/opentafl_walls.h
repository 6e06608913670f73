#pragma once

// Shieldwalls as OpenTafl 0.4.8.0b finds them (BoardImpl.detectShieldwallPositionsForSide),
// for the OpenTafl dialect: captures.cpp takes walls with them, results.cpp reads the
// defenders' walls for edge forts. The spec dialect's shieldwalls are in captures.cpp.
//
// OpenTafl walks the four edges in turn (rank 1 and rank N by file, file a and the last
// file by rank, each from low to high) looking for runs of the other side's pieces with
// the surrounding side's piece in front of each, between two of its pieces (or a corner,
// sw:s). Its code has quirks that decide real games, kept here to the letter:
// - it finds nothing unless both sides have two pieces or more on the edges;
// - the counter it uses to look one square ahead falls behind at every run start, so
//   a surrounding piece closing a run whose own front square holds a surrounding piece
//   is taken as part of the run, and the run goes on (issue 8, fact 5c);
// - a run of the surrounding side's own pieces, fronted and closed by that side, can be
//   found as a wall of its own pieces (fact 5d: with swf:n any move of the other side
//   takes it);
// - the lists of a run are not started afresh at a new edge nor after a corner closed a
//   wall, so a wall's lists may go on growing with squares of the next edge.
// Each wall is a list of squares ("surrounded spaces") and a list of the pieces that
// surround it (brackets and front pieces), as board indexes.

#include <array>
#include <cstdint>

#include "skald/tafl/board_tables.h"
#include "skald/tafl/piece.h"

namespace skald::tafl {

/// The walls one or two calls of find_opentafl_walls() found, in order. Lists are shared
/// the way OpenTafl shares them: a wall names its two lists, and a list holds every
/// square appended to it, including those appended after the wall was found.
struct OpenTaflWalls {
  struct Entry {
    std::uint16_t list;
    std::uint16_t square;
  };
  struct Wall {
    std::uint16_t spaces;
    std::uint16_t surrounders;
  };
  static constexpr int kMaxEntries = 3 * 4 * kMaxDim * 2;
  static constexpr int kMaxLists = 2 * (2 + 2 * 4 * kMaxDim) + 8;
  std::array<Entry, kMaxEntries> entries;
  std::array<std::uint16_t, kMaxLists> sizes;
  std::array<Wall, kMaxLists> walls;
  int entry_count = 0;
  int list_count = 0;
  int wall_count = 0;

  /// Calls `f(square)` for each square of list `list`, in the order appended.
  template <class F>
  void for_each(int list, F&& f) const {
    for (int i = 0; i < entry_count; ++i)
      if (entries[i].list == list) f(static_cast<int>(entries[i].square));
  }
};

/// Appends to `out` the walls of the side `surrounders` on `board` (Position's padded
/// board of piece codes), as OpenTafl finds them. Pieces on squares of `uncounted` are
/// left out of the counts of pieces on the edges (OpenTafl counts a mercenary that turned
/// side in the same move for neither side).
void find_opentafl_walls(const BoardTables& t, const std::array<std::uint8_t, kMaxSquares>& board,
                         Side surrounders, const SquareBits& uncounted, OpenTaflWalls& out);

}  // namespace skald::tafl
