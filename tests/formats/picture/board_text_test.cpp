// The text drawing of a board picture that `skald show` prints (formats/picture/
// board_text.h): square grids as show always drew tafl boards (its golden files in
// tests/cli/golden hold whole boards), hex grids with rows offset by half a cell, and other
// layouts as a grid with holes.

#include "formats/picture/board_text.h"

#include <gtest/gtest.h>

#include <string>

#include "record/toy_game.h"
#include "record/toy_three_game.h"
#include "skald/game/board_grids.h"

namespace skald::picture {
namespace {

using game::CellMarkKind;

std::unique_ptr<game::GameState> start(const game::Game& g, std::string_view rules) {
  Diagnostics diags;
  auto state = g.start_state(rules, std::nullopt, diags);
  EXPECT_TRUE(state) << rules;
  return state;
}

TEST(BoardText, SquareGridWithMarksAndTheLastMove) {
  game::BoardPicture p = game::square_grid_picture(3, 3);
  p.marks.push_back({0, CellMarkKind::corner});  // a1, empty: #
  p.marks.push_back({4, CellMarkKind::throne});  // b2, empty: +
  p.marks.push_back({8, CellMarkKind::corner});  // c3, under a piece
  p.pieces.push_back({8, 1, "king", "K", "\u2654", std::nullopt});
  p.pieces.push_back({1, 0, "stone", "x", "", std::nullopt});  // no symbol: its notation
  p.marks.push_back({5, CellMarkKind::move_origin, 1});
  p.marks.push_back({8, CellMarkKind::move_destination, 1});
  EXPECT_EQ(board_text(p),
            "3  \u00B7  \u00B7 [\u2654]\n"
            "2  \u00B7  + [\u00B7]\n"
            "1  #  x  \u00B7\n"
            "   a  b  c\n"
            "\n"
            "# corner  + throne (when empty)\n");
}

TEST(BoardText, WideLabelsAndNoKeyWithoutBoardMarks) {
  game::BoardPicture p = game::square_grid_picture(2, 10);
  p.marks.push_back({0, CellMarkKind::captured});  // a move mark: no key
  const std::string text = board_text(p);
  EXPECT_EQ(text.substr(0, text.find('\n', text.find('\n') + 1) + 1),
            "10  \u00B7  \u00B7\n"
            " 9  \u00B7  \u00B7\n");
  EXPECT_TRUE(text.ends_with(" 1  \u00B7  \u00B7\n    a  b\n")) << text;
}

TEST(BoardText, HexRowsOffsetByHalfACell) {
  test::ToyGame g;
  auto state = start(g, "toy pile:7");  // a hexagon of radius 1
  ASSERT_TRUE(state->play("2").ok);
  EXPECT_EQ(board_text(state->board_picture()),
            "3    \u00B7   \u00B7\n"
            "2  \u25CF   \u25CF   \u25CF\n"
            "1    \u25CF   \u25CF\n");
}

TEST(BoardText, OtherLayoutsAreGridsWithHoles) {
  test::ToyThreeGame g;
  EXPECT_EQ(board_text(start(g, "toy3 pile:6")->board_picture()),
            "3  \u25CF  \u00B7  \u00B7\n"
            "2  \u25CF     \u25CF\n"
            "1  \u25CF  \u25CF  \u25CF\n"
            "   a  b  c\n");
}

/// The text without its ANSI SGR codes.
std::string without_codes(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\x1b') {
      i = text.find('m', i);
      continue;
    }
    out += text[i];
  }
  return out;
}

TEST(BoardText, ColoursChangeNothingButTheCodes) {
  game::BoardPicture p = game::square_grid_picture(3, 3);
  p.marks.push_back({0, CellMarkKind::corner});
  p.pieces.push_back({8, 1, "king", "K", "\u2654", std::nullopt});
  p.pieces.push_back({1, 0, "stone", "x", "", std::nullopt});
  p.pieces.push_back({2, -1, "arrow", "*", "", std::nullopt});
  p.marks.push_back({5, CellMarkKind::move_origin, 1});
  p.marks.push_back({8, CellMarkKind::move_destination, 1});
  const std::string plain = board_text(p);
  const std::string coloured = board_text(p, {.colour = true});
  EXPECT_EQ(plain.find('\x1b'), std::string::npos);
  EXPECT_EQ(without_codes(coloured), plain);
  EXPECT_NE(coloured.find("\x1b[1;34m\u2654\x1b[0m"), std::string::npos) << "side 1 blue";
  EXPECT_NE(coloured.find("\x1b[1;31mx\x1b[0m"), std::string::npos) << "side 0 red";
  EXPECT_NE(coloured.find("\x1b[90m*\x1b[0m"), std::string::npos) << "nobody's grey";
  EXPECT_NE(coloured.find("\x1b[33m[\x1b[0m"), std::string::npos) << "the last move";
  EXPECT_NE(coloured.find("\x1b[2m#\x1b[0m"), std::string::npos) << "an empty corner";
}

}  // namespace
}  // namespace skald::picture
