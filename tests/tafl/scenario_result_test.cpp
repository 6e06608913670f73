// Game results and turn rules on hand-set positions: escape to a corner or an edge,
// edge forts (efe), encirclement (surf), no legal moves, threefold repetition (tfr),
// resignation, shieldwalls (sw, swf) and berserk continuations (ber). Diagrams list the
// top rank first (see scenario.h).

#include <gtest/gtest.h>

#include "scenario.h"

namespace skald::tafl {
namespace {

using scenario::outcome;
using scenario::play;
using scenario::play_all;
using scenario::setup;
using scenario::targets;

TEST(ScenarioResult, KingEscapesToACornerOrAnEdge) {
  const char* diagram = R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . t . .
    . . . . . . .
    . K . . . . .
  )";
  Position corner = setup("", diagram, Side::defenders);
  EXPECT_EQ(play(corner, "Kb1-b2"), "");
  EXPECT_EQ(outcome(corner), "ongoing");  // b1 is on the edge, but esc:c wants a corner
  Position won = setup("", diagram, Side::defenders);
  EXPECT_EQ(play(won, "Kb1-a1"), "");
  EXPECT_EQ(outcome(won), "defenders-win (king escaped)");

  Position edge = setup("esc:e cor: cen:", R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . K . . .
    . . . . t . .
    . . . . . . .
    . . . . . . .
  )",
                        Side::defenders);
  EXPECT_EQ(play(edge, "Kd4-d1"), "");
  EXPECT_EQ(outcome(edge), "defenders-win (king escaped)");
  // A taflman on the edge wins nothing.
  Position taflman = setup("esc:e cor: cen:", R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . T . . .
    . . . . t . .
    . . . . . . K
    . . . . . . .
  )",
                           Side::defenders);
  EXPECT_EQ(play(taflman, "d4-d1"), "");
  EXPECT_EQ(outcome(taflman), "ongoing");
}

TEST(ScenarioResult, EdgeFortWinsForTheDefenders) {
  // Copenhagen's edge fort: the king on the edge, able to move, in a region no attacker
  // can enter and with walls that cannot be captured.
  const char* diagram = R"(
    . t . . . . .
    . . . . . . .
    . . . . . T .
    . . . . . . .
    . . . . . . .
    . . T T T . .
    . T . K . . .
  )";
  Position pos = setup("efe:y", diagram, Side::defenders);
  EXPECT_EQ(outcome(pos), "ongoing");
  EXPECT_EQ(play(pos, "f5-f1"), "");
  EXPECT_EQ(outcome(pos), "defenders-win (edge fort)");
  Position off = setup("", diagram, Side::defenders);
  EXPECT_EQ(play(off, "f5-f1"), "");
  EXPECT_EQ(outcome(off), "ongoing");
}

TEST(ScenarioResult, BrokenEdgeFortDoesNotWin) {
  // OpenTafl's EdgeFortEscapeFailedTest: a fort whose wall can be captured (d3 between
  // the open squares c3 and e3) is no edge fort.
  Position pos = setup("efe:y", R"(
    . t . . . . .
    . . . . . . .
    . . . . . T .
    . . . . . . .
    . . . T . . .
    . . T . T . .
    . T . K . . .
  )",
                       Side::defenders);
  EXPECT_EQ(play(pos, "f5-f1"), "");
  EXPECT_EQ(outcome(pos), "ongoing");
  // An attacker inside the fort breaks it too. (Spec dialect: OpenTafl reads the king
  // between b1 and f1, fronted by c2-e2, as a wall of the defenders and calls it a fort;
  // dialect_capture_test.cpp.)
  Position inside = setup("efe:y", R"(
    . t . . . . .
    . . . . . . .
    . . . . . T .
    . . . . . . .
    . . . . . . .
    . . T T T . .
    . T t K . . .
  )",
                          Side::defenders, Dialect::spec);
  EXPECT_EQ(play(inside, "f5-f1"), "");
  EXPECT_EQ(outcome(inside), "ongoing");
  // A king that cannot move is in no fort.
  Position stuck = setup("efe:y", R"(
    . t . . . . .
    . . . . . . .
    . . . . . T .
    . . . . . . .
    . . . . . . .
    . . . T . . .
    . . T K T . .
  )",
                         Side::defenders);
  EXPECT_EQ(play(stuck, "f5-f1"), "");
  EXPECT_EQ(outcome(stuck), "ongoing");
}

