// Amazons notation and rules texts: moves, positions and rules read and written back, and
// the errors each reader gives for what it cannot use.

#include <gtest/gtest.h>

#include "skald/amazons/notation.h"
#include "skald/amazons/rules.h"

namespace skald::amazons {
namespace {

TEST(AmazonsNotation, StartPositionsAsText) {
  EXPECT_EQ(position_text(Position(AmazonsRules{10, kWhite})),
            "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w");
  EXPECT_EQ(position_text(Position(AmazonsRules{8, kWhite})), "2q2q2/8/q6q/8/8/Q6Q/8/2Q2Q2 w");
  EXPECT_EQ(position_text(Position(AmazonsRules{6, kBlack})), "1q2q1/q4q/6/6/Q4Q/1Q2Q1 b");
}

TEST(AmazonsNotation, PositionTextReadsBack) {
  const std::string text = "xq2q1/q4q/2x3/6/Q4Q/1Q2Qx b";
  const PositionParse p = read_position(text, 6, kWhite);
  ASSERT_TRUE(p.position);
  EXPECT_EQ(position_text(*p.position), text);
  // Without a side, the default side moves.
  const PositionParse q = read_position("xq2q1/q4q/2x3/6/Q4Q/1Q2Qx", 6, kBlack);
  ASSERT_TRUE(q.position);
  EXPECT_EQ(q.position->side_to_move(), kBlack);
}

TEST(AmazonsNotation, PositionErrorsSayWhere) {
  const auto error_of = [](std::string_view text, int size) {
    const PositionParse p = read_position(text, size, kWhite);
    EXPECT_FALSE(p.position) << text;
    return p.diagnostics.items().empty() ? std::string() : p.diagnostics.items()[0].message;
  };
  EXPECT_EQ(error_of("1q2q/q4q/6/6/Q4Q/1Q2Q1 w", 6),
            "position: rank 6 has 5 squares; the board has 6");
  EXPECT_EQ(error_of("1q2q1/q4q/6/6/Q4Q w", 6),
            "position: expected 6 ranks of 6 squares, ranks separated by `/`");
  EXPECT_EQ(error_of("1q2q1/q4q/6/6/Q4Q/1Q2K1 w", 6),
            "position: unexpected `K`: a rank holds Q (White), q (Black), x (an arrow) and "
            "counts of empty squares");
  EXPECT_EQ(error_of("1q2q1/q4q/6/6/Q4Q/1Q2Q1 white", 6),
            "position: expected the side to move, `w` or `b`, after the board");
  const PositionParse p = read_position("1q2q1/q4q/6/6/Q4Q/1Q2K1 w", 6, kWhite);
  EXPECT_EQ(p.diagnostics.items()[0].where.column, 22);
}

TEST(AmazonsNotation, MovesReadAndWrite) {
  const Geometry g(10);
  const MoveParse m = read_move(g, "d1-d6/g9");
  ASSERT_TRUE(m.move);
  EXPECT_EQ(move_text(g, *m.move), "d1-d6/g9");
  const MoveParse bracketed = read_move(g, " j10-a1(a10) ");
  ASSERT_TRUE(bracketed.move);
  EXPECT_EQ(move_text(g, *bracketed.move), "j10-a1/a10");
  EXPECT_EQ(read_move(g, "d1d6").error, "expected an amazon's move and its arrow, as `d1-d6/g9`");
  EXPECT_EQ(read_move(g, "d1-k6/g9").error,
            "its destination `k6` is not a square of the 10x10 board (a1 to j10)");
  EXPECT_EQ(read_move(Geometry(6), "a1-a7/a2").error,
            "its destination `a7` is not a square of the 6x6 board (a1 to f6)");
  EXPECT_EQ(read_move(g, "d1-d6(g9").error, "the arrow in brackets lacks its `)`");
}

TEST(AmazonsRules, ReadAndWritten) {
  const RulesParse r = parse_rules("amazons size:8 first:black");
  ASSERT_TRUE(r.rules);
  EXPECT_EQ(r.rules->size, 8);
  EXPECT_EQ(r.rules->first, kBlack);
  EXPECT_EQ(rules_text(*r.rules), "amazons size:8 first:black");
  EXPECT_EQ(rules_text(*parse_rules("amazons").rules), "amazons size:10");
  EXPECT_EQ(rules_text(*parse_rules("amazons first:white size:6").rules),
            "amazons size:6 first:white");
  EXPECT_TRUE(is_amazons_rules("  amazons size:6"));
  EXPECT_FALSE(is_amazons_rules("dim:7 name:Brandub"));
}

TEST(AmazonsRules, ErrorsAndWarnings) {
  const RulesParse bad = parse_rules("amazons size:9");
  EXPECT_FALSE(bad.rules);
  ASSERT_EQ(bad.diagnostics.items().size(), 1u);
  EXPECT_EQ(bad.diagnostics.items()[0].message,
            "rules: size `9` is not a board size of the game: 6, 8 or 10");
  EXPECT_EQ(bad.diagnostics.items()[0].where.column, 9);
  const RulesParse unknown = parse_rules("amazons size:6 komi:1");
  ASSERT_TRUE(unknown.rules);
  ASSERT_EQ(unknown.diagnostics.items().size(), 1u);
  EXPECT_EQ(unknown.diagnostics.items()[0].severity, Severity::warning);
  EXPECT_FALSE(parse_rules("amazons first:red").rules);
}

}  // namespace
}  // namespace skald::amazons
