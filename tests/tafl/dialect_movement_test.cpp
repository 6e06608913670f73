// Movement rules where OpenTafl's code and the OTN spec may differ (issue 8, facts 1, 3, 4,
// 6, 9, 12; formats/otn/dialects.md lists them). Every expectation of the OpenTafl dialect
// was checked against OpenTafl 0.4.8.0b itself (RulesSerializer.loadRulesRecord, then
// Taflman.getAllowableDestinations / GameState.moveTaflman on the same rules string).
// Diagrams list the top rank first (see scenario.h).

#include <gtest/gtest.h>

#include "scenario.h"
#include "skald/tafl/perft.h"
#include "skald/tafl/rules_explain.h"

namespace skald::tafl {
namespace {

using scenario::play;
using scenario::setup;
using scenario::targets;

constexpr Dialect kBothDialects[] = {Dialect::opentafl, Dialect::spec};

/// Foteviken tablut's keys (the catalogue entry without dim and start).
constexpr const char* kFoteviken =
    "name:Foteviken_Tablut esc:e atkf:y nj:n cor: "
    "afor:a4,a5,a6,b5,d1,e1,f1,e2,i4,i5,i6,h5,d9,e9,f9,e8, cenp:tcnkTCNK aforp:tcnkTCNK cens: "
    "cenh: cenhe:K aforh:K cenre: aforre:";

// --- Fact 1: a re-enter list blocks passing, not only stopping (both dialects). ---------

TEST(DialectMovement, ReenterListBlocksPassingTheCentre) {
  // Foteviken, /9/6T2/9/9/2t6/9/9/6K2/9/: the attacker on c5 stops at d5, before the
  // empty throne e5 (cenre: nobody re-enters it), and may not pass it to f5 or g5.
  for (Dialect dialect : kBothDialects) {
    const Position pos = setup(kFoteviken, R"(
      . . . . . . . . .
      . . . . . . K . .
      . . . . . . . . .
      . . . . . . . . .
      . . t . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . T . .
      . . . . . . . . .
    )",
                               Side::attackers, dialect);
    EXPECT_EQ(targets(pos, "c5"), "c1 c2 c3 c4 c6 c7 c8 c9 d5") << dialect_name(dialect);
  }
}

TEST(DialectMovement, KingOffTheThroneMayNotPassItWithoutReentry) {
  // cenre: the king leaves the throne freely, but once off it the throne blocks him.
  for (Dialect dialect : kBothDialects) {
    Position pos = setup("cenre:", R"(
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . K . . .
      . . . . . . .
      . . . . . . .
      . t . . . . .
    )",
                         Side::defenders, dialect);
    EXPECT_EQ(targets(pos, "d4"), "a4 b4 c4 d1 d2 d3 d5 d6 d7 e4 f4 g4");
    EXPECT_EQ(play(pos, "Kd4-d6"), "");
    EXPECT_EQ(play(pos, "b1-b2"), "");
    EXPECT_EQ(targets(pos, "d6"), "a6 b6 c6 d5 d7 e6 f6 g6") << dialect_name(dialect);
  }
}

TEST(DialectMovement, StandingOnAKindLetsAPieceCrossOthersOfThatKind) {
  // Three centre squares that nobody re-enters: the king on c4 passes d4 and e4 (and may
  // stop there, cens:K); the attacker on c2, off every centre square, is stopped at c3.
  for (Dialect dialect : kBothDialects) {
    const char* diagram = R"(
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . K . . . .
      . . . . . . .
      . . t . . . .
      . . . . . . .
    )";
    const Position king = setup("cen:c4,d4,e4, cenre:", diagram, Side::defenders, dialect);
    EXPECT_EQ(targets(king, "c4"), "a4 b4 c3 c5 c6 c7 d4 e4 f4 g4") << dialect_name(dialect);
    const Position attacker = setup("cen:c4,d4,e4, cenre: cenp:tK", R"(
      . . . . . . .
      . . . . K . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . t . . . .
      . . . . . . .
    )",
                                    Side::attackers, dialect);
    EXPECT_EQ(targets(attacker, "c2"), "a2 b2 c1 c3 d2 e2 f2 g2") << dialect_name(dialect);
  }
}

