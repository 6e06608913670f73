// How soon a live analysis obeys stop(), per game (issue 31: under 10 ms worst case on two
// cores). For each game, STOPS times: a position a few seeded random plies from the start,
// an analysis without limits started on it (game::LiveAnalyser), a stop at a seeded random
// moment 1 to 150 ms later, and the time from stop() until wait() returns (the search
// unwound, its answer converted to the game's moves and delivered). Prints the median,
// the 90th percentile and the worst per game, in milliseconds, and the proofs' the same
// way for the games that prove. Deterministic positions and moments for a seed; the
// latencies are the machine's.
//
// Usage: stop_latency [STOPS=100] [THREADS=1] [SEED=1] [GAME-NAME-FILTER]

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "formats/variants/catalogue.h"
#include "skald/amazons/amazons_game.h"
#include "skald/ataxx/ataxx_game.h"
#include "skald/core/splitmix.h"
#include "skald/game/live_analyser.h"
#include "skald/octagon/octagon_game.h"
#include "skald/ropasci/ropasci_game.h"
#include "skald/tafl/tafl_game.h"

namespace {

using namespace skald;
using Clock = std::chrono::steady_clock;

struct Case {
  std::string name;
  std::function<std::unique_ptr<game::Game>()> make;
  std::string rules;
  game::MultiPlayerMethod method = game::MultiPlayerMethod::hypermax;
  bool proves = false;
};

std::string catalogue_rules(const char* id) {
  const variants::Catalogue catalogue = variants::builtin_catalogue();
  const variants::Variant* v = catalogue.find_or_null(id);
  return v != nullptr ? v->rules : std::string();
}

std::vector<Case> cases() {
  using game::MultiPlayerMethod;
  return {
      {"brandub", [] { return tafl::make_tafl_game(); }, catalogue_rules("brandub"), {}, true},
      {"copenhagen",
       [] { return tafl::make_tafl_game(); },
       catalogue_rules("copenhagen"),
       {},
       true},
      {"ataxx", [] { return ataxx::make_ataxx_game(2); }, "ataxx", {}, true},
      {"spot-3 hypermax", [] { return ataxx::make_ataxx_game(3); }, "spot players:3",
       MultiPlayerMethod::hypermax},
      {"spot-3 paranoid", [] { return ataxx::make_ataxx_game(3); }, "spot players:3",
       MultiPlayerMethod::paranoid},
      {"spot-4 max-n", [] { return ataxx::make_ataxx_game(4); }, "spot players:4",
       MultiPlayerMethod::max_n},
      {"amazons 10x10", [] { return amazons::make_amazons_game(); }, "amazons size:10", {}, true},
      {"octagon", [] { return octagon::make_octagon_game(2); }, "octagon", {}, true},
      {"octagon-4", [] { return octagon::make_octagon_game(4); }, "octagon players:4"},
      {"ropasci360", [] { return ropasci::make_ropasci_game(); }, "ropasci360"},
  };
}

std::unique_ptr<game::GameState> position(const game::Game& game, const Case& c,
                                          std::uint64_t& seed) {
  Diagnostics d;
  std::unique_ptr<game::GameState> state = game.start_state(c.rules, std::nullopt, d);
  if (!state) return state;
  const int plies = static_cast<int>(splitmix64(seed) % 12);
  for (int ply = 0; ply < plies; ++ply) {
    const std::vector<std::string> moves = state->legal_moves();
    if (moves.empty()) break;
    std::unique_ptr<game::GameState> next = state->clone();
    next->play(moves[splitmix64(seed) % moves.size()]);
    if (next->outcome().kind != game::OutcomeKind::ongoing) break;
    state = std::move(next);
  }
  return state;
}

struct Figures {
  double median = 0, p90 = 0, worst = 0;
};

Figures figures(std::vector<double> ms) {
  std::sort(ms.begin(), ms.end());
  if (ms.empty()) return {};
  return {ms[ms.size() / 2], ms[ms.size() * 9 / 10], ms.back()};
}

/// Stops after a random moment and returns the milliseconds from stop() to idle.
template <class Start>
double one_stop(game::LiveAnalyser& live, std::uint64_t& seed, const Start& start) {
  start();
  std::this_thread::sleep_for(std::chrono::milliseconds{1 + splitmix64(seed) % 150});
  const Clock::time_point before = Clock::now();
  live.stop();
  live.wait();
  return std::chrono::duration<double, std::milli>(Clock::now() - before).count();
}

}  // namespace

int main(int argc, char** argv) {
  const int stops = argc > 1 ? std::max(1, std::atoi(argv[1])) : 100;
  const int threads = argc > 2 ? std::max(1, std::atoi(argv[2])) : 1;
  const std::uint64_t base_seed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1;
  const std::string filter = argc > 4 ? argv[4] : "";
  std::printf("stop latency, %d stops a game, %d thread%s, seed %llu (ms from stop() to idle)\n",
              stops, threads, threads == 1 ? "" : "s", static_cast<unsigned long long>(base_seed));
  std::printf("%-18s %-9s %8s %8s %8s\n", "game", "search", "median", "p90", "worst");
  double worst_of_all = 0;
  for (const Case& c : cases()) {
    if (!filter.empty() && c.name.find(filter) == std::string::npos) continue;
    const std::unique_ptr<game::Game> game = c.make();
    std::unique_ptr<game::Analyser> analyser = game->make_analyser();
    game::AnalyserSettings settings;
    settings.threads = threads;
    settings.hash_megabytes = 64;
    settings.multi_player = c.method;
    analyser->configure(settings);
    game::LiveAnalyser live(std::move(analyser));
    std::uint64_t seed = base_seed;
    std::vector<double> analyses, proofs;
    for (int i = 0; i < stops; ++i) {
      const std::unique_ptr<game::GameState> state = position(*game, c, seed);
      if (!state) break;
      analyses.push_back(one_stop(live, seed, [&] { live.start(*state, {}); }));
      if (c.proves) {
        game::ProofQuery query;
        query.winner = std::max(0, state->side_to_move());
        query.moves = 8;
        proofs.push_back(one_stop(live, seed, [&] { live.start_proof(*state, query); }));
      }
    }
    const Figures a = figures(analyses);
    std::printf("%-18s %-9s %8.3f %8.3f %8.3f\n", c.name.c_str(), "analysis", a.median, a.p90,
                a.worst);
    worst_of_all = std::max(worst_of_all, a.worst);
    if (!proofs.empty()) {
      const Figures p = figures(proofs);
      std::printf("%-18s %-9s %8.3f %8.3f %8.3f\n", "", "proof", p.median, p.p90, p.worst);
      worst_of_all = std::max(worst_of_all, p.worst);
    }
    std::fflush(stdout);
  }
  std::printf("worst of all: %.3f ms\n", worst_of_all);
  return 0;
}
