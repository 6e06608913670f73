// Capture and result rules where OpenTafl's code and the OTN spec differ (issue 8, facts 2,
// 5, 7 and 8; formats/otn/dialects.md lists them). Every expectation of the OpenTafl
// dialect was checked against OpenTafl 0.4.8.0b itself (RulesSerializer.loadRulesRecord,
// then GameState.moveTaflman and checkVictory on the same rules string). Positions are OTN
// position records, rank 1 first, as both programs read them.

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "scenario.h"
#include "skald/tafl/rules_explain.h"
#include "skald/tafl/tafl_game.h"

namespace skald::tafl {
namespace {

using scenario::outcome;
using scenario::play;

constexpr Dialect kDialects[] = {Dialect::opentafl, Dialect::spec};

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
  for (Dialect dialect : kDialects) {
    Position pos = from_record(kStrongBrandub, "/3T3/7/7/7/2cK3/4c2/7/", Side::attackers, dialect);
    EXPECT_EQ(play(pos, "e6-e5"), "Kd5") << dialect_name(dialect);
    EXPECT_EQ(outcome(pos), "attackers-win (king captured)") << dialect_name(dialect);
  }
  // Against the hostile empty throne never: d5 between the commander on d6 and d4.
  for (Dialect dialect : kDialects) {
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
  for (Dialect dialect : kDialects) {
    Position pos = from_record(kStrongBrandub, "/6t/7/4tK1/7/6c/7/7/", Side::attackers, dialect);
    EXPECT_EQ(play(pos, "g5-g3"), "") << dialect_name(dialect);
  }
}

// --- Fact 5: shieldwalls. ----------------------------------------------------------------

constexpr const char* kCopenhagenRules = "name:Copenhagen tfr:w sw:s efe:y";

/// Plays `moves` (space separated) from `record`; returns what the last one captured.
std::string last_of(Position& pos, std::string_view moves) {
  std::string last;
  std::string text(moves);
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    last = play(pos, text.substr(start, end - start));
    start = end + 1;
  }
  return last;
}

TEST(DialectCapture, ShieldwallNeedsTwoCapturersOnTheEdgesInOpenTafl) {
  // d7 goes to d11, closing b11-c11 against the corner a11; it moved once before, so only
  // the count of pieces on the edges stops OpenTafl: the defenders have one there (d11)
  // until b1 is added (BoardImpl.detectShieldwallPositionsForSide).
  const char* moves = "d8-d7 h3-h4 d7-d11";
  Position one = from_record(kCopenhagenRules, "/11/11/7t3/11/11/5K5/11/3T7/11/1TT8/1tt8/",
                             Side::defenders, Dialect::opentafl);
  EXPECT_EQ(last_of(one, moves), "");
  Position two = from_record(kCopenhagenRules, "/1T9/11/7t3/11/11/5K5/11/3T7/11/1TT8/1tt8/",
                             Side::defenders, Dialect::opentafl);
  EXPECT_EQ(last_of(two, moves), "b11/c11");
  // The position: d7's first move, one defender on the edges; the spec takes them.
  const char* record = "/11/11/7t3/11/11/5K5/3T7/11/11/1TT8/1tt8/";
  Position ot = from_record(kCopenhagenRules, record, Side::defenders, Dialect::opentafl);
  EXPECT_EQ(play(ot, "d7-d11"), "");
  Position spec = from_record(kCopenhagenRules, record, Side::defenders, Dialect::spec);
  EXPECT_EQ(play(spec, "d7-d11"), "b11/c11");
}

TEST(DialectCapture, FirstMoveOfAPieceClosesNoShieldwallInOpenTafl) {
  // swf:y: OpenTafl compares the mover as it was before the move with the pieces of the
  // wall after it, and a piece's first move marks it as moved (Taflman.DEVELOPED).
  const char* first = "/1T9/11/7t3/11/11/5K5/3T7/11/11/1TT8/1tt8/";
  Position ot = from_record(kCopenhagenRules, first, Side::defenders, Dialect::opentafl);
  EXPECT_EQ(play(ot, "d7-d11"), "");
  Position spec = from_record(kCopenhagenRules, first, Side::defenders, Dialect::spec);
  EXPECT_EQ(play(spec, "d7-d11"), "b11/c11");
  Position second = from_record(kCopenhagenRules, "/1T9/11/7t3/11/11/5K5/11/3T7/11/1TT8/1tt8/",
                                Side::defenders, Dialect::opentafl);
  EXPECT_EQ(last_of(second, "d8-d7 h3-h4 d7-d11"), "b11/c11");
  // Back on its start square a piece stays moved: d7-d8 and back, then to d11.
  Position back = from_record(kCopenhagenRules, first, Side::defenders, Dialect::opentafl);
  EXPECT_EQ(last_of(back, "d7-d8 h3-h4 d8-d7 h4-h3 d7-d11"), "b11/c11");
  // swf:n has no such rule.
  Position relaxed = from_record("name:Copenhagen tfr:w sw:s swf:n efe:y", first, Side::defenders,
                                 Dialect::opentafl);
  EXPECT_EQ(play(relaxed, "d7-d11"), "b11/c11");
}

TEST(DialectCapture, ShieldwallBracketWithItsOwnFrontPieceClosesNothingInOpenTafl) {
  // d1 closes b1-c1 (against the corner a1), but d2 holds an attacker in front of d1:
  // OpenTafl reads d1 as part of the run, which then ends unclosed at the empty e1.
  const char* moves = "f3-f1 f9-f10 f1-d1";
  Position fronted = from_record(kCopenhagenRules, "/1TT8/1ttt7/5t5/11/11/10t/11/11/5K5/11/11/",
                                 Side::attackers, Dialect::opentafl);
  EXPECT_EQ(last_of(fronted, moves), "");
  Position open = from_record(kCopenhagenRules, "/1TT8/1tt8/5t5/11/11/10t/11/11/5K5/11/11/",
                              Side::attackers, Dialect::opentafl);
  EXPECT_EQ(last_of(open, moves), "b1/c1");
  Position spec = from_record(kCopenhagenRules, "/1TT8/1ttt7/5t5/11/11/10t/11/11/5K5/11/11/",
                              Side::attackers, Dialect::spec);
  EXPECT_EQ(last_of(spec, moves), "b1/c1");
  // The position (f1's first move too).
  const char* record = "/1TT2t5/1ttt7/11/11/11/10t/11/11/5K5/11/11/";
  Position ot = from_record(kCopenhagenRules, record, Side::attackers, Dialect::opentafl);
  EXPECT_EQ(play(ot, "f1-d1"), "");
  Position spec_first = from_record(kCopenhagenRules, record, Side::attackers, Dialect::spec);
  EXPECT_EQ(play(spec_first, "f1-d1"), "b1/c1");
}

TEST(DialectCapture, RelaxedShieldwallTakesARunOfTheOtherSidesOwnPiecesInOpenTafl) {
  // swf:n: f1-g1 are attackers fronted by attackers between attackers (e1, h1); OpenTafl
  // finds them as a wall of the attackers and any defender move takes them.
  const char* record = "/3tttttT2/5tt4/11/11/T10/5K5/11/11/11/11/11/";
  const char* relaxed = "name:Copenhagen_(relaxed_shieldwall) atkf:n tfr:w sw:s swf:n efe:y";
  for (const char* move : {"a5-a6", "Kf6-f7"}) {
    Position ot = from_record(relaxed, record, Side::defenders, Dialect::opentafl);
    EXPECT_EQ(play(ot, move), "f1/g1") << move;
    EXPECT_TRUE(ot.at(scenario::at("f1")).empty());
    Position spec = from_record(relaxed, record, Side::defenders, Dialect::spec);
    EXPECT_EQ(play(spec, move), "") << move;
  }
  // With swf:y nothing falls.
  Position flanking = from_record("name:Copenhagen atkf:n tfr:w sw:s efe:y", record,
                                  Side::defenders, Dialect::opentafl);
  EXPECT_EQ(play(flanking, "a5-a6"), "");
}

TEST(DialectCapture, UnmovedPiecesAreHashedButRepetitionComparesBoards) {
  // OpenTafl dialect with sw:s swf:y: which pieces have not moved is part of the game
  // state (hash(), kept by make/unmake), but a position repeats when its board does, as
  // OpenTafl counts repetitions.
  Position pos = from_record("tfr:d sw:s efe:y", "/3t7/11/11/11/11/5K5/11/11/11/11/11/",
                             Side::attackers, Dialect::opentafl);
  const std::uint64_t start = pos.hash();
  scenario::play_all(pos, "d1-d2 Kf6-f7 d2-d1 Kf7-f6");
  EXPECT_NE(pos.hash(), start);  // the same board, d1 and the king have moved
  EXPECT_EQ(pos.hash(), pos.compute_hash());
  EXPECT_EQ(pos.repetition_count(), 2);
  scenario::play_all(pos, "d1-d2 Kf6-f7 d2-d1");
  EXPECT_EQ(play(pos, "Kf7-f6"), "");
  EXPECT_EQ(outcome(pos), "draw (repetition)");
  while (pos.ply() > 0)
    pos.unmake();
  EXPECT_EQ(pos.hash(), start);
  EXPECT_EQ(pos.hash(), pos.compute_hash());
  // A capture of an unmoved piece, and its undo.
  Position wall = from_record(kCopenhagenRules, "/1T9/11/7t3/11/11/5K5/11/3T7/11/1TT8/1tt8/",
                              Side::defenders, Dialect::opentafl);
  const std::uint64_t before = wall.hash();
  EXPECT_EQ(last_of(wall, "d8-d7 h3-h4 d7-d11"), "b11/c11");
  EXPECT_EQ(wall.hash(), wall.compute_hash());
  while (wall.ply() > 0)
    wall.unmake();
  EXPECT_EQ(wall.hash(), before);
  EXPECT_EQ(wall.hash(), wall.compute_hash());
}

// --- Fact 7: edge forts (efe:y). ---------------------------------------------------------

/// Copenhagen's keys, the defenders to move.
constexpr const char* kCopenhagenDefendersFirst = "name:Copenhagen atkf:n tfr:w sw:s efe:y";

TEST(DialectCapture, FriendlyPieceOutsideTheWallProtectsIt) {
  // The king on f1 can move to f2; the wall piece f3 was open on its rank (e3, g3) until
  // e6-e3 put a defender beside it. A fort in both dialects; e6-e4 does not make one.
  for (Dialect dialect : kDialects) {
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

TEST(DialectCapture, KingInADefendersShieldwallIsAFortInOpenTafl) {
  // After f5-f1 the king on d1 stands in a run c1-e1 fronted by c2-e2 between b1 and f1,
  // which OpenTafl finds as a wall of the defenders; the king can move, so it is a fort
  // for OpenTafl (GameState.checkVictory), though the attacker on c1 stands inside it.
  const char* record = "/1TtK3/2TTT2/7/7/5T1/7/1t5/";
  Position ot = from_record("efe:y", record, Side::defenders, Dialect::opentafl);
  EXPECT_EQ(play(ot, "f5-f1"), "");
  EXPECT_EQ(outcome(ot), "defenders-win (edge fort)");
  Position spec = from_record("efe:y", record, Side::defenders, Dialect::spec);
  EXPECT_EQ(play(spec, "f5-f1"), "");
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

// --- `rules explain`: the notes of facts 2, 5, 7 and 8. -------------------------------------

/// The notes of dialect_notes() for `rules`, one per line, each as "key: text".
std::string notes_of(std::string_view rules) {
  std::string out;
  for (const DialectNote& n : dialect_notes(rules))
    out += n.key + ": " + n.text + "\n";
  return out;
}

bool has(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

TEST(DialectCaptureNotes, RulesExplainSaysWhatOpenTaflDoesDifferently) {
  const std::string start =
      " start:/3ttttt3/5c5/11/t4T4t/t3NTT3t/tc1TTKTT1ct/t3TTT3t/t4T4t/11/5c5/3ttttt3/";
  // Fact 2: commanders against a strong king; not with a weak one, nor without commanders.
  EXPECT_TRUE(has(notes_of("dim:11 atkf:n" + start), "only by the commander sandwich"));
  EXPECT_FALSE(has(notes_of("dim:11 ks:w" + start), "commander sandwich"));
  EXPECT_FALSE(
      has(notes_of("dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"), "commander sandwich"));
  // Facts 5 and 7: shieldwalls and edge forts, only where the rules have them.
  const std::string copenhagen = notes_of(
      "dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y "
      "start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/");
  EXPECT_TRUE(has(copenhagen, "sw: Shieldwalls in OpenTafl"));
  EXPECT_TRUE(has(copenhagen, "first move of the game closes no shieldwall"));
  EXPECT_TRUE(has(copenhagen, "efe: Edge forts in OpenTafl"));
  const std::string relaxed = notes_of(
      "dim:11 atkf:y sw:s swf:n "
      "start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/");
  EXPECT_TRUE(has(relaxed, "swf: `swf:n`: in OpenTafl a row of a side's own pieces"));
  EXPECT_FALSE(has(relaxed, "first move of the game"));
  EXPECT_FALSE(has(relaxed, "Edge forts"));
  const std::string brandub = notes_of("dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/");
  EXPECT_FALSE(has(brandub, "Shieldwalls"));
  // Fact 8 concerns every game.
  EXPECT_TRUE(has(brandub, ": OpenTafl has no rule for a side without a legal move"));
}

// --- Fact 12: OpenTafl's non-capturing berserk continuations (ber:c). --------------------

std::string all_of(const Diagnostics& diags) {
  std::string out;
  for (const Diagnostic& d : diags.items())
    out += format_diagnostic(d) + "\n";
  return out;
}

TEST(DialectBerserk, NonCapturingContinuationFromARecordKeepsTheGameHistory) {
  // The defender on d7 moves first (to d8), the attackers capture j3 with h3-i3 (i3 could
  // capture i5 next) and continue without a capture, i3=i2, as OpenTafl accepts; then
  // d8-d11 closes the shieldwall. Under swf:y OpenTafl takes b11 and c11 because d8 moved
  // before: the history, first moves included, goes on across the continuation (a state
  // that restarted there would take the d8 piece for unmoved and capture nothing).
  const std::string rules =
      "dim:11 name:Copenhagen tfr:w sw:s efe:y ber:c start:"
      "/1T9/11/7t1Tt/11/8T2/5K2t2/3T7/11/11/1TT8/1tt8/";
  const auto game = make_tafl_game(Dialect::opentafl);
  Diagnostics diags;
  auto state = game->start_state(rules, "/1T9/11/7t1Tt/11/8T2/5K2t2/3T7/11/11/1TT8/1tt8/", diags);
  ASSERT_TRUE(state) << all_of(diags);
  // The start position record has the defenders to move only after an attacker move, so
  // the attackers pass the first turn with a move that changes nothing of interest.
  for (const char* move : {"k3-k2", "d7-d8", "k2-k3", "f6-f7", "h3-i3xj3"}) {
    const game::PlayResult r = state->play(move);
    ASSERT_TRUE(r.ok) << move << ": " << all_of(r.diagnostics);
  }
  const game::PlayResult lenient = state->play("i3=i2");
  ASSERT_TRUE(lenient.ok) << all_of(lenient.diagnostics);
  EXPECT_EQ(lenient.canonical, "i3-i2");
  EXPECT_NE(all_of(lenient.diagnostics).find("OpenTafl accepts it"), std::string::npos);
  EXPECT_EQ(all_of(lenient.diagnostics).find("restarts"), std::string::npos);
  const game::PlayResult wall = state->play("d8-d11");
  ASSERT_TRUE(wall.ok) << all_of(wall.diagnostics);
  EXPECT_EQ(wall.canonical, "d8-d11xb11/c11");
  // A clone rebuilt from the state plays the same.
  auto copy = state->clone();
  EXPECT_EQ(copy->position_text(), state->position_text());
}

TEST(DialectCapture, AStateClonedAfterACaptureRemembersWhichPiecesMoved) {
  // A clone (a record's replay takes one at every branch point) is rebuilt from the last
  // capture when that is cheaper, but under swf:y which pieces have moved matters for
  // the rest of the game: d8 moved before the capture, so d8-d11 closes the wall.
  const std::string start = "/1T9/11/7t1Tt/11/11/5K5/3T7/11/11/1TT8/1tt8/";
  const auto game = make_tafl_game(Dialect::opentafl);
  Diagnostics diags;
  auto state =
      game->start_state("dim:11 name:Copenhagen tfr:w sw:s efe:y start:" + start, start, diags);
  ASSERT_TRUE(state) << all_of(diags);
  for (const char* move : {"k3-k2", "d7-d8", "k2-k3", "f6-f7", "h3-i3xj3"})
    ASSERT_TRUE(state->play(move).ok) << move;
  auto clone = state->clone();
  EXPECT_EQ(clone->play("d8-d11").canonical, "d8-d11xb11/c11");
  EXPECT_EQ(state->play("d8-d11").canonical, "d8-d11xb11/c11");
}

}  // namespace
}  // namespace skald::tafl
