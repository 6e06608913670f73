// Capture and result rules where OpenTafl's code and the OTN spec differ (issue 8, facts 2,
// 5, 7 and 8; formats/otn/dialects.md lists them). Every expectation of the OpenTafl
// dialect was checked against OpenTafl 0.4.8.0b itself (RulesSerializer.loadRulesRecord,
// then GameState.moveTaflman and checkVictory on the same rules string). Positions are OTN
// position records, rank 1 first, as both programs read them.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "scenario.h"

namespace skald::tafl {
namespace {

using scenario::outcome;
using scenario::play;

constexpr Dialect kBothDialects[] = {Dialect::opentafl, Dialect::spec};

/// The position record `record` (also the start position) under the rules `keys`, read in
/// `dialect`, `to_move` to play.
Position from_record(std::string_view keys, std::string_view record, Side to_move,
                     Dialect dialect) {
  int dim = 0;
  for (char c : record)
    dim += c == '/';
  const std::string text =
      "dim:" + std::to_string(dim - 1) + " " + std::string(keys) + " start:" + std::string(record);
  RulesParse parsed = parse_rules(text, {}, dialect);
  EXPECT_TRUE(parsed.rules && !parsed.diagnostics.has_errors()) << text;
  const TaflRules rules = parsed.rules ? *parsed.rules : default_rules(7, dialect);
  return Position(rules, rules.start, to_move);
}

/// Brandub's keys with the king strong (no `ks`): the commander specials only concern a
/// strong king.
constexpr const char* kStrongBrandub = "name:Brandub surf:n atkf:y cenh: cenhe:";

// --- Fact 2: commanders and knights against a strong king. ------------------------------

TEST(DialectCapture, CommanderSandwichNextToTheThroneAcrossIt) {
  // The king on d5 stands next to the throne d4; the commanders on c5 and e5 sandwich him
  // along the rank, which does not run through the throne: taken in both dialects.
  for (Dialect dialect : kBothDialects) {
    Position pos = from_record(kStrongBrandub, "/3T3/7/7/7/2cK3/4c2/7/", Side::attackers, dialect);
    EXPECT_EQ(play(pos, "e6-e5"), "Kd5") << dialect_name(dialect);
    EXPECT_EQ(outcome(pos), "attackers-win (king captured)") << dialect_name(dialect);
  }
  // Against the hostile empty throne never: d5 between the commander on d6 and d4.
  for (Dialect dialect : kBothDialects) {
    Position pos = from_record("", "/3T3/7/7/7/3K3/4c2/7/", Side::attackers, dialect);
    EXPECT_EQ(play(pos, "e6-d6"), "") << dialect_name(dialect);
  }
}

TEST(DialectCapture, CommanderSideTakesTheKingOnlyByTheSandwichInOpenTafl) {
  // The attackers started with a commander (a7). The king on f3, away from the throne,
  // between four plain attackers after g5-g3: OpenTafl takes him neither as weak (ks:c) nor
  // as strong (ks:s); the spec does both ways.
  for (const char* strength : {"ks:c", "ks:s"}) {
    const std::string keys = std::string(kStrongBrandub) + " " + strength;
    const char* record = "/3T3/5t1/4tK1/5t1/6t/7/c6/";
    Position ot = from_record(keys, record, Side::attackers, Dialect::opentafl);
    EXPECT_EQ(play(ot, "g5-g3"), "") << strength;
    EXPECT_EQ(outcome(ot), "ongoing") << strength;
    Position spec = from_record(keys, record, Side::attackers, Dialect::spec);
    EXPECT_EQ(play(spec, "g5-g3"), "Kf3") << strength;
    // Without the commander OpenTafl takes him too.
    Position plain =
        from_record(keys, "/3T3/5t1/4tK1/5t1/6t/7/t6/", Side::attackers, Dialect::opentafl);
    EXPECT_EQ(play(plain, "g5-g3"), "Kf3") << strength;
  }
  // Nor against the hostile empty throne: d5 between c5, e5, d6 and the throne d4.
  const char* throne = "/7/7/7/7/2tKt2/7/c2t3/";
  Position ot = from_record("", throne, Side::attackers, Dialect::opentafl);
  EXPECT_EQ(play(ot, "d7-d6"), "");
  Position spec = from_record("", throne, Side::attackers, Dialect::spec);
  EXPECT_EQ(play(spec, "d7-d6"), "Kd5");
}

TEST(DialectCapture, CommanderMoverCountsTwiceWhenItCapturesAnotherPiece) {
  // g5-g3 takes g2 against g1; OpenTafl then also takes the king on f3 between the
  // commander and the plain attacker on e3 (the mover counted twice). The spec does not.
  const char* record = "/6t/6T/4tK1/7/6c/7/7/";
  Position ot = from_record(kStrongBrandub, record, Side::attackers, Dialect::opentafl);
  EXPECT_EQ(play(ot, "g5-g3"), "Kf3/g2");
  EXPECT_EQ(outcome(ot), "attackers-win (king captured)");
  Position spec = from_record(kStrongBrandub, record, Side::attackers, Dialect::spec);
  EXPECT_EQ(play(spec, "g5-g3"), "g2");
  EXPECT_EQ(outcome(spec), "ongoing");
  // Without the other capture the move captures nothing in either dialect.
  for (Dialect dialect : kBothDialects) {
    Position pos = from_record(kStrongBrandub, "/6t/7/4tK1/7/6c/7/7/", Side::attackers, dialect);
    EXPECT_EQ(play(pos, "g5-g3"), "") << dialect_name(dialect);
  }
}

// --- Fact 7: edge forts (efe:y). ---------------------------------------------------------

/// Copenhagen's keys, the defenders to move.
constexpr const char* kCopenhagenDefendersFirst = "name:Copenhagen atkf:n tfr:w sw:s efe:y";

TEST(DialectCapture, FriendlyPieceOutsideTheWallProtectsIt) {
  // The king on f1 can move to f2; the wall piece f3 was open on its rank (e3, g3) until
  // e6-e3 put a defender beside it. A fort in both dialects; e6-e4 does not make one.
  for (Dialect dialect : kBothDialects) {
    const char* record = "/4TKT4/4T1T4/5T5/11/11/4T6/11/9t1/11/1t9/11/";
    Position pos = from_record(kCopenhagenDefendersFirst, record, Side::defenders, dialect);
    EXPECT_EQ(play(pos, "e6-e3"), "") << dialect_name(dialect);
    EXPECT_EQ(outcome(pos), "defenders-win (edge fort)") << dialect_name(dialect);
    Position open = from_record(kCopenhagenDefendersFirst, record, Side::defenders, dialect);
    EXPECT_EQ(play(open, "e6-e4"), "") << dialect_name(dialect);
    EXPECT_EQ(outcome(open), "ongoing") << dialect_name(dialect);
  }
}

TEST(DialectCapture, KingThatCanReachTheEdgeMakesAFortInOpenTafl) {
  // The king on f2 is off the edge but reaches e1 and f1 inside the wall: OpenTafl counts
  // the fort (GameState.checkEdgeFortEscape), the spec wants the king on the edge.
  const char* record = "/3T2T4/3T1KT4/4T6/11/11/5T5/11/9t1/11/1t9/11/";
  Position ot = from_record(kCopenhagenDefendersFirst, record, Side::defenders, Dialect::opentafl);
  EXPECT_EQ(play(ot, "f6-f3"), "");
  EXPECT_EQ(outcome(ot), "defenders-win (edge fort)");
  Position spec = from_record(kCopenhagenDefendersFirst, record, Side::defenders, Dialect::spec);
  EXPECT_EQ(play(spec, "f6-f3"), "");
  EXPECT_EQ(outcome(spec), "ongoing");
}

TEST(DialectCapture, WallPieceOpenOnOneLineOnlyHoldsInOpenTafl) {
  // f6-f4 guards f3 from above, but e3 and g3 stay open: attackers there capture it. OpenTafl
  // only asks that a wall piece have fewer than three open neighbours.
  const char* record = "/4TKT4/4T1T4/5T5/11/11/5T5/11/9t1/11/1t9/11/";
  Position ot = from_record(kCopenhagenDefendersFirst, record, Side::defenders, Dialect::opentafl);
  EXPECT_EQ(play(ot, "f6-f4"), "");
  EXPECT_EQ(outcome(ot), "defenders-win (edge fort)");
  Position spec = from_record(kCopenhagenDefendersFirst, record, Side::defenders, Dialect::spec);
  EXPECT_EQ(play(spec, "f6-f4"), "");
  EXPECT_EQ(outcome(spec), "ongoing");
}

TEST(DialectCapture, OpenTaflJudgesFortsAfterTheAttackersMoveToo) {
  // A fort already stands and the attackers move elsewhere: OpenTafl ends the game there;
  // in the spec dialect the fort is judged after a defender move.
  const char* record = "/4TKT4/4T1T4/4TT5/11/11/11/11/9t1/11/1t9/11/";
  const char* keys = "name:Copenhagen atkf:y tfr:w sw:s efe:y";
  Position ot = from_record(keys, record, Side::attackers, Dialect::opentafl);
  EXPECT_EQ(play(ot, "j8-j9"), "");
  EXPECT_EQ(outcome(ot), "defenders-win (edge fort)");
  Position spec = from_record(keys, record, Side::attackers, Dialect::spec);
  EXPECT_EQ(play(spec, "j8-j9"), "");
  EXPECT_EQ(outcome(spec), "ongoing");
}

/// How many legal moves of `pos` end the game; fails the test when one of them passes
/// for a plain move (Position::is_plain_move: the search takes the static value after it).
int game_enders_checked_against_plain_moves(Position pos) {
  MoveList moves;
  pos.generate_moves(moves);
  const Position::PlainMoveContext context = pos.plain_move_context();
  int enders = 0;
  for (Move m : moves) {
    const bool plain = pos.is_plain_move(m, context);
    pos.make(m);
    if (pos.outcome().over()) {
      ++enders;
      EXPECT_FALSE(plain) << move_to_otn(pos, m);
    }
    pos.unmake();
  }
  return enders;
}

TEST(DialectCapture, MovesThatMakeAnOpenTaflFortAreNotPlain) {
  // f6-f3 and e6-e3 make forts with the king off the edge / by a guard outside the wall.
  EXPECT_GT(game_enders_checked_against_plain_moves(from_record(
                kCopenhagenDefendersFirst, "/3T2T4/3T1KT4/4T6/11/11/5T5/11/9t1/11/1t9/11/",
                Side::defenders, Dialect::opentafl)),
            0);
  EXPECT_GT(game_enders_checked_against_plain_moves(from_record(
                kCopenhagenDefendersFirst, "/4TKT4/4T1T4/5T5/11/11/4T6/11/9t1/11/1t9/11/",
                Side::defenders, Dialect::opentafl)),
            0);
  // Every attacker move ends the game when the fort already stands.
  EXPECT_GT(
      game_enders_checked_against_plain_moves(from_record(
          "name:Copenhagen atkf:y tfr:w sw:s efe:y", "/4TKT4/4T1T4/4TT5/11/11/11/11/9t1/11/1t9/11/",
          Side::attackers, Dialect::opentafl)),
      0);
}

// --- Fact 8: a side without a legal move. -----------------------------------------------

TEST(DialectCapture, SideWithoutLegalMovePlaysOnInOpenTafl) {
  // After b5-b2 the defenders cannot move (the king is boxed in, a2 may not stop on the
  // corner), but a2 has an empty neighbour, the corner a1: OpenTafl plays on; the side can
  // only resign. The spec dialect: the side that cannot move loses.
  const char* record = "/2tKt2/T2t3/t6/7/1t5/7/7/";
  Position ot = from_record("", record, Side::attackers, Dialect::opentafl);
  EXPECT_EQ(play(ot, "b5-b2"), "");
  EXPECT_FALSE(ot.has_legal_move());
  EXPECT_EQ(ot.outcome(), (Outcome{GameStatus::ongoing, EndReason::no_legal_moves}));
  Position spec = from_record("", record, Side::attackers, Dialect::spec);
  EXPECT_EQ(play(spec, "b5-b2"), "");
  EXPECT_EQ(outcome(spec), "attackers-win (no legal moves)");
  // Engines still score it as lost for the side that cannot move:
  // tests/engine/tafl_dialect_search_test.cpp.
}

TEST(DialectCapture, DefendersWithoutAnEmptyNeighbourLoseInOpenTafl) {
  // e7-e1 fills the king's last empty neighbour: OpenTafl's only rule of the kind
  // (GameState.checkVictory, defenderMovesAvailable).
  const char* record = "/2tK3/3t3/7/7/7/7/4t2/";
  Position ot = from_record("", record, Side::attackers, Dialect::opentafl);
  EXPECT_EQ(play(ot, "e7-e1"), "");
  EXPECT_EQ(outcome(ot), "attackers-win (defenders hemmed in)");
  Position spec = from_record("", record, Side::attackers, Dialect::spec);
  EXPECT_EQ(play(spec, "e7-e1"), "");
  EXPECT_EQ(outcome(spec), "attackers-win (no legal moves)");
}

TEST(DialectCapture, CapturingTheLastAttackerWinsInOpenTafl) {
  const char* record = "/7/Tt5/7/3K3/7/7/2T4/";
  Position ot = from_record("atkf:n", record, Side::defenders, Dialect::opentafl);
  EXPECT_EQ(play(ot, "c7-c2"), "b2");
  EXPECT_EQ(outcome(ot), "defenders-win (attackers captured)");
  Position spec = from_record("atkf:n", record, Side::defenders, Dialect::spec);
  EXPECT_EQ(play(spec, "c7-c2"), "b2");
  EXPECT_EQ(outcome(spec), "defenders-win (no legal moves)");
}

}  // namespace
}  // namespace skald::tafl