TEST(DialectMovement, JumpLandingSquareNeedsTheReenterList) {
  // kj:j: the king on d2 may not jump the attacker on d3 onto the throne d4 (cenre:),
  // but the king standing on the throne may jump off it and, from another throne
  // square, back onto one.
  for (Dialect dialect : kBothDialects) {
    const Position off = setup("kj:j cenre:", R"(
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . t . . .
      . . . K . . .
      . . . . . . .
    )",
                               Side::defenders, dialect);
    EXPECT_EQ(targets(off, "d2"), "a2 b2 c2 d1 e2 f2 g2") << dialect_name(dialect);
    const Position on = setup("kj:j cen:d4,f4, cenre:", R"(
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . K t . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
    )",
                              Side::defenders, dialect);
    EXPECT_EQ(targets(on, "d4"), "a4 b4 c4 d1 d2 d3 d5 d6 d7 ^f4") << dialect_name(dialect);
  }
}

TEST(DialectMovement, FotevikenPerftCountsTheBlockingThrone) {
  // OpenTafl's own move generator: 80 / 4,344 / 337,856 from the start position.
  for (Dialect dialect : kBothDialects) {
    Position pos = setup(kFoteviken, R"(
      . . . t t t . . .
      . . . . t . . . .
      . . . . T . . . .
      t . . . T . . . t
      t t T T K T T t t
      t . . . T . . . t
      . . . . T . . . .
      . . . . t . . . .
      . . . t t t . . .
    )",
                         Side::attackers, dialect);
    EXPECT_EQ(perft(pos, 1), 80u);
    EXPECT_EQ(perft(pos, 2), 4344u);
    EXPECT_EQ(perft(pos, 3), 337856u) << dialect_name(dialect);
  }
}

// --- Fact 3: hostility lists are read per side in OpenTafl. ------------------------------

/// Foteviken's keys with `entry` (`key:value`) in place of the entry of the same key.
std::string foteviken_with(std::string_view entry) {
  std::string keys = kFoteviken;
  const std::string key(entry.substr(0, entry.find(':') + 1));
  const std::size_t at = keys.find(" " + key) + 1;
  const std::size_t end = keys.find(' ', at);
  return keys.replace(at, end - at, entry);
}

TEST(DialectHostility, FortsListingOnlyTheKingAreHostileToNobodyInOpenTafl) {
  // Foteviken (aforh:K): the king on f2 between the forts e2 and f1 and two attackers.
  // OpenTafl reads only the `T` entry of aforh for the defenders: none, so the forts are
  // hostile to nobody and h3-f3 captures nothing. The spec dialect takes the king. (The
  // defender on b8 keeps a legal move for the defenders.)
  const char* diagram = R"(
    . . . . . . . . .
    . T . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . t .
    . . . . . K t . .
    . . . . . . . . .
  )";
  Position ot = setup(kFoteviken, diagram, Side::attackers, Dialect::opentafl);
  EXPECT_EQ(scenario::otn(ot, "h3", "f3"), "h3-f3");
  EXPECT_EQ(play(ot, "h3-f3"), "");
  EXPECT_EQ(scenario::outcome(ot), "ongoing");
  Position spec = setup(kFoteviken, diagram, Side::attackers, Dialect::spec);
  EXPECT_EQ(scenario::otn(spec, "h3", "f3"), "h3-f3xKf2++");
  EXPECT_EQ(play(spec, "h3-f3xKf2++"), "Kf2");
  EXPECT_EQ(scenario::outcome(spec), "attackers-win (king captured)");

  // With aforh:T the forts are hostile to every defender in OpenTafl, the king included;
  // the spec dialect reads T as the defending taflmen only.
  const std::string t_forts = foteviken_with("aforh:T");
  Position ot_t = setup(t_forts, diagram, Side::attackers, Dialect::opentafl);
  EXPECT_EQ(scenario::otn(ot_t, "h3", "f3"), "h3-f3xKf2++");
  Position spec_t = setup(t_forts, diagram, Side::attackers, Dialect::spec);
  EXPECT_EQ(scenario::otn(spec_t, "h3", "f3"), "h3-f3");
}