TEST(ScenarioResult, EncirclementWinsForTheAttackers) {
  // surf:y (default): after an attacker move, no defender can be reached from the edge.
  const char* diagram = R"(
    . . . . . . .
    . . . t . . .
    . . t T t . .
    . . t K t . .
    . . t . t . .
    t . . . . . .
    . . . . . . .
  )";
  Position pos = setup("cor: cen:", diagram, Side::attackers);
  EXPECT_EQ(play(pos, "a2-d2"), "");
  EXPECT_EQ(outcome(pos), "attackers-win (surrounded)");
  Position off = setup("cor: cen: surf:n", diagram, Side::attackers);
  EXPECT_EQ(play(off, "a2-d2"), "");
  EXPECT_EQ(outcome(off), "ongoing");
  // One defender outside the ring keeps the game going.
  Position outside = setup("cor: cen:", R"(
    . . . . . . T
    . . . t . . .
    . . t T t . .
    . . t K t . .
    . . t . t . .
    t . . . . . .
    . . . . . . .
  )",
                           Side::attackers);
  EXPECT_EQ(play(outside, "a2-d2"), "");
  EXPECT_EQ(outcome(outside), "ongoing");
}

TEST(ScenarioResult, SideWithoutLegalMovesLoses) {
  // The attacker on a2 is boxed in by a3, b2 and the corner a1. The spec dialect's rule;
  // OpenTafl has none and plays on (issue 8, fact 8; dialect_capture_test.cpp).
  const char* diagram = R"(
    . . . . . . .
    . . . . . K .
    . . . . . . .
    . . . . . . .
    T . . . . . .
    t T . . . . .
    . . . . . . .
  )";
  const Position pos = setup("", diagram, Side::attackers, Dialect::spec);
  EXPECT_FALSE(pos.has_legal_move());
  EXPECT_EQ(outcome(pos), "defenders-win (no legal moves)");
  const Position defenders = setup("", diagram, Side::defenders);
  EXPECT_EQ(outcome(defenders), "ongoing");
}

TEST(ScenarioResult, ThreefoldRepetitionPerRule) {
  // Two pieces shuffle; the start position occurs for the third time after move 8.
  // rules.h: tfr:w the side that did not make the repeating move wins, tfr:l the mover
  // wins (OpenTafl's observed meaning; the spec's prose says the opposite for w/l, see
  // otn-notes.md). OpenTafl's ThreefoldVictoryTest (Berserk, tfr:l, defenders first):
  // the attackers make the repeating move and win.
  const char* diagram = R"(
    . . . . . . T
    . . . . . . .
    . . . . . . .
    . . . K . . .
    . . . . . . .
    . . . . . . .
    t . . . . . .
  )";
  const char* moves = "a1-a2 g7-g6 a2-a1 g6-g7 a1-a2 g7-g6 a2-a1";
  struct Case {
    const char* keys;
    Side first;
    const char* result;
  };
  for (const Case c : {
           Case{"cor: cen: tfr:d", Side::attackers, "draw (repetition)"},
           Case{"cor: cen: tfr:w", Side::attackers, "attackers-win (repetition)"},
           Case{"cor: cen: tfr:l", Side::attackers, "defenders-win (repetition)"},
           Case{"cor: cen: tfr:l", Side::defenders, "attackers-win (repetition)"},
           // OpenTafl reads tfr:i as tfr:d (dialect_repetition_test.cpp).
           Case{"cor: cen: tfr:i", Side::attackers, "draw (repetition)"},
       }) {
    Position pos = setup(c.keys, diagram, c.first);
    const bool attackers_first = c.first == Side::attackers;
    play_all(pos, attackers_first ? moves : "g7-g6 a1-a2 g6-g7 a2-a1 g7-g6 a1-a2 g6-g7");
    EXPECT_EQ(outcome(pos), "ongoing") << c.keys;
    EXPECT_EQ(pos.repetition_count(), 2) << c.keys;
    EXPECT_EQ(play(pos, attackers_first ? "g6-g7" : "a2-a1"), "") << c.keys;
    EXPECT_EQ(pos.repetition_count(), 3) << c.keys;
    EXPECT_EQ(outcome(pos), c.result) << c.keys << " first " << side_name(c.first);
  }
}

