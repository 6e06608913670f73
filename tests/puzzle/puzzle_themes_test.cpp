// Themes from a solution's main line, each on a hand-made position where it holds and one
// where it does not.

#include "skald/puzzle/puzzle_themes.h"

#include <gtest/gtest.h>

#include "skald/amazons/amazons_game.h"
#include "skald/ataxx/ataxx_game.h"
#include "skald/core/diagnostic.h"
#include "skald/tafl/tafl_game.h"
#include "tafl/scenario.h"

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

/// The tafl rules of `keys` with `diagram` (tests/tafl/scenario.h: rank dim first) as start.
std::unique_ptr<game::GameState> drawn(const game::Game& game, const std::string& keys,
                                       const char* diagram) {
  Diagnostics diagnostics;
  auto state =
      game.start_state(tafl::scenario::rules_string(keys, diagram), std::nullopt, diagnostics);
  EXPECT_FALSE(diagnostics.has_errors());
  return state;
}

/// A state of `game` from its position text.
std::unique_ptr<game::GameState> position(const game::Game& game, const std::string& rules,
                                          const std::string& text) {
  Diagnostics diagnostics;
  auto state = game.start_state(rules, std::string_view(text), diagnostics);
  EXPECT_TRUE(state) << text;
  return state;
}

using Themes = std::vector<std::string>;

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

TEST(PuzzleThemes, EdgeFortIsTheDefendersWinningByOne) {
  const auto game = tafl::make_tafl_game();
  const char* diagram = R"(
    . t . . . . .
    . . . . . . .
    . . . . . T .
    . . . . . . .
    . . . . . . .
    . . T T T . .
    . T . K . . .
  )";
  const auto fort = drawn(*game, "efe:y atkf:n", diagram);
  ASSERT_TRUE(fort);
  const int defenders = fort->side_to_move();
  EXPECT_EQ(solution_themes(*game, *fort, {"f5-f1"}, defenders), Themes{"edge fort"});
  // Without edge forts in the rules the same move wins nothing.
  const auto none = drawn(*game, "atkf:n", diagram);
  ASSERT_TRUE(none);
  EXPECT_TRUE(solution_themes(*game, *none, {"f5-f1"}, defenders).empty());
}

TEST(PuzzleThemes, EncirclementIsTheAttackersClosingTheRing) {
  const auto game = tafl::make_tafl_game();
  const char* diagram = R"(
    . . . . . . .
    . . . t . . .
    . . t T t . .
    . . t K t . .
    . . t . t . .
    t . . . . . .
    . . . . . . .
  )";
  const auto ring = drawn(*game, "cor: cen: atkf:y", diagram);
  ASSERT_TRUE(ring);
  const int attackers = ring->side_to_move();
  EXPECT_EQ(solution_themes(*game, *ring, {"a2-d2"}, attackers), Themes{"encirclement"});
  EXPECT_TRUE(solution_themes(*game, *ring, {"a2-b2"}, attackers).empty());
}

TEST(PuzzleThemes, ShieldwallCaptureTakesTwoOrMoreOnOneEdge) {
  const auto game = tafl::make_tafl_game();
  // The attackers close the defenders' wall c1-d1-e1 (the king in the middle) with b1 and
  // f1: c1 and e1 are taken.
  const char* diagram = R"(
    . . . . . . .
    . . . . . . .
    . . . . . t .
    . . . . . . .
    . . . . . . .
    . . t t t . .
    . t T K T . .
  )";
  const auto wall = drawn(*game, "sw:w swf:n cor: surf:n atkf:y", diagram);
  ASSERT_TRUE(wall);
  const int attackers = wall->side_to_move();
  EXPECT_EQ(solution_themes(*game, *wall, {"f5-f1"}, attackers), Themes{"shieldwall capture"});
  const auto plain = drawn(*game, "cor: surf:n atkf:y", diagram);
  ASSERT_TRUE(plain);
  // Without shieldwalls nothing is taken, and the wall, shut in, cannot move.
  EXPECT_EQ(solution_themes(*game, *plain, {"f5-f1"}, attackers), Themes{"encirclement"});
}