TEST(DialectHostility, EmptyThroneListingOnlyTheKingIsHostileToNobodyInOpenTafl) {
  // Foteviken (cenhe:K): the king on f5 beside the empty throne e5; g2-g5 closes the
  // fourth side. OpenTafl: a plain move; spec: the king is taken.
  const char* diagram = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . t . . .
    . . . . . K . . .
    . . . . . t . . .
    . . . . . . . . .
    . . . . . . t . .
    . . . . . . . . .
  )";
  const Position ot = setup(kFoteviken, diagram, Side::attackers, Dialect::opentafl);
  EXPECT_EQ(scenario::otn(ot, "g2", "g5"), "g2-g5");
  const Position spec = setup(kFoteviken, diagram, Side::attackers, Dialect::spec);
  EXPECT_EQ(scenario::otn(spec, "g2", "g5"), "g2-g5xKf5++");
  // cenhe:T: hostile to every defender in OpenTafl (the king too), to none but defending
  // taflmen in the spec.
  const std::string t_throne = foteviken_with("cenhe:T");
  EXPECT_EQ(scenario::otn(setup(t_throne, diagram, Side::attackers, Dialect::opentafl), "g2", "g5"),
            "g2-g5xKf5++");
  EXPECT_EQ(scenario::otn(setup(t_throne, diagram, Side::attackers, Dialect::spec), "g2", "g5"),
            "g2-g5");
}

// --- Fact 4: `cenre` gates the other re-enter keys when OpenTafl reads a string. ---------

TEST(DialectReentryKeys, CenreWithoutCorreShutsTheCornersInOpenTafl) {
  // dim:7 cenre:tcnkmTCNKM, /1K4t/7/7/7/7/7/7/: with cenre given, OpenTafl reads the
  // missing corre as nobody, so the king may not go b1-a1; the spec keeps the default.
  const char* diagram = R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . K . . . . t
  )";
  const Position ot = setup("cenre:tcnkmTCNKM", diagram, Side::defenders, Dialect::opentafl);
  EXPECT_EQ(targets(ot, "b1"), "b2 b3 b4 b5 b6 b7 c1 d1 e1 f1");
  const Position spec = setup("cenre:tcnkmTCNKM", diagram, Side::defenders, Dialect::spec);
  EXPECT_EQ(targets(spec, "b1"), "a1 b2 b3 b4 b5 b6 b7 c1 d1 e1 f1");
}

TEST(DialectReentryKeys, CorreCountsOnlyWithCenreInOpenTafl) {
  // corre:T leaves the king out: OpenTafl ignores it without cenre (the king reaches a1
  // and g1), applies it with cenre; the spec dialect applies it either way.
  const char* diagram = R"(
    . . . t . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . K . . . . .
  )";
  const std::string row = "b2 b3 b4 b5 b6 b7 c1 d1 e1 f1";
  EXPECT_EQ(targets(setup("corre:T", diagram, Side::defenders, Dialect::opentafl), "b1"),
            "a1 " + row + " g1");
  EXPECT_EQ(targets(setup("corre:T", diagram, Side::defenders, Dialect::spec), "b1"), row);
  for (Dialect dialect : kBothDialects) {
    EXPECT_EQ(targets(setup("cenre:tcnkmTCNKM corre:T", diagram, Side::defenders, dialect), "b1"),
              row)
        << dialect_name(dialect);
    EXPECT_EQ(targets(setup("cenre:tcnkmTCNKM corre:K", diagram, Side::defenders, dialect), "b1"),
              "a1 " + row + " g1")
        << dialect_name(dialect);
  }
}

