#include "skald/game/self_play.h"

#include <memory>

namespace skald::game {

namespace {

/// A small, fully specified generator (splitmix64), so games are the same on every machine.
std::uint64_t next_random(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

}  // namespace

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
      move = legal[next_random(random) % legal.size()];
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
