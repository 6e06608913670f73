#include "skald/amazons/amazons_game.h"
#include "skald/game/board_grids.h"

namespace skald::amazons {

game::BoardPicture amazons_picture(const Position& position, const Move* last_move) {
  const Geometry& g = position.geometry();
  // Cells are numbered row by row from a1, as square_grid_picture numbers them.
  game::BoardPicture picture = game::square_grid_picture(g.size, g.size);
  const auto cell_of = [&](int square) { return g.row(square) * g.size + g.column(square); };
  for (int row = 0; row < g.size; ++row) {
    for (int column = 0; column < g.size; ++column) {
      const int square = g.square(column, row);
      switch (position.at(square)) {
        case Content::white:
          picture.pieces.push_back({cell_of(square), kWhite, "amazon", "Q", "\u2655", {}});
          break;
        case Content::black:
          picture.pieces.push_back({cell_of(square), kBlack, "amazon", "q", "\u265B", {}});
          break;
        case Content::arrow:
          picture.pieces.push_back({cell_of(square), -1, "arrow", "x", "\u25CF", {}});
          break;
        case Content::empty:
          break;
      }
    }
  }
  if (last_move != nullptr) {
    const int mover = position.side_to_move() ^ 1;
    picture.marks.push_back({cell_of(last_move->from), game::CellMarkKind::move_origin, mover});
    picture.marks.push_back({cell_of(last_move->to), game::CellMarkKind::move_destination, mover});
  }
  return picture;
}

}  // namespace skald::amazons
