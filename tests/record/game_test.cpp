#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

#include "record/toy_game.h"
#include "record/tree_builder.h"
#include "skald/game/registry.h"
#include "skald/game/replay.h"
#include "skald/record/numbering.h"
#include "skald/record/record.h"

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
  EXPECT_EQ(s->legal_moves(), (std::vector<std::string>{"1", "2+", "3", "b1", "b2+", "b3"}));
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
  EXPECT_EQ(copy->board_picture().pieces.size(), 1u);  // one stone left
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

/// A toy record: on the main line 1, 2, b1, 1, 3 (the first side takes twice after b1),
/// and a variation replacing the second move by 3.
record::Record toy_record(const std::string& rules = "toy pile:9") {
  record::Record r;
  r.set_tag("rules", rules);
  const auto main = test::add_line(r.root(), test::alternating({"1", "2"}, 0));
  test::add_line(*main[1], {{"b1", 0}, {"1", 0}, {"3", 1}});
  test::add_line(*main[0], {{"3", 1}});
  return r;
}

TEST(StateAtNode, PlaysThePathFromTheRoot) {
  test::ToyGame game;
  const record::Record r = toy_record();
  StateAtNode at = state_at(r, r.root(), game);
  ASSERT_NE(at.state, nullptr) << at.error;
  EXPECT_EQ(at.state->position_text(), "pile:9 side:0");
  const record::Node& variation = *r.root().child(0)->child(1);
  at = state_at(r, variation, game);
  ASSERT_NE(at.state, nullptr) << at.error;
  EXPECT_EQ(at.state->position_text(), "pile:5 side:0");  // 9 - 1 - 3
  const record::Node* end = &r.root();
  while (end->next())
    end = end->next();
  at = state_at(r, *end, game);
  ASSERT_NE(at.state, nullptr) << at.error;
  EXPECT_EQ(at.state->position_text(), "pile:1 side:0");  // 9 - 1 - 2 - 1 - 1 - 3
}

TEST(StateAtNode, WalkingALineMoveByMoveGivesTheSameStates) {
  test::ToyGame game;
  const record::Record r = toy_record();
  StateAtNode walk = state_at(r, r.root(), game);
  for (const record::Node* n = r.root().next(); n != nullptr; n = n->next()) {
    play_node(walk, *n);
    const StateAtNode direct = state_at(r, *n, game);
    ASSERT_NE(walk.state, nullptr) << walk.error;
    ASSERT_NE(direct.state, nullptr) << direct.error;
    EXPECT_EQ(walk.state->position_text(), direct.state->position_text());
  }
}

TEST(StateAtNode, SaysWhichMoveCannotBePlayed) {
  test::ToyGame game;
  record::Record r = toy_record("toy pile:4");  // 1, 2, then b1 would leave 0 < 2
  const record::Node* end = &r.root();
  while (end->next())
    end = end->next();
  StateAtNode at = state_at(r, *end, game);
  EXPECT_EQ(at.state, nullptr);
  EXPECT_NE(at.error.find("move 1c `b1` cannot be played"), std::string::npos) << at.error;
  EXPECT_NE(at.error.find("illegal"), std::string::npos) << at.error;
  // Walking on past the failure keeps the first reason.
  play_node(at, *end);
  EXPECT_NE(at.error.find("move 1c"), std::string::npos) << at.error;

  record::Record bad = toy_record("toy heap:4");
  at = state_at(bad, bad.root(), game);
  EXPECT_EQ(at.state, nullptr);
  EXPECT_NE(at.error.find("cannot start a toy game: toy rules"), std::string::npos) << at.error;
}

TEST(Replay, MovesPastTheTwentySixthOfATurnAreErrorsOnePerTurn) {
  // 28 continuations by the first side make one turn of 28 moves: the last two have no
  // letter (a to z). A variation replacing the 27th by another continuation starts past z
  // as well (a last move with no continuation would pass the turn and open turn 2).
  test::ToyGame game;
  record::Record r;
  r.set_tag("rules", "toy pile:100");
  std::vector<test::M> line(28, test::M{"b1", record::kUnknownSide});
  line.push_back({"1", record::kUnknownSide});
  const auto main = test::add_line(r.root(), line);
  test::add_line(*main[25], {{"b2", record::kUnknownSide}, {"1", record::kUnknownSide}});
  Diagnostics d;
  ASSERT_TRUE(replay_record(r, game, {"t.otg"}, d));
  std::vector<std::string> messages;
  for (const Diagnostic& item : d.items())
    if (item.severity == Severity::error) messages.push_back(item.message);
  ASSERT_EQ(messages.size(), 2u) << (messages.empty() ? "" : messages.front());
  std::sort(messages.begin(), messages.end(), std::greater<>());  // the main line's first
  EXPECT_NE(messages[0].find("turn 1 has 28 moves"), std::string::npos) << messages[0];
  EXPECT_NE(messages[0].find("this one and the 1 after it"), std::string::npos) << messages[0];
  EXPECT_NE(messages[1].find("turn 1 has 27 moves"), std::string::npos) << messages[1];
  EXPECT_NE(messages[1].find("this one and the 0 after it"), std::string::npos) << messages[1];
  // The last move opens turn 2: it has an address again.
  EXPECT_EQ(record::address_text(*main[28]), "2a");
}

}  // namespace
}  // namespace skald::game
