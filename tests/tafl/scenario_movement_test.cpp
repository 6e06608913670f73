// Movement rules on hand-set positions: sliding and blocking, speed limits in every `spd`
// form, corners / centre / forts (passable, can stop, re-enter) and jumps per piece kind.
// Diagrams list the top rank first (see scenario.h).

#include <gtest/gtest.h>

#include "scenario.h"

namespace skald::tafl {
namespace {

using scenario::outcome;
using scenario::play;
using scenario::setup;
using scenario::targets;

TEST(ScenarioMovement, SlidesStopBeforePiecesAndAtTheEdge) {
  const Position pos = setup("cor: cen:", R"(
    . . . . . . .
    . . . t . . .
    . . . . . . .
    . T . t . . .
    . . . . . . .
    . . . . . . .
    . . . T . . .
  )",
                             Side::attackers);
  // Up to d5 (d6 is taken), down to d2 (d1 taken), left to c4 (b4 taken), right to g4.
  EXPECT_EQ(targets(pos, "d4"), "c4 d2 d3 d5 e4 f4 g4");
  EXPECT_EQ(targets(pos, "d6"), "a6 b6 c6 d5 d7 e6 f6 g6");
}

TEST(ScenarioMovement, SpeedLimitOneValueForEveryPiece) {
  const Position pos = setup("cor: cen: spd:2", R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . t . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
  )",
                             Side::attackers);
  EXPECT_EQ(targets(pos, "d4"), "b4 c4 d2 d3 d5 d6 e4 f4");
}

TEST(ScenarioMovement, SpeedLimitPerSide) {
  // spd:<attackers>,<defenders>, as the spec reads it (OpenTafl ignores this form:
  // DialectSpeed.TwoValueFormIsNoLimitInOpenTafl).
  const char* diagram = R"(
    . . . . . . .
    . . . . . . .
    . . . . T . .
    . . . . . . .
    . . . . . . .
    . t . . . . .
    . . . . . . .
  )";
  const Position attackers = setup("cor: cen: spd:1,3", diagram, Side::attackers, Dialect::spec);
  EXPECT_EQ(targets(attackers, "b2"), "a2 b1 b3 c2");
  const Position defenders = setup("cor: cen: spd:1,3", diagram, Side::defenders, Dialect::spec);
  EXPECT_EQ(targets(defenders, "e5"), "b5 c5 d5 e2 e3 e4 e6 e7 f5 g5");
}

TEST(ScenarioMovement, SpeedLimitPerPieceTypeInEightTenAndTwelveValueForms) {
  const char* diagram = R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . K . . .
    . . . . . . .
    . t . . . . .
    . . . . . . .
  )";
  // 8 values, order tcnkTCNK: the king (K, 8th) moves at most 2.
  const Position eight = setup("cor: cen: spd:-1,-1,-1,-1,-1,-1,-1,2", diagram, Side::defenders);
  EXPECT_EQ(targets(eight, "d4"), "b4 c4 d2 d3 d5 d6 e4 f4");
  // 10 values, order tcnkmTCNKM: the taflman (t, 1st) moves at most 1, the king is free
  // (in the spec dialect: OpenTafl ignores this form, DialectSpeed.TenValueForm...).
  const Position ten =
      setup("cor: cen: spd:1,-1,-1,-1,-1,-1,-1,-1,-1,-1", diagram, Side::attackers, Dialect::spec);
  EXPECT_EQ(targets(ten, "b2"), "a2 b1 b3 c2");
  // 12 values, order tcnkmgTCNKMG (Magpie's form): the king (K, 10th) moves one square.
  const Position twelve = setup("spd:-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1", diagram, Side::defenders);
  EXPECT_EQ(targets(twelve, "d4"), "c4 d3 d5 e4");
}

TEST(ScenarioMovement, OnlyTheKingMayStopOnACorner) {
  const char* diagram = R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    T . . . . . .
    . . . . . . .
    . K . . . . .
  )";
  const Position pos = setup("", diagram, Side::defenders);
  // a1 and a7 are corners: closed to a taflman.
  EXPECT_EQ(targets(pos, "a3"), "a2 a4 a5 a6 b3 c3 d3 e3 f3 g3");
  // The king may stop on a1 and g1.
  EXPECT_EQ(targets(pos, "b1"), "a1 b2 b3 b4 b5 b6 b7 c1 d1 e1 f1 g1");
  // corp:TK cors:TK opens the corners to defender taflmen.
  const Position passable = setup("corp:TK cors:TK", diagram, Side::defenders);
  EXPECT_EQ(targets(passable, "a3"), "a1 a2 a4 a5 a6 a7 b3 c3 d3 e3 f3 g3");
}

