// Berserk continuations where OpenTafl's code and the OTN spec differ, and a shieldwall
// capture that must not depend on the move before (issue 32, facts 15 and 16 of
// formats/otn/dialects.md). Every expectation of the OpenTafl dialect was checked against
// OpenTafl 0.4.8.0b itself (RulesSerializer.loadRulesRecord, GameState.makeMove).

#include <gtest/gtest.h>

#include <string>

#include "scenario.h"

namespace skald::tafl {
namespace {

using scenario::play;

TEST(DialectBerserk, NoContinuationForALinnaeanCaptureAloneInOpenTafl) {
  // a1-d1 takes e1; d1's only further capture is d1-d2, which takes d3 against the king
  // on the throne (Linnaean). OpenTafl grants a continuation only for a custodial capture
  // or a capturing jump (GameState.updateGameState asks Taflman.getCapturingMoves), so the
  // defenders move next; the spec's berserker "may move again only to capture", and d1-d2
  // captures.
  constexpr const char* kBoard = R"(
    . . . . . . T
    . . . . . . .
    . . . t . . .
    . . t K t . .
    . . . T . . .
    . . . . . . .
    t . . . T t .
  )";
  Position ot = scenario::setup("ber:c linc:y surf:n", kBoard, Side::attackers, Dialect::opentafl);
  EXPECT_EQ(play(ot, "a1-d1"), "e1");
  EXPECT_FALSE(ot.berserk_pending());
  EXPECT_EQ(ot.side_to_move(), Side::defenders);
  Position spec = scenario::setup("ber:c linc:y surf:n", kBoard, Side::attackers, Dialect::spec);
  EXPECT_EQ(play(spec, "a1-d1"), "e1");
  EXPECT_TRUE(spec.berserk_pending());
  EXPECT_EQ(play(spec, "d1=d2"), "d3");
}

TEST(DialectCapture, OwnShieldwallFallsAlikeWhateverTheMoveBefore) {
  // swf:n: the attackers' own row c1-e1 on the edge, fronted by c2-e2 and closed by b1 and
  // f1, falls to any move of the defenders (fact 5d): here Ke8-d8, after an attacker move
  // that captured (c7-f7 takes f8) as after one that did not (c7-c6). skald once judged
  // the second move with what it had found of the walls for the side that moved before
  // (the capture's berserk check filled the cache with the attackers to move).
  constexpr const char* kBoard = R"(
    . . . . . . . . . . .
    . . . . . . . . . . .
    . . . . . t . . . . .
    . . . . K T . . . . .
    . . t . . . . . . . T
    . . . . . . . . . . .
    . . . . . . . . . . T
    . . . . . . . . . . .
    . . . . . . . . . . .
    . . t t t . . . . . .
    . t t t t t . . . . .
  )";
  for (const char* before : {"c7-f7", "c7-c6"}) {
    Position pos = scenario::setup("ber:c sw:s swf:n surf:n", kBoard, Side::attackers);
    play(pos, before);
    EXPECT_EQ(play(pos, "e8-d8"), "c1/d1/e1") << "after " << before;
  }
}

}  // namespace
}  // namespace skald::tafl
