// The search's two repetition protections, each shown necessary: with a repetition rule a
// position's value depends on the path that reached it, so
//   (1) a node whose position already occurred on the path takes no table cutoff, and
//   (2) a result that depended on positions above the node is not stored.
// Games are played out move by move with ONE Search object (its table keeps the entries
// of earlier searches, as when a user analyses a game move after move), and every search
// is compared with plain minimax over the same history. Removing rule (2) from
// search_worker.h makes PlayedGamesWithOneTableMatchMinimax fail (checked by hand). Rule (1)
// is rarely needed in played games (no game of ~2000 swept, seeds 1-40, depths 4-10, needed
// it once table cutoffs were limited to entries of the current search), so a hand-made graph
// shows it: removing `!repeated` from the cutoff test makes
// RepeatedPositionTakesNoTableCutoff fail (checked by hand: with principal variation search,
// alone or with every option; the table alone never searches that node with a null window).
//
// Neither rule covers graph-history interaction: an entry stored for a position reached
// without repetition is cut on where another path reaches the same position and its subtree
// meets positions of that path (see the comment at the cutoff in search_worker.h).
// KnownGraphHistoryInteraction records the one case found: a sweep of 3,360 played games
// (seeds 1-40, depths 4-10, both bonus settings, every rule, the table alone and every option)
// differed from minimax in 3, the games of seeds 19, 31 and 33 at depth 9 with no bonus cell
// and rule mover_wins, which all reach that position.

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "engine/reference_minimax.h"
#include "engine/toy_games.h"
#include "skald/engine/search.h"

