#pragma once

// BoardPicture: a board as its game describes it for drawing, so that `skald show` today,
// and SVG or HTML writers later, draw every game from one description without knowing the
// game. A picture lists the board's cells (each with the game's own name for it, a place to
// draw it and its neighbours), the pieces standing on them and the cells the game marks
// (tafl's corners, throne and forts; the last move; the pieces it captured).
// GameState::board_picture() builds one for each display, off the engine's path, so it is
// plain vectors and strings; board_grids.h builds the usual boards so that no game rewrites
// neighbours.
//
// A cell's place (column, row) depends on the board's shape; row 0 is always the bottom row:
//   square_grid  column and row of a rectangular grid (chess: file a is column 0, rank 1 is
//                row 0);
//   hex_grid     axial coordinates (q, r) of pointy-top hexagons: a cell's centre is at
//                x = column + row / 2, y = row, in cell widths, so each row sits half a cell
//                right of the one below; the six neighbours of (q, r) are (q±1, r),
//                (q, r±1), (q+1, r-1) and (q-1, r+1);
//   other        column and row of a square layout with gaps (a ring, a board with holes):
//                cells are placed as on a square grid and places without a cell stay empty;
//                neighbours are whatever the game says.
// Every place lies in 0 <= column < width, 0 <= row < height; a place without a cell is a
// hole (cell_at() says whether a cell exists there). picture_problems() checks the rest.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skald::game {

/// How a writer lays cells out (see the top of this file).
enum class BoardShape : std::uint8_t { square_grid, hex_grid, other };

/// "square-grid", "hex-grid" or "other".
const char* board_shape_name(BoardShape shape);

/// One cell of a board. Its id is its index in BoardPicture::cells.
struct Cell {
  /// The game's name for the cell, as its moves write it ("d4").
  std::string name;
  int column = 0;
  int row = 0;
  /// The ids of the adjacent cells, ascending: four on a square grid inside the edge, six on
  /// a hex grid; a missing cell (the edge, a hole) is simply not listed.
  std::vector<int> neighbours;
  friend bool operator==(const Cell&, const Cell&) = default;
};

/// A piece standing on a cell. Several may share a cell in a game that stacks them.
struct PlacedPiece {
  int cell = 0;
  /// The side it belongs to; -1 for a piece of nobody (a take-away game's stones, an arrow).
  int owner = -1;
  /// What it is, as a word: "king", "defender", "attacker".
  std::string kind;
  /// The piece as the game's position notation writes it ("K", "t").
  std::string notation;
  /// A suggested Unicode symbol ("♔"); empty when the game suggests none (draw `notation`).
  std::string symbol;
  /// Which way it faces, for games whose pieces point somewhere: degrees counterclockwise
  /// from the direction of increasing column (0 that way, 90 towards higher rows).
  std::optional<int> facing_degrees;
  friend bool operator==(const PlacedPiece&, const PlacedPiece&) = default;
};

/// Why a cell is marked. A cell may carry several marks (a tafl corner is also an escape
/// square under corner escape).
enum class CellMarkKind : std::uint8_t {
  corner,            // a corner square the rules single out (tafl's `cor`)
  throne,            // the centre square (tafl's `cen`)
  escape,            // reaching it wins (tafl: the king's corners, or every edge square)
  fort,              // a square that belongs to one side (tafl's `afor`, `dfor`): CellMark::side
  move_origin,       // where the last move's piece came from
  move_destination,  // where it went
  captured,          // a piece the last move captured stood here
};

/// "corner", "throne", "escape", "fort", "move-origin", "move-destination" or "captured".
const char* cell_mark_name(CellMarkKind kind);

/// Whether a mark belongs to the last move (it changes with every move) rather than to the
/// board (it stays while the rules do).
constexpr bool is_move_mark(CellMarkKind kind) {
  return kind == CellMarkKind::move_origin || kind == CellMarkKind::move_destination ||
         kind == CellMarkKind::captured;
}

/// A marked cell.
struct CellMark {
  int cell = 0;
  CellMarkKind kind = CellMarkKind::corner;
  /// The side the mark concerns: a fort's owner, the side that moved, the side whose piece
  /// was captured; -1 when none.
  int side = -1;
  friend bool operator==(const CellMark&, const CellMark&) = default;
};

/// A board, its pieces and its marks, for drawing (see the top of this file).
struct BoardPicture {
  BoardShape shape = BoardShape::square_grid;
  /// The extent of the cells' places: columns and rows.
  int width = 0;
  int height = 0;
  std::vector<Cell> cells;
  /// Labels for the axes, one per column and one per row (row 0 first), or empty when the
  /// game gives none: "a".."k" and "1".."11" for an 11x11 tafl board.
  std::vector<std::string> column_labels;
  std::vector<std::string> row_labels;
  std::vector<PlacedPiece> pieces;
  std::vector<CellMark> marks;

  /// The id of the cell at a place, or nothing for a hole or a place off the board.
  std::optional<int> cell_at(int column, int row) const;
  /// The id of the cell the game calls `name`, or nothing.
  std::optional<int> cell_named(std::string_view name) const;
  /// The first piece on a cell, or nullptr when it is empty.
  const PlacedPiece* piece_on(int cell) const;
  /// Whether `cell` carries a mark of `kind`.
  bool is_marked(int cell, CellMarkKind kind) const;
  /// Whether any cell carries a mark of `kind`.
  bool has_mark(CellMarkKind kind) const;

  friend bool operator==(const BoardPicture&, const BoardPicture&) = default;
};

/// What is wrong with a picture, one sentence each; empty when nothing is: a place outside
/// the extent or used twice, a name empty or used twice, a neighbour that is not a cell, the
/// cell itself or listed twice, or that does not list the cell back, labels that do not
/// match the extent, a piece or mark on no cell, a piece without notation. Games' tests
/// (the conformance suite) run it on every picture.
std::vector<std::string> picture_problems(const BoardPicture& picture);

}  // namespace skald::game
