// Contempt for draws (SearchOptions::contempt): the side the search is for values a draw
// below even, its opponent above, so the engine plays on where a repetition is available.

#include <gtest/gtest.h>

#include <vector>

#include "engine/toy_games.h"
#include "skald/engine/search.h"

namespace skald::engine::testing {
namespace {

// Position 0, player 0 to move, after 1 0 1 0: moving to 1 (move 0) repeats it a third
// time, a draw; moving to 2 (move 1) enters a cycle 2 <-> 3 worth -20 to player 0.
GraphGame draw_or_slightly_worse() {
  GraphGame game({{0, 0, {1, 2}}, {1, 0, {0}}, {1, 20, {3}}, {0, -20, {2}}}, RingRepetition::draw,
                 1);
  for (int i = 0; i < 3; ++i)
    game.make(0);
  return game;
}

SearchResult<int> search_to_depth_4(GraphGame& game, int contempt) {
  SearchOptions options;
  options.hash_megabytes = 1;
  options.extensions = false;
  options.contempt = contempt;
  Search<GraphGame> search(options);
  SearchLimits limits;
  limits.depth = 4;
  return search.run(game, limits);
}

TEST(ContemptTest, WithoutContemptTheDrawBeatsALineSlightlyWorse) {
  GraphGame game = draw_or_slightly_worse();
  const SearchResult<int> result = search_to_depth_4(game, 0);
  ASSERT_TRUE(result.best_move);
  EXPECT_EQ(*result.best_move, 0);  // to position 1, the repetition
  EXPECT_EQ(result.value, 0);
}

TEST(ContemptTest, ContemptPlaysOnInsteadOfRepeating) {
  GraphGame game = draw_or_slightly_worse();
  const SearchResult<int> result = search_to_depth_4(game, 30);
  ASSERT_TRUE(result.best_move);
  EXPECT_EQ(*result.best_move, 1);  // to position 2
  EXPECT_EQ(result.value, -20);
}

TEST(ContemptTest, ContemptBelowTheLossStillTakesTheDraw) {
  GraphGame game = draw_or_slightly_worse();
  const SearchResult<int> result = search_to_depth_4(game, 10);
  ASSERT_TRUE(result.best_move);
  EXPECT_EQ(*result.best_move, 0);
  EXPECT_EQ(result.value, -10);  // the draw, as the search now values it
}

// The same graph with the players swapped: contempt is for whichever side is to move at
// the root.
TEST(ContemptTest, ContemptIsForTheRootSide) {
  GraphGame game({{1, 0, {1, 2}}, {0, 0, {0}}, {0, 20, {3}}, {1, -20, {2}}}, RingRepetition::draw,
                 1);
  for (int i = 0; i < 3; ++i)
    game.make(0);
  const SearchResult<int> result = search_to_depth_4(game, 30);
  ASSERT_TRUE(result.best_move);
  EXPECT_EQ(*result.best_move, 1);
  EXPECT_EQ(result.value, -20);
}

// Where the root side's opponent chooses, it prefers the draw the root side disdains:
// after 0 1 0, player 0 moves to position 1, where player 1 chooses between repeating 0 a
// third time (worth +contempt to player 1) and a line worth +10 to it; with contempt 30 it
// repeats.
TEST(ContemptTest, TheOpponentPrefersTheDraw) {
  const std::vector<GraphGame::Position> positions = {
      {0, 0, {1}},
      {1, 0, {0, 2}},
      {0, -10, {3}},
      {1, 10, {2}},
  };
  for (int contempt : {0, 30}) {
    GraphGame game(positions, RingRepetition::draw);
    game.make(0);
    game.make(0);
    const SearchResult<int> result = search_to_depth_4(game, contempt);
    ASSERT_GE(result.pv.size(), 2u);
    EXPECT_EQ(result.pv[1], contempt == 0 ? 1 : 0) << "contempt " << contempt;
    EXPECT_EQ(result.value, contempt == 0 ? -10 : -30) << "contempt " << contempt;
  }
}

}  // namespace
}  // namespace skald::engine::testing
