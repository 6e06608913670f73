#pragma once

// The Game of the Amazons behind the type-erased game interface (skald/game/game.h): the
// rules text (`amazons size:10`, rules.h), an optional `[position:...]` in the FEN-like
// notation of notation.h, moves written `d1-d6/g9`. Sides: 0 White, 1 Black. A game state
// keeps no history: nothing in the rules looks back.

#include <memory>

#include "skald/amazons/position.h"
#include "skald/game/game.h"

namespace skald::amazons {

/// A new Amazons game for a game::GameRegistry.
std::unique_ptr<game::Game> make_amazons_game();

/// The position of an Amazons game state, or nullptr when `state` is not one.
const Position* amazons_position_of(const game::GameState& state);

/// The board picture of a position (the amazons and the arrows), with the last move's
/// squares marked when there is one.
game::BoardPicture amazons_picture(const Position& position, const Move* last_move);

}  // namespace skald::amazons
