#pragma once

// The tafl game behind the type-erased game interface (skald/game/game.h): what records,
// puzzles and the command line use to replay OTN moves. TaflGame reads a rules string
// (rules_string.h) and an optional `[position:...]` record; TaflGameState wraps a Position
// and plays move records written in OTN (move_notation.h).
//
// Playing a record is lenient where real OpenTafl files are sloppy: a written capture list
// or info suffix that differs from what the rules produce is a warning, and the move is
// played as the rules say. One OpenTafl bug is tolerated too: under `ber:c` OpenTafl
// accepts a berserk continuation that captures nothing (its files contain `16. i8=i6`);
// TaflGameState plays such a move with a warning, ending the berserk turn, although its own
// move generator never offers it. Sides: 0 attackers, 1 defenders.

#include <memory>

#include "skald/game/game.h"
#include "skald/tafl/position.h"
#include "skald/tafl/rules.h"

namespace skald::tafl {

/// A new tafl game for a game::GameRegistry; its rules are read and played in `dialect`.
std::unique_ptr<game::Game> make_tafl_game(Dialect dialect = Dialect::opentafl);

/// A game state playing on from `position` (its history kept for repetition).
std::unique_ptr<game::GameState> make_tafl_state(Position position);

/// The position of a tafl game state, or nullptr when `state` is not one.
const Position* tafl_position_of(const game::GameState& state);

}  // namespace skald::tafl
