#include "skald/octagon/board.h"

#include <algorithm>

#include "skald/game/board_grids.h"

namespace skald::octagon {
namespace {

constexpr const char* kDirectionNames[kDirections] = {"n", "ne", "e", "se", "s", "sw", "w", "nw"};
constexpr int kSteps[kDirections][2] = {{0, 1},  {1, 1},   {1, 0},  {1, -1},
                                        {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

}  // namespace

const char* direction_name(int direction) {
  return kDirectionNames[direction];
}

std::optional<int> direction_of_name(std::string_view name) {
  for (int d = 0; d < kDirections; ++d)
    if (name == kDirectionNames[d]) return d;
  return std::nullopt;
}

std::array<int, 2> direction_step(int direction) {
  return {kSteps[direction][0], kSteps[direction][1]};
}

int direction_degrees(int direction) {
  return ((90 - 45 * direction) % 360 + 360) % 360;
}

Board::Board(const OctagonRules& rules)
    : size_(rules.size), hole_low_((rules.size - rules.hole) / 2), hole_(rules.hole) {
  const int n = size_;
  grid_.assign(static_cast<std::size_t>(n * n), -1);
  row_cells_.resize(static_cast<std::size_t>(n));
  for (int row = 0; row < n; ++row) {
    for (int col = 0; col < n; ++col) {
      const int left = col, right = n - 1 - col, bottom = row, top = n - 1 - row;
      const bool corner = left + bottom < rules.cut || right + bottom < rules.cut ||
                          left + top < rules.cut || right + top < rules.cut;
      if (corner || in_hole(col, row)) continue;
      const int id = static_cast<int>(columns_.size());
      grid_[static_cast<std::size_t>(row * n + col)] = id;
      columns_.push_back(col);
      rows_.push_back(row);
      row_cells_[static_cast<std::size_t>(row)].push_back(id);
    }
  }
  next_.assign(columns_.size() * kDirections, kOffBoard);
  for (int cell = 0; cell < cell_count(); ++cell) {
    for (int d = 0; d < kDirections; ++d) {
      const int col = column(cell) + kSteps[d][0];
      const int row = this->row(cell) + kSteps[d][1];
      int& to = next_[static_cast<std::size_t>(cell * kDirections + d)];
      if (const std::optional<int> c = cell_at(col, row))
        to = *c;
      else
        to = in_hole(col, row) ? kIntoHole : kOffBoard;
    }
  }
  // Safety: the fewest single-cell pushes in one direction that take a piece off.
  safety_.assign(columns_.size(), 0);
  for (int cell = 0; cell < cell_count(); ++cell) {
    int best = n;
    for (int d = 0; d < kDirections; ++d) {
      int steps = 1;
      for (int at = cell; next(at, d) >= 0; at = next(at, d))
        ++steps;
      best = std::min(best, steps);
    }
    safety_[static_cast<std::size_t>(cell)] = best;
  }
}

bool Board::in_hole(int column, int row) const {
  return hole_ > 0 && column >= hole_low_ && column < hole_low_ + hole_ && row >= hole_low_ &&
         row < hole_low_ + hole_;
}

std::optional<int> Board::cell_at(int column, int row) const {
  if (column < 0 || row < 0 || column >= size_ || row >= size_) return std::nullopt;
  const int id = grid_[static_cast<std::size_t>(row * size_ + column)];
  if (id < 0) return std::nullopt;
  return id;
}

std::string Board::cell_name(int cell) const {
  return game::grid_cell_name(column(cell), row(cell));
}

std::optional<int> Board::cell_of_name(std::string_view name) const {
  if (name.size() < 2 || name.size() > 3 || name[0] < 'a' || name[0] > 'z') return std::nullopt;
  const int col = name[0] - 'a';
  int row = 0;
  for (std::size_t i = 1; i < name.size(); ++i) {
    if (name[i] < '0' || name[i] > '9') return std::nullopt;
    row = row * 10 + (name[i] - '0');
  }
  if (name[1] == '0') return std::nullopt;  // no leading zero: `a05` is not a name
  return cell_at(col, row - 1);
}

}  // namespace skald::octagon
