// The game's shape through records: a three-player game and a simultaneous one are read,
// replayed, numbered and written like tafl (issue 9, item 3). The toy games live in
// tests/record.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "diagnostics_text.h"
#include "formats/otn/reader.h"
#include "formats/otn/writer.h"
#include "record/toy_simultaneous_game.h"
#include "record/toy_three_game.h"
#include "skald/game/registry.h"
#include "skald/game/replay.h"
#include "skald/record/numbering.h"

namespace skald {
namespace {

using skald::testing::messages;

/// Every move of the tree in preorder (continuation first) as "address move side".
std::vector<std::string> numbered(const record::Node& root) {
  std::vector<std::string> out;
  std::vector<const record::Node*> stack;
  for (auto it = root.children().rbegin(); it != root.children().rend(); ++it)
    stack.push_back(it->get());
  while (!stack.empty()) {
    const record::Node* n = stack.back();
    stack.pop_back();
    out.push_back(record::address_text(*n) + " " + n->move_text + " " + std::to_string(n->side));
    for (auto it = n->children().rbegin(); it != n->children().rend(); ++it)
      stack.push_back(it->get());
  }
  return out;
}

otn::ReadResult read_with(std::unique_ptr<game::Game> game, const std::string& text) {
  game::GameRegistry registry;
  registry.add(std::move(game));
  otn::ReadOptions options;
  options.games = &registry;
  return otn::read_otg_text(text, options);
}

TEST(GameShape, ThreePlayerRecordsReadReplayNumberAndWriteBack) {
  // Main line: the three sides in turn, then a continuation (b1) by the first side, which
  // stays in turn 2 with the other two sides' moves. One variation replaces the second
  // side's first move (1b), one the second side's move of turn 2 (2c).
  const std::string text =
      "[rules:toy3 pile:12]\n\n"
      "1. 1 2 3 \n[|second|]\n\n"
      "1b.1.1a. ..... 3 1 \n[|]\n\n"
      "2. b1 1 1 1 \n[|||]\n\n"
      "2c.1.1a. ..... ..... 2 \n[]\n\n";
  const otn::ReadResult read = read_with(std::make_unique<test::ToyThreeGame>(), text);
  ASSERT_TRUE(read.replayed) << messages(read.diagnostics);
  ASSERT_TRUE(read.complete()) << messages(read.diagnostics);
  EXPECT_EQ(read.record.players(), 3);
  EXPECT_EQ(numbered(read.record.root()),
            (std::vector<std::string>{"1a 1 0", "1b 2 1", "1c 3 2", "2a b1 0", "2b 1 0", "2c 1 1",
                                      "2d 1 2", "2c.1.1c 2 1", "1b.1.1b 3 1", "1b.1.1c 1 2"}));
  EXPECT_EQ(read.record.root().next()->next()->comment, "second");
  const otn::WriteResult written = otn::write_otg(read.record);
  EXPECT_EQ(written.bytes, text);
  EXPECT_TRUE(written.diagnostics.empty()) << messages(written.diagnostics);
}

TEST(GameShape, ThreePlayerOutcomePlacesEverySide) {
  Diagnostics d;
  const test::ToyThreeGame game;
  auto state = game.start_state("toy3 pile:4", std::nullopt, d);
  ASSERT_NE(state, nullptr);
  for (const char* m : {"1", "1", "2"})
    ASSERT_TRUE(state->play(m).ok) << m;
  const game::Outcome o = state->outcome();
  EXPECT_EQ(o.kind, game::OutcomeKind::win);
  EXPECT_EQ(o.winner, 2);
  EXPECT_EQ(o.places(3), (std::vector<int>{2, 2, 1}));
  EXPECT_EQ(game::Outcome::ranked({1, 2, 1}, "majority").kind, game::OutcomeKind::shared);
  EXPECT_EQ(game::Outcome::drawn(4, "all equal").places(4), (std::vector<int>{1, 1, 1, 1}));
  // A two-player outcome without a ranking derives one.
  game::Outcome two{game::OutcomeKind::win, 1, "king escaped", {}};
  EXPECT_EQ(two.places(2), (std::vector<int>{2, 1}));
}

TEST(GameShape, SimultaneousRecordsHoldOneJointMovePerTurn) {
  const std::string text =
      "[rules:toysim target:6]\n\n"
      "1. 1/2 \n[both]\n\n"
      "2. 3/3 \n[]\n\n"
      "2a.1.1a. 1/1 \n[]\n\n"
      "2a.1.2a. 2/2 \n[]\n\n"
      "3. 2/1 \n[]\n\n";
  const otn::ReadResult read = read_with(std::make_unique<test::ToySimultaneousGame>(), text);
  ASSERT_TRUE(read.complete()) << messages(read.diagnostics);
  EXPECT_EQ(numbered(read.record.root()),
            (std::vector<std::string>{"1a 1/2 -2", "2a 3/3 -2", "3a 2/1 -2", "2a.1.1a 1/1 -2",
                                      "2a.1.2a 2/2 -2"}));
  EXPECT_EQ(otn::write_otg(read.record).bytes, text);
  // The state at the end of the main line: both totals reached 6 (1+3+2, 2+3+1), a draw.
  const test::ToySimultaneousGame game;
  const record::Node* end = &read.record.root();
  while (end->next())
    end = end->next();
  const game::StateAtNode at = game::state_at(read.record, *end, game);
  ASSERT_NE(at.state, nullptr) << at.error;
  EXPECT_EQ(at.state->outcome().kind, game::OutcomeKind::draw);
  // Each side's own choices at a simultaneous turn.
  const game::StateAtNode start = game::state_at(read.record, read.record.root(), game);
  ASSERT_NE(start.state, nullptr) << start.error;
  EXPECT_EQ(start.state->side_to_move(), game::kEverySide);
  EXPECT_EQ(start.state->legal_moves_of(0), (std::vector<std::string>{"1", "2", "3"}));
  EXPECT_EQ(start.state->legal_moves().size(), 9u);
}

TEST(GameShape, AnIllegalJointMoveIsAnErrorAtItsAddress) {
  const otn::ReadResult read = read_with(std::make_unique<test::ToySimultaneousGame>(),
                                         "[rules:toysim target:6]\n\n1. 1/2 \n[]\n\n2. 4/1 \n[]\n");
  ASSERT_TRUE(read.diagnostics.has_errors());
  const Diagnostic& d = read.diagnostics.items().front();
  EXPECT_EQ(d.address, "2a");
  EXPECT_EQ(d.where.line, 6);
  EXPECT_NE(d.message.find("expected a joint move"), std::string::npos) << d.message;
}

TEST(GameShape, ResultsAndSideNamesThroughTheGame) {
  const test::ToyThreeGame three;
  EXPECT_EQ(three.side_from_name("third"), 2);
  EXPECT_EQ(three.side_from_name("fourth"), std::nullopt);
  EXPECT_EQ(game::result_text(three, game::Outcome::ranked({2, 1, 2}, "took the last stone")),
            "second-win (took the last stone)");
  EXPECT_EQ(game::result_text(three, game::Outcome::ranked({1, 1, 2}, "")), "shared");
  EXPECT_EQ(game::result_name(three, game::Outcome::drawn(3, "all out")), "draw");
  EXPECT_EQ(game::result_text(three, game::Outcome{}), "ongoing");
  // A state every command can take, by default.
  Diagnostics d;
  EXPECT_EQ(three.start_state("toy3 pile:3", std::nullopt, d)->unplayable_reason(), "");
}

TEST(GameShape, LinesAreCountedThroughTheInterface) {
  Diagnostics d;
  const auto race = test::ToySimultaneousGame().start_state("toysim target:10", std::nullopt, d);
  ASSERT_NE(race, nullptr);
  EXPECT_EQ(race->count_lines(0), 1u);
  EXPECT_EQ(race->count_lines(2), 81u);  // nine joint moves a turn
  const auto per_move = race->count_lines_per_move(2);
  ASSERT_EQ(per_move.size(), 9u);
  EXPECT_EQ(per_move.front().first, "1/1");
  EXPECT_EQ(per_move.front().second, 9u);
  // A race to 3 lasts three turns only through 1/1 and 1/1 (totals 2 and 2), then any
  // of the nine joint moves.
  const auto short_race =
      test::ToySimultaneousGame().start_state("toysim target:3", std::nullopt, d);
  EXPECT_EQ(short_race->count_lines(3), 9u);
  EXPECT_EQ(race->short_move_text("2/3"), "2/3");
}

}  // namespace
}  // namespace skald
