// RoPaSci 360's rules (lib/skald/ropasci): the board, the actions of each side, battles and
// the end of the game, against the rules text (../shared/corpus/ropasci360/game-rules.tex)
// and its figures.

#include <gtest/gtest.h>

#include <set>

#include "skald/ropasci/board.h"
#include "skald/ropasci/game_end.h"
#include "skald/ropasci/game_state.h"
#include "skald/ropasci/hex.h"
#include "skald/ropasci/notation.h"

namespace skald::ropasci {
namespace {

int hex(int r, int q) {
  const int h = hex_at(r, q);
  EXPECT_GE(h, 0) << r << "," << q;
  return h;
}

Board board_of(const std::string& text) {
  PositionParse parsed = parse_position(text);
  EXPECT_TRUE(parsed.board) << text << ": "
                            << (parsed.diagnostics.empty() ? ""
                                                           : parsed.diagnostics.items()[0].message);
  return parsed.board.value_or(Board());
}

TEST(RopasciBoard, SixtyOneHexesNamedAsThePictureNamesThem) {
  std::set<std::string> names;
  for (int h = 0; h < kHexes; ++h) {
    const std::string name = hex_name(h);
    names.insert(name);
    EXPECT_EQ(hex_named(name), h);
    const Axial a = axial_of(h);
    EXPECT_EQ(hex_at(a.r, a.q), h);
  }
  EXPECT_EQ(names.size(), 61u);
  EXPECT_EQ(hex_name(hex(0, 0)), "e5");
  EXPECT_EQ(hex_name(hex(4, -4)), "a9");     // Upper's edge, left
  EXPECT_EQ(hex_name(hex(-4, 4)), "i1");     // Lower's edge, right
  EXPECT_EQ(hex_named("a1"), std::nullopt);  // (-4, -4) is off the board
  EXPECT_EQ(hex_named("j5"), std::nullopt);
  EXPECT_EQ(hex_at(5, 0), -1);
  // Corners have three neighbours, other edge hexes four, inner ones six (the slide figure:
  // P on (3, 1) has four).
  EXPECT_EQ(hex_count(neighbours(hex(4, -4))), 3);
  EXPECT_EQ(hex_count(neighbours(hex(3, 1))), 4);
  EXPECT_EQ(hex_count(neighbours(hex(2, 1))), 6);
  EXPECT_EQ(distance(hex(4, -4), hex(-4, 4)), 8);
}

TEST(RopasciBoard, SwingsGoToTheHexesOppositeTheOwnToken) {
  // The swing figure: Lower's r on (-1, 4), p on (-1, 3), s on (-2, 3).
  const HexSet r_around_p = swing_targets(hex(-1, 4), hex(-1, 3));
  EXPECT_EQ(r_around_p, hex_bit(hex(-2, 3)) | hex_bit(hex(-1, 2)) | hex_bit(hex(0, 2)));
  Board board;
  board.add_tokens(hex(-1, 4), kLower, Symbol::rock, 1);
  board.add_tokens(hex(-1, 3), kLower, Symbol::paper, 1);
  board.add_tokens(hex(-2, 3), kLower, Symbol::scissors, 1);
  board.add_tokens(hex(0, 2), kUpper, Symbol::scissors, 1);
  board.set_throws_made(kLower, 3);
  board.set_throws_made(kUpper, 1);
  // p swings around r or s to the cyan hexes, never around Upper's S (orange).
  std::set<int> p_swings;
  ActionList actions;
  board.legal_actions(kLower, actions);
  for (const Action& a : actions)
    if (a.kind == ActionKind::swing && a.from == hex(-1, 3)) p_swings.insert(a.to);
  EXPECT_EQ(p_swings, (std::set<int>{hex(0, 4), hex(-2, 2), hex(-3, 3), hex(-3, 4)}));
  EXPECT_EQ(board.count_actions(kLower), actions.size());
}

TEST(RopasciBoard, TheNthThrowLandsInTheFirstNRows) {
  EXPECT_EQ(hex_count(throw_zone(kUpper, 1)), 5);
  EXPECT_EQ(hex_count(throw_zone(kUpper, 3)), 18);  // the throw-zone figure: 5 + 6 + 7
  EXPECT_EQ(hex_count(throw_zone(kLower, 4)), 26);
  EXPECT_EQ(hex_count(throw_zone(kLower, 9)), 61);
  EXPECT_TRUE(throw_zone(kLower, 1) & hex_bit(hex(-4, 0)));
  EXPECT_FALSE(throw_zone(kUpper, 1) & hex_bit(hex(-4, 0)));
  Board start;
  EXPECT_EQ(start.count_actions(kUpper), 15);
  Board spent = board_of("5/6/7/8/9/8/7/6/5 9 0 1");
  EXPECT_EQ(spent.count_actions(kUpper), 0);
}

TEST(RopasciBoard, BattlesFollowTheFigure) {
  // Two scissors of different players share a hex and stay.
  Board b;
  b.set_throws_made(kUpper, 3);
  b.set_throws_made(kLower, 3);
  b.add_tokens(hex(0, -1), kUpper, Symbol::scissors, 1);
  b.add_tokens(hex(-2, 0), kLower, Symbol::paper, 1);
  b.add_tokens(hex(-2, 1), kUpper, Symbol::rock, 1);
  b.add_tokens(hex(-2, 2), kUpper, Symbol::scissors, 1);
  b.add_tokens(hex(1, 0), kUpper, Symbol::rock, 1);
  b.add_tokens(hex(0, 1), kLower, Symbol::scissors, 1);
  // p and S2 slide onto R3's hex: all three symbols, all defeated.
  Board all = b;
  all.play_turn({ActionKind::slide, Symbol::scissors, static_cast<std::int8_t>(hex(-2, 2)),
                 static_cast<std::int8_t>(hex(-2, 1))},
                {ActionKind::slide, Symbol::paper, static_cast<std::int8_t>(hex(-2, 0)),
                 static_cast<std::int8_t>(hex(-2, 1))});
  EXPECT_EQ(all.tokens_on(hex(-2, 1), kUpper) + all.tokens_on(hex(-2, 1), kLower), 0);
  EXPECT_EQ(all.token_count(kUpper), 2);
  EXPECT_EQ(all.token_count(kLower), 1);
  // p onto R3 and R2 onto s2: R3 and s2 are defeated.
  Board two = b;
  two.play_turn({ActionKind::slide, Symbol::rock, static_cast<std::int8_t>(hex(1, 0)),
                 static_cast<std::int8_t>(hex(0, 1))},
                {ActionKind::slide, Symbol::paper, static_cast<std::int8_t>(hex(-2, 0)),
                 static_cast<std::int8_t>(hex(-2, 1))});
  EXPECT_EQ(two.tokens_on(hex(-2, 1), kLower, Symbol::paper), 1);
  EXPECT_EQ(two.tokens_on(hex(-2, 1), kUpper), 0);
  EXPECT_EQ(two.tokens_on(hex(0, 1), kUpper, Symbol::rock), 1);
  EXPECT_EQ(two.tokens_on(hex(0, 1), kLower), 0);
  // A side's own tokens battle too: a rock thrown onto its own scissors defeats them.
  Board own;
  own.add_tokens(hex(4, 0), kUpper, Symbol::scissors, 1);
  own.set_throws_made(kUpper, 1);
  own.play_alone(kUpper,
                 {ActionKind::throw_token, Symbol::rock, -1, static_cast<std::int8_t>(hex(4, 0))});
  EXPECT_EQ(own.token_count(kUpper, Symbol::scissors), 0);
  EXPECT_EQ(own.token_count(kUpper, Symbol::rock), 1);
}

TEST(RopasciEnd, TheConditionsInTheirOrder) {
  // 1: a side out of throws and tokens loses; both out: a draw.
  EXPECT_EQ(game_end(board_of("R4/6/7/8/9/8/7/6/5 1 9 10"), 1).winner, kUpper);
  const GameEnd both_out = game_end(board_of("5/6/7/8/9/8/7/6/5 9 9 40"), 1);
  EXPECT_EQ(both_out.reason, EndReason::no_tokens_or_throws);
  EXPECT_EQ(both_out.winner, -1);
  // 2: the draw figure, papers on both sides and no scissors: both invincible.
  EXPECT_EQ(game_end(board_of("5/6/7/8/9/8/1P5/R5/1pp2 9 9 40"), 1).reason,
            EndReason::both_invincible);
  // 3: the winner figure, Upper's S against Lower's lone p.
  const GameEnd lone = game_end(board_of("5/6/7/S7/9/8/7/6/1p3 9 9 40"), 1);
  EXPECT_EQ(lone.reason, EndReason::invincible_vs_lone);
  EXPECT_EQ(lone.winner, kUpper);
  // Not while the opponent may still throw.
  EXPECT_FALSE(game_end(board_of("5/6/7/S7/9/8/7/6/1p3 9 8 40"), 1).over());
  // 4 and 5.
  EXPECT_EQ(game_end(board_of("R4/6/7/8/9/8/7/6/r4 1 1 3"), 3).reason, EndReason::repetition);
  EXPECT_EQ(game_end(board_of("R4/6/7/8/9/8/7/6/r4 1 1 361"), 1).reason, EndReason::turn_limit);
  EXPECT_EQ(end_reason_text(game_end(board_of("R4/6/7/8/9/8/7/6/r4 1 1 361"), 1)),
            "maximum number of turns reached");
}

TEST(RopasciEnd, TheThirdOccurrenceOfAConfigurationDraws) {
  Board start;
  start.add_tokens(hex(4, 0), kUpper, Symbol::rock, 1);
  start.add_tokens(hex(-4, 0), kLower, Symbol::rock, 1);
  start.set_throws_made(kUpper, 1);
  start.set_throws_made(kLower, 1);
  Game360 game(start);
  const auto slide = [](int from, int to, Symbol s) {
    return Action{ActionKind::slide, s, static_cast<std::int8_t>(from),
                  static_cast<std::int8_t>(to)};
  };
  for (int round = 0; round < 2; ++round) {
    EXPECT_FALSE(game.over());
    game.play(slide(hex(4, 0), hex(3, 0), Symbol::rock),
              slide(hex(-4, 0), hex(-3, 0), Symbol::rock));
    EXPECT_FALSE(game.over());
    game.play(slide(hex(3, 0), hex(4, 0), Symbol::rock),
              slide(hex(-3, 0), hex(-4, 0), Symbol::rock));
  }
  EXPECT_EQ(game.occurrences(), 3);
  EXPECT_EQ(game.end().reason, EndReason::repetition);
}

TEST(RopasciNotation, ActionsAndPositionsReadBack) {
  const ActionParse slide = parse_action("c9-c8");
  ASSERT_TRUE(slide.action);
  EXPECT_EQ(slide.action->kind, ActionKind::slide);
  EXPECT_FALSE(slide.action->symbol);
  EXPECT_EQ(parse_action("r*e1").action->kind, ActionKind::throw_token);
  EXPECT_EQ(parse_action("Sc9~c7").action->kind, ActionKind::swing);
  EXPECT_FALSE(parse_action("*e1").action);
  EXPECT_FALSE(parse_action("c9+c8").action);
  EXPECT_FALSE(parse_action("R*a1").action);
  EXPECT_EQ(action_text(kLower, {ActionKind::throw_token, Symbol::paper, -1,
                                 static_cast<std::int8_t>(hex(-4, 0))}),
            "p*e1");
  for (const char* text : {"5/6/7/8/9/8/7/6/5 0 0 1", "(RR)4/6/7/3(Rr)4/9/8/7/6/4p 3 2 17",
                           "S4/6/7/S7/9/8/7/6/1p3 9 9 40"}) {
    const PositionParse parsed = parse_position(text);
    ASSERT_TRUE(parsed.board) << text;
    EXPECT_EQ(position_text(*parsed.board), text);
  }
  for (const char* bad :
       {"5/6/7/8/9/8/7/6/5 0 0", "5/6/7/8/9/8/7/6/6 0 0 1", "(Rs)4/6/7/8/9/8/7/6/5 1 1 1",
        "R4/6/7/8/9/8/7/6/5 0 0 1", "5/6/7/8/9/8/7/6/5 10 0 1", "5/6/7/8/9/8/7/6/5 0 0 362",
        "5/6/7/8/9/8/7/6 0 0 1", "5/6/7/8/9/8/7/6/5/1 0 0 1", "(R4/6/7/8/9/8/7/6/5 1 0 1"}) {
    const PositionParse parsed = parse_position(bad);
    EXPECT_FALSE(parsed.board) << bad;
    ASSERT_TRUE(parsed.diagnostics.has_errors()) << bad;
    EXPECT_EQ(parsed.diagnostics.items()[0].message.rfind("position: ", 0), 0u) << bad;
  }
}

}  // namespace
}  // namespace skald::ropasci
