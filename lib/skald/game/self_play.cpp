#include "skald/game/self_play.h"

#include <memory>

#include "skald/core/splitmix.h"

namespace skald::game {

SelfPlayGame self_play(const GameState& start, Analyser& analyser, const SelfPlayOptions& options) {
  SelfPlayGame game;
  std::unique_ptr<GameState> state = start.clone();
  std::uint64_t random = options.seed;
  for (int ply = 0; ply < options.max_plies; ++ply) {
    game.outcome = state->outcome();
    if (game.outcome.kind != OutcomeKind::ongoing) return game;
    const std::vector<std::string> legal = state->legal_moves();
    if (legal.empty()) return game;
    std::string move;
    if (ply < options.random_plies) {
      move = legal[splitmix64(random) % legal.size()];
    } else {
      const Analysis analysis = analyser.analyse(*state, options.limits);
      if (!analysis.best_move) return game;
      move = *analysis.best_move;
    }
    if (!state->play(move).ok) return game;
    game.moves.push_back(move);
  }
  game.outcome = state->outcome();
  return game;
}

}  // namespace skald::game
