#pragma once

// RoPaSci 360 behind the type-erased game interface (skald/game/game.h): a two-player game
// of simultaneous turns (GameShape: simultaneous). Every turn is one joint action, one
// record node (`R*c9/s*g1`); side_to_move() is game::kEverySide and legal_moves_of(side)
// gives each side's own actions. Sides: 0 upper, 1 lower. Rules text: `ropasci360` (the
// rules of the COMP30024 2021 course, ../shared/corpus/ropasci360/game-rules.tex); a
// position text (notation.h) sets up any position, its history starting there.

#include <memory>

#include "skald/game/game.h"
#include "skald/ropasci/game_state.h"

namespace skald::ropasci {

/// The rules text of the game, and its name.
inline constexpr const char* kRulesText = "ropasci360";

/// The game for a game::GameRegistry.
std::unique_ptr<game::Game> make_ropasci_game();

/// The game of a RoPaSci 360 state, or nullptr when `state` is not one.
const Game360* ropasci_game_of(const game::GameState& state);

/// The board picture of a game: the 61 hexes (named as the notation names them), a piece
/// per token, and the last turn's origins, targets and defeated tokens.
game::BoardPicture ropasci_picture(const Game360& game);

}  // namespace skald::ropasci