TEST(ScenarioMovement, TheEmptyCentreIsPassableButOnlyTheKingStopsThere) {
  const char* diagram = R"(
    . . . . . . .
    . . . K . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . t . . .
    . . . . . . .
  )";
  const Position pos = setup("", diagram, Side::attackers);
  // d4 is the centre: the attacker passes it to d5 but cannot stop on it.
  EXPECT_EQ(targets(pos, "d2"), "a2 b2 c2 d1 d3 d5 e2 f2 g2");
  const Position king = setup("", diagram, Side::defenders);
  EXPECT_EQ(targets(king, "d6"), "a6 b6 c6 d3 d4 d5 d7 e6 f6 g6");
  // cenp:K closes the centre to everyone but the king.
  const Position closed = setup("cenp:K", diagram, Side::attackers);
  EXPECT_EQ(targets(closed, "d2"), "a2 b2 c2 d1 d3 e2 f2 g2");
  // cenre: (nobody re-enters): off the centre, the king may neither stop on it nor pass
  // it (OpenTafl's canTaflmanMoveThrough; dialect_movement_test.cpp).
  const Position no_reentry = setup("cenre:", diagram, Side::defenders);
  EXPECT_EQ(targets(no_reentry, "d6"), "a6 b6 c6 d5 d7 e6 f6 g6");
}

TEST(ScenarioMovement, KingOnTheCentreMayLeaveItButNotComeBackWithoutReentry) {
  // Foteviken's `cenre:`: once off the throne the king may not stop on it again.
  Position pos = setup("cenre:", R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . K . . .
    . . . . . . .
    . . . . . . .
    . t . . . . .
  )",
                       Side::defenders);
  EXPECT_EQ(targets(pos, "d4"), "a4 b4 c4 d1 d2 d3 d5 d6 d7 e4 f4 g4");
  EXPECT_EQ(play(pos, "Kd4-d6"), "");
  EXPECT_EQ(play(pos, "b1-b2"), "");
  EXPECT_EQ(targets(pos, "d6"), "a6 b6 c6 d5 d7 e6 f6 g6");
}

TEST(ScenarioMovement, AttackerFortWithoutReentry) {
  // OpenTafl's RestrictedFortReentryTest (Foteviken, `aforre:`) on a 7x7 board: a piece
  // in the fort moves freely inside it and may leave it; once out, no piece may stop on
  // a fort square again nor pass one. (`cenre` is given because OpenTafl reads `aforre`
  // only when `cenre` is present.)
  const char* diagram = R"(
    . . . . . . .
    . . . . . . .
    t . . . . . .
    . t . . . . .
    . . . . T . .
    . t . . . . .
    . . . . . . .
  )";
  const std::string forts = "afor:a3,a4,a5,b4 cenre:tcnkmgTCNKMG aforre:";
  const Position pos = setup(forts, diagram, Side::attackers);
  // b4 (fort) to a4 (fort) is a move inside the fort; d4 is the centre.
  EXPECT_EQ(targets(pos, "b4"), "a4 b3 b5 b6 b7 c4 e4 f4 g4");
  // a5 goes down inside the fort to a2, not onto the corner a1.
  EXPECT_EQ(targets(pos, "a5"), "a2 a3 a4 a6 b5 c5 d5 e5 f5 g5");
  // A defender from outside passes a3 (fort) but may not stop there.
  const Position defenders = setup(forts, diagram, Side::defenders);
  EXPECT_EQ(targets(defenders, "e3"), "b3 c3 d3 e1 e2 e4 e5 e6 e7 f3 g3");

  // Without the b4 piece the attacker on b2 stops at b3: the fort square blocks it.
  const Position blocked = setup(forts, R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . t . . . . .
    . . . . . . .
  )",
                                 Side::attackers);
  EXPECT_EQ(targets(blocked, "b2"), "a2 b1 b3 c2 d2 e2 f2 g2");
  // With the default re-entry list anyone may stop on an attacker fort square.
  const Position reentry = setup("afor:a3,a4,a5,b4", R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . t . . . . .
    . . . . . . .
  )",
                                 Side::attackers);
  EXPECT_EQ(targets(reentry, "b2"), "a2 b1 b3 b4 b5 b6 b7 c2 d2 e2 f2 g2");
}

