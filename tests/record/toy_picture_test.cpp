// The toy games' board pictures: a hex board (toy), a ring with a hole (toy3) and a race
// track (toysim), the non-square layouts that prove the picture is not a square grid in
// disguise.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "record/toy_game.h"
#include "record/toy_simultaneous_game.h"
#include "record/toy_three_game.h"
#include "skald/game/board_picture.h"

namespace skald::test {
namespace {

using game::BoardPicture;
using game::CellMarkKind;

std::unique_ptr<game::GameState> start(const game::Game& g, std::string_view rules,
                                       std::optional<std::string_view> position = {}) {
  Diagnostics diags;
  auto state = g.start_state(rules, position, diags);
  EXPECT_TRUE(state) << rules;
  return state;
}

std::vector<int> cells_marked(const BoardPicture& p, CellMarkKind kind) {
  std::vector<int> out;
  for (const game::CellMark& m : p.marks)
    if (m.kind == kind) out.push_back(m.cell);
  return out;
}

TEST(ToyPicture, PileOnAHexBoardJustLargeEnough) {
  ToyGame g;
  auto state = start(g, "toy pile:7");  // seven stones: a hexagon of radius 1
  BoardPicture p = state->board_picture();
  EXPECT_EQ(p.shape, game::BoardShape::hex_grid);
  EXPECT_EQ(p.cells.size(), 7u);
  ASSERT_EQ(p.pieces.size(), 7u);
  EXPECT_EQ(p.pieces[0].owner, -1);  // stones belong to nobody
  EXPECT_EQ(p.pieces[0].kind, "stone");
  EXPECT_EQ(p.pieces[0].notation, "o");
  EXPECT_EQ(game::picture_problems(p), std::vector<std::string>{});
  // Taking two leaves five stones; the two taken are marked where they stood.
  ASSERT_TRUE(state->play("2").ok);
  p = state->board_picture();
  EXPECT_EQ(p.cells.size(), 7u);  // the board stays
  EXPECT_EQ(p.pieces.size(), 5u);
  EXPECT_EQ(cells_marked(p, CellMarkKind::captured), (std::vector<int>{5, 6}));
  // Eight stones need a hexagon of radius 2.
  EXPECT_EQ(start(g, "toy pile:8")->board_picture().cells.size(), 19u);
  // A position with more stones than the rules' pile gets a board to hold them.
  EXPECT_EQ(start(g, "toy pile:1", "pile:9 side:0")->board_picture().pieces.size(), 9u);
}

TEST(ToyPicture, ThreePlayerPileOnARing) {
  ToyThreeGame g;
  const BoardPicture p = start(g, "toy3 pile:10")->board_picture();
  // The border of a 4x4 square holds 12 stones; the 2x2 inside is a hole.
  EXPECT_EQ(p.shape, game::BoardShape::other);
  EXPECT_EQ(p.width, 4);
  EXPECT_EQ(p.cells.size(), 12u);
  EXPECT_FALSE(p.cell_at(1, 1));
  EXPECT_FALSE(p.cell_at(2, 2));
  EXPECT_TRUE(p.cell_at(3, 2));
  EXPECT_EQ(p.pieces.size(), 10u);
  for (const game::Cell& c : p.cells)
    EXPECT_EQ(c.neighbours.size(), 2u) << c.name;  // around the ring
  EXPECT_EQ(game::picture_problems(p), std::vector<std::string>{});
}

TEST(ToyPicture, RaceTrackWithBothRunnersMoves) {
  ToySimultaneousGame g;
  auto state = start(g, "toysim target:5");
  ASSERT_TRUE(state->play("2/3").ok);
  const BoardPicture p = state->board_picture();
  EXPECT_EQ(p.shape, game::BoardShape::square_grid);
  EXPECT_EQ(p.width, 6);  // totals 0 to 5
  EXPECT_EQ(p.height, 2);
  ASSERT_EQ(p.pieces.size(), 2u);
  EXPECT_EQ(p.cells[static_cast<std::size_t>(p.pieces[0].cell)].name, "c1");  // first at 2
  EXPECT_EQ(p.cells[static_cast<std::size_t>(p.pieces[1].cell)].name, "d2");  // second at 3
  EXPECT_EQ(p.pieces[1].owner, 1);
  EXPECT_EQ(cells_marked(p, CellMarkKind::move_origin), (std::vector<int>{0, 6}));
  EXPECT_EQ(cells_marked(p, CellMarkKind::move_destination), (std::vector<int>{2, 9}));
  ASSERT_TRUE(state->play("3/3").ok);  // past the target: the runners stop at its column
  const BoardPicture end = state->board_picture();
  EXPECT_EQ(end.cells[static_cast<std::size_t>(end.pieces[0].cell)].name, "f1");
  EXPECT_EQ(end.cells[static_cast<std::size_t>(end.pieces[1].cell)].name, "f2");
  EXPECT_EQ(game::picture_problems(end), std::vector<std::string>{});
}

}  // namespace
}  // namespace skald::test
