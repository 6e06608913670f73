// The tafl game behind game::Game: a start state takes the side to move from the caller
// when given (a position cut out of a game), else from the rules.

#include <gtest/gtest.h>

#include "skald/tafl/tafl_game.h"

namespace skald::tafl {
namespace {

constexpr const char* kBrandubGame =
    "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

TEST(TaflGame, StartStateTakesTheSideToMoveWhenGiven) {
  const auto game = make_tafl_game();
  Diagnostics diags;
  EXPECT_EQ(game->start_state(kBrandubGame, std::nullopt, diags)->side_to_move(), 0);
  const auto defenders = game->start_state(kBrandubGame, std::nullopt, 1, diags);
  ASSERT_TRUE(defenders);
  EXPECT_EQ(defenders->side_to_move(), 1);
  EXPECT_TRUE(defenders->clone()->play("Kd4-d2").ok == false);  // blocked by d3
  EXPECT_TRUE(defenders->clone()->play("d3-c3").ok);
  const auto position = game->start_state(kBrandubGame, "/7/7/7/3K3/7/7/3t3/", 1, diags);
  ASSERT_TRUE(position);
  EXPECT_TRUE(position->clone()->play("Kd4-d1").ok);
  EXPECT_TRUE(diags.items().empty());
  Diagnostics bad;
  EXPECT_EQ(game->start_state(kBrandubGame, std::nullopt, 2, bad), nullptr);
  ASSERT_FALSE(bad.items().empty());
  EXPECT_NE(bad.items()[0].message.find("side to move 2"), std::string::npos);
}

}  // namespace
}  // namespace skald::tafl
