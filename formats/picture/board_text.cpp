#include "formats/picture/board_text.h"

#include <algorithm>
#include <climits>
#include <vector>

namespace skald::picture {
namespace {

/// What an empty marked cell shows; a piece standing on it hides the mark.
constexpr const char* kCornerGlyph = "#";
constexpr const char* kThroneGlyph = "+";
constexpr const char* kEmptyGlyph = "\u00B7";

// ANSI SGR codes (ECMA-48) of the colour drawing.
constexpr const char* kReset = "\x1b[0m";
constexpr const char* kMoveColour = "\x1b[33m";  // yellow
constexpr const char* kMarkColour = "\x1b[2m";   // dim

const char* side_colour(int owner) {
  switch (owner) {
    case 0:
      return "\x1b[1;31m";  // bold red
    case 1:
      return "\x1b[1;34m";  // bold blue
    case 2:
      return "\x1b[32m";  // green
    case 3:
      return "\x1b[35m";  // magenta
    default:
      return "\x1b[90m";  // grey: a piece of nobody, a side past four
  }
}

/// `text` between a colour's code and the reset, or as it is without colour.
std::string painted(const std::string& text, const char* colour, bool in_colour) {
  return in_colour ? colour + text + kReset : text;
}

std::string cell_glyph(const game::BoardPicture& picture, int cell, bool colour) {
  if (const game::PlacedPiece* piece = picture.piece_on(cell))
    return painted(piece->symbol.empty() ? piece->notation : piece->symbol,
                   side_colour(piece->owner), colour);
  if (picture.is_marked(cell, game::CellMarkKind::corner))
    return painted(kCornerGlyph, kMarkColour, colour);
  if (picture.is_marked(cell, game::CellMarkKind::throne))
    return painted(kThroneGlyph, kMarkColour, colour);
  return kEmptyGlyph;
}

/// A cell three characters wide: its glyph, in brackets when the last move touched it.
std::string cell_text(const game::BoardPicture& picture, int cell, bool colour) {
  const bool moved = picture.is_marked(cell, game::CellMarkKind::move_origin) ||
                     picture.is_marked(cell, game::CellMarkKind::move_destination);
  if (!moved) return " " + cell_glyph(picture, cell, colour) + " ";
  return painted("[", kMoveColour, colour) + cell_glyph(picture, cell, colour) +
         painted("]", kMoveColour, colour);
}

void trim_right(std::string& line) {
  while (!line.empty() && line.back() == ' ')
    line.pop_back();
}

/// The widest row label, so the labels line up on the right.
std::size_t row_label_width(const game::BoardPicture& picture) {
  std::size_t width = 0;
  for (const std::string& label : picture.row_labels)
    width = std::max(width, label.size());
  return width;
}

/// A row's label right-aligned to `width`, then a space; nothing when there are no labels.
std::string row_label(const game::BoardPicture& picture, int row, std::size_t width) {
  if (picture.row_labels.empty()) return {};
  const std::string& label = picture.row_labels[static_cast<std::size_t>(row)];
  return std::string(width - std::min(width, label.size()), ' ') + label + " ";
}

/// Places to ids, -1 for a hole: one pass instead of a search per place.
std::vector<int> cell_grid(const game::BoardPicture& picture) {
  std::vector<int> grid(static_cast<std::size_t>(picture.width * picture.height), -1);
  for (std::size_t id = 0; id < picture.cells.size(); ++id) {
    const game::Cell& c = picture.cells[id];
    if (c.column >= 0 && c.column < picture.width && c.row >= 0 && c.row < picture.height)
      grid[static_cast<std::size_t>(c.row * picture.width + c.column)] = static_cast<int>(id);
  }
  return grid;
}

/// Square grids and other layouts: a grid, holes blank, column labels below.
std::string grid_text(const game::BoardPicture& picture, bool colour) {
  const std::vector<int> grid = cell_grid(picture);
  const std::size_t label_width = row_label_width(picture);
  std::string out;
  for (int row = picture.height - 1; row >= 0; --row) {
    std::string line = row_label(picture, row, label_width);
    for (int column = 0; column < picture.width; ++column) {
      const int cell = grid[static_cast<std::size_t>(row * picture.width + column)];
      line += cell < 0 ? "   " : cell_text(picture, cell, colour);
    }
    trim_right(line);
    out += line + '\n';
  }
  if (!picture.column_labels.empty()) {
    std::string line(picture.row_labels.empty() ? 0 : label_width + 1, ' ');
    for (const std::string& label : picture.column_labels)
      line += " " + label + " ";
    trim_right(line);
    out += line + '\n';
  }
  return out;
}

/// Hex grids: a cell at axial (q, r) sits 2q + r half cells from the left, two characters
/// each, so every row is offset by half a cell from the one below.
std::string hex_text(const game::BoardPicture& picture, bool colour) {
  const std::vector<int> grid = cell_grid(picture);
  int leftmost = INT_MAX;
  for (const game::Cell& c : picture.cells)
    leftmost = std::min(leftmost, 2 * c.column + c.row);
  const std::size_t label_width = row_label_width(picture);
  std::string out;
  for (int row = picture.height - 1; row >= 0; --row) {
    std::string cells;
    int columns_used = 0;  // on screen: a glyph is one column but several bytes
    for (int column = 0; column < picture.width; ++column) {
      const int cell = grid[static_cast<std::size_t>(row * picture.width + column)];
      if (cell < 0) continue;
      const int at = 2 * (2 * column + row - leftmost);
      if (columns_used < at) cells += std::string(static_cast<std::size_t>(at - columns_used), ' ');
      cells += cell_text(picture, cell, colour);
      columns_used = at + 3;
    }
    std::string line = row_label(picture, row, label_width) + cells;
    trim_right(line);
    out += line + '\n';
  }
  return out;
}

bool has_board_marks(const game::BoardPicture& picture) {
  return std::any_of(picture.marks.begin(), picture.marks.end(),
                     [](const game::CellMark& m) { return !game::is_move_mark(m.kind); });
}

}  // namespace

std::string board_text(const game::BoardPicture& picture, const BoardTextOptions& options) {
  std::string out = picture.shape == game::BoardShape::hex_grid
                        ? hex_text(picture, options.colour)
                        : grid_text(picture, options.colour);
  if (has_board_marks(picture)) {
    out += std::string("\n") + kCornerGlyph + " corner  " + kThroneGlyph + " throne (when empty)\n";
  }
  return out;
}

}  // namespace skald::picture
