#include "skald/game/board_grids.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace skald::game {

std::string grid_cell_name(int column, int row) {
  // Columns as spreadsheets letter them: after z come aa, ab...
  std::string letters;
  for (int n = column + 1; n > 0; n = (n - 1) / 26)
    letters.insert(letters.begin(), static_cast<char>('a' + (n - 1) % 26));
  return letters + std::to_string(row + 1);
}

namespace {

/// Labels a.. for the columns and 1.. for the rows of the extent.
void label_axes(BoardPicture& picture) {
  picture.column_labels.clear();
  picture.row_labels.clear();
  for (int column = 0; column < picture.width; ++column) {
    const std::string name = grid_cell_name(column, 0);
    picture.column_labels.push_back(name.substr(0, name.size() - 1));
  }
  for (int row = 0; row < picture.height; ++row)
    picture.row_labels.push_back(std::to_string(row + 1));
}

}  // namespace

BoardPicture square_grid_picture(int width, int height) {
  BoardPicture picture;
  picture.shape = BoardShape::square_grid;
  picture.width = std::max(width, 0);
  picture.height = std::max(height, 0);
  for (int row = 0; row < picture.height; ++row) {
    for (int column = 0; column < picture.width; ++column)
      picture.cells.push_back({grid_cell_name(column, row), column, row, {}});
  }
  label_axes(picture);
  connect_by_steps(picture, kSquareSteps);
  return picture;
}

BoardPicture hex_grid_picture(int radius) {
  BoardPicture picture;
  picture.shape = BoardShape::hex_grid;
  radius = std::max(radius, 0);
  picture.width = 2 * radius + 1;
  picture.height = 2 * radius + 1;
  // Axial (q, r) is in the hexagon when |q|, |r| and |q + r| are at most the radius.
  for (int row = 0; row < picture.height; ++row) {
    for (int column = 0; column < picture.width; ++column) {
      const int q = column - radius;
      const int r = row - radius;
      if (std::abs(q + r) <= radius)
        picture.cells.push_back({grid_cell_name(column, row), column, row, {}});
    }
  }
  label_axes(picture);
  connect_by_steps(picture, kHexSteps);
  return picture;
}

void connect_by_steps(BoardPicture& picture, std::span<const PlaceStep> steps) {
  // Places to ids once, rather than a scan per step.
  const int width = std::max(picture.width, 0);
  const int height = std::max(picture.height, 0);
  std::vector<int> id_at(static_cast<std::size_t>(width * height), -1);
  const auto inside = [&](int column, int row) {
    return column >= 0 && column < width && row >= 0 && row < height;
  };
  for (std::size_t id = 0; id < picture.cells.size(); ++id) {
    const Cell& cell = picture.cells[id];
    if (inside(cell.column, cell.row))
      id_at[static_cast<std::size_t>(cell.row * width + cell.column)] = static_cast<int>(id);
  }
  for (Cell& cell : picture.cells) {
    cell.neighbours.clear();
    for (const auto& [dc, dr] : steps) {
      const int column = cell.column + dc;
      const int row = cell.row + dr;
      if (!inside(column, row)) continue;
      const int other = id_at[static_cast<std::size_t>(row * width + column)];
      if (other >= 0) cell.neighbours.push_back(other);
    }
    std::sort(cell.neighbours.begin(), cell.neighbours.end());
    cell.neighbours.erase(std::unique(cell.neighbours.begin(), cell.neighbours.end()),
                          cell.neighbours.end());
  }
}

void remove_cells(BoardPicture& picture, const std::function<bool(const Cell&)>& remove) {
  std::vector<int> new_id(picture.cells.size(), -1);
  std::vector<Cell> kept;
  for (std::size_t id = 0; id < picture.cells.size(); ++id) {
    if (remove(picture.cells[id])) continue;
    new_id[id] = static_cast<int>(kept.size());
    kept.push_back(std::move(picture.cells[id]));
  }
  const auto renumber = [&](int id) {
    return id >= 0 && id < static_cast<int>(new_id.size()) ? new_id[static_cast<std::size_t>(id)]
                                                           : -1;
  };
  for (Cell& cell : kept) {
    std::vector<int> neighbours;
    for (int other : cell.neighbours) {
      if (renumber(other) >= 0) neighbours.push_back(renumber(other));
    }
    cell.neighbours = std::move(neighbours);  // renumbering keeps the order
  }
  picture.cells = std::move(kept);
  // Renumbered first, then the ones left without a cell dropped (a predicate that also
  // renumbered would change the elements remove_if looks at).
  for (PlacedPiece& piece : picture.pieces)
    piece.cell = renumber(piece.cell);
  std::erase_if(picture.pieces, [](const PlacedPiece& piece) { return piece.cell < 0; });
  for (CellMark& mark : picture.marks)
    mark.cell = renumber(mark.cell);
  std::erase_if(picture.marks, [](const CellMark& mark) { return mark.cell < 0; });
}

}  // namespace skald::game
