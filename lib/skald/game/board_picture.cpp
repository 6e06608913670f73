#include "skald/game/board_picture.h"

#include <algorithm>
#include <set>
#include <utility>

namespace skald::game {

const char* board_shape_name(BoardShape shape) {
  switch (shape) {
    case BoardShape::square_grid:
      return "square-grid";
    case BoardShape::hex_grid:
      return "hex-grid";
    case BoardShape::other:
      return "other";
  }
  return "?";
}

const char* cell_mark_name(CellMarkKind kind) {
  switch (kind) {
    case CellMarkKind::corner:
      return "corner";
    case CellMarkKind::throne:
      return "throne";
    case CellMarkKind::escape:
      return "escape";
    case CellMarkKind::fort:
      return "fort";
    case CellMarkKind::move_origin:
      return "move-origin";
    case CellMarkKind::move_destination:
      return "move-destination";
    case CellMarkKind::captured:
      return "captured";
  }
  return "?";
}

// The lookups scan: a picture is built for one display and holds at most a few hundred
// cells, so an index would cost more to build than the scans it saves.

std::optional<int> BoardPicture::cell_at(int column, int row) const {
  for (std::size_t id = 0; id < cells.size(); ++id) {
    if (cells[id].column == column && cells[id].row == row) return static_cast<int>(id);
  }
  return std::nullopt;
}

std::optional<int> BoardPicture::cell_named(std::string_view name) const {
  for (std::size_t id = 0; id < cells.size(); ++id) {
    if (cells[id].name == name) return static_cast<int>(id);
  }
  return std::nullopt;
}

const PlacedPiece* BoardPicture::piece_on(int cell) const {
  for (const PlacedPiece& piece : pieces) {
    if (piece.cell == cell) return &piece;
  }
  return nullptr;
}

bool BoardPicture::is_marked(int cell, CellMarkKind kind) const {
  return std::any_of(marks.begin(), marks.end(),
                     [&](const CellMark& m) { return m.cell == cell && m.kind == kind; });
}

bool BoardPicture::has_mark(CellMarkKind kind) const {
  return std::any_of(marks.begin(), marks.end(), [&](const CellMark& m) { return m.kind == kind; });
}

namespace {

std::string cell_text(const BoardPicture& picture, int id) {
  const Cell& cell = picture.cells[static_cast<std::size_t>(id)];
  return "cell " + std::to_string(id) + " (" + cell.name + ")";
}

void check_cells(const BoardPicture& picture, std::vector<std::string>& problems) {
  std::set<std::pair<int, int>> places;
  std::set<std::string> names;
  const int count = static_cast<int>(picture.cells.size());
  for (int id = 0; id < count; ++id) {
    const Cell& cell = picture.cells[static_cast<std::size_t>(id)];
    const std::string where = cell_text(picture, id);
    if (cell.column < 0 || cell.column >= picture.width || cell.row < 0 ||
        cell.row >= picture.height) {
      problems.push_back(where + " is at column " + std::to_string(cell.column) + ", row " +
                         std::to_string(cell.row) + ", outside the " +
                         std::to_string(picture.width) + "x" + std::to_string(picture.height) +
                         " extent");
    }
    if (!places.insert({cell.column, cell.row}).second)
      problems.push_back(where + " shares its place with another cell");
    if (cell.name.empty()) problems.push_back(where + " has no name");
    if (!cell.name.empty() && !names.insert(cell.name).second)
      problems.push_back(where + " has the name of another cell");
    for (std::size_t i = 0; i < cell.neighbours.size(); ++i) {
      const int other = cell.neighbours[i];
      if (other < 0 || other >= count) {
        problems.push_back(where + " lists neighbour " + std::to_string(other) +
                           ", which is not a cell");
        continue;
      }
      if (other == id) problems.push_back(where + " lists itself as a neighbour");
      if (i > 0 && other <= cell.neighbours[i - 1])
        problems.push_back(where + " lists its neighbours out of order or twice");
      const std::vector<int>& back = picture.cells[static_cast<std::size_t>(other)].neighbours;
      if (std::find(back.begin(), back.end(), id) == back.end()) {
        problems.push_back(where + " lists " + cell_text(picture, other) +
                           " as a neighbour, but not the other way round");
      }
    }
  }
}

void check_labels(const BoardPicture& picture, std::vector<std::string>& problems) {
  const auto check = [&](const std::vector<std::string>& labels, int extent, const char* axis) {
    if (!labels.empty() && static_cast<int>(labels.size()) != extent) {
      problems.push_back(std::to_string(labels.size()) + " " + axis + " labels for " +
                         std::to_string(extent) + " " + axis + "s");
    }
  };
  check(picture.column_labels, picture.width, "column");
  check(picture.row_labels, picture.height, "row");
}

void check_pieces_and_marks(const BoardPicture& picture, std::vector<std::string>& problems) {
  const auto on_a_cell = [&](int cell) {
    return cell >= 0 && cell < static_cast<int>(picture.cells.size());
  };
  for (const PlacedPiece& piece : picture.pieces) {
    if (!on_a_cell(piece.cell)) {
      problems.push_back("piece `" + piece.notation + "` stands on " + std::to_string(piece.cell) +
                         ", which is not a cell");
    }
    if (piece.notation.empty())
      problems.push_back("a piece on cell " + std::to_string(piece.cell) + " has no notation");
    if (piece.owner < -1)
      problems.push_back("a piece on cell " + std::to_string(piece.cell) + " has owner " +
                         std::to_string(piece.owner));
  }
  for (const CellMark& mark : picture.marks) {
    if (!on_a_cell(mark.cell)) {
      problems.push_back(std::string("mark ") + cell_mark_name(mark.kind) + " is on " +
                         std::to_string(mark.cell) + ", which is not a cell");
    }
  }
}

}  // namespace

std::vector<std::string> picture_problems(const BoardPicture& picture) {
  std::vector<std::string> problems;
  if (picture.width < 0 || picture.height < 0)
    problems.push_back("the extent " + std::to_string(picture.width) + "x" +
                       std::to_string(picture.height) + " is negative");
  check_cells(picture, problems);
  check_labels(picture, problems);
  check_pieces_and_marks(picture, problems);
  return problems;
}

}  // namespace skald::game
