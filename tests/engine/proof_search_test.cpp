// The proof search (engine/proof_search.h) against an exhaustive reference: on random
// brandub positions, "does this side force a win within k of its moves" has the same
// answer, and the fewest moves when the search says they are the fewest; a proven line is
// a win played out. And the lambda search on its own: a long Fetlar escape it proves while
// the full search's share of the budget runs out, so the win stands and is not called the
// shortest.

#include <gtest/gtest.h>

#include <ctime>
#include <string>
#include <vector>

#include "engine/reference_proof.h"
#include "formats/variants/catalogue.h"
#include "skald/core/splitmix.h"
#include "skald/engine/proof_search.h"
#include "skald/tafl/move_notation.h"
#include "skald/tafl/rules_string.h"
#include "skald/tafl/search_adapter.h"

namespace skald::engine {
namespace {

using tafl::TaflSearchGame;

tafl::TaflRules rules_of(const std::string& text) {
  auto parsed = tafl::parse_rules(text);
  EXPECT_TRUE(parsed.rules) << text;
  return *parsed.rules;
}

void random_walk(TaflSearchGame& game, int plies, std::uint64_t seed) {
  for (int i = 0; i < plies && game.outcome() == Outcome::none; ++i) {
    tafl::MoveList list;
    game.generate_moves(list);
    if (list.size() == 0) return;
    const std::uint64_t r = splitmix64(seed);
    game.make(list[static_cast<int>(r % static_cast<std::uint64_t>(list.size()))]);
  }
}

TEST(ProofSearchTest, AfterClearAProofRunsAsWithANewTable) {
  const auto catalogue = variants::builtin_catalogue();
  const tafl::TaflRules rules = rules_of(catalogue.find_or_null("brandub")->rules);
  ProofSearch<TaflSearchGame> reused(1);
  for (int seed = 1; seed <= 12; ++seed) {
    TaflSearchGame game{tafl::Position(rules)};
    random_walk(game, 6 + seed, static_cast<std::uint64_t>(seed) * 104729);
    if (game.outcome() != Outcome::none) continue;
    for (int winner = 0; winner < 2; ++winner) {
      ProofSearch<TaflSearchGame> fresh(1);
      const auto expected = fresh.run(game, {winner, 3, 0});
      reused.clear();
      const auto got = reused.run(game, {winner, 3, 0});
      EXPECT_EQ(got.status, expected.status) << seed << " " << winner;
      EXPECT_EQ(got.nodes, expected.nodes) << seed << " " << winner;
      EXPECT_EQ(got.line, expected.line) << seed << " " << winner;
    }
  }
}

TEST(ProofSearchTest, ClearingCostsNothingWhateverTheTableSize) {
  // An analysis clears the tables before every query; filling the 64 MB table each time
  // cost 10-20 ms a query (analyse --mainline 24 times slower than at --hash 1). Counted
  // in processor time: 200 clears filled 12.8 GB before, and now take next to nothing.
  ProofSearch<TaflSearchGame> search(64);
  const std::clock_t start = std::clock();
  for (int i = 0; i < 200; ++i)
    search.clear();
  EXPECT_LT(static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC, 0.5);
}

TEST(ProofSearchTest, AgreesWithTryingEverythingOnRandomBrandubPositions) {
  const auto catalogue = variants::builtin_catalogue();
  const tafl::TaflRules rules = rules_of(catalogue.find_or_null("brandub")->rules);
  int proven = 0;
  int disproven = 0;
  for (int seed = 1; seed <= 40; ++seed) {
    TaflSearchGame game{tafl::Position(rules)};
    random_walk(game, 6 + seed, static_cast<std::uint64_t>(seed) * 7919);
    if (game.outcome() != Outcome::none) continue;
    const std::uint64_t hash = game.hash();
    for (int winner = 0; winner < 2; ++winner) {
      ProofSearch<TaflSearchGame> search(1);
      const auto result = search.run(game, {winner, 2, 0});
      const std::string where =
          "seed " + std::to_string(seed) + " winner " + std::to_string(winner);
      ASSERT_EQ(game.hash(), hash) << where << ": the position is left as it was";
      const bool in_one = testing::enumerated_win(game, winner, 1);
      const bool in_two = in_one || testing::enumerated_win(game, winner, 2);
      ASSERT_NE(result.status, ProofStatus::unknown) << where;
      EXPECT_EQ(result.status == ProofStatus::proven, in_two) << where;
      if (result.status != ProofStatus::proven) {
        ++disproven;
        continue;
      }
      ++proven;
      EXPECT_TRUE(result.shortest) << where << ": no budget, so the length is settled";
      EXPECT_EQ(result.moves, in_one ? 1 : 2) << where;
      ASSERT_FALSE(result.line.empty()) << where;
      EXPECT_TRUE(testing::line_wins(game, winner, result.line))
          << where << ": the line ends in the win";
    }
  }
  // Both answers occur, so neither half of the comparison is idle.
  EXPECT_GT(proven, 5);
  EXPECT_GT(disproven, 5);
}

TEST(ProofSearchTest, PassHandsTheTurnOverAndIsTakenBack) {
  const auto catalogue = variants::builtin_catalogue();
  TaflSearchGame game{tafl::Position(rules_of(catalogue.find_or_null("brandub")->rules))};
  const std::uint64_t hash = game.hash();
  const int side = game.side_to_move();
  tafl::MoveList before;
  game.generate_moves(before);
  game.make_pass();
  EXPECT_NE(game.side_to_move(), side);
  EXPECT_NE(game.hash(), hash);
  tafl::MoveList after;
  game.generate_moves(after);
  ASSERT_GT(after.size(), 0);
  EXPECT_NE(game.position().at(after[0].from).side(), game.position().at(before[0].from).side());
  game.unmake();
  EXPECT_EQ(game.side_to_move(), side);
  EXPECT_EQ(game.hash(), hash);
}

// OpenTafl's Fetlar puzzle after 1. Kf6-c6 a8-c8 2. Kc6-c1 b3-b1 3. Kc1-c3 e1-c1: the
// defenders escape within 4 moves. The lambda search proves it in about 35 thousand nodes;
// the full search needs about 20 thousand to rule out a win in 3, more than its share
// (a sixteenth of what the lambda search left) of a budget of 100 thousand.
TEST(ProofSearchTest, TheLambdaSearchProvesALongEscapeOnABigBoard) {
  const tafl::TaflRules rules = rules_of(
      "dim:11 name:Fetlar_Defenders_First atkf:n nj:n cj:n "
      "start:/4tt2t2/3tTTT2t1/1t2T3T1t/t2T4T2/t9t/t4K1T1tt/t3TTT3t/t4T1t2t/3t7/5t5/4ttt4/");
  TaflSearchGame game{tafl::Position(rules)};
  for (const char* text : {"Kf6-c6", "a8-c8", "Kc6-c1", "b3-b1", "Kc1-c3", "e1-c1"}) {
    const auto parsed = tafl::parse_move_record(text);
    ASSERT_TRUE(parsed.record) << text;
    tafl::Move move;
    ASSERT_TRUE(game.position().find_legal(parsed.record->from, parsed.record->to, move)) << text;
    game.make(move);
  }
  const int defenders = 1;
  ProofSearch<TaflSearchGame> search(16);
  const auto result = search.run(game, {defenders, 4, 100'000});
  ASSERT_EQ(result.status, ProofStatus::proven);
  EXPECT_EQ(result.moves, 4);
  EXPECT_FALSE(result.shortest) << "the full search had too small a share to rule out 3";
  EXPECT_LE(result.nodes, 100'000u);
  ASSERT_EQ(result.line.size(), 7u);
  for (const auto& m : result.line)
    game.make(m);
  EXPECT_EQ(game.outcome(), Outcome::loss) << "the attackers to move, the king escaped";
}

}  // namespace
}  // namespace skald::engine
