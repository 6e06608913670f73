// The Octagon Theory's positions (lib/skald/octagon/position.h, notation.h): pushes off the
// edge and into the hole, blocked pushes, chain pushes and longer pushes, the turn order
// with several placements, the end and its places, and the position and move texts.

#include <gtest/gtest.h>

#include "skald/octagon/notation.h"
#include "skald/octagon/position.h"

namespace skald::octagon {
namespace {

OctagonRules rules_of(const char* text) {
  const RulesParse parsed = parse_rules(text);
  EXPECT_TRUE(parsed.rules) << text;
  return parsed.rules.value_or(OctagonRules{});
}

Position position_of(const OctagonRules& rules, const std::string& text) {
  const PositionParse parsed = parse_position(text, rules);
  EXPECT_TRUE(parsed.position) << text << ": "
                               << (parsed.diagnostics.empty()
                                       ? ""
                                       : parsed.diagnostics.items().front().message);
  return parsed.position.value_or(Position(rules));
}

Move move_of(const Position& p, const char* text) {
  const MoveTextParse parsed = parse_move_text(text, p.board(), p.rules());
  EXPECT_TRUE(parsed.move) << text << ": " << parsed.error;
  return parsed.move.value_or(Move{});
}

/// Plays `moves` (move texts) and gives the position text.
std::string after(Position p, std::initializer_list<const char*> moves) {
  for (const char* m : moves) {
    const Move move = move_of(p, m);
    EXPECT_TRUE(p.is_legal(move)) << m;
    p.make(move);
  }
  return position_to_text(p);
}

TEST(OctagonPosition, TheStartAsText) {
  const Position start{OctagonRules{}};
  EXPECT_EQ(position_to_text(start),
            ".../...../......./........./......../........./......./...../... x 1 1 "
            "*,6,4,2/*,6,4,2");
  EXPECT_EQ(start.empty_cells(), 56);
}

TEST(OctagonPosition, APushThrowsAPieceOffTheEdgeAndIntoTheHole) {
  const OctagonRules rules{};
  Position p(rules);
  // x on d1 (the bottom edge); o places on d2 pointing south: d1 goes off the board.
  EXPECT_EQ(after(p, {"d1=1n", "d2=1s"}),
            ".../...../......./........./......../........./......./.o1s.../... x 2 1 "
            "*,6,4,2/*,6,4,2");
  // x on e4 (just below the hole); o places on e3 pointing north: e4 falls into the hole.
  p.make(move_of(p, "e4=8"));
  p.make(move_of(p, "e3=1n"));
  EXPECT_EQ(p.pieces(0), 0);
  ASSERT_EQ(p.last_pushes().size(), 1u);
  EXPECT_EQ(p.last_pushes()[0].to, kIntoHole);
  EXPECT_EQ(p.stock(0, 3), 1);  // x spent an 8-piece
}

TEST(OctagonPosition, APieceBehindBlocksThePushUnlessChainsAreOn) {
  // x on c4 and d4, o places on b4 pointing east: d4 is behind c4, so c4 stays.
  const char* moves[] = {"c4=1n", "a4=1n", "d4=1n", "b4=1e"};
  Position blocked(OctagonRules{});
  Position chained(rules_of("octagon chain:on"));
  for (const char* m : moves) {
    blocked.make(move_of(blocked, m));
    chained.make(move_of(chained, m));
  }
  EXPECT_EQ(blocked.pieces(0), 2);
  EXPECT_TRUE(blocked.last_pushes().empty());
  EXPECT_EQ(blocked.at(*blocked.board().cell_of_name("c4")).owner, 0);
  // With chains the line c4 d4 moves: d4 to e4, c4 to d4; nothing falls yet.
  EXPECT_EQ(chained.pieces(0), 2);
  EXPECT_TRUE(chained.at(*chained.board().cell_of_name("c4")).empty());
  EXPECT_EQ(chained.at(*chained.board().cell_of_name("e4")).owner, 0);
  EXPECT_EQ(chained.last_pushes().size(), 2u);
}

TEST(OctagonPosition, AChainThrowsTheFarEndOff) {
  // Row 1 is d1 e1 f1: x on e1 and f1, o places on d1 pointing east: f1 falls, e1 moves on.
  Position p(rules_of("octagon chain:on"));
  for (const char* m : {"e1=1n", "a5=1n", "f1=1n", "d1=1e"})
    p.make(move_of(p, m));
  EXPECT_EQ(p.pieces(0), 1);
  EXPECT_EQ(p.at(*p.board().cell_of_name("f1")).owner, 0);
  EXPECT_TRUE(p.at(*p.board().cell_of_name("e1")).empty());
}

TEST(OctagonPosition, ALongerPushStopsAtAPieceOrThrowsOff) {
  Position p(rules_of("octagon push:2"));
  // x on b5; o places on c5 pointing west: two cells west of b5 is off (a5, then off).
  for (const char* m : {"b5=1n", "c5=1w"})
    p.make(move_of(p, m));
  EXPECT_EQ(p.pieces(0), 0);
  Position q(rules_of("octagon push:2"));
  // x on c6 and a6 is x's too: o on d6 pointing west pushes c6 to b6, then a6 blocks.
  for (const char* m : {"c6=1n", "h5=1n", "a6=1n", "d6=1w"})
    q.make(move_of(q, m));
  EXPECT_EQ(q.pieces(0), 2);
  EXPECT_EQ(q.at(*q.board().cell_of_name("b6")).owner, 0);
}

TEST(OctagonPosition, OwnPiecesAreNotPushed) {
  Position p(OctagonRules{});
  for (const char* m : {"d1=1n", "h5=1n", "d2=8"})
    p.make(move_of(p, m));
  EXPECT_EQ(p.pieces(0), 2);
  EXPECT_TRUE(p.last_pushes().empty());
}

TEST(OctagonPosition, TwoPlacementsATurnAndTheEnd) {
  Position p(rules_of("octagon turns:2 placements:2"));
  const char* moves[] = {"d1=1n", "d3=1n", "e1=1n", "e3=1n", "f1=1n", "f3=1n"};
  const int sides[] = {0, 0, 1, 1, 0, 0};
  for (std::size_t i = 0; i < std::size(moves); ++i) {
    EXPECT_EQ(p.side_to_move(), sides[i]) << i;
    p.make(move_of(p, moves[i]));
  }
  EXPECT_EQ(p.round(), 2);
  EXPECT_FALSE(p.game_over());
  p.make(move_of(p, "g3=1n"));
  p.make(move_of(p, "c3=1n"));
  EXPECT_TRUE(p.game_over());
  const GameEnd end = p.end();
  EXPECT_EQ(end.reason, EndReason::turns_played);
  EXPECT_EQ(end.places, (std::vector<int>{1, 1}));  // four pieces each
  MoveList none;
  p.generate_moves(none);
  EXPECT_EQ(none.size(), 0);
}

TEST(OctagonPosition, APlayerWhoCannotPlaceEndsTheGame) {
  // The 12-cell board with one open cell, c1: x fills it (its 8-piece's pushes are all
  // blocked), and o has nowhere to place.
  const OctagonRules rules = rules_of("octagon size:5 cut:2 hole:1 turns:10");
  Position p = position_of(rules, "o8/o8o8o8/x8x8o8x8/o8x8o8/. x 3");
  EXPECT_FALSE(p.game_over());
  p.make(move_of(p, "c1=8"));
  EXPECT_TRUE(p.last_pushes().empty());
  EXPECT_TRUE(p.game_over());
  const GameEnd end = p.end();
  EXPECT_EQ(end.reason, EndReason::cannot_place);
  EXPECT_EQ(end.places, (std::vector<int>{2, 1}));  // x 5 pieces, o 7
}

TEST(OctagonNotation, MovesAreCanonical) {
  const Position p(OctagonRules{});
  const Board& b = p.board();
  EXPECT_EQ(move_to_text(b, move_of(p, "d4=2s")), "d4=2n");
  EXPECT_EQ(move_to_text(b, move_of(p, "d4=4w")), "d4=4n");
  EXPECT_EQ(move_to_text(b, move_of(p, "d4=4sw")), "d4=4ne");
  EXPECT_EQ(move_to_text(b, move_of(p, "d4=1sw")), "d4=1sw");
  EXPECT_EQ(move_to_text(b, move_of(p, "e6=8")), "e6=8");
  const Position corner(rules_of("octagon two:corner"));
  EXPECT_EQ(move_to_text(corner.board(), move_of(corner, "d4=2s")), "d4=2s");
  for (const char* bad : {"d4", "d4=", "d4=3n", "d4=1", "d4=1q", "e5=1n", "a1=1n", "=1n"}) {
    const MoveTextParse parsed = parse_move_text(bad, b, p.rules());
    EXPECT_FALSE(parsed.move) << bad;
    EXPECT_FALSE(parsed.error.empty()) << bad;
  }
}

TEST(OctagonNotation, APositionReadsBackAndSaysWhatIsWrong) {
  const OctagonRules rules{};
  const std::string text =
      ".../...../....x1n../........./..o8...../........./......./...../x4ne.. o 7 1 "
      "*,6,3,2/*,6,4,1";
  const Position p = position_of(rules, text);
  EXPECT_EQ(position_to_text(p), text);
  EXPECT_EQ(p.side_to_move(), 1);
  EXPECT_EQ(p.round(), 7);
  EXPECT_EQ(p.stock(0, 2), 3);
  EXPECT_EQ(p.stock(1, 3), 1);
  // The optional fields: round 1, a whole turn, full stocks.
  const Position short_form =
      position_of(rules, ".../...../......./........./......../........./......./...../... o");
  EXPECT_EQ(position_to_text(short_form),
            ".../...../......./........./......../........./......./...../... o 1 1 "
            "*,6,4,2/*,6,4,2");
  const struct {
    const char* text;
    int column;
    const char* says;
  } bad[] = {
      {"..../", 4, "row 9 has only 3 cells"},
      {"../", 3, "row 9 has 3 cells, not 2"},
      {"..q/", 3, "expected `.` or a piece of x, o"},
      {"..x/", 4, "expected the piece's kind"},
      {"..x1/", 5, "expected the piece's direction"},
      {".../...../......./........./......../........./......./...../...", 65,
       "expected the side to move"},
      {".../...../......./........./......../........./......./...../... y", 66,
       "must be one of x, o"},
      {".../...../......./........./......../........./......./...../... x 32", 68, "from 1 to 31"},
      {".../...../......./........./......../........./......./...../... x 1 1 *,7,4,2/*,6,4,2", 74,
       "from 0 to 6"},
      {".../...../......./........./......../........./......./...../... x 1 1 3,6,4,2/*,6,4,2", 72,
       "unlimited in these rules"},
      {".../...../......./........./......../........./......./...../... x 1 1 *,6,4,2", 79,
       "expected `/` in the stocks"},
  };
  for (const auto& c : bad) {
    const PositionParse parsed = parse_position(c.text, rules);
    EXPECT_FALSE(parsed.position) << c.text;
    ASSERT_FALSE(parsed.diagnostics.empty()) << c.text;
    const Diagnostic& d = parsed.diagnostics.items().front();
    EXPECT_EQ(d.where.column, c.column) << c.text << ": " << d.message;
    EXPECT_NE(d.message.find(c.says), std::string::npos) << c.text << ": " << d.message;
  }
}

}  // namespace
}  // namespace skald::octagon
