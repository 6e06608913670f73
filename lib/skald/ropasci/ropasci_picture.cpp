#include "skald/game/board_grids.h"
#include "skald/ropasci/ropasci_game.h"

namespace skald::ropasci {

game::BoardPicture ropasci_picture(const Game360& game) {
  // hex_grid_picture numbers and names its cells as hex.h numbers and names the hexes:
  // row by row from the bottom, column letter q + 4 and row number r + 5.
  game::BoardPicture picture = game::hex_grid_picture(kRadius);
  const Board& board = game.board();
  for (int hex = 0; hex < kHexes; ++hex) {
    for (int side = 0; side < kSides; ++side) {
      for (int s = 0; s < kSymbols; ++s) {
        const Symbol symbol = symbol_at(s);
        for (int n = board.tokens_on(hex, side, symbol); n > 0; --n)
          picture.pieces.push_back({hex, side, symbol_word(symbol),
                                    std::string(1, token_letter(side, symbol)), "", std::nullopt});
      }
    }
  }
  if (const auto& last = game.last_turn()) {
    for (int side = 0; side < kSides; ++side) {
      const Action& a = last->actions[side];
      if (a.from >= 0) picture.marks.push_back({a.from, game::CellMarkKind::move_origin, side});
      picture.marks.push_back({a.to, game::CellMarkKind::move_destination, side});
    }
    for (const auto& [hex, side] : last->defeated)
      picture.marks.push_back({hex, game::CellMarkKind::captured, side});
  }
  return picture;
}

}  // namespace skald::ropasci
