#pragma once

// A board picture (skald/game/board_picture.h) drawn as text for a terminal, as `skald show`
// prints it: one line per row, the top row first, each cell three characters wide (the
// piece's symbol, or its notation when the game suggests no symbol; an empty corner `#`,
// an empty throne `+`, any other empty cell a middle dot), the last move's cells in
// [brackets], row labels on the left and column labels below. Square grids and `other`
// layouts are drawn as a grid, holes left blank; hex grids offset each row by half a cell
// (two characters) and leave out the column labels, which run diagonally there. A board
// whose cells carry board marks (not only the last move's) gets a key to `#` and `+`.
// No line ends in a space.
//
// In colour (BoardTextOptions::colour, for a terminal that shows it: text/terminal.h), the
// same characters with ANSI SGR codes around them: each side's pieces in its own colour
// (bold red, bold blue, green, magenta; a piece of nobody grey), the last move's brackets
// yellow, an empty corner or throne dim. Only the codes differ, so the layout is the same.

#include <string>

#include "skald/game/board_picture.h"

namespace skald::picture {

struct BoardTextOptions {
  bool colour = false;
};

/// The board as lines of text, each ending in a newline, with the key to the marks (see
/// above).
std::string board_text(const game::BoardPicture& picture, const BoardTextOptions& options = {});

}  // namespace skald::picture
