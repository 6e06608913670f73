// RoPaSci 360's reference counts, computed with the course's referee (actions unique by
// kind, origin or symbol, and target): 15 actions per player at the start; per-player
// perft (one side acting alone) 15 / 549 / 33,216; joint-action perft 225 / 301,401.

#include <gtest/gtest.h>

#include "skald/ropasci/game_state.h"
#include "skald/ropasci/ropasci_game.h"

namespace skald::ropasci {
namespace {

TEST(RopasciPerft, PerPlayerCountsMatchTheReferee) {
  const Board start;
  for (int side : {kUpper, kLower}) {
    EXPECT_EQ(side_perft(start, side, 1), 15u) << side;
    EXPECT_EQ(side_perft(start, side, 2), 549u) << side;
    EXPECT_EQ(side_perft(start, side, 3), 33216u) << side;
  }
}

TEST(RopasciPerft, JointCountsMatchTheReferee) {
  const Game360 start;
  EXPECT_EQ(joint_perft(start, 1), 225u);
  EXPECT_EQ(joint_perft(start, 2), 301401u);
}

TEST(RopasciPerft, TheGameInterfaceCountsTheSame) {
  Diagnostics d;
  const auto state = make_ropasci_game()->start_state(kRulesText, std::nullopt, d);
  ASSERT_NE(state, nullptr);
  EXPECT_EQ(state->legal_moves_of(kUpper).size(), 15u);
  EXPECT_EQ(state->legal_moves().size(), 225u);
  EXPECT_EQ(state->count_lines(2), 301401u);
  EXPECT_EQ(state->count_lines_of(kLower, 3), 33216u);
  std::uint64_t divided = 0;
  for (const auto& [move, count] : state->count_lines_per_move(2))
    divided += count;
  EXPECT_EQ(divided, 301401u);
}

}  // namespace
}  // namespace skald::ropasci
