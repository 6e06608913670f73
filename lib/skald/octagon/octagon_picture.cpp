#include "skald/octagon/octagon_picture.h"

#include "skald/game/board_grids.h"
#include "skald/octagon/notation.h"

namespace skald::octagon {
namespace {

// Filled and outlined circles, a square and a diamond: told apart without colour.
constexpr const char* kSymbols[kMaxPlayers] = {"\u25CF", "\u25CB", "\u25A0", "\u25C6"};
constexpr const char* kKindWords[kKinds] = {"1-piece", "2-piece", "4-piece", "8-piece"};
constexpr game::PlaceStep kKingSteps[] = {{0, 1},  {1, 1},   {1, 0},  {1, -1},
                                          {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

}  // namespace

game::BoardPicture octagon_picture(const Position& position, const std::optional<LastMove>& last) {
  const Board& board = position.board();
  game::BoardPicture picture = game::square_grid_picture(board.size(), board.size());
  picture.shape = game::BoardShape::other;
  // Cut the corners and the hole: the cells left are the board's, in its id order (row by
  // row from the bottom), so board ids are picture ids from here on.
  game::remove_cells(picture, [&board](const game::Cell& c) {
    return !board.cell_at(c.column, c.row).has_value();
  });
  game::connect_by_steps(picture, kKingSteps);
  for (int cell = 0; cell < board.cell_count(); ++cell) {
    const Piece& p = position.at(cell);
    if (p.empty()) continue;
    std::optional<int> facing;
    if (p.kind != 3) facing = direction_degrees(p.turn);
    picture.pieces.push_back({cell, p.owner, kKindWords[p.kind],
                              std::string(1, kPlayerLetters[p.owner]) + piece_text(p.kind, p.turn),
                              kSymbols[p.owner], facing});
  }
  if (last) {
    picture.marks.push_back({last->move.cell, game::CellMarkKind::move_destination, last->mover});
    for (const PushStep& s : last->pushes)
      if (s.to < 0) picture.marks.push_back({s.from, game::CellMarkKind::captured, s.owner});
  }
  return picture;
}

}  // namespace skald::octagon
