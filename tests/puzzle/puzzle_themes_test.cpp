// Themes from a solution's main line, each on a hand-made position where it holds and one
// where it does not.

#include "skald/puzzle/puzzle_themes.h"

#include <gtest/gtest.h>

#include "skald/core/diagnostic.h"
#include "skald/tafl/tafl_game.h"

namespace skald::puzzle {
namespace {

/// Brandub (a weak king: two attackers capture it) from `position`.
std::unique_ptr<game::GameState> brandub(const game::Game& game, const std::string& position,
                                         bool attackers_first) {
  const std::string rules = std::string("dim:7 name:Brandub ks:w cenhe: cenh: atkf:") +
                            (attackers_first ? "y" : "n") + " start:" + position;
  Diagnostics diagnostics;
  auto state = game.start_state(rules, std::nullopt, diagnostics);
  EXPECT_FALSE(diagnostics.has_errors());
  return state;
}

TEST(PuzzleThemes, KingCaptureIsTheWinnersLastMoveTakingTheKing) {
  const auto game = tafl::make_tafl_game();
  // The king on c5 beside an attacker on b5; an attacker on d3 closes on d5 (OTN's
  // position lists rank 1 first).
  const auto start = brandub(*game, "/7/7/3t3/7/1tK4/7/7/", true);
  ASSERT_TRUE(start);
  const int attackers = start->side_to_move();
  EXPECT_EQ(solution_themes(*game, *start, {"d3-d5"}, attackers),
            std::vector<std::string>{"king capture"});
  EXPECT_TRUE(solution_themes(*game, *start, {"d3-d4"}, attackers).empty());
}

TEST(PuzzleThemes, SacrificeIsTheLoserTakingThePieceTheWinnerJustMoved) {
  const auto game = tafl::make_tafl_game();
  // The defenders (the winner) move first: e4-e5 offers the defender to d3-d5 (against f5).
  const auto offered = brandub(*game, "/7/1K5/3t3/4T2/5t1/7/7/", false);
  ASSERT_TRUE(offered);
  const int defenders = offered->side_to_move();
  EXPECT_EQ(solution_themes(*game, *offered, {"e4-e5", "d3-d5"}, defenders),
            std::vector<std::string>{"sacrifice"});
  // The defender already stood on e5 and the king moved: a loss, not an offer.
  const auto standing = brandub(*game, "/7/1K5/3t3/7/4Tt1/7/7/", false);
  ASSERT_TRUE(standing);
  EXPECT_TRUE(solution_themes(*game, *standing, {"Kb2-c2", "d3-d5"}, defenders).empty());
}

}  // namespace
}  // namespace skald::puzzle