namespace skald::engine::testing {
namespace {

SearchOptions table_only() {
  SearchOptions o = SearchOptions::plain();
  o.transposition_table = true;
  o.hash_megabytes = 1;
  return o;
}

// Plays `moves` moves of RingChase from its start, choosing them pseudo-randomly; before
// each move searches the position to `depth` with the same Search and expects minimax.
int mismatches_in_played_game(RingRepetition rule, unsigned bonus, std::uint64_t seed, int depth,
                              const SearchOptions& options, int moves) {
  RingChase game(rule, bonus);
  Search<RingChase> search(options);
  int mismatches = 0;
  for (int m = 0; m < moves && game.outcome() == Outcome::none; ++m) {
    SearchLimits limits;
    limits.depth = depth;
    const auto result = search.run(game, limits, {}, game.earlier_positions());
    const int expected = minimax(game, depth, 0, MinimaxRules{false, 6});
    if (result.value != expected) ++mismatches;
    RingChase::MoveList list;
    game.generate_moves(list);
    if (list.size() == 0) break;
    seed = mix64(seed);
    game.make(list[static_cast<int>(seed % static_cast<std::uint64_t>(list.size()))]);
  }
  return mismatches;
}

TEST(RepetitionTest, PlayedGamesWithOneTableMatchMinimax) {
  const RingRepetition rules[] = {RingRepetition::draw, RingRepetition::mover_loses,
                                  RingRepetition::mover_wins};
  SearchOptions all;
  all.hash_megabytes = 1;
  all.extensions = false;
  all.aspiration_window = 5;
  all.deeper_table_cutoffs = false;  // not exact (SearchOptions)
  // Bonus 0, rule mover_loses, seed 35, depth 8 once differed from minimax here: a cutoff
  // on an entry of an earlier search, made under another root whose path did not meet the
  // positions this path meets (value cutoffs now need an entry of the current search).
  // No bonus cell (nothing but cycles: repetitions decide most lines) and one bonus cell.
  for (unsigned bonus : {0x0u, 0x1u})
    for (RingRepetition rule : rules)
      for (std::uint64_t seed = 1; seed <= 6; ++seed)
        for (int depth = 4; depth <= 8; ++depth) {
          const std::string where = "bonus " + std::to_string(bonus) + " rule " +
                                    std::to_string(static_cast<int>(rule)) + " seed " +
                                    std::to_string(seed) + " depth " + std::to_string(depth);
          EXPECT_EQ(mismatches_in_played_game(rule, bonus, seed, depth, table_only(), 12), 0)
              << where << " (table only)";
          EXPECT_EQ(mismatches_in_played_game(rule, bonus, seed * 7, depth, all, 12), 0)
              << where << " (all options)";
        }
}

// Rule (1). Three positions: 0 (B to move, value -2, moves to 1 or 2), 1 (A to move, value
// -7, one move: to 2) and 2 (A to move, value 2, moves to 0 or 1), a third occurrence a draw.
// Where 2 has occurred at most once, position 1 searched one ply deep is worth 2 (A moves
// again and 2 is worth 2 to A); the search stores that (first from the line 0-1, an iteration
// before). At depth 5 it meets 1 again on the line 0-2-1-2-1 with a null window: there 2 has
// occurred twice, so 1's only move repeats it a third time, a draw. A cutoff on the stored 2
// at the second 1 gives the root -2 instead of minimax's 0.
TEST(RepetitionTest, RepeatedPositionTakesNoTableCutoff) {
  const std::vector<GraphGame::Position> positions = {
      {1, -2, {1, 2}},
      {0, -7, {2}},
      {0, 2, {0, 1}},
  };
  SearchOptions pvs = table_only();
  pvs.principal_variation_search = true;
  SearchOptions all;
  all.hash_megabytes = 1;
  all.extensions = false;
  all.aspiration_window = 5;
  all.deeper_table_cutoffs = false;  // not exact (SearchOptions)
  for (const SearchOptions& options : {table_only(), pvs, all})
    for (int depth = 1; depth <= 8; ++depth) {
      GraphGame game(positions, RingRepetition::draw);
      Search<GraphGame> search(options);
      SearchLimits limits;
      limits.depth = depth;
      EXPECT_EQ(search.run(game, limits).value, minimax(game, depth, 0, MinimaxRules{false, 6}))
          << "depth " << depth << " pvs " << options.principal_variation_search << " aspiration "
          << options.aspiration_windows;
    }
}

// Graph-history interaction, a known limitation (see the cutoff in search_worker.h).
// RingChase with no bonus cell and rule mover_wins, after +1 +2 +1 (A 2-3, B 6-8, A 3-4),
// searched to depth 9 with every option. On the line +1 -1 -1 +1 -1 +1 -1 (B 8-0, A 4-3,
// B 0-8, A 3-4, B 8-7, A 4-5, B 7-6) the search stores a lower bound 7 for "A on 5, B on 6,
// A to move" searched two plies deep: A's move 5-4 is worth 7 there, B's reply 6-7 only
// repeating "A on 4, B on 7, A to move" a second time. The position after 5-4 was cut on a
// table entry, so dependency_ never saw that reply. On the line -1 -1 +1 +1 -1 +1 -1 (B 8-7,
// A 4-3, B 7-8, A 3-4, B 8-7, A 4-5, B 7-6) the position has occurred twice: after 5-4, B's
// 6-7 repeats it a third time and wins, so the bound is wrong (the value is -7); the search
// cuts on it and says 0 where minimax says 7. (In the played games of the sweep, whose table
// also holds older entries, the wrong cutoff is at "A on 5, B on 0, A to move", with "A on 4,
// B on 1, A to move" twice on the path.) Asserting the difference keeps the limitation in
// sight: when the search learns to avoid it, this test fails and should expect minimax's value.
TEST(RepetitionTest, KnownGraphHistoryInteraction) {
  RingChase game(RingRepetition::mover_wins, 0x0);
  for (int step : {1, 2, 1})
    game.make(RingChase::Move{static_cast<std::int8_t>(step)});
  SearchOptions all;
  all.hash_megabytes = 1;
  all.extensions = false;
  all.aspiration_window = 5;
  all.deeper_table_cutoffs = false;  // not exact (SearchOptions)
  Search<RingChase> search(all);
  SearchLimits limits;
  limits.depth = 9;
  EXPECT_EQ(minimax(game, 9, 0, MinimaxRules{false, 6}), 7);
  EXPECT_EQ(search.run(game, limits).value, 0) << "graph-history interaction no longer shows";
}

}  // namespace
}  // namespace skald::engine::testing