// --- Fact 6: guards. ---------------------------------------------------------------------

constexpr const char* kBrandubRules = "name:Brandub surf:n atkf:y ks:w cenh: cenhe:";

TEST(DialectGuards, OpenTaflDefaultListsLeaveGuardsOut) {
  // Brandub, /3T3/7/7/1g5/7/5K1/7/: OpenTafl's default cenp and cenre are tcnkmTCNKM, so
  // the guard on b4 may not pass the throne d4; the spec reads the defaults as every piece.
  const char* diagram = R"(
    . . . . . . .
    . . . . . K .
    . . . . . . .
    . g . . . . .
    . . . . . . .
    . . . . . . .
    . . . T . . .
  )";
  const Position ot = setup(kBrandubRules, diagram, Side::attackers, Dialect::opentafl);
  EXPECT_EQ(targets(ot, "b4"), "a4 b1 b2 b3 b5 b6 b7 c4");
  const Position spec = setup(kBrandubRules, diagram, Side::attackers, Dialect::spec);
  EXPECT_EQ(targets(spec, "b4"), "a4 b1 b2 b3 b5 b6 b7 c4 e4 f4 g4");
  // A key naming `g` lets it through in OpenTafl too.
  const Position named = setup(std::string(kBrandubRules) + " cenp:tcnkmgTCNKMG cenre:tcnkmgTCNKMG",
                               diagram, Side::attackers, Dialect::opentafl);
  EXPECT_EQ(targets(named, "b4"), "a4 b1 b2 b3 b5 b6 b7 c4 e4 f4 g4");
}

TEST(DialectGuards, AnEnemyGuardMayBeJumpedAndTakenInOpenTafl) {
  // /7/3g3/3N3/7/7/5K1/7/ (and an attacker on a5): the knight (nj:c) jumps the guard and
  // takes it, Nd3^d1xd2, in OpenTafl; in the spec a guard is never captured nor jumped.
  const char* diagram = R"(
    . . . . . . .
    . . . . . K .
    . . . . . . .
    t . . . . . .
    . . . N . . .
    . . . g . . .
    . . . . . . .
  )";
  Position ot = setup(kBrandubRules, diagram, Side::defenders, Dialect::opentafl);
  EXPECT_EQ(targets(ot, "d3"), "a3 b3 c3 ^d1 d5 d6 d7 e3 f3 g3");
  EXPECT_EQ(play(ot, "Nd3^d1xd2"), "gd2");
  const Position spec = setup(kBrandubRules, diagram, Side::defenders, Dialect::spec);
  EXPECT_EQ(targets(spec, "d3"), "a3 b3 c3 d5 d6 d7 e3 f3 g3");
}

TEST(DialectGuards, AnEnemyGuardMakesAHostileSquareHarmlessInOpenTafl) {
  // The throne is hostile to defenders (cenh:T) and an attacking guard stands on it
  // (cens:Kg). OpenTafl's BoardImpl.isSpaceHostileTo says a square holding an enemy guard
  // is not hostile, whatever the square: d7-d6 does not take d5. The spec dialect keeps
  // the square's own hostility. Found by the differential test (tests/opentafl).
  const char* keys = "name:Brandub surf:n atkf:y ks:w cenhe: cens:Kg cenh:T";
  const char* diagram = R"(
    . . . t . . .
    . . . . . . .
    . . . T . . .
    . . . g . . .
    . . . . . . .
    . . . . . K .
    . . . . . . .
  )";
  Position ot = setup(keys, diagram, Side::attackers, Dialect::opentafl);
  EXPECT_EQ(play(ot, "d7-d6"), "");
  Position spec = setup(keys, diagram, Side::attackers, Dialect::spec);
  EXPECT_EQ(play(spec, "d7-d6xd5"), "d5");
}

