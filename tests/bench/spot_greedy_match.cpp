// skald's N-player search against one-ply greedy players in Spot (issue 12: the NES AI's
// strength, per the seed, is one ply of "most stones after my move"). One seat is skald's
// analyser (hypermax or paranoid, fixed depth); every other seat plays the move that leaves
// it the most stones, ties broken by a seeded draw; skald's seat rotates over the games,
// and each game opens with one seeded random move per player. Prints wins (first alone),
// shared firsts, losses and skald's mean place. Deterministic for a seed.
//
// Usage: spot_greedy_match PLAYERS GAMES DEPTH hypermax|paranoid [SEED]

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "skald/ataxx/ataxx_game.h"
#include "skald/core/splitmix.h"
#include "skald/game/game.h"

namespace {

using namespace skald;

/// Stones of `side` in an Ataxx FEN (x, o, y, z for sides 0..3).
int stones_of(const std::string& fen, int side) {
  const char letter = "xoyz"[side];
  int n = 0;
  for (char c : fen) {
    if (c == ' ') break;
    n += c == letter;
  }
  return n;
}

std::string greedy_move(const game::GameState& state, std::uint64_t& seed) {
  const int side = state.side_to_move();
  int best = -1;
  std::vector<std::string> best_moves;
  for (const std::string& m : state.legal_moves()) {
    auto after = state.clone();
    after->play(m);
    const int stones = stones_of(after->position_text(), side);
    if (stones > best) {
      best = stones;
      best_moves.clear();
    }
    if (stones == best) best_moves.push_back(m);
  }
  return best_moves[splitmix64(seed) % best_moves.size()];
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 5) {
    std::fprintf(stderr, "usage: %s PLAYERS GAMES DEPTH hypermax|paranoid [SEED]\n", argv[0]);
    return 2;
  }
  const int players = std::atoi(argv[1]);
  const int games = std::atoi(argv[2]);
  const int depth = std::atoi(argv[3]);
  const std::string_view method = argv[4];
  std::uint64_t seed = argc > 5 ? std::strtoull(argv[5], nullptr, 10) : 1;
  if (players < 3 || players > 4 || games < 1 || depth < 1 ||
      (method != "hypermax" && method != "paranoid")) {
    std::fprintf(stderr, "PLAYERS 3 or 4, GAMES and DEPTH at least 1, hypermax or paranoid\n");
    return 2;
  }
  const auto game = ataxx::make_ataxx_game(players);
  const std::string rules = game->variants().front().rules;
  game::AnalyserSettings settings;
  settings.hash_megabytes = 16;
  settings.multi_player =
      method == "hypermax" ? game::MultiPlayerMethod::hypermax : game::MultiPlayerMethod::paranoid;
  int wins = 0, shared = 0, losses = 0, place_sum = 0;
  for (int g = 0; g < games; ++g) {
    const int seat = g % players;
    Diagnostics diagnostics;
    auto state = game->start_state(rules, std::nullopt, diagnostics);
    auto analyser = game->make_analyser();
    analyser->configure(settings);
    for (int i = 0; i < players && state->outcome().kind == game::OutcomeKind::ongoing; ++i) {
      const auto moves = state->legal_moves();
      state->play(moves[splitmix64(seed) % moves.size()]);
    }
    while (state->outcome().kind == game::OutcomeKind::ongoing) {
      std::string move;
      if (state->side_to_move() == seat) {
        game::AnalysisLimits limits;
        limits.depth = depth;
        move = *analyser->analyse(*state, limits).best_move;
      } else {
        move = greedy_move(*state, seed);
      }
      state->play(move);
    }
    const game::Outcome end = state->outcome();
    const std::vector<int> places = end.places(players);
    const int place = places[static_cast<std::size_t>(seat)];
    int firsts = 0;
    for (int p : places)
      firsts += p == 1;
    if (place == 1 && firsts == 1)
      ++wins;
    else if (place == 1)
      ++shared;
    else
      ++losses;
    place_sum += place;
  }
  std::printf(
      "spot-%d, skald %.*s depth %d against %d greedy players, %d games: "
      "%d wins, %d shared firsts, %d losses (win rate %.1f%%), mean place %.2f\n",
      players, static_cast<int>(method.size()), method.data(), depth, players - 1, games, wins,
      shared, losses, 100.0 * wins / games, static_cast<double>(place_sum) / games);
  return 0;
}
