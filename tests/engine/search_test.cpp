// Behaviour of Search on the toy games: determinism, fastest wins, double moves, multi-PV,
// limits and the progress callback.

#include <gtest/gtest.h>

#include <chrono>
#include <set>

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

TEST(SearchTest, NodeLimitKeepsLastCompleteDepth) {
  ConnectThree game;
  Search<ConnectThree> search;
  SearchLimits limits;
  limits.nodes = 3000;
  auto r = search.run(game, limits);
  EXPECT_TRUE(r.stopped_early);
  EXPECT_GE(r.depth, 1);
  EXPECT_LE(r.nodes, 3000u);
  // The reported result is exactly the complete search to that depth.
  Search<ConnectThree> fresh;
  auto full = fresh.run(game, depth_limit(r.depth));
  EXPECT_EQ(full.value, r.value);
  EXPECT_EQ(full.best_move, r.best_move);
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

}  // namespace
}  // namespace skald::engine::testing