TEST(ScenarioMovement, DefenderFortIsClosedToAttackersButNotToDefenders) {
  // dfor defaults: passable by all, stop only for defenders (dfors:TCNKMG).
  const char* diagram = R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . t T . . .
  )";
  const Position attackers = setup("cor: cen: dfor:c3", diagram, Side::attackers);
  EXPECT_EQ(targets(attackers, "c1"), "a1 b1 c2 c4 c5 c6 c7");
  const Position defenders = setup("cor: cen: dfor:d3", diagram, Side::defenders);
  EXPECT_EQ(targets(defenders, "d1"), "d2 d3 d4 d5 d6 d7 e1 f1 g1");
}

TEST(ScenarioMovement, CommanderJumpsWithoutCapturingButNotOverKingsKnightsCommanders) {
  // cj:j (default): jump over an adjacent enemy taflman or mercenary onto the empty
  // square beyond; kings, knights and commanders cannot be jumped over.
  Position pos = setup("cor: cen:", R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . T . . . .
    . K c N . . .
    . . M . . . .
    . . . . . . .
  )",
                       Side::attackers);
  EXPECT_EQ(targets(pos, "c3"), "^c1 ^c5");
  EXPECT_EQ(play(pos, "cc3^c5"), "");
  EXPECT_EQ(scenario::board(pos), scenario::normalised(R"(
    . . . . . . .
    . . . . . . .
    . . c . . . .
    . . T . . . .
    . K . N . . .
    . . M . . . .
    . . . . . . .
  )"));
}

TEST(ScenarioMovement, KnightJumpCapturesTheJumpedPiece) {
  // nj:c (default).
  Position pos = setup("cor: cen:", R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . N t . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
  )",
                       Side::defenders);
  EXPECT_EQ(targets(pos, "c4"), "a4 b4 c1 c2 c3 c5 c6 c7 ^e4");
  EXPECT_EQ(scenario::otn(pos, "c4", "e4"), "Nc4^e4xd4");
  EXPECT_EQ(play(pos, "Nc4^e4xd4"), "d4");
}

TEST(ScenarioMovement, JumpModesNoneForKnightAndCommander) {
  const char* diagram = R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . N t . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
  )";
  const Position pos = setup("cor: cen: nj:n", diagram, Side::defenders);
  EXPECT_EQ(targets(pos, "c4"), "a4 b4 c1 c2 c3 c5 c6 c7");
  const Position non_capturing = setup("cor: cen: nj:j", diagram, Side::defenders);
  Position p = non_capturing;
  EXPECT_EQ(play(p, "Nc4^e4"), "");
}

TEST(ScenarioMovement, RestrictedKingJumpOnlyFromOrToASpecialSquare) {
  // kj:r (Berserk): OpenTafl's RestrictedSpaceJumpTest: the king jumps onto a corner and
  // wins; a jump off the centre is allowed too; between two plain squares it is not.
  Position corner = setup("kj:r", R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    K t . . . . .
    t . . . . . .
    . . . . . . .
  )",
                          Side::defenders);
  EXPECT_EQ(targets(corner, "a3"), "^a1 a4 a5 a6 a7");
  EXPECT_EQ(play(corner, "Ka3^a1"), "");  // restricted jumps never capture
  EXPECT_EQ(outcome(corner), "defenders-win (king escaped)");

  const Position centre = setup("kj:r", R"(
    . . . . . . .
    . . . . . . .
    . . . t . . .
    . . t K . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
  )",
                                Side::defenders);
  EXPECT_EQ(targets(centre, "d4"), "^b4 d1 d2 d3 ^d6 e4 f4 g4");
}

TEST(ScenarioMovement, CapturingCommanderJumpAndGuardsCannotBeJumped) {
  // cj:c: the commander takes the piece it jumps; in the spec dialect a guard cannot be
  // jumped over (OpenTafl lets it be: dialect_movement_test.cpp).
  Position pos = setup("cor: cen: cj:c", R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . G c T . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
  )",
                       Side::attackers, Dialect::spec);
  EXPECT_EQ(targets(pos, "d4"), "d1 d2 d3 d5 d6 d7 ^f4");
  EXPECT_EQ(play(pos, "cd4^f4xe4"), "e4");
}

}  // namespace
}  // namespace skald::tafl