TEST(ScenarioResult, RepetitionCountsFromTheLastCapture) {
  // The position right after a capture is the first of its kind; the shuffle brings it
  // back once.
  Position pos = setup("cor: cen:", R"(
    . . . . . . T
    . . . . . . .
    . . . . . . .
    . . . K . . .
    . . . . . . .
    . T t . . . .
    t . . . . . .
  )",
                       Side::attackers);
  EXPECT_EQ(play(pos, "a1-a2xb2"), "b2");
  play_all(pos, "g7-g6 a2-a1 g6-g7 a1-a2 g7-g6 a2-a1 g6-g7");
  EXPECT_EQ(pos.repetition_count(), 2);
  EXPECT_EQ(outcome(pos), "ongoing");
}

TEST(ScenarioResult, ResignationAndItsUndo) {
  Position pos = setup("cor: cen:", R"(
    . . . . . . T
    . . . . . . .
    . . . . . . .
    . . . K . . .
    . . . . . . .
    . . . . . . .
    t . . . . . .
  )",
                       Side::defenders);
  EXPECT_EQ(play(pos, "---"), "");
  EXPECT_EQ(outcome(pos), "attackers-win (resignation)");
  EXPECT_FALSE(pos.has_legal_move());
  pos.unmake();
  EXPECT_EQ(outcome(pos), "ongoing");
  EXPECT_EQ(pos.side_to_move(), Side::defenders);
}

// The shieldwall scenarios follow the spec dialect: in OpenTafl's a piece's first move
// closes no wall under swf:y, nor does a side with fewer than two pieces on the edges
// (issue 8, fact 5; dialect_capture_test.cpp).

TEST(ScenarioResult, StrongShieldwallMayBeClosedByACorner) {
  // The defender comes down the d file (through the empty centre) to d1: the corner a1
  // and d1 close the wall b1-c1 fronted by b2-c2.
  const char* board = R"(
    . . . . . . .
    . . . . . . .
    . . . T . . .
    . . . . . . .
    . . . . . . .
    . T T . . . .
    . t t . . . .
  )";
  Position strong = setup("sw:s", board, Side::defenders, Dialect::spec);
  EXPECT_EQ(play(strong, "d5-d1"), "b1/c1");
  Position weak = setup("sw:w", board, Side::defenders, Dialect::spec);
  EXPECT_EQ(play(weak, "d5-d1"), "");
  Position none = setup("", board, Side::defenders, Dialect::spec);
  EXPECT_EQ(play(none, "d5-d1"), "");
}

TEST(ScenarioResult, ShieldwallSparesTheKingAndNeedsEveryPieceFronted) {
  // The attackers close the defenders' wall c1-d1-e1 (king in the middle) with b1 and f1.
  Position pos = setup("sw:w", R"(
    . . . . . . .
    . . . . . . .
    . . . . . t .
    . . . . . . .
    . . . . . . .
    . . t t t . .
    . t T K T . .
  )",
                       Side::attackers, Dialect::spec);
  EXPECT_EQ(play(pos, "f5-f1"), "c1/e1");
  EXPECT_EQ(outcome(pos), "ongoing");
  Position gap = setup("sw:w", R"(
    . . . . . . .
    . . . . . . .
    . . . . . t .
    . . . . . . .
    . . . . . . .
    . . t . t . .
    . t T K T . .
  )",
                       Side::attackers, Dialect::spec);
  EXPECT_EQ(play(gap, "f5-f1"), "");
}

TEST(ScenarioResult, ShieldwallFlankingRule) {
  // swf:y: only a piece closing an end captures; swf:n: completing the front does too.
  const char* diagram = R"(
    . . . . . . .
    . . . . . . .
    . . . T . . .
    . . . . . . .
    . . . . . . .
    . . T . . . .
    . T t t T . .
  )";
  Position flanking = setup("sw:s", diagram, Side::defenders, Dialect::spec);
  EXPECT_EQ(play(flanking, "d5-d2"), "");
  Position relaxed = setup("sw:s swf:n", diagram, Side::defenders, Dialect::spec);
  EXPECT_EQ(play(relaxed, "d5-d2"), "c1/d1");
}

TEST(ScenarioResult, RelaxedShieldwallTakesOnlyRowsOfEnemies) {
  // swf:n: the row b1..f1 between the defenders' closers holds a defender on d1, so
  // there is no row of two or more enemies to take. OpenTafl's relaxed shieldwall takes
  // pieces without checking whose they are (otn-notes.md); skald follows the rules.
  Position pos = setup("sw:s swf:n", R"(
    . . . . . . .
    . . . . . . .
    . . . . T . .
    . . . . . . .
    . . . . . . .
    . . T T . . .
    . T t T t T .
  )",
                       Side::defenders, Dialect::spec);
  EXPECT_EQ(play(pos, "e5-e2"), "");
  EXPECT_EQ(scenario::board(pos), scenario::normalised(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . T T T . .
    . T t T t T .
  )"));
}

