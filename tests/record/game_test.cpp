#include <gtest/gtest.h>

#include "record/toy_game.h"
#include "skald/game/registry.h"

namespace skald::game {
namespace {

TEST(GameRegistry, FindsGamesByNameAndRules) {
  GameRegistry registry;
  EXPECT_EQ(registry.game_for_rules_or_null("toy pile:5"), nullptr);
  registry.add(std::make_unique<test::ToyGame>());
  ASSERT_NE(registry.find_by_name("toy"), nullptr);
  EXPECT_EQ(registry.find_by_name("tafl"), nullptr);
  EXPECT_EQ(registry.game_for_rules_or_null("toy pile:5"), registry.find_by_name("toy"));
  EXPECT_EQ(registry.game_for_rules_or_null("dim:7 start:/7/"), nullptr);
  EXPECT_EQ(registry.games().size(), 1u);
}

TEST(ToyGame, PlaysThroughTheInterface) {
  test::ToyGame game;
  Diagnostics d;
  std::unique_ptr<GameState> s = game.start_state("toy pile:6", std::nullopt, d);
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->side_to_move(), 0);
  EXPECT_EQ(s->legal_moves(), (std::vector<std::string>{"1", "2", "3", "b1", "b2", "b3"}));
  PlayResult r = s->play("b2+");  // leaves 4: the claim is right
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.canonical, "b2+");
  EXPECT_TRUE(r.same_side_moves_again);
  EXPECT_TRUE(r.diagnostics.empty());
  EXPECT_EQ(s->side_to_move(), 0);
  std::unique_ptr<GameState> copy = s->clone();
  r = s->play("1");  // leaves 3, written without a claim: fine
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(s->side_to_move(), 1);
  EXPECT_EQ(copy->side_to_move(), 0);  // the clone is independent
  EXPECT_EQ(copy->position_text(), "pile:4 side:0");
  r = s->play("3+");  // leaves 0, which is a multiple of 4, so the claim is right
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(s->outcome().kind, OutcomeKind::win);
  EXPECT_EQ(s->outcome().winner, 1);
  r = copy->play("2");  // leaves 2: no claim needed, none written
  EXPECT_TRUE(r.diagnostics.empty());
  r = copy->play("1+");  // leaves 1: wrong claim is a warning, not an error
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.diagnostics.count(Severity::warning), 1);
  r = copy->play("3");  // only 1 left: illegal, state unchanged
  EXPECT_FALSE(r.ok);
  EXPECT_TRUE(r.diagnostics.has_errors());
  EXPECT_EQ(copy->position_text(), "pile:1 side:0");
  EXPECT_EQ(copy->board_view().squares, "o");
}

TEST(ToyGame, StartStateErrors) {
  test::ToyGame game;
  Diagnostics d;
  EXPECT_EQ(game.start_state("toy", std::nullopt, d), nullptr);
  EXPECT_TRUE(d.has_errors());
  Diagnostics d2;
  auto s = game.start_state("toy pile:9", std::string_view("pile:3 side:1"), d2);
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->side_to_move(), 1);
  EXPECT_TRUE(d2.empty());
}

}  // namespace
}  // namespace skald::game
