// Late move reductions and null moves (SearchOptions::late_move_reductions, null_move) in
// tafl: each lets the search reach a depth with fewer nodes, and neither loses a forced
// escape (a node whose side faces a threat is neither reduced nor passed, and the king's
// escaping moves are never reduced).

#include <gtest/gtest.h>

#include "formats/variants/catalogue.h"
#include "skald/engine/score.h"
#include "skald/engine/search.h"
#include "skald/tafl/position_record.h"
#include "skald/tafl/rules_string.h"
#include "skald/tafl/search_adapter.h"

namespace skald::tafl {
namespace {

TaflRules variant(const char* id) {
  const auto catalogue = variants::builtin_catalogue();
  return *parse_rules(catalogue.find_or_null(id)->rules).rules;
}

engine::SearchResult<Move> search(const Position& position, int depth, bool reductions,
                                  bool null_move = false) {
  engine::SearchOptions options;
  options.late_move_reductions = reductions;
  options.null_move = null_move;
  options.hash_megabytes = 8;
  engine::Search<TaflSearchGame> engine(options);
  TaflSearchGame game(position);
  engine::SearchLimits limits;
  limits.depth = depth;
  return engine.run(game, limits);
}

TEST(LateMoveReductions, SearchFewerNodesToTheSameDepth) {
  const Position start(variant("copenhagen"));
  const auto reduced = search(start, 5, true);
  const auto full = search(start, 5, false);
  ASSERT_TRUE(reduced.best_move && full.best_move);
  EXPECT_EQ(reduced.depth, 5);
  EXPECT_LT(reduced.nodes * 2, full.nodes) << reduced.nodes << " against " << full.nodes;
}

TEST(NullMove, SearchesFewerNodesToTheSameDepth) {
  const Position start(variant("copenhagen"));
  const auto with = search(start, 5, true, true);
  const auto without = search(start, 5, true, false);
  ASSERT_TRUE(with.best_move && without.best_move);
  EXPECT_EQ(with.depth, 5);
  EXPECT_LT(with.nodes * 5, without.nodes * 4) << with.nodes << " against " << without.nodes;
}

TEST(LateMoveReductions, KeepAForcedEscapeAndSoDoNullMoves) {
  // Defenders to move, the king on c3, rank 1 empty: Kc3-c1 threatens a1 and g1 at once.
  const TaflRules rules = variant("brandub");
  const auto board =
      parse_position_record("/7/t5t/2K4/7/6t/t1t4/4t2/", RowOrder::rank1_first, rules.dim);
  ASSERT_TRUE(board.squares);
  const Position position(rules, *board.squares, Side::defenders);
  for (int depth = 3; depth <= 6; ++depth) {
    const auto reduced = search(position, depth, true);
    EXPECT_EQ(reduced.value, engine::win_in(3)) << "depth " << depth;
    EXPECT_EQ(reduced.value, search(position, depth, false).value) << "depth " << depth;
    EXPECT_EQ(search(position, depth, true, true).value, engine::win_in(3)) << "depth " << depth;
  }
}

}  // namespace
}  // namespace skald::tafl
