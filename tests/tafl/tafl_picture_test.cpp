// The tafl board picture (tafl_picture.h) through the game interface: the square grid named
// as OTN names squares, the pieces with their letters, kinds and symbols, the special
// squares every catalogue variant's rules give (corners, throne, forts, escape squares), and
// the last move with its captures.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "formats/variants/catalogue.h"
#include "skald/game/board_picture.h"
#include "skald/tafl/rules_string.h"
#include "skald/tafl/tafl_game.h"

namespace skald::tafl {
namespace {

using game::BoardPicture;
using game::CellMarkKind;

constexpr const char* kBrandubPictured =
    "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

std::unique_ptr<game::GameState> state_of(const std::string& rules,
                                          std::optional<std::string_view> position = {}) {
  Diagnostics diags;
  std::unique_ptr<game::GameState> state = make_tafl_game()->start_state(rules, position, diags);
  EXPECT_TRUE(state) << rules;
  return state;
}

/// The names of the cells marked `kind` (for `side` unless -2), sorted.
std::vector<std::string> marked(const BoardPicture& p, CellMarkKind kind, int side = -2) {
  std::vector<std::string> out;
  for (const game::CellMark& m : p.marks) {
    if (m.kind == kind && (side == -2 || m.side == side))
      out.push_back(p.cells[static_cast<std::size_t>(m.cell)].name);
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> names(const std::vector<Coord>& squares) {
  std::vector<std::string> out;
  for (Coord c : squares)
    out.push_back(coord_to_string(c));
  std::sort(out.begin(), out.end());
  return out;
}

TEST(TaflPicture, BrandubStart) {
  const BoardPicture p = state_of(kBrandubPictured)->board_picture();
  EXPECT_EQ(p.shape, game::BoardShape::square_grid);
  EXPECT_EQ(p.width, 7);
  EXPECT_EQ(p.height, 7);
  ASSERT_EQ(p.cells.size(), 49u);
  EXPECT_EQ(p.cells[0].name, "a1");
  EXPECT_EQ(p.cells[48].name, "g7");
  EXPECT_EQ(p.pieces.size(), 13u);
  const game::PlacedPiece* king = p.piece_on(*p.cell_named("d4"));
  ASSERT_NE(king, nullptr);
  EXPECT_EQ(king->owner, 1);
  EXPECT_EQ(king->kind, "king");
  EXPECT_EQ(king->notation, "K");
  EXPECT_EQ(king->symbol, "\u2654");
  EXPECT_FALSE(king->facing_degrees);
  const game::PlacedPiece* attacker = p.piece_on(*p.cell_named("d1"));
  ASSERT_NE(attacker, nullptr);
  EXPECT_EQ(attacker->owner, 0);
  EXPECT_EQ(attacker->kind, "attacker");
  EXPECT_EQ(attacker->notation, "t");
  EXPECT_EQ(attacker->symbol, "\u265F");
  const game::PlacedPiece* defender = p.piece_on(*p.cell_named("d3"));
  ASSERT_NE(defender, nullptr);
  EXPECT_EQ(defender->kind, "defender");
  EXPECT_EQ(defender->notation, "T");
  EXPECT_EQ(p.piece_on(*p.cell_named("a1")), nullptr);
  const std::vector<std::string> corners = {"a1", "a7", "g1", "g7"};
  EXPECT_EQ(marked(p, CellMarkKind::corner), corners);
  EXPECT_EQ(marked(p, CellMarkKind::escape, 1), corners);  // the king escapes to the corners
  EXPECT_EQ(marked(p, CellMarkKind::throne), std::vector<std::string>{"d4"});
  EXPECT_TRUE(marked(p, CellMarkKind::fort).empty());
  EXPECT_FALSE(p.has_mark(CellMarkKind::move_origin));  // no move led here
  EXPECT_EQ(game::picture_problems(p), std::vector<std::string>{});
}

TEST(TaflPicture, LastMoveAndItsCaptures) {
  // d1-d3 takes the defender on c3 between d3 and b3.
  auto state = state_of(kBrandubPictured, "/3t3/7/1tT4/7/7/5K1/7/");
  ASSERT_TRUE(state->play("d1-d3").ok);
  const BoardPicture p = state->board_picture();
  EXPECT_EQ(marked(p, CellMarkKind::move_origin, 0), std::vector<std::string>{"d1"});
  EXPECT_EQ(marked(p, CellMarkKind::move_destination, 0), std::vector<std::string>{"d3"});
  EXPECT_EQ(marked(p, CellMarkKind::captured, 1), std::vector<std::string>{"c3"});
  EXPECT_EQ(p.piece_on(*p.cell_named("c3")), nullptr);
  EXPECT_EQ(p.piece_on(*p.cell_named("d3"))->notation, "t");
  // The next move replaces them, and a move capturing nothing marks no capture.
  ASSERT_TRUE(state->play("Kf6-f4").ok);
  const BoardPicture next = state->board_picture();
  EXPECT_EQ(marked(next, CellMarkKind::move_origin, 1), std::vector<std::string>{"f6"});
  EXPECT_EQ(marked(next, CellMarkKind::move_destination, 1), std::vector<std::string>{"f4"});
  EXPECT_FALSE(next.has_mark(CellMarkKind::captured));
  // A copy draws the same.
  EXPECT_EQ(state->clone()->board_picture(), next);
}

TEST(TaflPicture, EdgeEscapeMarksEveryEdgeSquare) {
  const variants::Catalogue catalogue = variants::builtin_catalogue();
  const variants::Variant* sea = catalogue.find_or_null("sea-battle-9x9");
  ASSERT_NE(sea, nullptr);
  const BoardPicture p = state_of(sea->rules)->board_picture();
  EXPECT_EQ(marked(p, CellMarkKind::escape, 1).size(), 32u);  // 4 * (9 - 1)
  EXPECT_TRUE(marked(p, CellMarkKind::corner).empty());       // `cor:` lists none
  EXPECT_TRUE(marked(p, CellMarkKind::throne).empty());
}

TEST(TaflPicture, FortsOfFotevikenTablut) {
  const variants::Catalogue catalogue = variants::builtin_catalogue();
  const variants::Variant* foteviken = catalogue.find_or_null("foteviken-tablut");
  ASSERT_NE(foteviken, nullptr);
  const BoardPicture p = state_of(foteviken->rules)->board_picture();
  const std::vector<std::string> forts = marked(p, CellMarkKind::fort, 0);
  EXPECT_EQ(forts.size(), 16u);
  EXPECT_TRUE(std::binary_search(forts.begin(), forts.end(), "a4"));
  EXPECT_TRUE(std::binary_search(forts.begin(), forts.end(), "e8"));
  EXPECT_TRUE(marked(p, CellMarkKind::fort, 1).empty());
}

TEST(TaflPicture, SpecialSquaresAsEveryCatalogueVariantsRulesSay) {
  const variants::Catalogue catalogue = variants::builtin_catalogue();
  for (const auto& v : catalogue.entries()) {
    const RulesParse parsed = parse_rules(v.rules);
    ASSERT_TRUE(parsed.rules) << v.id;
    const TaflRules& rules = *parsed.rules;
    const BoardPicture p = state_of(v.rules)->board_picture();
    EXPECT_EQ(game::picture_problems(p), std::vector<std::string>{}) << v.id;
    EXPECT_EQ(p.width, rules.dim) << v.id;
    EXPECT_EQ(marked(p, CellMarkKind::corner), names(rules.space(SpaceKind::corner).squares))
        << v.id;
    EXPECT_EQ(marked(p, CellMarkKind::throne), names(rules.space(SpaceKind::centre).squares))
        << v.id;
    EXPECT_EQ(marked(p, CellMarkKind::fort, 0),
              names(rules.space(SpaceKind::attacker_fort).squares))
        << v.id;
    EXPECT_EQ(marked(p, CellMarkKind::fort, 1),
              names(rules.space(SpaceKind::defender_fort).squares))
        << v.id;
    if (rules.escape == EscapeType::corner) {
      EXPECT_EQ(marked(p, CellMarkKind::escape), names(rules.space(SpaceKind::corner).squares))
          << v.id;
    } else {
      EXPECT_EQ(static_cast<int>(marked(p, CellMarkKind::escape).size()), 4 * (rules.dim - 1))
          << v.id;
    }
  }
}

}  // namespace
}  // namespace skald::tafl
