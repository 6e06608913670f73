#pragma once

// Themes computed from a puzzle's solution (puzzles/README.md defines each), game by game,
// from the board pictures (game/board_picture.h) before and after each move of the main
// line, so no game's own types are needed here:
//   tafl     king capture: the winner's last move captures the king;
//            sacrifice: the loser's reply captures the piece the winner has just moved;
//   ataxx    infection chain: every move of the winner on the main line turns at least
//            two of the loser's pieces;
//   amazons  queen trap: at the end of the main line a loser's amazon has no empty
//            neighbour cell.
// A game none of these concern has no themes.

#include <string>
#include <vector>

#include "skald/game/game.h"

namespace skald::puzzle {

/// The themes of the solution `line` (the main line, the winner `winner` to move first)
/// played from `start` in `game`, in the order above.
std::vector<std::string> solution_themes(const game::Game& game, const game::GameState& start,
                                         const std::vector<std::string>& line, int winner);

}  // namespace skald::puzzle
