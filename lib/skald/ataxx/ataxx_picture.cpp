#include "skald/ataxx/ataxx_picture.h"

#include "skald/ataxx/fen.h"
#include "skald/game/board_grids.h"

namespace skald::ataxx {
namespace {

// Filled and outlined circles, a square and a diamond: told apart without colour.
constexpr const char* kSymbols[kMaxPlayers] = {"\u25CF", "\u25CB", "\u25A0", "\u25C6"};
constexpr const char* kKinds[kMaxPlayers] = {"x stone", "o stone", "y stone", "z stone"};

}  // namespace

game::BoardPicture ataxx_picture(const Position& position, const std::optional<LastMove>& last) {
  // Cell ids of the full grid are the squares (rank * 7 + file); pieces and marks are
  // placed on them before the gaps are cut out, which renumbers everything.
  game::BoardPicture picture = game::square_grid_picture(kFiles, kRanks);
  for (int square = 0; square < kSquares; ++square) {
    const int side = position.at(square);
    if (side < 0) continue;
    picture.pieces.push_back({square, side, kKinds[side], std::string(1, kPlayerLetters[side]),
                              kSymbols[side], std::nullopt});
  }
  if (last && !last->move.is_pass()) {
    if (last->move.is_jump())
      picture.marks.push_back({last->move.from, game::CellMarkKind::move_origin, last->mover});
    picture.marks.push_back({last->move.to, game::CellMarkKind::move_destination, last->mover});
    for (Bitboard b = last->turned; b; b &= b - 1) {
      const int square = lowest(b);
      picture.marks.push_back({square, game::CellMarkKind::captured,
                               last->former_owner[static_cast<std::size_t>(square)]});
    }
  }
  const Bitboard gaps = position.gaps();
  if (gaps != 0) {
    game::remove_cells(picture, [gaps](const game::Cell& c) {
      return (gaps & bit(square_at(c.column, c.row))) != 0;
    });
  }
  return picture;
}

}  // namespace skald::ataxx
