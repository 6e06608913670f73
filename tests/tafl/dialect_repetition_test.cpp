// Threefold repetition where OpenTafl's code and the OTN spec differ (issue 32, facts 13
// and 14 of formats/otn/dialects.md). Every expectation of the OpenTafl dialect was checked
// against OpenTafl 0.4.8.0b itself (RulesSerializer.loadRulesRecord, GameState.makeMove).

#include <gtest/gtest.h>

#include <string>

#include "scenario.h"
#include "skald/game/game.h"
#include "skald/tafl/rules_explain.h"
#include "skald/tafl/tafl_game.h"

namespace skald::tafl {
namespace {

using scenario::outcome;
using scenario::play_all;

// Both sides shuffle a piece back and forth: the start position occurs the third time.
constexpr const char* kShuffleTwice = "d1-e1 d3-c3 e1-d1 c3-d3 d1-e1 d3-c3 e1-d1 c3-d3";

TEST(DialectRepetition, IgnoredRepetitionIsADrawInOpenTafl) {
  // OpenTafl reads every `tfr` letter but w and l as d (RulesSerializer.
  // getThreefoldResultForString): tfr:i draws there. The spec ignores repetition.
  Position ot = scenario::brandub_start("tfr:i", Dialect::opentafl);
  play_all(ot, kShuffleTwice);
  EXPECT_EQ(outcome(ot), "draw (repetition)");
  Position spec = scenario::brandub_start("tfr:i", Dialect::spec);
  play_all(spec, kShuffleTwice);
  EXPECT_EQ(outcome(spec), "ongoing");
  EXPECT_NE(
      explain_dialect_notes("dim:7 tfr:i start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/").find("tfr:i"),
      std::string::npos);
}

// b4-b2 takes c2 and earns b2 a continuation; then b2 and the king go away and come back
// twice. The position after the capture (attackers to move, b2's continuation pending)
// comes back twice without a continuation pending.
constexpr const char* kBerserkStart = R"(
  t . . . . . .
  . . T t . . .
  . . . . . . .
  . t . K . . .
  . . . . . . .
  . . T t . . .
  . . . . . . .
)";

TEST(DialectRepetition, OpenTaflCountsAPositionWithAContinuationPendingAlike) {
  // OpenTafl's Zobrist hash holds the board and the side to move only, and its repetition
  // table counts every state (GameState.updateZobristHash, Game.advanceState): the third
  // occurrence ends the game, with tfr:w for the attackers, whose opponent repeated.
  // skald's hash also holds the continuation, as the spec dialect keeps.
  const char* moves = "b4-b2 b2=b3 d4-d5 b3-b2 d5-d4 b2-b3 d4-d5 b3-b2 d5-d4";
  Position ot =
      scenario::setup("ber:m tfr:w surf:n", kBerserkStart, Side::attackers, Dialect::opentafl);
  play_all(ot, moves);
  EXPECT_EQ(outcome(ot), "attackers-win (repetition)");
  Position spec =
      scenario::setup("ber:m tfr:w surf:n", kBerserkStart, Side::attackers, Dialect::spec);
  play_all(spec, moves);
  EXPECT_EQ(outcome(spec), "ongoing");
}

TEST(DialectRepetition, RepetitionAcrossANonCapturingContinuationFromARecordDraws) {
  // ber:c: b2 could capture again (b2-b6 takes c6), but OpenTafl accepts the
  // non-capturing b2=b3 from a record (fact 12); the position after the capture then
  // comes back twice, and OpenTafl draws.
  const std::string rules = scenario::rules_string("ber:c tfr:d surf:n", kBerserkStart);
  const auto game = make_tafl_game(Dialect::opentafl);
  Diagnostics diags;
  auto state = game->start_state(rules, std::nullopt, diags);
  ASSERT_TRUE(state);
  for (const char* move :
       {"b4-b2xc2", "b2=b3", "d4-d5", "b3-b2", "d5-d4", "b2-b3", "d4-d5", "b3-b2", "d5-d4"}) {
    const game::PlayResult r = state->play(move);
    ASSERT_TRUE(r.ok) << move;
  }
  EXPECT_EQ(state->outcome().kind, game::OutcomeKind::draw) << state->outcome().text;
}

}  // namespace
}  // namespace skald::tafl
