// The SVG diagram (formats/svg/board_svg.h): valid SVG 1.1 (xmllint against the W3C DTD,
// skipped with the reason where either is missing), one shape per cell and per piece, the
// last move and captures marked, flipping, highlights and arrows, hex boards and holes,
// and options that name no cell refused.

#include <gtest/gtest.h>

#include <algorithm>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <pugixml.hpp>
#include <string>

#include "formats/svg/board_svg.h"
#include "skald/game/board_grids.h"

namespace skald::svg {
namespace {

namespace fs = std::filesystem;

const char* const kSvgDtd = "/usr/share/xml/w3c-sgml-lib/schema/dtd/REC-SVG11-20110816/svg11.dtd";

game::BoardPicture small_board() {
  game::BoardPicture p = game::square_grid_picture(5, 5);
  p.pieces.push_back({*p.cell_named("c3"), 1, "king", "K", "", std::nullopt});
  p.pieces.push_back({*p.cell_named("a1"), 0, "attacker", "t", "", std::nullopt});
  p.pieces.push_back({*p.cell_named("e5"), -1, "arrow", "x", "", std::nullopt});
  p.marks.push_back({*p.cell_named("a5"), game::CellMarkKind::corner, -1});
  p.marks.push_back({*p.cell_named("b1"), game::CellMarkKind::move_origin, 0});
  p.marks.push_back({*p.cell_named("a1"), game::CellMarkKind::move_destination, 0});
  p.marks.push_back({*p.cell_named("a2"), game::CellMarkKind::captured, 1});
  return p;
}

pugi::xml_document parsed(const std::string& text) {
  pugi::xml_document doc;
  EXPECT_TRUE(doc.load_string(text.c_str())) << text;
  return doc;
}

int count(const pugi::xml_node& root, const char* name) {
  int n = 0;
  for (const pugi::xpath_node& x : root.select_nodes((std::string("//") + name).c_str())) {
    (void)x;
    ++n;
  }
  return n;
}

TEST(BoardSvgTest, IsValidSvg) {
  if (std::system("command -v xmllint >/dev/null 2>&1") != 0 || !fs::exists(kSvgDtd))
    GTEST_SKIP() << "xmllint or the SVG 1.1 DTD is missing (tools/bootstrap installs "
                    "libxml2-utils and w3c-sgml-lib)";
  for (bool flipped : {false, true}) {
    for (const game::BoardPicture& picture : {small_board(), game::hex_grid_picture(3)}) {
      SvgOptions options;
      options.title = "a board";
      options.flipped = flipped;
      const std::string& a = picture.cells[0].name;
      const std::string& b = picture.cells[4].name;
      options.highlight = {b};
      options.arrows = {{a, b, "hint"}, {b, a, "best"}};
      std::string error;
      const std::string text = board_svg(picture, options, error);
      ASSERT_TRUE(error.empty()) << error;
      const fs::path file =
          fs::temp_directory_path() / ("skald-svg-" + std::to_string(::getpid()) + ".svg");
      std::ofstream(file) << text;
      const std::string command =
          std::string("xmllint --noout --dtdvalid ") + kSvgDtd + " " + file.string() + " 2>&1";
      EXPECT_EQ(std::system(command.c_str()), 0) << text;
      fs::remove(file);
    }
  }
}

TEST(BoardSvgTest, DrawsEveryCellPieceAndMark) {
  std::string error;
  const std::string text = board_svg(small_board(), {}, error);
  const pugi::xml_document doc = parsed(text);
  const pugi::xml_node svg = doc.child("svg");
  EXPECT_STREQ(svg.attribute("xmlns").value(), "http://www.w3.org/2000/svg");
  EXPECT_TRUE(svg.attribute("viewBox"));
  // 25 cells and the frame are rects, so is the arrow (the piece of nobody).
  EXPECT_EQ(count(doc, "rect"), 25 + 1 + 1);
  EXPECT_EQ(count(doc, "circle"), 2);
  // The cells' titles name them; the king has a cross, the capture a red cross.
  EXPECT_NE(text.find("<title>c3</title>"), std::string::npos);
  EXPECT_NE(text.find("king K on c3"), std::string::npos);
  EXPECT_NE(text.find("#c0392b"), std::string::npos) << "the captured piece's cross";
  EXPECT_NE(text.find("#e8d26a"), std::string::npos) << "the last move's cells";
  // Coordinates: a..e and 1..5.
  for (const char* label : {">a<", ">e<", ">1<", ">5<"})
    EXPECT_NE(text.find(label), std::string::npos) << label;
  SvgOptions bare;
  bare.coordinates = false;
  EXPECT_EQ(board_svg(small_board(), bare, error).find(">a<"), std::string::npos);
}

TEST(BoardSvgTest, EachGameDrawsItsSidesInItsOwnColours) {
  // small_board()'s king is side 1's, its attacker side 0's: side 0 is dark by default,
  // light when it is the Amazons' white (whose black is dark), red when it is Ataxx's x.
  const auto disc_fills = [](const SvgOptions& options) {
    std::string error;
    const pugi::xml_document doc = parsed(board_svg(small_board(), options, error));
    std::vector<std::string> fills;
    for (const pugi::xpath_node& x : doc.select_nodes("//circle"))
      fills.emplace_back(x.node().attribute("fill").value());
    return fills;
  };
  const std::vector<std::string> plain = disc_fills({});
  ASSERT_EQ(plain.size(), 2u);
  SvgOptions amazons;
  amazons.side_names = {"white", "black"};
  const std::vector<std::string> light_first = disc_fills(amazons);
  SvgOptions ataxx;
  ataxx.side_names = {"x", "o"};
  const std::vector<std::string> lettered = disc_fills(ataxx);
  EXPECT_NE(plain, light_first);
  EXPECT_EQ(plain[0], light_first[1]);
  EXPECT_EQ(plain[1], light_first[0]);
  EXPECT_NE(std::find(lettered.begin(), lettered.end(), "#c0392b"), lettered.end());
}

TEST(BoardSvgTest, ARoPaSciTokenCarriesItsSymbolsLetter) {
  game::BoardPicture picture = small_board();
  picture.pieces.push_back({*picture.cell_named("b2"), 0, "scissors", "S", "", std::nullopt});
  std::string error;
  SvgOptions bare;
  bare.coordinates = false;  // no axis labels among the texts
  const pugi::xml_document doc = parsed(board_svg(picture, bare, error));
  std::vector<std::string> letters;
  for (const pugi::xpath_node& x : doc.select_nodes("//g/text"))
    letters.emplace_back(x.node().child_value());
  EXPECT_EQ(letters, std::vector<std::string>{"S"});
}

/// The x and y of the cell named `name` (its rect's corner).
std::pair<double, double> cell_place(const std::string& text, const std::string& name) {
  const pugi::xml_document doc = parsed(text);
  for (const pugi::xpath_node& x : doc.select_nodes("//rect[title]"))
    if (std::string(x.node().child_value("title")) == name)
      return {x.node().attribute("x").as_double(), x.node().attribute("y").as_double()};
  ADD_FAILURE() << "no cell " << name;
  return {};
}

TEST(BoardSvgTest, FlippingTurnsTheBoardRound) {
  std::string error;
  SvgOptions options;
  const std::string upright = board_svg(small_board(), options, error);
  options.flipped = true;
  const std::string flipped = board_svg(small_board(), options, error);
  // Upright a1 is bottom left; flipped it is top right.
  EXPECT_LT(cell_place(upright, "a1").first, cell_place(upright, "e1").first);
  EXPECT_GT(cell_place(upright, "a1").second, cell_place(upright, "a5").second);
  EXPECT_GT(cell_place(flipped, "a1").first, cell_place(flipped, "e1").first);
  EXPECT_LT(cell_place(flipped, "a1").second, cell_place(flipped, "a5").second);
}

TEST(BoardSvgTest, HexBoardsAndHoles) {
  std::string error;
  const game::BoardPicture hex = game::hex_grid_picture(2);
  const std::string text = board_svg(hex, {}, error);
  EXPECT_EQ(count(parsed(text), "polygon"), static_cast<int>(hex.cells.size()));
  game::BoardPicture holed = game::square_grid_picture(3, 3);
  game::remove_cells(holed, [](const game::Cell& c) { return c.name == "b2"; });
  EXPECT_EQ(count(parsed(board_svg(holed, {}, error)), "rect"), 8 + 1);
}

TEST(BoardSvgTest, OptionsNamingNoCellAreRefused) {
  std::string error;
  SvgOptions options;
  options.highlight = {"z9"};
  EXPECT_TRUE(board_svg(small_board(), options, error).empty());
  EXPECT_EQ(error, "the board has no cell `z9` to highlight");
  options.highlight.clear();
  options.arrows = {{"a1", "q7", "best"}};
  EXPECT_TRUE(board_svg(small_board(), options, error).empty());
  EXPECT_EQ(error, "the board has no cell `q7` for an arrow");
}

}  // namespace
}  // namespace skald::svg
