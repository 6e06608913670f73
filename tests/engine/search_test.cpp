// Behaviour of Search on the toy games: determinism, fastest wins, double moves, multi-PV,
// limits and the progress callback; null moves (GameWithPass), which change the value
// searched, and the repetition history Search takes from the game (earlier_positions()).

#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "engine/hooked_connect_three.h"
#include "engine/reference_minimax.h"
#include "engine/toy_games.h"
#include "skald/engine/search.h"

namespace skald::engine::testing {
namespace {

SearchLimits depth_limit(int depth) {
  SearchLimits l;
  l.depth = depth;
  return l;
}

/// Every exact optimisation, without extensions (the consistency test's "all" set).
SearchOptions exact_options() {
  SearchOptions o;
  o.hash_megabytes = 1;
  o.late_move_reductions = false;
  o.null_move = false;
  o.deeper_table_cutoffs = false;
  o.extensions = false;
  return o;
}

TEST(SearchTest, SameSearchTwiceAndAfterClearGivesSameNodesMoveAndValue) {
  ConnectThree game;
  game.make(1);
  game.make(2);
  SearchOptions options;
  options.hash_megabytes = 1;
  Search<ConnectThree> first(options);
  auto a = first.run(game, depth_limit(9));
  Search<ConnectThree> second(options);
  auto b = second.run(game, depth_limit(9));
  EXPECT_EQ(a.nodes, b.nodes);
  EXPECT_EQ(a.best_move, b.best_move);
  EXPECT_EQ(a.value, b.value);
  EXPECT_EQ(a.pv, b.pv);
  first.clear();
  auto c = first.run(game, depth_limit(9));
  EXPECT_EQ(a.nodes, c.nodes);
  EXPECT_EQ(a.best_move, c.best_move);
  EXPECT_EQ(a.value, c.value);
  EXPECT_GT(a.nodes, 500u);  // a real search, not a lookup
}

TEST(SearchTest, RingChaseDeterministicWithHistory) {
  RingChase game(RingRepetition::mover_loses, 0x1);
  for (auto step : {1, 1, -1, -1, 1, 1})
    game.make(RingChase::Move{static_cast<std::int8_t>(step)});
  auto history = game.earlier_positions();
  Search<RingChase> one;
  auto a = one.run(game, depth_limit(12), {}, history);
  one.clear();
  auto b = one.run(game, depth_limit(12), {}, history);
  EXPECT_EQ(a.nodes, b.nodes);
  EXPECT_EQ(a.best_move, b.best_move);
  EXPECT_EQ(a.value, b.value);
}

// A game played move by move with one Search: with earlier_search_cutoffs the entries of
// the searches of the moves before cut as well, so each search after the first needs fewer
// nodes, and in a game without repetition (ConnectThree) its value stays minimax's (exact
// options, so that only the entries' origin differs).
TEST(SearchTest, EarlierSearchCutoffsSaveNodesAndKeepMinimax) {
  const SearchOptions exact = exact_options();
  SearchOptions reusing = exact;
  reusing.earlier_search_cutoffs = true;
  ConnectThree game;
  Search<ConnectThree> fresh_each_move(exact);
  Search<ConnectThree> one_table(reusing);
  std::uint64_t nodes_fresh = 0;
  std::uint64_t nodes_reusing = 0;
  for (int ply = 0; ply < 6 && game.outcome() == Outcome::none; ++ply) {
    const auto reused = one_table.run(game, depth_limit(8));
    fresh_each_move.clear();
    const auto fresh = fresh_each_move.run(game, depth_limit(8));
    EXPECT_EQ(reused.value, minimax(game, 8, 0, MinimaxRules{})) << "ply " << ply;
    EXPECT_EQ(reused.value, fresh.value) << "ply " << ply;
    if (ply > 0) {
      nodes_fresh += fresh.nodes;
      nodes_reusing += reused.nodes;
    }
    ASSERT_TRUE(fresh.best_move);
    game.make(*fresh.best_move);
  }
  // 2,762 against 3,189 nodes: at the exact options only the earlier search's entries of
  // exactly the remaining depth cut, those of the first iterations.
  EXPECT_LT(nodes_reusing * 10, nodes_fresh * 9) << nodes_reusing << " against " << nodes_fresh;
}

TEST(SearchTest, GameLeftUnchanged) {
  ConnectThree game;
  game.make(0);
  auto before = game.hash();
  Search<ConnectThree> search;
  search.run(game, depth_limit(6));
  EXPECT_EQ(game.hash(), before);
}

TEST(SearchTest, PrefersFastestWin) {
  // X has stones at a1, b1 (columns 0, 1); O at a2, b2. X to move wins at once with c1
  // (column 2) and could also win later; the search must take the win in one ply.
  ConnectThree game;
  game.make(0);  // X a1
  game.make(0);  // O a2
  game.make(1);  // X b1
  game.make(1);  // O b2
  Search<ConnectThree> search;
  auto r = search.run(game, depth_limit(7));
  ASSERT_TRUE(r.best_move);
  EXPECT_EQ(*r.best_move, 2);
  EXPECT_EQ(r.value, win_in(1));
  EXPECT_EQ(r.pv.size(), 1u);
}

TEST(SearchTest, LossScoredByDistance) {
  // X a1 b1, O d1: X threatens c1.
  ConnectThree game;
  game.make(0);  // X a1
  game.make(3);  // O d1
  game.make(1);  // X b1: threatens c1 (a1 b1 c1)
  // O must block c1; then the value is not a proven loss at shallow depth.
  Search<ConnectThree> search;
  auto r = search.run(game, depth_limit(2));
  ASSERT_TRUE(r.best_move);
  EXPECT_EQ(*r.best_move, 2);
  EXPECT_FALSE(is_proven(r.value));
  // If O ignores the threat (plays a2), X wins in one: from O's view a loss in 2 plies.
  game.make(0);
  auto x = search.run(game, depth_limit(3));
  EXPECT_EQ(x.value, win_in(1));
}

TEST(SearchTest, DoubleMoveKeepsTheSign) {
  // Player 0 at 3 moves +1 onto bonus cell 4, scores (3rd point wins) and would move
  // again: the search must see the same side to move and score it a win.
  RingChase game(RingRepetition::draw, 3, 7, 2, 0, 0);
  Search<RingChase> search(SearchOptions::plain());
  auto r = search.run(game, depth_limit(3));
  ASSERT_TRUE(r.best_move);
  EXPECT_EQ(r.best_move->step, 1);
  EXPECT_EQ(r.value, win_in(1));
  // A bonus that does not win: the mover keeps the move and the value stays positive.
  RingChase bonus(RingRepetition::draw, 3, 7, 0, 0, 0);
  MinimaxRules rules;
  EXPECT_EQ(search.run(bonus, depth_limit(4)).value, minimax(bonus, 4, 0, rules));
}

TEST(SearchTest, MultiPvGivesDistinctLinesBestFirstWithMinimaxValues) {
  ConnectThree game;
  game.make(1);
  SearchOptions options;
  options.multi_pv = 3;
  Search<ConnectThree> search(options);
  auto r = search.run(game, depth_limit(5));
  ASSERT_EQ(r.lines.size(), 3u);
  auto values = minimax_root_values(game, 5, MinimaxRules{true, 6});
  std::set<int> moves;
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    ASSERT_FALSE(r.lines[i].pv.empty());
    moves.insert(r.lines[i].pv[0]);
    if (i > 0) {
      EXPECT_LE(r.lines[i].value, r.lines[i - 1].value);
    }
    for (auto [m, v] : values) {
      if (m == r.lines[i].pv[0]) {
        EXPECT_EQ(v, r.lines[i].value) << "line " << i;
      }
    }
  }
  EXPECT_EQ(moves.size(), 3u);
  EXPECT_EQ(r.value, r.lines[0].value);
}

TEST(SearchTest, NodeLimitKeepsLastCompleteDepthUnlessTheNextFoundBetter) {
  ConnectThree game;
  Search<ConnectThree> search;
  SearchLimits limits;
  limits.nodes = 3000;
  auto r = search.run(game, limits);
  EXPECT_TRUE(r.stopped_early);
  EXPECT_GE(r.depth, 1);
  EXPECT_LE(r.nodes, 3000u);
  // The reported result is the complete search to that depth, unless the unfinished depth
  // after it found a move that beat its best (UnfinishedDepthPlaysAMoveThatBeatTheFirst).
  Search<ConnectThree> fresh;
  auto full = fresh.run(game, depth_limit(r.depth));
  if (r.best_move == full.best_move) {
    EXPECT_EQ(full.value, r.value);
  }
  EXPECT_EQ(r.pv.front(), r.best_move);
}

// A root of four moves: searched one ply deep A is best (5), two plies deep A falls to -9
// and B rises to 3 (C and D to -1). A node limit that stops the second depth after B and
// before its end plays B, the better move already found there; the last complete depth
// (one ply) would have played A.
TEST(SearchTest, UnfinishedDepthPlaysAMoveThatBeatTheFirst) {
  const std::vector<GraphGame::Position> positions = {
      {0, 0, {1, 2, 3, 4}},  // root
      {1, -5, {5}},          // A
      {1, 0, {6}},           // B
      {1, 0, {7}},           // C
      {1, 0, {8}},           // D
      {0, -9, {9}},          // after A
      {0, 3, {9}},           // after B
      {0, -1, {9}},          // after C
      {0, -1, {9}},          // after D
      {1, 0, {9}},
  };
  SearchOptions options;
  options.extensions = false;
  options.hash_megabytes = 1;
  {
    GraphGame game(positions, RingRepetition::draw);
    Search<GraphGame> search(options);
    EXPECT_EQ(search.run(game, depth_limit(1)).best_move, 0);
    EXPECT_EQ(search.run(game, depth_limit(2)).best_move, 1);
  }
  bool played_b_at_depth_one = false;
  for (std::uint64_t nodes = 4; nodes <= 40; ++nodes) {
    GraphGame game(positions, RingRepetition::draw);
    Search<GraphGame> search(options);
    SearchLimits limits;
    limits.nodes = nodes;
    limits.depth = 2;
    const auto r = search.run(game, limits);
    ASSERT_TRUE(r.best_move) << nodes << " nodes";
    if (r.depth == 1 && r.stopped_early) {
      EXPECT_TRUE(*r.best_move == 0 || *r.best_move == 1) << nodes << " nodes";
      if (*r.best_move == 1) {
        played_b_at_depth_one = true;
        EXPECT_EQ(r.value, 3) << nodes << " nodes";
        EXPECT_EQ(r.pv.front(), 1);
      }
    }
  }
  EXPECT_TRUE(played_b_at_depth_one);
}

TEST(SearchTest, ProgressReportsEveryDepth) {
  ConnectThree game;
  Search<ConnectThree> search;
  std::vector<int> depths;
  search.run(game, depth_limit(5), [&](const SearchResult<int>& r) { depths.push_back(r.depth); });
  EXPECT_EQ(depths, (std::vector<int>{1, 2, 3, 4, 5}));
}

TEST(SearchTest, MoveTimeIsRespected) {
  RingChase game(RingRepetition::draw, 0x1);
  Search<RingChase> search;
  SearchLimits limits;
  limits.move_time = std::chrono::milliseconds(100);
  auto start = std::chrono::steady_clock::now();
  auto r = search.run(game, limits);
  auto took = std::chrono::steady_clock::now() - start;
  EXPECT_LT(took, std::chrono::milliseconds(1500));
  EXPECT_GE(r.depth, 1);
  EXPECT_TRUE(r.best_move.has_value());
}

TEST(SearchTest, TwoThreadsFindTheSameValueAtFixedDepth) {
  ConnectThree game;
  game.make(1);
  SearchOptions options;
  options.threads = 2;
  Search<ConnectThree> parallel(options);
  auto p = parallel.run(game, depth_limit(7));
  Search<ConnectThree> single;
  auto s = single.run(game, depth_limit(7));
  EXPECT_EQ(p.value, s.value);
}

TEST(SearchTest, TerminalRootHasNoMove) {
  ConnectThree game;
  for (int c : {0, 1, 0, 1, 0})
    game.make(c);  // X wins in column 0
  Search<ConnectThree> search;
  auto r = search.run(game, depth_limit(3));
  EXPECT_FALSE(r.best_move.has_value());
  EXPECT_EQ(r.value, loss_in(0));
}

// A side in zugzwang would rather pass, so a null move may cut a node wrongly: the value
// searched is not minimax's. What stays a fact is a proven result: a null move never cuts
// with a win found after the pass. On random positions of ConnectThree that can pass (with
// threats, so that a side facing one does not pass), a win or loss the search reports with
// null moves is one minimax to the same depth finds as soon or sooner; and the search
// passes, and saves nodes over the same options without null moves.
TEST(SearchTest, NullMovesKeepProvenResultsOnConnectThree) {
  using Game = HookedConnectThree<Hooks{.pass = true, .threats = true}>;
  const SearchOptions without = exact_options();
  SearchOptions with = without;
  with.null_move = true;
  std::uint64_t nodes_with = 0;
  std::uint64_t nodes_without = 0;
  int proven = 0;
  int passes = 0;
  for (int seed = 1; seed <= 30; ++seed) {
    Game game;
    random_walk(game, seed % 6, static_cast<std::uint64_t>(seed) * 101);
    if (game.outcome() != Outcome::none) continue;
    const std::uint64_t hash = game.hash();
    for (int depth = 4; depth <= 7; ++depth) {
      const std::string where = "seed " + std::to_string(seed) + " depth " + std::to_string(depth);
      const auto result = Search<Game>(with).run(game, depth_limit(depth));
      EXPECT_EQ(game.hash(), hash) << where << ": the game is left as it was";
      nodes_with += result.nodes;
      nodes_without += Search<Game>(without).run(game, depth_limit(depth)).nodes;
      if (!is_proven(result.value)) continue;
      ++proven;
      const int expected = minimax(game, depth, 0, MinimaxRules{});
      if (result.value > 0)
        EXPECT_GE(expected, result.value) << where << ": a win as soon or sooner";
      else
        EXPECT_LE(expected, result.value) << where << ": a loss as soon or sooner";
    }
    passes += game.hook_use().passes;
  }
  EXPECT_GT(proven, 20);
  EXPECT_GT(passes, 100);
  EXPECT_LT(nodes_with, nodes_without);
}

/// RingChase that keeps its history to itself: Search gets none.
struct ForgetfulRingChase : RingChase {
  using RingChase::RingChase;
  std::vector<std::uint64_t> earlier_positions() const = delete;
};

// Given no history, Search asks the game for its earlier positions: the same search as with
// them passed, node for node. RingChase with one bonus cell after a walk that repeats: the
// positions of the history recur in the search, where they forbid table cutoffs, so the
// same walk in a game that keeps its history to itself is searched otherwise.
TEST(SearchTest, EarlierPositionsComeFromTheGame) {
  SearchOptions options;
  options.hash_megabytes = 1;
  int searched_otherwise = 0;
  for (int seed = 1; seed <= 10; ++seed) {
    RingChase game(RingRepetition::mover_loses, 0x1);
    ForgetfulRingChase forgetful(RingRepetition::mover_loses, 0x1);
    random_walk(game, 8 + seed, static_cast<std::uint64_t>(seed) * 131);
    random_walk(forgetful, 8 + seed, static_cast<std::uint64_t>(seed) * 131);
    if (game.outcome() != Outcome::none) continue;
    const std::string where = "seed " + std::to_string(seed);
    const auto asked = Search<RingChase>(options).run(game, depth_limit(9));
    const auto given =
        Search<RingChase>(options).run(game, depth_limit(9), {}, game.earlier_positions());
    EXPECT_EQ(asked.nodes, given.nodes) << where;
    EXPECT_EQ(asked.value, given.value) << where;
    EXPECT_EQ(asked.best_move, given.best_move) << where;
    if (Search<ForgetfulRingChase>(options).run(forgetful, depth_limit(9)).nodes != given.nodes)
      ++searched_otherwise;
  }
  EXPECT_GT(searched_otherwise, 2);
}

}  // namespace
}  // namespace skald::engine::testing
