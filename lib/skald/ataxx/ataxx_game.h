#pragma once

// Ataxx and Spot behind the type-erased game interface (skald/game/game.h). One Game per
// player count, since a game's shape (its number of sides) is fixed: `ataxx` (two players:
// the rules texts `ataxx` and `spot players:2`), `spot-3` and `spot-4` (the rules texts
// `spot players:3 ...` and `spot players:4`). Rules texts: rules.h; positions: Ataxx FEN
// (fen.h), which names the side to move; moves: `f2`, `g1e3`, `0000` (move_notation.h).
// Sides 0..3 are x, o, y, z. Variants by name: ataxx, spot-2, spot-3, spot-3-left, spot-4.

#include <memory>

#include "skald/ataxx/position.h"
#include "skald/game/game.h"

namespace skald::ataxx {

/// The game of `players` (2, 3 or 4) players for a game::GameRegistry.
std::unique_ptr<game::Game> make_ataxx_game(int players);

/// The position of an Ataxx game state, or nullptr when `state` is not one.
const Position* ataxx_position_of(const game::GameState& state);

}  // namespace skald::ataxx
