#pragma once

// Themes computed from a puzzle's solution (puzzles/README.md defines each), game by game,
// from the board pictures (game/board_picture.h) before and after each move of the main
// line, the outcome at its end, and the moves the game offers, so no game's own types are
// needed here:
//   tafl     king capture: the winner's last move captures the king;
//            edge fort: the defenders win by an edge fort;
//            encirclement: the attackers win by surrounding every defender;
//            shieldwall capture: a winner's move captures two or more pieces standing on
//              one edge line;
//            corner block: an attackers' move lands beside a corner the king escapes to;
//            double threat: no single last move wins against every defence to the
//              winner's last but one move (each defence stops one threat, not both);
//            sacrifice: the loser's reply captures the piece the winner has just moved;
//   ataxx    infection chain: every move of the winner on the main line turns at least
//              two of the loser's pieces;
//            block: at the end the loser still has pieces, none of which can move;
//            pass forcing: the loser passes on the main line;
//   amazons  queen trap: at the end of the main line a loser's amazon has no empty
//              neighbour cell;
//            territory cut: a winner's move splits the empty cells around the amazons
//              into more regions, one of them reached by the winner's amazons only.
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
