// The Octagon Theory's rules texts (lib/skald/octagon/rules.h): defaults, the canonical
// text, the named variants, and errors that say where and what was expected.

#include <gtest/gtest.h>

#include "skald/octagon/board.h"
#include "skald/octagon/rules.h"

namespace skald::octagon {
namespace {

TEST(OctagonRules, DefaultsAndCanonicalText) {
  const RulesParse parsed = parse_rules("octagon");
  ASSERT_TRUE(parsed.rules);
  EXPECT_TRUE(parsed.diagnostics.empty());
  EXPECT_EQ(*parsed.rules, OctagonRules{});
  const std::string canonical = serialise_rules(*parsed.rules);
  EXPECT_EQ(canonical,
            "octagon size:9 cut:3 hole:1 turns:30 players:2 placements:1 push:1 chain:off "
            "two:line stock:*,6,4,2");
  const RulesParse again = parse_rules(canonical);
  ASSERT_TRUE(again.rules);
  EXPECT_EQ(*again.rules, *parsed.rules);
}

TEST(OctagonRules, EveryKeyIsRead) {
  const RulesParse parsed = parse_rules(
      "octagon size:13 cut:4 hole:3 turns:70 players:4 placements:2 push:2 chain:on two:corner "
      "stock:0,1,*,3");
  ASSERT_TRUE(parsed.rules) << parsed.diagnostics.items().front().message;
  const OctagonRules& r = *parsed.rules;
  EXPECT_EQ(r.size, 13);
  EXPECT_EQ(r.cut, 4);
  EXPECT_EQ(r.hole, 3);
  EXPECT_EQ(r.turns, 70);
  EXPECT_EQ(r.players, 4);
  EXPECT_EQ(r.placements, 2);
  EXPECT_EQ(r.push, 2);
  EXPECT_TRUE(r.chain);
  EXPECT_EQ(r.two, TwoPiece::corner);
  EXPECT_EQ(r.stock, (std::array<int, kKinds>{0, 1, kUnlimited, 3}));
}

TEST(OctagonRules, BadValuesAreErrorsAtTheirColumn) {
  const struct {
    const char* text;
    int column;
    const char* says;
  } cases[] = {
      {"octagon size:4", 9, "size must be a number from 5 to 15"},
      {"octagon players:5", 9, "players must be a number from 2 to 4"},
      {"octagon chain:maybe", 9, "chain must be on or off"},
      {"octagon turns:20 stock:*,1", 18, "stock must be four counts"},
      {"octagon size:9 hole:2", 1, "both be odd or both even"},
      {"octagon stock:0,0,0,0", 1, "no piece at all"},
      {"octagon size:7 cut:4", 1, "cannot have cut 4"},
      {"tafl", 1, "expected `octagon` first"},
  };
  for (const auto& c : cases) {
    const RulesParse parsed = parse_rules(c.text);
    EXPECT_FALSE(parsed.rules) << c.text;
    ASSERT_FALSE(parsed.diagnostics.empty()) << c.text;
    const Diagnostic& d = parsed.diagnostics.items().front();
    EXPECT_EQ(d.where.column, c.column) << c.text;
    EXPECT_NE(d.message.find(c.says), std::string::npos) << c.text << ": " << d.message;
  }
}

TEST(OctagonRules, AnUnknownKeyIsAWarning) {
  const RulesParse parsed = parse_rules("octagon colour:red");
  ASSERT_TRUE(parsed.rules);
  ASSERT_EQ(parsed.diagnostics.items().size(), 1u);
  EXPECT_EQ(parsed.diagnostics.items()[0].severity, Severity::warning);
  EXPECT_EQ(parsed.diagnostics.items()[0].where.column, 9);
}

TEST(OctagonRules, EveryVariantReadsForItsPlayerCount) {
  for (int players = 2; players <= 4; ++players) {
    for (const OctagonVariant& v : octagon_variants(players)) {
      const RulesParse parsed = parse_rules(v.rules);
      ASSERT_TRUE(parsed.rules) << v.name;
      EXPECT_TRUE(parsed.diagnostics.empty()) << v.name;
      EXPECT_EQ(parsed.rules->players, players) << v.name;
    }
  }
}

TEST(OctagonBoard, TheThreeSizesHaveTheCellsTheHeaderSays) {
  const struct {
    const char* rules;
    int cells;
  } cases[] = {{"octagon size:7 cut:2 hole:1", 36},
               {"octagon", 56},
               {"octagon size:13 cut:4 hole:3", 120},
               {"octagon size:5 cut:2 hole:1", 12},
               {"octagon size:6 cut:0 hole:0", 36}};
  for (const auto& c : cases) {
    const RulesParse parsed = parse_rules(c.rules);
    ASSERT_TRUE(parsed.rules) << c.rules;
    EXPECT_EQ(Board(*parsed.rules).cell_count(), c.cells) << c.rules;
  }
}

TEST(OctagonBoard, NeighboursEdgesHoleAndSafety) {
  const Board board(OctagonRules{});  // 9x9, cut 3, hole e5
  EXPECT_FALSE(board.cell_at(0, 0));  // a cut corner
  EXPECT_FALSE(board.cell_at(2, 0));
  EXPECT_FALSE(board.cell_at(4, 4));  // the hole
  const int d1 = *board.cell_of_name("d1");
  EXPECT_EQ(board.cell_name(d1), "d1");
  EXPECT_EQ(d1, 0);                         // the first cell of the bottom row
  EXPECT_EQ(board.next(d1, 4), kOffBoard);  // south of the bottom row
  EXPECT_EQ(board.next(d1, 5), kOffBoard);  // south-west: off the grid
  EXPECT_EQ(board.next(d1, 6), kOffBoard);  // west: c1 is cut off
  EXPECT_EQ(board.cell_name(board.next(d1, 7)), "c2");
  EXPECT_EQ(board.cell_name(board.next(d1, 0)), "d2");
  const int e4 = *board.cell_of_name("e4");
  EXPECT_EQ(board.next(e4, 0), kIntoHole);
  EXPECT_EQ(board.safety(e4), 1);
  EXPECT_EQ(board.safety(d1), 1);
  // c5: the second push east (d5, then the hole) or north-west (b6, then a cut corner).
  EXPECT_EQ(board.safety(*board.cell_of_name("c5")), 2);
  EXPECT_FALSE(board.cell_of_name("e5"));
  EXPECT_FALSE(board.cell_of_name("z9"));
  EXPECT_FALSE(board.cell_of_name("d01"));
}

}  // namespace
}  // namespace skald::octagon
