#pragma once

// Tempting tries: the first moves a shallow search likes best among those that do not win
// in time, each with the defence that refutes it. What a solver is most likely to play
// wrong, and the variation that shows why: the miner writes them into a new puzzle, the
// studio offers them after a check.

#include <cstdint>
#include <stop_token>
#include <string>
#include <vector>

#include "skald/game/analyser.h"
#include "skald/game/game.h"

namespace skald::puzzle {

struct TemptingTry {
  std::string move;
  /// The defence that holds after it, as the proof found it (its first move is the reply).
  std::vector<std::string> refutation;
};

struct TryOptions {
  int count = 2;                        // tries at most
  int depth = 2;                        // of the search that ranks the first moves
  int lines = 6;                        // first moves it ranks
  std::uint64_t max_nodes = 1'000'000;  // of each refutation's proof
  std::stop_token stop{};
};

/// The tries at `start` for `side` (to move there) winning in `moves` of its moves, where
/// `winning` are the first moves that do win: ranked by `analyser` (its multi-PV setting is
/// put back to one line afterwards). A try that ends the game, or whose refutation the proof
/// cannot settle, is left out.
std::vector<TemptingTry> tempting_tries(const game::GameState& start,
                                        const std::vector<std::string>& winning, int side,
                                        int moves, game::Analyser& analyser,
                                        const TryOptions& options = {});

}  // namespace skald::puzzle