TEST(ScenarioResult, KingEscapeEndsABerserkTurn) {
  // ber:m: a capturing king move onto a corner wins at once; no continuation follows.
  Position pos = setup("ber:m", R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    T . . . . . .
    t . . . . t .
    . . K . . . .
  )",
                       Side::defenders);
  EXPECT_EQ(play(pos, "Kc1-a1xa2"), "a2");
  EXPECT_EQ(outcome(pos), "defenders-win (king escaped)");
  EXPECT_FALSE(pos.berserk_pending());
}

TEST(ScenarioResult, BerserkCaptureModeContinuesOnlyWhileItCaptures) {
  const char* diagram = R"(
    . . . . . . K
    . . . . . . .
    . . . . . . .
    . . t . t . .
    . . T . T . .
    t . . . . . .
    . . . . . . .
  )";
  Position pos = setup("cor: cen: ber:c", diagram, Side::attackers);
  EXPECT_EQ(play(pos, "a2-c2xc3"), "c3");
  ASSERT_TRUE(pos.berserk_pending());
  EXPECT_EQ(pos.side_to_move(), Side::attackers);
  // ber:c: the continuation must capture.
  EXPECT_EQ(targets(pos, "c2"), "e2");
  EXPECT_EQ(scenario::otn(pos, "c2", "e2"), "c2=e2xe3");
  EXPECT_EQ(play(pos, "c2-c1"), "illegal: a berserk continuation must capture");
  EXPECT_EQ(play(pos, "c4-c3"),
            "illegal: a berserk continuation is pending: only the piece on c2 may move");
  EXPECT_EQ(play(pos, "c2=e2xe3"), "e3");
  EXPECT_TRUE(pos.last_was_berserk_continuation());
  // Nothing left to capture: the turn passes.
  EXPECT_FALSE(pos.berserk_pending());
  EXPECT_EQ(pos.side_to_move(), Side::defenders);
}

TEST(ScenarioResult, BerserkMoveModeMovesAgainAfterACapture) {
  Position pos = setup("cor: cen: ber:m", R"(
    . . . . . . K
    . . . . . . .
    . . . . . . .
    . . t . t . .
    . . T . T . .
    t . . . . . .
    . . . . . . .
  )",
                       Side::attackers);
  EXPECT_EQ(play(pos, "a2-c2xc3"), "c3");
  ASSERT_TRUE(pos.berserk_pending());
  EXPECT_EQ(targets(pos, "c2"), "a2 b2 c1 c3 d2 e2 f2 g2");
  EXPECT_EQ(play(pos, "c2=c1"), "");
  EXPECT_FALSE(pos.berserk_pending());
  EXPECT_EQ(pos.side_to_move(), Side::defenders);
  // Without a capture there is no continuation.
  Position quiet = setup("cor: cen: ber:m", R"(
    . . . . . . K
    . . . . . . .
    . . . . . . .
    . . t . t . .
    . . T . T . .
    t . . . . . .
    . . . . . . .
  )",
                         Side::attackers);
  EXPECT_EQ(play(quiet, "a2-b2"), "");
  EXPECT_EQ(quiet.side_to_move(), Side::defenders);
}

TEST(ScenarioResult, BerserkKnightJumpsAgain) {
  // ber:c with a capturing knight jump followed by a berserk jump (`^=`).
  Position pos = setup("cor: cen: ber:c", R"(
    . . . . . . t
    . . . . . . .
    . . . . t . .
    . . N t . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
  )",
                       Side::defenders);
  EXPECT_EQ(play(pos, "Nc4^e4xd4"), "d4");
  ASSERT_TRUE(pos.berserk_pending());
  EXPECT_EQ(targets(pos, "e4"), "^e6");
  EXPECT_EQ(scenario::otn(pos, "e4", "e6"), "Ne4^=e6xe5");
  EXPECT_EQ(play(pos, "Ne4^=e6xe5"), "e5");
  EXPECT_EQ(pos.side_to_move(), Side::attackers);
}

}  // namespace
}  // namespace skald::tafl
