// How a side without a legal move stands is the game's rule, not the search's: a game may
// give outcome_without_moves(); without it such a side has lost.

#include <gtest/gtest.h>

#include "skald/engine/score.h"
#include "skald/engine/search.h"
#include "toy_games.h"

namespace skald::engine::testing {
namespace {

/// GraphGame where a side that cannot move has drawn (as a stalemate in chess).
class GraphGameDrawnWhenStuck : public GraphGame {
 public:
  using GraphGame::GraphGame;
  Outcome outcome_without_moves() const { return Outcome::draw; }
};

// From 0 the first player moves to 1, where the second player cannot move, or to 2, worth
// 0.4 to the second player.
const std::vector<GraphGame::Position> kPositions = {
    {0, 0, {1, 2}},
    {1, 0, {}},
    {1, 40, {0}},
};

template <class G>
SearchResult<int> search_depth(int depth) {
  G game(kPositions, RingRepetition::draw);
  Search<G> search;
  SearchLimits limits;
  limits.depth = depth;
  return search.run(game, limits);
}

TEST(NoMoveRule, WithoutTheHookASideThatCannotMoveHasLost) {
  const auto r = search_depth<GraphGame>(2);
  EXPECT_EQ(r.value, win_in(1));
  EXPECT_EQ(r.best_move, 0);
}

TEST(NoMoveRule, TheGameSaysHowASideThatCannotMoveStands) {
  static_assert(GameWithNoMoveRule<GraphGameDrawnWhenStuck>);
  const auto r = search_depth<GraphGameDrawnWhenStuck>(2);
  EXPECT_EQ(r.value, 0);  // the draw beats -0.4
  EXPECT_EQ(r.best_move, 0);
  // At the root too.
  GraphGameDrawnWhenStuck stuck(kPositions, RingRepetition::draw, 1);
  Search<GraphGameDrawnWhenStuck> search;
  SearchLimits limits;
  limits.depth = 3;
  EXPECT_EQ(search.run(stuck, limits).value, 0);
}

}  // namespace
}  // namespace skald::engine::testing
