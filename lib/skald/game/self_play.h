#pragma once

// Self-play: a game played by a game's analyser against itself, for puzzle mining and
// engine tests. The first plies may be chosen at random (with a seed, so a game is
// reproducible) to vary the games; after them each side plays the analyser's best move.

#include <cstdint>
#include <string>
#include <vector>

#include "skald/game/analyser.h"
#include "skald/game/game.h"

namespace skald::game {

struct SelfPlayOptions {
  AnalysisLimits limits;  // per move (a depth keeps the games reproducible)
  int random_plies = 4;   // opening plies chosen at random among the legal moves
  int max_plies = 200;    // the game is cut off after this many plies
  std::uint64_t seed = 1;
};

struct SelfPlayGame {
  std::vector<std::string> moves;  // as the game writes them
  Outcome outcome;                 // ongoing when cut off
};

/// Plays from `start` (not changed) until the game ends or max_plies.
SelfPlayGame self_play(const GameState& start, Analyser& analyser, const SelfPlayOptions& options);

}  // namespace skald::game
