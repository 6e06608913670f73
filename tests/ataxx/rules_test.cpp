// Ataxx and Spot rules through Position: the end of the game and its result (libataxx's
// result table), passes, the half-move clock, Spot's skipped players and start layouts,
// FEN read and written, and make/unmake over random games (the position and its
// incremental hash restored, the hash equal to one computed from scratch).

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "skald/ataxx/fen.h"
#include "skald/ataxx/move_notation.h"
#include "skald/ataxx/position.h"

namespace skald::ataxx {
namespace {

Position read(const std::string& fen, const AtaxxRules& rules = {}) {
  FenParse parsed = parse_fen(fen, rules);
  EXPECT_TRUE(parsed.position) << fen << ": "
                               << (parsed.diagnostics.items().empty()
                                       ? ""
                                       : parsed.diagnostics.items()[0].message);
  return parsed.position ? *parsed.position : Position(rules);
}

AtaxxRules spot(int players, LowerCorner corner = LowerCorner::right) {
  return {RuleSet::spot, players, corner};
}

/// libataxx's result of a position: 'x' or 'o' won, '=' a draw, '.' ongoing.
char result_of(const Position& p) {
  const GameEnd end = p.end();
  if (!end.over()) return '.';
  if (end.places[0] == end.places[1]) return '=';
  return end.places[0] == 1 ? 'x' : 'o';
}

TEST(AtaxxRules, ResultsAsLibataxxGivesThem) {
  const std::vector<std::pair<std::string, char>> cases = {
      {"x5o/7/7/7/7/7/o5x x 0 1", '.'},
      {"7/7/7/7/7/7/7 x 0 1", '='},
      {"x6/7/7/7/7/7/7 o 0 1", 'x'},
      {"o6/7/7/7/7/7/7 x 0 1", 'o'},
      {"xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx o 0 1", 'x'},
      {"ooooooo/ooooooo/ooooooo/oooxxxx/xxxxxxx/xxxxxxx/xxxxxxx x 0 1", 'x'},
      {"ooooooo/ooooooo/ooooooo/ooooxxx/xxxxxxx/xxxxxxx/xxxxxxx o 0 1", 'o'},
      {"ooooooo/ooooooo/ooooooo/ooo-xxx/xxxxxxx/xxxxxxx/xxxxxxx x 0 1", '='},
      // The half-move clock draws...
      {"x5o/7/7/7/7/7/o5x x 99 1", '.'},
      {"x5o/7/7/7/7/7/o5x x 100 1", '='},
      {"xxo4/7/7/7/7/7/7 x 100 1", '='},
      // ...unless the game also ended otherwise: wins take priority.
      {"7/7/7/7/-------/-------/xxxxooo x 100 1", 'x'},
      {"7/7/7/7/-------/-------/xxxoooo o 100 1", 'o'},
      {"7/7/7/7/-------/-------/xxx-ooo x 0 1", '='},
  };
  for (const auto& [fen, expected] : cases)
    EXPECT_EQ(result_of(read(fen)), expected) << fen;
}

TEST(AtaxxRules, ASideWithoutAMovePasses) {
  Position p = read("7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1");
  MoveList moves;
  p.generate_moves(moves);
  ASSERT_EQ(moves.size(), 1);
  EXPECT_TRUE(moves[0].is_pass());
  EXPECT_TRUE(p.is_legal(Move::pass()));
  p.make(Move::pass());
  EXPECT_EQ(p.side_to_move(), 1);
  EXPECT_EQ(to_fen(p), "7/7/7/7/ooooooo/ooooooo/xxxxxxx o 1 1");
  // With a move, no pass.
  EXPECT_FALSE(read("x5o/7/7/7/7/7/o5x x 0 1").is_legal(Move::pass()));
}

TEST(AtaxxRules, ACloneResetsTheClockAndAJumpCountsIt) {
  Position p = read("x5o/7/7/7/7/7/o5x x 7 1");
  p.make(*parse_move_text("g1e3").move);
  EXPECT_EQ(p.halfmoves(), 8);
  p.make(*parse_move_text("f7").move);
  EXPECT_EQ(p.halfmoves(), 0);
  EXPECT_EQ(to_fen(p), "x4oo/7/7/7/4x2/7/o6 x 0 2");
}

TEST(AtaxxRules, AMoveTurnsEveryOpponentStoneAroundItsTarget) {
  // Spot with 3 players: x on a2; o on c3, d4, e4; y on e5.
  Position p = read("7/7/4y2/3oo2/2o4/x6/7 x 0 1", spot(3));
  p.make(Move::clone(square_at(1, 2)));  // b3: next to c3
  EXPECT_EQ(to_fen(p), "7/7/4y2/3oo2/1xx4/x6/7 o 0 1");
  p.make(Move::jump(square_at(3, 3), square_at(3, 1)));  // o d4-d2: next to c3 again
  EXPECT_EQ(to_fen(p), "7/7/4y2/4o2/1xo4/x2o3/7 y 1 1");
  p.make(Move::clone(square_at(3, 4)));  // y d5: next to o's e4
  EXPECT_EQ(to_fen(p), "7/7/3yy2/4y2/1xo4/x2o3/7 x 0 2");
}

TEST(AtaxxRules, SpotSkipsAPlayerWithoutAMove) {
  // o's stone on a7 is walled in by gaps: y moves after x.
  Position p = read("o--4/---4/---4/7/7/7/x5y x 0 1", spot(3));
  EXPECT_TRUE(!p.can_move(1));
  p.make(Move::clone(square_at(1, 0)));  // b1
  EXPECT_EQ(p.side_to_move(), 2);
  // Set up with a side that cannot move, the next that can is to move.
  EXPECT_EQ(read("o--4/---4/---4/7/7/7/x5y o 0 1", spot(3)).side_to_move(), 2);
  // Two players: never a pass.
  Position two = read("7/7/7/7/ooooooo/ooooooo/xxxxxxx o 0 1", spot(2));
  EXPECT_EQ(two.side_to_move(), 1);
  two.make(Move::clone(square_at(0, 4)));  // a5
  EXPECT_EQ(two.side_to_move(), 1) << "x cannot move: o moves again";
}

TEST(AtaxxRules, SpotEndsWhenOneColourIsLeftOrNobodyCanMove) {
  const GameEnd one = read("x6/7/7/7/7/7/7 x 0 1", spot(4)).end();
  EXPECT_EQ(one.reason, EndReason::one_colour_left);
  EXPECT_EQ(one.places, (std::vector<int>{1, 2, 2, 2}));
  // A full board: x and y share the majority.
  const GameEnd full =
      read("xxxxxxx/xxxxxxx/xxxxxxx/ooooooo/yyyyyyy/yyyyyyy/yyyyyyy x 0 1", spot(3)).end();
  EXPECT_EQ(full.reason, EndReason::no_moves);
  EXPECT_EQ(full.places, (std::vector<int>{1, 3, 1}));
  // No clock in Spot.
  EXPECT_FALSE(read("x5o/7/7/7/7/7/o5y x 100 1", spot(3)).game_over());
}

TEST(AtaxxRules, StartLayouts) {
  EXPECT_EQ(to_fen(Position(AtaxxRules{})), "x5o/7/7/7/7/7/o5x x 0 1");
  EXPECT_EQ(to_fen(Position(spot(2))), "x5o/7/7/7/7/7/o5x x 0 1");
  EXPECT_EQ(to_fen(Position(spot(3))), "x5o/7/7/7/7/7/6y x 0 1");
  EXPECT_EQ(to_fen(Position(spot(3, LowerCorner::left))), "x5o/7/7/7/7/7/y6 x 0 1");
  EXPECT_EQ(to_fen(Position(spot(4))), "x5o/7/7/7/7/7/z5y x 0 1");
}

TEST(AtaxxRules, RulesTexts) {
  EXPECT_EQ(parse_rules("ataxx").rules, AtaxxRules{});
  const RulesParse three = parse_rules("spot players:3 corner:left");
  ASSERT_TRUE(three.rules);
  EXPECT_EQ(serialise_rules(*three.rules), "spot players:3 corner:left");
  EXPECT_EQ(serialise_rules(*parse_rules("spot").rules), "spot players:2");
  EXPECT_FALSE(parse_rules("spot players:5").rules);
  EXPECT_FALSE(parse_rules("ataxx players:3").rules);
  EXPECT_FALSE(parse_rules("chess").rules);
  const RulesParse unknown = parse_rules("ataxx colour:red");
  ASSERT_TRUE(unknown.rules);
  EXPECT_EQ(unknown.diagnostics.count(Severity::warning), 1);
  EXPECT_EQ(unknown.diagnostics.items()[0].where.column, 7);
}

TEST(AtaxxFen, BadTextsSayWhere) {
  const std::vector<std::pair<std::string, int>> bad = {
      {"x5o/7/7/7/7/7/o5x", 18},        // no side
      {"x5o/7/7/7/7/7/o5y x 0 1", 17},  // y in a two-player game
      {"x5o/8/7/7/7/7/o5x x 0 1", 5},   // 8 is no digit of a rank
      {"x5o/7/7/7/7/7 x 0 1", 14},      // six ranks
      {"x5o/7/7/7/7/7/o5x q 0 1", 19},  // side
      {"x5o/7/7/7/7/7/o5x x a 1", 21},  // clock
  };
  for (const auto& [text, column] : bad) {
    const FenParse parsed = parse_fen(text, AtaxxRules{});
    EXPECT_FALSE(parsed.position) << text;
    ASSERT_FALSE(parsed.diagnostics.items().empty()) << text;
    EXPECT_EQ(parsed.diagnostics.items()[0].where.column, column) << text;
    EXPECT_EQ(parsed.diagnostics.items()[0].message.rfind("position", 0), 0u) << text;
  }
  EXPECT_EQ(to_fen(read("x5o/7/7/7/7/7/o5x o")), "x5o/7/7/7/7/7/o5x o 0 1");
}

TEST(AtaxxPosition, MakeUnmakeRestoresPositionAndHash) {
  std::mt19937 rng(711);
  for (const AtaxxRules& rules : {AtaxxRules{}, spot(3), spot(4)}) {
    for (int game = 0; game < 20; ++game) {
      Position p(rules);
      std::vector<std::string> fens;
      std::vector<std::uint64_t> hashes;
      for (int ply = 0; ply < 120 && !p.game_over(); ++ply) {
        fens.push_back(to_fen(p));
        hashes.push_back(p.hash());
        MoveList moves;
        p.generate_moves(moves);
        ASSERT_FALSE(moves.empty());
        p.make(moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))]);
        // The incremental hash is the one computed from scratch.
        EXPECT_EQ(p.hash(), read(to_fen(p), rules).hash()) << to_fen(p);
      }
      for (std::size_t i = fens.size(); i-- > 0;) {
        p.unmake();
        EXPECT_EQ(to_fen(p), fens[i]);
        EXPECT_EQ(p.hash(), hashes[i]);
      }
    }
  }
}

}  // namespace
}  // namespace skald::ataxx