TEST(PuzzleThemes, CornerBlockIsAnAttackerBesideAnEscapeCorner) {
  const auto game = tafl::make_tafl_game();
  const auto start = brandub(*game, "/7/7/1t5/3K3/7/7/7/", true);
  ASSERT_TRUE(start);
  const int attackers = start->side_to_move();
  EXPECT_EQ(solution_themes(*game, *start, {"b3-b1"}, attackers), Themes{"corner block"});
  EXPECT_TRUE(solution_themes(*game, *start, {"b3-b2"}, attackers).empty());
  // The defenders beside a corner block nothing.
  const auto defending = brandub(*game, "/7/7/1T5/3K3/5t1/7/7/", false);
  ASSERT_TRUE(defending);
  EXPECT_TRUE(solution_themes(*game, *defending, {"b3-b1"}, defending->side_to_move()).empty());
}

TEST(PuzzleThemes, DoubleThreatIsTwoEscapesNoDefenceStopsBoth) {
  const auto game = tafl::make_tafl_game();
  // The king goes to a3, threatening a1 and a7; d4-a4 stops one, g2-a2 the other.
  const char* two = R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . t . . .
    . . K . . . .
    . . . . . . t
    . . . . . . .
  )";
  const auto start = drawn(*game, "ks:s atkf:n", two);
  ASSERT_TRUE(start);
  const int defenders = start->side_to_move();
  EXPECT_EQ(solution_themes(*game, *start, {"Kc3-a3", "d4-a4", "Ka3-a1"}, defenders),
            Themes{"double threat"});
  // With an attacker already on a5 only a1 is threatened, and g2-a2 stops it.
  const char* one = R"(
    . . . . . . .
    . . . . . . .
    t . . . . . .
    . . . t . . .
    . . K . . . .
    . . . . . . t
    . . . . . . .
  )";
  const auto single = drawn(*game, "ks:s atkf:n", one);
  ASSERT_TRUE(single);
  EXPECT_TRUE(solution_themes(*game, *single, {"Kc3-a3", "d4-d5", "Ka3-a1"}, defenders).empty());
}

TEST(PuzzleThemes, AtaxxBlockAndPassForcing) {
  const auto game = ataxx::make_ataxx_game(2);
  // o's stones in the corner a1-b2 have one empty cell within two steps, d4; x jumps there.
  const std::string fen = "7/5x1/7/xxx4/xxxx3/ooxx3/ooxx3 x 0 1";
  const auto start = position(*game, "ataxx", fen);
  ASSERT_TRUE(start);
  const int x = start->side_to_move();
  EXPECT_EQ(solution_themes(*game, *start, {"f6d4"}, x), Themes{"block"});
  EXPECT_EQ(solution_themes(*game, *start, {"f6d4", "0000", "e5"}, x),
            (Themes{"block", "pass forcing"}));
  EXPECT_TRUE(solution_themes(*game, *start, {"f6e5"}, x).empty());
}

TEST(PuzzleThemes, TerritoryCutIsAnArrowThatWallsOffTheWinnersRoom) {
  const auto game = amazons::make_amazons_game();
  // Arrows a4-e4 leave one gap, f4; White's arrow from c1 closes it.
  const auto start = position(*game, "amazons size:6", "q5/6/xxxxx1/6/6/Q5 w");
  ASSERT_TRUE(start);
  const int white = start->side_to_move();
  EXPECT_EQ(solution_themes(*game, *start, {"a1-c1/f4"}, white), Themes{"territory cut"});
  EXPECT_TRUE(solution_themes(*game, *start, {"a1-b1/b2"}, white).empty());
}

}  // namespace
}  // namespace skald::puzzle
