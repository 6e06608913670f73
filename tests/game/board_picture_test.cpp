// The board picture's helpers (skald/game/board_grids.h) and its checks
// (picture_problems): the boards every game builds its picture from, and what the
// conformance suite requires of each game's picture.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "skald/game/board_grids.h"
#include "skald/game/board_picture.h"

namespace skald::game {
namespace {

std::vector<std::string> names_of(const BoardPicture& picture, const std::vector<int>& ids) {
  std::vector<std::string> out;
  for (int id : ids)
    out.push_back(picture.cells[static_cast<std::size_t>(id)].name);
  return out;
}

std::vector<std::string> neighbours_of(const BoardPicture& picture, const std::string& name) {
  const std::optional<int> id = picture.cell_named(name);
  if (!id) return {"no cell " + name};
  return names_of(picture, picture.cells[static_cast<std::size_t>(*id)].neighbours);
}

TEST(GridCellName, ColumnLettersThenRowFromOne) {
  EXPECT_EQ(grid_cell_name(0, 0), "a1");
  EXPECT_EQ(grid_cell_name(3, 3), "d4");
  EXPECT_EQ(grid_cell_name(18, 18), "s19");
  EXPECT_EQ(grid_cell_name(25, 0), "z1");
  EXPECT_EQ(grid_cell_name(26, 0), "aa1");  // as spreadsheets letter columns
  EXPECT_EQ(grid_cell_name(27, 9), "ab10");
  EXPECT_EQ(grid_cell_name(52, 0), "ba1");
}

TEST(SquareGridPicture, CellsRowByRowWithOrthogonalNeighbours) {
  const BoardPicture p = square_grid_picture(4, 3);
  EXPECT_EQ(p.shape, BoardShape::square_grid);
  EXPECT_EQ(p.width, 4);
  EXPECT_EQ(p.height, 3);
  ASSERT_EQ(p.cells.size(), 12u);
  // Id row * width + column, named as OTN names squares.
  EXPECT_EQ(p.cells[0].name, "a1");
  EXPECT_EQ(p.cells[5].name, "b2");
  EXPECT_EQ(p.cells[5].column, 1);
  EXPECT_EQ(p.cells[5].row, 1);
  EXPECT_EQ(p.cells[11].name, "d3");
  EXPECT_EQ(p.cell_at(1, 1), 5);
  EXPECT_EQ(p.cell_at(4, 0), std::nullopt);
  EXPECT_EQ(p.cell_named("c2"), 6);
  EXPECT_EQ(p.cell_named("e1"), std::nullopt);
  // Corners have two neighbours, edges three, the inside four; ids ascending.
  EXPECT_EQ(neighbours_of(p, "a1"), (std::vector<std::string>{"b1", "a2"}));
  EXPECT_EQ(neighbours_of(p, "b1"), (std::vector<std::string>{"a1", "c1", "b2"}));
  EXPECT_EQ(neighbours_of(p, "b2"), (std::vector<std::string>{"b1", "a2", "c2", "b3"}));
  EXPECT_EQ(p.column_labels, (std::vector<std::string>{"a", "b", "c", "d"}));
  EXPECT_EQ(p.row_labels, (std::vector<std::string>{"1", "2", "3"}));
  EXPECT_TRUE(p.pieces.empty());
  EXPECT_TRUE(p.marks.empty());
  EXPECT_EQ(picture_problems(p), std::vector<std::string>{});
}

TEST(SquareGridPicture, EmptyAndOneCellBoards) {
  EXPECT_TRUE(square_grid_picture(0, 0).cells.empty());
  EXPECT_EQ(picture_problems(square_grid_picture(0, 5)), std::vector<std::string>{});
  const BoardPicture one = square_grid_picture(1, 1);
  ASSERT_EQ(one.cells.size(), 1u);
  EXPECT_TRUE(one.cells[0].neighbours.empty());
}

TEST(HexGridPicture, AHexagonOfSixNeighbourCells) {
  for (int radius = 0; radius <= 5; ++radius) {
    const BoardPicture p = hex_grid_picture(radius);
    EXPECT_EQ(p.shape, BoardShape::hex_grid);
    EXPECT_EQ(p.width, 2 * radius + 1);
    EXPECT_EQ(p.height, 2 * radius + 1);
    EXPECT_EQ(static_cast<int>(p.cells.size()), 3 * radius * (radius + 1) + 1) << radius;
    EXPECT_EQ(picture_problems(p), std::vector<std::string>{}) << radius;
  }
  const BoardPicture p = hex_grid_picture(2);  // 19 cells, rows of 3, 4, 5, 4, 3
  // The corners of the extent outside the hexagon are holes.
  EXPECT_EQ(p.cell_at(0, 0), std::nullopt);
  EXPECT_EQ(p.cell_at(1, 0), std::nullopt);
  EXPECT_EQ(p.cell_at(4, 4), std::nullopt);
  EXPECT_EQ(p.cell_at(3, 4), std::nullopt);
  EXPECT_TRUE(p.cell_at(2, 0));
  EXPECT_TRUE(p.cell_at(0, 4));
  // The centre (c3) has six neighbours: (q±1, r), (q, r±1), (q+1, r-1), (q-1, r+1).
  EXPECT_EQ(neighbours_of(p, "c3"), (std::vector<std::string>{"c2", "d2", "b3", "d3", "b4", "c4"}));
  // A corner of the hexagon has three.
  EXPECT_EQ(neighbours_of(p, "c1"), (std::vector<std::string>{"d1", "b2", "c2"}));
}

TEST(ConnectBySteps, BuildsNeighboursOfAnyLayout) {
  BoardPicture p;
  p.shape = BoardShape::other;
  p.width = 3;
  p.height = 3;
  // Three cells on a diagonal, joined by diagonal steps only.
  p.cells = {{"x", 0, 0, {}}, {"y", 1, 1, {}}, {"z", 2, 2, {}}};
  const PlaceStep diagonal[] = {{1, 1}, {-1, -1}};
  connect_by_steps(p, diagonal);
  EXPECT_EQ(neighbours_of(p, "x"), (std::vector<std::string>{"y"}));
  EXPECT_EQ(neighbours_of(p, "y"), (std::vector<std::string>{"x", "z"}));
  EXPECT_EQ(picture_problems(p), std::vector<std::string>{});
}

TEST(RemoveCells, CutsAHoleAndRenumbersWhatRefersToCells) {
  // A 3x3 ring: the centre b2 taken out of a square grid.
  BoardPicture p = square_grid_picture(3, 3);
  p.pieces.push_back({8, 0, "stone", "x", "", std::nullopt});  // c3
  p.pieces.push_back({4, 1, "stone", "o", "", std::nullopt});  // b2, goes with it
  p.marks.push_back({4, CellMarkKind::throne});
  p.marks.push_back({0, CellMarkKind::corner});
  p.shape = BoardShape::other;
  remove_cells(p, [](const Cell& c) { return c.name == "b2"; });
  ASSERT_EQ(p.cells.size(), 8u);
  EXPECT_EQ(p.cell_at(1, 1), std::nullopt);
  EXPECT_EQ(p.cell_named("c3"), 7);
  EXPECT_EQ(neighbours_of(p, "b1"), (std::vector<std::string>{"a1", "c1"}));
  EXPECT_EQ(neighbours_of(p, "a2"), (std::vector<std::string>{"a1", "a3"}));
  ASSERT_EQ(p.pieces.size(), 1u);
  EXPECT_EQ(p.pieces[0].cell, 7);
  EXPECT_EQ(p.pieces[0].notation, "x");
  ASSERT_EQ(p.marks.size(), 1u);
  EXPECT_EQ(p.marks[0].kind, CellMarkKind::corner);
  EXPECT_EQ(p.marks[0].cell, 0);
  EXPECT_EQ(p.width, 3);  // the extent stays
  EXPECT_EQ(picture_problems(p), std::vector<std::string>{});
}

TEST(BoardPicture, PiecesAndMarksByCell) {
  BoardPicture p = square_grid_picture(2, 2);
  p.pieces.push_back({3, 1, "king", "K", "\u2654", std::nullopt});
  p.marks.push_back({0, CellMarkKind::corner});
  p.marks.push_back({0, CellMarkKind::escape, 1});
  p.marks.push_back({3, CellMarkKind::move_destination, 1});
  ASSERT_NE(p.piece_on(3), nullptr);
  EXPECT_EQ(p.piece_on(3)->kind, "king");
  EXPECT_EQ(p.piece_on(0), nullptr);
  EXPECT_TRUE(p.is_marked(0, CellMarkKind::corner));
  EXPECT_TRUE(p.is_marked(0, CellMarkKind::escape));
  EXPECT_FALSE(p.is_marked(3, CellMarkKind::corner));
  EXPECT_TRUE(p.has_mark(CellMarkKind::move_destination));
  EXPECT_FALSE(p.has_mark(CellMarkKind::throne));
  EXPECT_TRUE(is_move_mark(CellMarkKind::captured));
  EXPECT_FALSE(is_move_mark(CellMarkKind::fort));
  EXPECT_STREQ(cell_mark_name(CellMarkKind::move_origin), "move-origin");
  EXPECT_STREQ(board_shape_name(BoardShape::hex_grid), "hex-grid");
}

TEST(PictureProblems, SaysWhatIsWrong) {
  BoardPicture p = square_grid_picture(2, 2);
  // Ids: a1 0, b1 1, a2 2, b2 3.
  p.cells[1].neighbours = {0};                               // b1 drops b2, which still lists b1
  p.cells[2].name = "a1";                                    // a2 named like a1
  p.cells[3].column = 5;                                     // b2 outside the extent
  p.cells[0].neighbours.push_back(0);                        // a1 lists itself
  p.row_labels.pop_back();                                   // one label for two rows
  p.pieces.push_back({9, 0, "king", "", "", std::nullopt});  // on no cell, no notation
  p.marks.push_back({-1, CellMarkKind::throne});
  const std::vector<std::string> problems = picture_problems(p);
  const auto has = [&](const std::string& text) {
    for (const std::string& problem : problems)
      if (problem.find(text) != std::string::npos) return true;
    return false;
  };
  EXPECT_TRUE(has("cell 3 (b2) lists cell 1 (b1) as a neighbour, but not the other way round"));
  EXPECT_TRUE(has("cell 2 (a1) has the name of another cell"));
  EXPECT_TRUE(has("cell 3 (b2) is at column 5, row 1, outside the 2x2 extent"));
  EXPECT_TRUE(has("cell 0 (a1) lists itself as a neighbour"));
  EXPECT_TRUE(has("1 row labels for 2 rows"));
  EXPECT_TRUE(has("piece `` stands on 9, which is not a cell"));
  EXPECT_TRUE(has("a piece on cell 9 has no notation"));
  EXPECT_TRUE(has("mark throne is on -1, which is not a cell"));
  // Two cells on one place.
  BoardPicture twice = square_grid_picture(2, 1);
  twice.cells[1].column = 0;
  const std::vector<std::string> shared = picture_problems(twice);
  ASSERT_EQ(shared.size(), 1u);
  EXPECT_EQ(shared[0], "cell 1 (b1) shares its place with another cell");
}

}  // namespace
}  // namespace skald::game
