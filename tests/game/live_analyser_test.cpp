// LiveAnalyser (game/live_analyser.h) on every game's analyser: an analysis without limits
// runs until stop() and then answers with a legal move; progress arrives during a long
// depth, not only after each; a proof stops and says so; a new start stops the running
// search first. Speed (how soon a stop is obeyed) is measured by tests/bench/stop_latency,
// not here; these tests only require that a stop ends searches that would otherwise run on.

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "formats/variants/catalogue.h"
#include "skald/amazons/amazons_game.h"
#include "skald/ataxx/ataxx_game.h"
#include "skald/game/live_analyser.h"
#include "skald/octagon/octagon_game.h"
#include "skald/ropasci/ropasci_game.h"
#include "skald/tafl/tafl_game.h"

namespace skald::game {
namespace {

using namespace std::chrono_literals;

struct LiveCase {
  std::string name;
  std::function<std::unique_ptr<Game>()> make;
  std::string rules;
  MultiPlayerMethod method = MultiPlayerMethod::hypermax;
};

std::string catalogue_rules(const std::string& id) {
  const variants::Catalogue catalogue = variants::builtin_catalogue();
  for (const auto& v : catalogue.entries())
    if (v.id == id) return v.rules;
  ADD_FAILURE() << "no variant " << id;
  return {};
}

std::vector<LiveCase> cases() {
  return {
      {"brandub", [] { return tafl::make_tafl_game(); }, catalogue_rules("brandub")},
      {"copenhagen", [] { return tafl::make_tafl_game(); }, catalogue_rules("copenhagen")},
      {"ataxx", [] { return ataxx::make_ataxx_game(2); }, "ataxx"},
      {"spot-3-hypermax", [] { return ataxx::make_ataxx_game(3); }, "spot players:3",
       MultiPlayerMethod::hypermax},
      {"spot-3-paranoid", [] { return ataxx::make_ataxx_game(3); }, "spot players:3",
       MultiPlayerMethod::paranoid},
      {"spot-4-max-n", [] { return ataxx::make_ataxx_game(4); }, "spot players:4",
       MultiPlayerMethod::max_n},
      {"amazons-10", [] { return amazons::make_amazons_game(); }, "amazons size:10"},
      {"octagon", [] { return octagon::make_octagon_game(2); }, "octagon"},
      {"octagon-3", [] { return octagon::make_octagon_game(3); }, "octagon players:3"},
      {"ropasci360", [] { return ropasci::make_ropasci_game(); }, "ropasci360"},
  };
}

/// The start of `c`'s game after a few seeded random plies, so the searches are not all
/// from one position.
std::unique_ptr<GameState> position_of(const Game& game, const LiveCase& c, unsigned seed) {
  Diagnostics d;
  std::unique_ptr<GameState> state = game.start_state(c.rules, std::nullopt, d);
  EXPECT_TRUE(state) << c.name;
  if (!state) return state;
  std::mt19937 random(seed);
  for (int ply = 0; ply < 4; ++ply) {
    const std::vector<std::string> moves = state->legal_moves();
    if (moves.empty() || state->outcome().kind != OutcomeKind::ongoing) break;
    std::unique_ptr<GameState> next = state->clone();
    next->play(moves[random() % moves.size()]);
    if (next->outcome().kind != OutcomeKind::ongoing) break;
    state = std::move(next);
  }
  return state;
}

/// Waits up to `limit` for the live analyser to go idle; true when it did.
bool idle_within(const LiveAnalyser& live, std::chrono::milliseconds limit) {
  const auto until = std::chrono::steady_clock::now() + limit;
  while (live.running() && std::chrono::steady_clock::now() < until)
    std::this_thread::sleep_for(1ms);
  return !live.running();
}

TEST(LiveAnalyserTest, StopEndsAnAnalysisWithoutLimitsWithALegalMove) {
  for (const LiveCase& c : cases()) {
    SCOPED_TRACE(c.name);
    const std::unique_ptr<Game> game = c.make();
    std::unique_ptr<Analyser> analyser = game->make_analyser();
    ASSERT_TRUE(analyser);
    AnalyserSettings settings;
    settings.hash_megabytes = 8;
    settings.multi_player = c.method;
    analyser->configure(settings);
    LiveAnalyser live(std::move(analyser));
    const std::unique_ptr<GameState> state = position_of(*game, c, 7);
    ASSERT_TRUE(state);
    std::atomic<int> reports{0};
    std::atomic<int> finished{0};
    live.start(
        *state, {}, [&](const Analysis&) { ++reports; }, [&](const Analysis&) { ++finished; });
    EXPECT_TRUE(live.running());
    // Long enough for a depth or two; a search without limits would go on for hours.
    std::this_thread::sleep_for(300ms);
    EXPECT_TRUE(live.running()) << "an analysis without limits ran out by itself";
    live.stop();
    ASSERT_TRUE(idle_within(live, 20s)) << "stop() did not end the analysis";
    EXPECT_EQ(finished.load(), 1);
    const Analysis a = live.analysis();
    EXPECT_EQ(a.error, "");
    ASSERT_TRUE(a.best_move);
    EXPECT_TRUE(state->clone()->play(*a.best_move).ok) << *a.best_move << " is not legal";
    EXPECT_GT(a.nodes, 0u);
  }
}

TEST(LiveAnalyserTest, AStopBeforeTheSearchBeginsStillAnswersWithALegalMove) {
  for (const LiveCase& c : cases()) {
    SCOPED_TRACE(c.name);
    const std::unique_ptr<Game> game = c.make();
    LiveAnalyser live(game->make_analyser());
    const std::unique_ptr<GameState> state = position_of(*game, c, 11);
    ASSERT_TRUE(state);
    live.start(*state, {});
    live.stop();
    live.wait();
    const Analysis a = live.analysis();
    ASSERT_TRUE(a.best_move) << "a stopped analysis must still name a move";
    EXPECT_TRUE(state->clone()->play(*a.best_move).ok) << *a.best_move;
  }
}

TEST(LiveAnalyserTest, ProgressArrivesDuringALongDepthWithItsFigures) {
  const LiveCase c{"copenhagen", [] { return tafl::make_tafl_game(); },
                   catalogue_rules("copenhagen")};
  const std::unique_ptr<Game> game = c.make();
  LiveAnalyser live(game->make_analyser());
  const std::unique_ptr<GameState> state = position_of(*game, c, 3);
  std::mutex mutex;
  std::vector<Analysis> reports;
  AnalysisLimits limits;
  limits.progress_interval = 20ms;
  live.start(*state, limits, [&](const Analysis& a) {
    std::lock_guard lock(mutex);
    reports.push_back(a);
  });
  std::this_thread::sleep_for(1500ms);
  live.stop();
  live.wait();
  std::lock_guard lock(mutex);
  ASSERT_GE(reports.size(), 2u);
  int within_a_depth = 0;
  for (std::size_t i = 1; i < reports.size(); ++i) {
    const Analysis& before = reports[i - 1];
    const Analysis& now = reports[i];
    EXPECT_GE(now.depth, before.depth);
    EXPECT_GE(now.nodes, before.nodes);
    EXPECT_GE(now.elapsed, before.elapsed);
    within_a_depth += now.depth == before.depth;
  }
  EXPECT_GT(within_a_depth, 0) << "progress only after complete depths";
  for (const Analysis& a : reports) {
    EXPECT_GE(a.depth, 1);
    EXPECT_GE(a.selective_depth, a.depth);
    EXPECT_FALSE(a.pv.empty());
    EXPECT_GE(a.hash_permille, 0);
    EXPECT_LE(a.hash_permille, 1000);
  }
  EXPECT_GT(reports.back().hash_permille, 0);
  EXPECT_GT(reports.back().nodes_per_second(), 0u);
}

TEST(LiveAnalyserTest, MultiPvLinesComeWithTheProgress) {
  const LiveCase c{"brandub", [] { return tafl::make_tafl_game(); }, catalogue_rules("brandub")};
  const std::unique_ptr<Game> game = c.make();
  std::unique_ptr<Analyser> analyser = game->make_analyser();
  AnalyserSettings settings;
  settings.multi_pv = 3;
  analyser->configure(settings);
  LiveAnalyser live(std::move(analyser));
  const std::unique_ptr<GameState> state = position_of(*game, c, 5);
  std::atomic<std::size_t> fewest{99};
  AnalysisLimits limits;
  limits.depth = 3;
  live.start(*state, limits, [&](const Analysis& a) {
    if (a.lines.size() < fewest) fewest = a.lines.size();
  });
  live.wait();
  EXPECT_EQ(fewest.load(), 3u);
  EXPECT_EQ(live.analysis().lines.size(), 3u);
}

TEST(LiveAnalyserTest, AProofStopsAndSaysSo) {
  const LiveCase c{"copenhagen", [] { return tafl::make_tafl_game(); },
                   catalogue_rules("copenhagen")};
  const std::unique_ptr<Game> game = c.make();
  LiveAnalyser live(game->make_analyser());
  Diagnostics d;
  const std::unique_ptr<GameState> state = game->start_state(c.rules, std::nullopt, d);
  ProofQuery query;
  query.winner = state->side_to_move();
  query.moves = 6;
  std::atomic<int> finished{0};
  live.start_proof(*state, query, [&](const Proof&) { ++finished; });
  std::this_thread::sleep_for(300ms);
  EXPECT_TRUE(live.running()) << "a win in 6 from Copenhagen's start is not settled so soon";
  live.stop();
  ASSERT_TRUE(idle_within(live, 20s)) << "stop() did not end the proof";
  EXPECT_EQ(finished.load(), 1);
  const Proof p = live.proof();
  EXPECT_EQ(p.status, ProofStatus::unknown);
  EXPECT_TRUE(p.stopped);
  EXPECT_GT(p.nodes, 0u);
}

TEST(LiveAnalyserTest, AStartWhileRunningEndsTheFirstSearchThenRunsTheSecond) {
  const LiveCase c{"ataxx", [] { return ataxx::make_ataxx_game(2); }, "ataxx"};
  const std::unique_ptr<Game> game = c.make();
  LiveAnalyser live(game->make_analyser());
  const std::unique_ptr<GameState> state = position_of(*game, c, 1);
  std::atomic<int> first_done{0};
  live.start(*state, {}, {}, [&](const Analysis& a) {
    ++first_done;
    EXPECT_TRUE(a.best_move);
  });
  std::this_thread::sleep_for(50ms);
  AnalysisLimits depth_two;
  depth_two.depth = 2;
  live.start(*state, depth_two);
  EXPECT_EQ(first_done.load(), 1) << "the first search's answer comes before the second starts";
  live.wait();
  EXPECT_EQ(live.analysis().depth, 2);
  EXPECT_FALSE(live.running());
}

TEST(LiveAnalyserTest, LimitedAnalysesAreTheSameAsTheAnalysersOwn) {
  // A live analysis with limits finds what Analyser::analyse finds: same nodes and move.
  const LiveCase c{"brandub", [] { return tafl::make_tafl_game(); }, catalogue_rules("brandub")};
  const std::unique_ptr<Game> game = c.make();
  const std::unique_ptr<GameState> state = position_of(*game, c, 9);
  AnalysisLimits limits;
  limits.depth = 5;
  const Analysis direct = game->make_analyser()->analyse(*state, limits);
  LiveAnalyser live(game->make_analyser());
  live.start(*state, limits);
  live.wait();
  const Analysis a = live.analysis();
  EXPECT_EQ(a.nodes, direct.nodes);
  EXPECT_EQ(a.best_move, direct.best_move);
  EXPECT_EQ(a.pv, direct.pv);
}

}  // namespace
}  // namespace skald::game
