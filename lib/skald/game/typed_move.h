#pragma once

// A move as a person types it (`skald solve`): the game's canonical text, its short form
// (GameState::short_move_text: tafl's `d6-f6` without the piece letter and the captures),
// or any text the game reads as a legal move (tafl: `Kd6-f6`, captures written or not, the
// game computes them). Game-agnostic: only the state's own texts are compared.

#include <string>
#include <string_view>

#include "skald/game/game.h"

namespace skald::game {

/// The legal move a typed text names, or why none.
struct TypedMove {
  std::string move;   // canonical text; empty when the text names no single legal move
  std::string error;  // "not a legal move here", "ambiguous: a or b"
};

/// What a person typed without the spaces (and line ends) around it.
std::string_view without_surrounding_spaces(std::string_view typed);

/// The legal move of `state` that `typed` (surrounding spaces ignored) names.
TypedMove typed_move(const GameState& state, std::string_view typed);

}  // namespace skald::game
