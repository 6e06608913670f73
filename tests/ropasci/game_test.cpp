// RoPaSci 360 through the game interface: joint actions played as text, each side's own
// actions, errors that say which side's action is wrong and why, the outcome, the board
// picture, and records of joint turns.

#include <gtest/gtest.h>

#include <algorithm>

#include "formats/otn/reader.h"
#include "formats/otn/writer.h"
#include "skald/game/registry.h"
#include "skald/ropasci/ropasci_game.h"

namespace skald::ropasci {
namespace {

std::unique_ptr<game::GameState> start(const std::string& position = "") {
  Diagnostics d;
  auto state = make_ropasci_game()->start_state(
      kRulesText, position.empty() ? std::nullopt : std::optional<std::string_view>(position), d);
  EXPECT_NE(state, nullptr);
  return state;
}

std::string first_error(const game::PlayResult& r) {
  return r.diagnostics.empty() ? "" : r.diagnostics.items().front().message;
}

TEST(RopasciGame, JointActionsPlayAndCanonicalise) {
  auto state = start();
  EXPECT_EQ(state->side_to_move(), game::kEverySide);
  const game::PlayResult r = state->play("r*c9/S*e1");  // either case is read
  ASSERT_TRUE(r.ok) << first_error(r);
  EXPECT_EQ(r.canonical, "R*c9/s*e1");
  const game::PlayResult slide = state->play("c9-c8/e1~e3");
  EXPECT_FALSE(slide.ok);  // e1 has no own token next to it to swing around
  EXPECT_NE(first_error(slide).find("lower's action `e1~e3` is illegal"), std::string::npos)
      << first_error(slide);
  const game::PlayResult ok = state->play("c9-c8/e1-e2");
  ASSERT_TRUE(ok.ok) << first_error(ok);
  EXPECT_EQ(ok.canonical, "Rc9-c8/se1-e2");
  EXPECT_EQ(state->position_text(), "5/2R3/7/8/9/8/7/1s4/5 1 1 3");
  EXPECT_NE(first_error(state->play("Pc8-c7/se2-e3")).find("is rock, not paper"),
            std::string::npos);
  EXPECT_NE(first_error(state->play("R*a7/se2-e3")).find("throw number 2"), std::string::npos);
  EXPECT_NE(first_error(state->play("R*c9")).find("expected a joint action"), std::string::npos);
  EXPECT_EQ(state->position_text(), "5/2R3/7/8/9/8/7/1s4/5 1 1 3");  // refused: unchanged
}

TEST(RopasciGame, EachSideListsItsOwnActions) {
  auto state = start("5/6/7/8/4R4/8/7/6/5 1 0 2");
  const std::vector<std::string> upper = state->legal_moves_of(kUpper);
  EXPECT_TRUE(std::is_sorted(upper.begin(), upper.end()));
  // 33 throws into two rows and six slides of the rock in the middle.
  EXPECT_EQ(upper.size(), 39u);
  EXPECT_TRUE(std::binary_search(upper.begin(), upper.end(), "Re5-e6"));
  EXPECT_EQ(state->legal_moves_of(kLower).size(), 15u);
  const std::vector<std::string> joint = state->legal_moves();
  EXPECT_EQ(joint.size(), 39u * 15u);
  EXPECT_TRUE(std::is_sorted(joint.begin(), joint.end()));
  EXPECT_TRUE(state->legal_moves_of(game::kEverySide).empty());
}

TEST(RopasciGame, TheOutcomeEndsTheGame) {
  // Upper's S against Lower's lone p, Lower out of throws: condition 3 at once.
  auto won = start("5/6/7/S7/9/8/7/6/1p3 9 9 40");
  EXPECT_EQ(won->outcome().kind, game::OutcomeKind::win);
  EXPECT_EQ(won->outcome().winner, kUpper);
  EXPECT_TRUE(won->legal_moves().empty());
  EXPECT_TRUE(won->legal_moves_of(kUpper).empty());
  EXPECT_FALSE(won->play("Sb6-b5/pf1-f2").ok);
  // Upper's S takes Lower's p: Upper's P, which Lower's remaining r cannot defeat, is
  // invincible against a lone token.
  const std::string position = "P4/6/7/8/8r/8/7/2S3/1p3 9 9 40";
  auto missed = start(position);
  ASSERT_EQ(missed->outcome().kind, game::OutcomeKind::ongoing);
  const game::PlayResult r = missed->play("Sf2-f1/pf1-g1");
  ASSERT_TRUE(r.ok) << first_error(r);
  EXPECT_EQ(missed->outcome().kind, game::OutcomeKind::ongoing);
  auto caught = start(position);
  ASSERT_TRUE(caught->play("Sf2-g1/pf1-g1").ok);
  EXPECT_EQ(caught->outcome().winner, kUpper);
  EXPECT_EQ(caught->outcome().text, "an invincible token against lower's last token");
}

TEST(RopasciGame, ThePictureShowsEveryTokenAndTheLastTurn) {
  auto state = start("(RR)4/6/7/3(Rr)4/9/8/7/6/4p 3 2 17");
  const game::BoardPicture picture = state->board_picture();
  EXPECT_EQ(game::picture_problems(picture), std::vector<std::string>{});
  EXPECT_EQ(picture.cells.size(), 61u);
  EXPECT_EQ(picture.pieces.size(), 5u);
  EXPECT_EQ(picture.cells[static_cast<std::size_t>(picture.pieces.front().cell)].name, "i1");
  ASSERT_TRUE(state->play("Ra9-b9/p*e2").ok);
  const game::BoardPicture after = state->board_picture();
  EXPECT_TRUE(after.is_marked(*after.cell_named("a9"), game::CellMarkKind::move_origin));
  EXPECT_TRUE(after.is_marked(*after.cell_named("e2"), game::CellMarkKind::move_destination));
}

TEST(RopasciGame, RecordsHoldOneJointActionPerTurn) {
  game::GameRegistry registry;
  registry.add(make_ropasci_game());
  otn::ReadOptions options;
  options.games = &registry;
  const std::string text =
      "[rules:ropasci360]\n\n"
      "1. R*c9/s*e1 \n[Both throw.]\n\n"
      "1a.1.1a. P*a9/r*i1 \n[(hint: keep the rock)]\n\n"
      "2. Rc9-c8/se1-e2 \n[]\n\n";
  const otn::ReadResult read = otn::read_otg_text(text, options);
  ASSERT_TRUE(read.complete());
  EXPECT_EQ(read.record.root().next()->side, record::kEverySide);
  EXPECT_EQ(otn::write_otg(read.record).bytes, text);
  const otn::ReadResult bad =
      otn::read_otg_text("[rules:ropasci360]\n\n1. R*c9/s*e1 \n[]\n\n2. R*a5/s*e1 \n[]\n", options);
  ASSERT_TRUE(bad.diagnostics.has_errors());
  EXPECT_EQ(bad.diagnostics.items().front().where.line, 6);
  EXPECT_EQ(bad.diagnostics.items().front().address, "2a");
}

TEST(RopasciGame, RulesAndSides) {
  const auto g = make_ropasci_game();
  EXPECT_TRUE(g->accepts_rules("ropasci360"));
  EXPECT_FALSE(g->accepts_rules("ataxx"));
  EXPECT_EQ(g->shape().dynamics, game::Dynamics::simultaneous);
  EXPECT_EQ(g->side_name(game::kEverySide), "both");
  EXPECT_EQ(g->side_from_name("lower"), kLower);
  Diagnostics d;
  EXPECT_EQ(g->start_state("ropasci360 fast:y", std::nullopt, d), nullptr);
  EXPECT_TRUE(d.has_errors());
  Diagnostics side;
  EXPECT_EQ(g->start_state("ropasci360", std::nullopt, kUpper, side), nullptr);
  const game::RulesReading reading = g->read_rules("ropasci360", {"x", 1, 1});
  EXPECT_TRUE(reading.usable);
  EXPECT_EQ(reading.canonical, "ropasci360");
}

}  // namespace
}  // namespace skald::ropasci
