#pragma once

// Builders of the usual boards for BoardPicture (board_picture.h), so that a game describes
// its board in a line and no game works out neighbours itself: a square grid, a hexagonal
// board of hexagons, the neighbours of any layout from the steps between adjacent places,
// and holes cut out of a board already built.

#include <functional>
#include <span>
#include <string>
#include <utility>

#include "skald/game/board_picture.h"

namespace skald::game {

/// A cell's name as chess and OTN write it: the column as letters (a, b, ... z, aa, ab...),
/// then the row counted from 1: column 3, row 3 is "d4".
std::string grid_cell_name(int column, int row);

/// A `width` x `height` square grid, every place a cell: the cell at (column, row) has id
/// row * width + column, the name grid_cell_name(column, row) and its orthogonal
/// neighbours; the axes are labelled a.. and 1... No pieces, no marks.
BoardPicture square_grid_picture(int width, int height);

/// A hexagon of hexagons with `radius` cells from the centre cell to each side (radius 0:
/// one cell; radius 4: 61 cells). Axial places are shifted so that none is negative: the
/// extent is (2 * radius + 1) squared, the centre at (radius, radius), and the two corners
/// of the extent outside the hexagon are holes. Cells are numbered row by row from the
/// bottom, named grid_cell_name(column, row), with their six neighbours; rows are labelled
/// 1.., columns a.. (a writer may leave those out: hex columns run diagonally).
BoardPicture hex_grid_picture(int radius);

/// Steps from a place to its neighbours: (column, row) differences.
using PlaceStep = std::pair<int, int>;
/// The four orthogonal steps of a square grid, and the six of a hex grid in axial places.
inline constexpr PlaceStep kSquareSteps[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
inline constexpr PlaceStep kHexSteps[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}};

/// Sets every cell's neighbours to the cells one of `steps` away (replacing any listed
/// before), ascending. With symmetric steps (each one's opposite listed too) neighbours are
/// symmetric.
void connect_by_steps(BoardPicture& picture, std::span<const PlaceStep> steps);

/// Takes out the cells `remove` selects, to cut holes or shape a board: the others keep
/// their order and are renumbered; neighbours, pieces and marks follow the new ids, and
/// those naming a removed cell go with it. Labels and the extent stay.
void remove_cells(BoardPicture& picture, const std::function<bool(const Cell&)>& remove);

}  // namespace skald::game
