// ropasci_strength: RoPaSci 360 games between two players, to measure the analyser's
// strength (tests/bench/README.md has the figures). Players:
//   matrix[:D]     the analyser's default, each turn's joint actions solved as a matrix game
//                  D turns deep (default 2), its side's action drawn from its strategy;
//   averaging[:D]  the seed's method (../shared/seeds/001_*), mean over the kept replies;
//   random         a legal action of its side, uniformly.
// The first player takes Upper in even-numbered games and Lower in odd ones. Every game is
// seeded by its number: the same command plays the same games.
//
// Usage: ropasci_strength PLAYER PLAYER [GAMES] [FIRST_SEED] [--moves]
//   ropasci_strength matrix random 100
//   ropasci_strength matrix:2 averaging:2 100
// Prints one line per game (with --moves, then its joint actions as a record's turns) and
// a summary: the first player's wins, draws and losses.

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "skald/game/game.h"
#include "skald/ropasci/ropasci_analyser.h"
#include "skald/ropasci/ropasci_game.h"

namespace {

using namespace skald;

struct Player {
  std::string name;
  std::string kind;  // matrix, averaging or random
  int depth = 2;
  std::unique_ptr<game::Analyser> analyser;
};

std::unique_ptr<Player> make_player(const std::string& spec) {
  auto p = std::make_unique<Player>();
  p->name = spec;
  const std::size_t colon = spec.find(':');
  p->kind = spec.substr(0, colon);
  if (colon != std::string::npos) p->depth = std::atoi(spec.c_str() + colon + 1);
  if (p->kind == "random") return p;
  if (p->kind != "matrix" && p->kind != "averaging") return nullptr;
  p->analyser = ropasci::make_ropasci_analyser();
  return p;
}

/// `side`'s action in `state` by `player`.
std::string action_of(Player& player, const game::GameState& state, int side, std::mt19937& rng,
                      std::uint64_t seed) {
  if (player.kind == "random") {
    const std::vector<std::string> actions = state.legal_moves_of(side);
    return actions[rng() % actions.size()];
  }
  game::AnalyserSettings settings;
  settings.simultaneous = player.kind == "averaging" ? game::SimultaneousMethod::averaging
                                                     : game::SimultaneousMethod::matrix;
  settings.seed = seed;
  player.analyser->configure(settings);
  game::AnalysisLimits limits;
  limits.depth = player.depth;
  const game::Analysis a = player.analyser->analyse(state, limits);
  const std::string& joint = *a.best_move;
  const std::size_t slash = joint.find('/');
  return side == 0 ? joint.substr(0, slash) : joint.substr(slash + 1);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr,
                 "usage: ropasci_strength PLAYER PLAYER [GAMES] [FIRST_SEED]\n"
                 "  players: matrix[:DEPTH], averaging[:DEPTH], random\n");
    return 2;
  }
  std::unique_ptr<Player> players[2] = {make_player(argv[1]), make_player(argv[2])};
  if (!players[0] || !players[1]) {
    std::fprintf(stderr, "error: a player is matrix[:DEPTH], averaging[:DEPTH] or random\n");
    return 2;
  }
  const int games = argc > 3 ? std::atoi(argv[3]) : 100;
  const int first_seed = argc > 4 ? std::atoi(argv[4]) : 0;
  const bool print_moves = argc > 5 && std::string(argv[5]) == "--moves";
  const std::unique_ptr<game::Game> rules = ropasci::make_ropasci_game();
  int wins = 0, draws = 0, losses = 0;
  long turns_total = 0;
  for (int g = first_seed; g < first_seed + games; ++g) {
    Diagnostics diagnostics;
    std::unique_ptr<game::GameState> state =
        rules->start_state(ropasci::kRulesText, std::nullopt, diagnostics);
    std::mt19937 rng(static_cast<unsigned>(g) * 7919u + 17u);
    const int first_side = g % 2;  // the side the first player takes
    int turns = 0;
    std::string moves;
    while (state->outcome().kind == game::OutcomeKind::ongoing) {
      std::string actions[2];
      for (int side = 0; side < 2; ++side) {
        Player& p = side == first_side ? *players[0] : *players[1];
        actions[side] = action_of(p, *state, side, rng, static_cast<std::uint64_t>(g) * 2 + side);
      }
      const game::PlayResult r = state->play(actions[0] + "/" + actions[1]);
      if (!r.ok) {
        std::fprintf(stderr, "error: game %d turn %d: %s\n", g, turns + 1,
                     r.diagnostics.items().front().message.c_str());
        return 1;
      }
      ++turns;
      moves += std::to_string(turns) + ". " + r.canonical + "\n";
    }
    const game::Outcome outcome = state->outcome();
    const char* result = "draw";
    if (outcome.kind == game::OutcomeKind::win) {
      const bool first_won = outcome.winner == first_side;
      result = first_won ? "win" : "loss";
      (first_won ? wins : losses) += 1;
    } else {
      ++draws;
    }
    turns_total += turns;
    std::printf("game %d: %s as %s, %s after %d turns (%s)\n", g, players[0]->name.c_str(),
                first_side == 0 ? "upper" : "lower", result, turns, outcome.text.c_str());
    if (print_moves) std::printf("%s", moves.c_str());
    std::fflush(stdout);
  }
  std::printf(
      "%s against %s: %d games, %d wins, %d draws, %d losses (score %.1f%%), mean %.1f "
      "turns\n",
      players[0]->name.c_str(), players[1]->name.c_str(), games, wins, draws, losses,
      100.0 * (wins + 0.5 * draws) / games, static_cast<double>(turns_total) / games);
  return 0;
}