TEST(DialectGuards, GuardsNeverJumpInOpenTafl) {
  // gj:c: OpenTafl parses it, but Taflman.getJumpMode gives guards no jump.
  const char* diagram = R"(
    . . . . . . .
    . . . . . K .
    . . . . . . .
    . . . . . . .
    . . . . T . .
    . . . . g . .
    . . . . . . .
  )";
  const std::string keys = std::string(kBrandubRules) + " gj:c";
  EXPECT_EQ(targets(setup(keys, diagram, Side::attackers, Dialect::opentafl), "e2"),
            "a2 b2 c2 d2 e1 f2 g2");
  EXPECT_EQ(targets(setup(keys, diagram, Side::attackers, Dialect::spec), "e2"),
            "a2 b2 c2 d2 e1 ^e4 f2 g2");
}

// --- Fact 9: OpenTafl ignores the 2-value and 10-value speed limit forms. ------------------

using scenario::brandub_start;

TEST(DialectSpeed, TwoValueFormIsNoLimitInOpenTafl) {
  // OpenTafl's own move generator gives brandub with spd:1,3 39,512 moves at depth 3, as
  // without limits; the spec dialect plays the limits, as the same limits written in the
  // 12-value form do in both dialects.
  const std::string brandub = kBrandubRules;
  const auto perft3 = [&](const std::string& speed, Dialect dialect) {
    Position pos = brandub_start(brandub + speed, dialect);
    return perft(pos, 3);
  };
  const std::uint64_t unlimited = perft3("", Dialect::opentafl);
  EXPECT_EQ(unlimited, 39512u);
  EXPECT_EQ(perft3(" spd:1,3", Dialect::opentafl), unlimited);
  const std::uint64_t limited = perft3(" spd:1,3", Dialect::spec);
  EXPECT_LT(limited, unlimited);
  for (Dialect dialect : kBothDialects)
    EXPECT_EQ(perft3(" spd:1,1,1,1,1,1,3,3,3,3,3,3", dialect), limited) << dialect_name(dialect);
}

TEST(DialectSpeed, TenValueFormIsNoLimitInOpenTafl) {
  // The 10-value form (tcnkmTCNKM): attackers 1, the king 2.
  const std::string keys = std::string(kBrandubRules) + " spd:1,1,1,1,1,-1,-1,-1,2,-1";
  EXPECT_EQ(targets(brandub_start(keys, Dialect::opentafl), "a4"), "a2 a3 a5 a6");
  EXPECT_EQ(targets(brandub_start(keys, Dialect::spec), "a4"), "a3 a5");
  EXPECT_EQ(targets(brandub_start(keys, Dialect::spec), "d7"), "c7 e7");
}

TEST(DialectSpeed, ZeroIsNoLimitInBothDialects) {
  // Taflman.getAllowableMovesFrom stops a piece only at a limit above 0.
  for (Dialect dialect : kBothDialects)
    EXPECT_EQ(targets(brandub_start(std::string(kBrandubRules) + " spd:0", dialect), "a4"),
              "a2 a3 a5 a6")
        << dialect_name(dialect);
}

TEST(DialectSpeed, RulesExplainSaysHowToWriteLimitsOpenTaflReads) {
  const std::string brandub =
      std::string("dim:7 ") + kBrandubRules + " start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/ spd:";
  const std::string notes = explain_dialect_notes(brandub + "1,3");
  EXPECT_NE(notes.find("`spd:1,3` has no effect in OpenTafl"), std::string::npos) << notes;
  EXPECT_NE(notes.find("`spd:1,1,1,1,1,1,3,3,3,3,3,3`"), std::string::npos) << notes;
  EXPECT_EQ(explain_dialect_notes(brandub + "1,1,1,1,1,1,3,3,3,3,3,3").find("spd"),
            std::string::npos);
}

}  // namespace
}  // namespace skald::tafl
