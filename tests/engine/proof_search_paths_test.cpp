// Each optional path of the proof search (engine/proof_search.h) on a game that is not tafl:
// ConnectThree with one of its hooks switched on (hooked_connect_three.h), against a proof
// by enumeration (reference_proof.h). On random positions, for each side, the search with
// the path gives the answer enumeration gives, proven or disproven, and the fewest of the
// winner's moves, and a proven line plays out to the win. One search (one table) answers
// every query of a test, as an analyser keeping its table between queries does. The hooks
// count what they told the search, so each test also sees that its path ran.

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "engine/hooked_connect_three.h"
#include "engine/reference_proof.h"
#include "sanitized.h"
#include "skald/engine/proof_search.h"

namespace skald::engine::testing {
namespace {

struct Answers {
  int proven = 0;
  int disproven = 0;
  HookUse use;  // summed over the positions
};

/// Checks `positions` random positions of HookedConnectThree<kHooks>; the winner's moves
/// are bounded by `max_moves`.
template <Hooks kHooks>
Answers expect_enumerated_answers(int positions, int max_moves) {
  using Game = HookedConnectThree<kHooks>;
  ProofSearch<Game> search(1);
  Answers answers;
  for (int seed = 1; seed <= positions; ++seed) {
    Game game;
    random_walk(game, seed % 9, static_cast<std::uint64_t>(seed) * 7919);
    if (game.outcome() != Outcome::none) continue;
    const std::uint64_t hash = game.hash();
    for (int winner = 0; winner < 2; ++winner) {
      const std::string where =
          "seed " + std::to_string(seed) + " winner " + std::to_string(winner);
      const int expected = enumerated_win_length(game, winner, max_moves);
      const auto result = search.run(game, {winner, max_moves, 0});
      EXPECT_EQ(game.hash(), hash) << where << ": the position is left as it was";
      EXPECT_NE(result.status, ProofStatus::unknown) << where;
      EXPECT_EQ(result.status == ProofStatus::proven, expected != 0) << where;
      if (result.status != ProofStatus::proven) {
        ++answers.disproven;
        continue;
      }
      ++answers.proven;
      EXPECT_TRUE(result.shortest) << where << ": no budget, so the length is settled";
      EXPECT_EQ(result.moves, expected) << where;
      EXPECT_TRUE(line_wins(game, winner, result.line)) << where << ": the line ends in the win";
    }
    const HookUse& use = game.hook_use();
    answers.use.no_win_at_once += use.no_win_at_once;
    answers.use.sure_wins += use.sure_wins;
    answers.use.idle += use.idle;
    answers.use.passes += use.passes;
    answers.use.legal += use.legal;
    answers.use.decoded += use.decoded;
    answers.use.threats += use.threats;
    answers.use.goes_on += use.goes_on;
    answers.use.frontier_values += use.frontier_values;
  }
  // Both answers occur, so neither half of the comparison is idle.
  EXPECT_GT(answers.proven, positions / 4);
  EXPECT_GT(answers.disproven, positions / 4);
  return answers;
}

constexpr int kGraphCount = skald::testing::sample_size(120, 30);
constexpr int kMaxMoves = 4;

// Without a hook: the full search alone, the reference the others are compared with too.
TEST(ProofSearchPathsTest, NoHookAgreesWithEnumeration) {
  expect_enumerated_answers<Hooks{}>(kGraphCount, kMaxMoves);
}

// GameWithWinTest: the winner's last move settled without a move generated.
TEST(ProofSearchPathsTest, WinTestAgreesWithEnumeration) {
  const Answers a = expect_enumerated_answers<Hooks{.win_test = true}>(kGraphCount, kMaxMoves);
  EXPECT_GT(a.use.no_win_at_once, 100);
}

// GameWithSureWin: a winner's node proven before the table's probe.
TEST(ProofSearchPathsTest, SureWinAgreesWithEnumeration) {
  const Answers a = expect_enumerated_answers<Hooks{.sure_win = true}>(kGraphCount, kMaxMoves);
  EXPECT_GT(a.use.sure_wins, 100);
}

// GameWithIdleMoves: the winner's moves at its last but one after which the loser's usual
// reply holds are skipped.
TEST(ProofSearchPathsTest, IdleMovesAgreeWithEnumeration) {
  const Answers a = expect_enumerated_answers<Hooks{.idle_moves = true}>(kGraphCount, kMaxMoves);
  EXPECT_GT(a.use.idle, 100);
}

// GameWithPass: the lambda search first, then the full search for a shorter win.
TEST(ProofSearchPathsTest, LambdaSearchAgreesWithEnumeration) {
  const Answers a = expect_enumerated_answers<Hooks{.pass = true}>(kGraphCount, kMaxMoves);
  EXPECT_GT(a.use.passes, 100);
}

// GameWithLegalityTest: the loser's reply that held in the sibling tried first (before the
// winner's last move, without a table probe).
TEST(ProofSearchPathsTest, ReplyKillersAgreeWithEnumeration) {
  const Answers a = expect_enumerated_answers<Hooks{.legality_test = true}>(kGraphCount, kMaxMoves);
  EXPECT_GT(a.use.legal, 100);
}

// GameWithMoveDecoding: the table's move tried before any move is generated.
TEST(ProofSearchPathsTest, TableMoveDecodingAgreesWithEnumeration) {
  const Answers a = expect_enumerated_answers<Hooks{.legality_test = true, .move_decoding = true}>(
      kGraphCount, kMaxMoves);
  EXPECT_GT(a.use.decoded, 100);
}

// GameWithPlainMoves: at the winner's last move only the moves that may end the game.
TEST(ProofSearchPathsTest, PlainMovesAgreeWithEnumeration) {
  const Answers a = expect_enumerated_answers<Hooks{.plain_moves = true}>(kGraphCount, kMaxMoves);
  EXPECT_GT(a.use.goes_on, 100);
}

// GameWithThreats with GameWithPlainMoves: the loser facing a win at once loses, unmade,
// the moves that neither answer it nor end the game.
TEST(ProofSearchPathsTest, ThreatAnswersAgreeWithEnumeration) {
  const Answers a = expect_enumerated_answers<Hooks{.threats = true, .plain_moves = true}>(
      kGraphCount, kMaxMoves);
  EXPECT_GT(a.use.threats, 100);
}

// GameWithFrontier without plain moves: the frontier's values name the moves that go on.
TEST(ProofSearchPathsTest, FrontierAgreesWithEnumeration) {
  const Answers a = expect_enumerated_answers<Hooks{.frontier = true}>(kGraphCount, kMaxMoves);
  EXPECT_GT(a.use.frontier_values, 100);
}

TEST(ProofSearchPathsTest, EveryHookAgreesWithEnumeration) {
  expect_enumerated_answers<kEveryHook>(kGraphCount, kMaxMoves);
}

}  // namespace
}  // namespace skald::engine::testing
