#pragma once

// Board: the cells of an octagon board (rules.h: a square grid with its corners cut off and
// a hole in the centre), numbered row by row from the bottom (row 0) and, within a row,
// from column a; each cell's neighbour in the eight compass directions (or why there is
// none: the edge or the hole), its name (`d4`, column letter and row from 1) and its
// safety weight. Built once per rules and shared by every position of them.
//
// Directions are numbered clockwise from north: 0 N, 1 NE, 2 E, 3 SE, 4 S, 5 SW, 6 W, 7 NW;
// north is towards higher rows. Turning a direction by k steps of 45 degrees is (d + k) % 8.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "skald/octagon/rules.h"

namespace skald::octagon {

inline constexpr int kDirections = 8;
/// What lies beyond a cell where no cell is.
inline constexpr int kOffBoard = -1;
inline constexpr int kIntoHole = -2;

/// "n", "ne", "e", "se", "s", "sw", "w", "nw".
const char* direction_name(int direction);
/// The direction a name gives, or nothing.
std::optional<int> direction_of_name(std::string_view name);
/// The (column, row) step of a direction.
std::array<int, 2> direction_step(int direction);
/// Degrees counterclockwise from east (board_picture.h's facing): N 90, E 0, S 270.
int direction_degrees(int direction);

class Board {
 public:
  explicit Board(const OctagonRules& rules);

  int size() const { return size_; }
  int cell_count() const { return static_cast<int>(columns_.size()); }
  int column(int cell) const { return columns_[static_cast<std::size_t>(cell)]; }
  int row(int cell) const { return rows_[static_cast<std::size_t>(cell)]; }
  /// The cell at a place of the grid, or nothing (a cut corner, the hole, off the grid).
  std::optional<int> cell_at(int column, int row) const;
  /// The neighbour of `cell` in `direction`: a cell id, kOffBoard or kIntoHole.
  int next(int cell, int direction) const {
    return next_[static_cast<std::size_t>(cell * kDirections + direction)];
  }
  /// Whether the place beyond `cell` in `direction` is not a cell.
  bool falls(int cell, int direction) const { return next(cell, direction) < 0; }
  /// "d4".
  std::string cell_name(int cell) const;
  /// The cell a name gives, or nothing.
  std::optional<int> cell_of_name(std::string_view name) const;
  /// How many pushes, in the worst direction, take a piece on `cell` off the board or into
  /// the hole: 1 on the edge or next to the hole, more further in. The designer's "far from
  /// the edges and the hole is safer".
  int safety(int cell) const { return safety_[static_cast<std::size_t>(cell)]; }
  /// The cells of each row, for the position notation: rows_cells()[row] ascending.
  const std::vector<std::vector<int>>& row_cells() const { return row_cells_; }
  /// Whether the grid place is in the hole.
  bool in_hole(int column, int row) const;

 private:
  int size_ = 0;
  int hole_low_ = 0;
  int hole_ = 0;
  std::vector<int> columns_;
  std::vector<int> rows_;
  std::vector<int> grid_;  // place -> cell id, or -1
  std::vector<int> next_;
  std::vector<int> safety_;
  std::vector<std::vector<int>> row_cells_;
};

}  // namespace skald::octagon
