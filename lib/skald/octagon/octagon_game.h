#pragma once

// The Octagon Theory behind the type-erased game interface (skald/game/game.h). One Game
// per player count, since a game's shape (its number of sides) is fixed: `octagon` (two
// players), `octagon-3` and `octagon-4`; each takes the rules texts `octagon ...` with its
// `players:` (rules.h). Positions: notation.h (the text names the side to move); moves:
// `d4=1ne`, `e5=8`. Sides 0..3 are x, o, y, z. With two or more placements a turn, each
// placement is a move of its own and the same side moves again.

#include <memory>

#include "skald/game/game.h"
#include "skald/octagon/position.h"

namespace skald::octagon {

/// The game of `players` (2, 3 or 4) players for a game::GameRegistry.
std::unique_ptr<game::Game> make_octagon_game(int players);

/// The position of an Octagon Theory game state, or nullptr when `state` is not one.
const Position* octagon_position_of(const game::GameState& state);

}  // namespace skald::octagon
