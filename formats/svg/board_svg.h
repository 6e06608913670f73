#pragma once

// A board picture (skald/game/board_picture.h) as an SVG diagram, for any game: square
// grids, hex grids and boards with holes, the pieces by side and kind, the board's marked
// cells (tafl's corners, throne, forts), the last move and its captures, highlighted cells
// and arrows (a hint, the engine's best move). Written with pugixml; valid SVG 1.1.
//
// Drawn in user units of one cell (a viewBox), so it is sharp at any size; the board has
// its own opaque colours and frame, so it reads the same on light and dark pages. Pieces
// are shapes, not font glyphs: a disc in the side's colour (game/side_colours.h: the
// colours every picture of skald uses), a king with a cross, a piece of nobody (an arrow
// of the Amazons) a small dark square; the piece's notation is its title (a tooltip).

#include <string>
#include <vector>

#include "skald/game/board_picture.h"

namespace skald::svg {

/// An arrow from one cell to another, by the cells' names.
struct BoardArrow {
  std::string from;
  std::string to;
  /// "hint" or "best" (colours differ); anything else is drawn as "best".
  std::string kind = "best";
};

struct SvgOptions {
  /// The image's width in pixels (its height follows the board); 0: 48 a cell.
  int size = 0;
  bool coordinates = true;
  /// Turned round: row 0 at the top and column 0 on the right (the other side's view).
  bool flipped = false;
  /// Cells to highlight, by name.
  std::vector<std::string> highlight;
  std::vector<BoardArrow> arrows;
  /// The document's title (an accessible name), e.g. the record and the address.
  std::string title;
  /// The game's names of its sides (Game::side_name), which choose their colours
  /// (game/side_colours.h); without them side 0 is dark and side 1 light.
  std::vector<std::string> side_names;
};

/// The SVG document, or an empty string with `error` set when an option names a cell the
/// board does not have.
std::string board_svg(const game::BoardPicture& picture, const SvgOptions& options,
                      std::string& error);

}  // namespace skald::svg
