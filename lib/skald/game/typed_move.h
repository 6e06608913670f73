#pragma once

// A move as a person types it, in `skald solve` and on the puzzle page alike: the game's
// canonical text, its short form (GameState::short_move_text: tafl's `d6-f6` without the
// piece letter, the captures and the marks), or a shortening of either the game reads as
// that move (tafl: `Kd6-f6` with the letter, `Kb2-a2` without the escape mark `-`, the
// captures written or not: the game computes them). The page cannot run the game's
// reader, so it is given every form typed_forms() lists and compares texts; the terminal
// asks typed_move(), which takes exactly those forms. Game-agnostic: only the state's own
// texts are compared.

#include <string>
#include <string_view>
#include <vector>

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

/// Every text typed_move() takes as the legal move `move` (canonical text) of `state`,
/// besides `move` itself and its short form: what the puzzle page compares typed text with.
std::vector<std::string> typed_forms(const GameState& state, const std::string& move);

}  // namespace skald::game
