// The search on tafl rules where the dialects differ in how a game ends (issue 8, fact 8;
// formats/otn/dialects.md): in the OpenTafl dialect a side that cannot move does not lose
// by rule (the game goes on, and it can only resign), but engines score it as lost all the
// same, as in the spec dialect.

#include <gtest/gtest.h>

#include "skald/engine/score.h"
#include "skald/engine/search.h"
#include "skald/tafl/move_notation.h"
#include "skald/tafl/rules_string.h"
#include "skald/tafl/search_adapter.h"

namespace skald::tafl {
namespace {

TEST(TaflDialectSearch, SideWithoutLegalMoveIsScoredAsLostInBothDialects) {
  // b5-b2 leaves the defenders without a legal move.
  for (Dialect dialect : {Dialect::opentafl, Dialect::spec}) {
    RulesParse parsed = parse_rules("dim:7 start:/2tKt2/T2t3/t6/7/1t5/7/7/", {}, dialect);
    ASSERT_TRUE(parsed.rules);
    TaflSearchGame game(Position(*parsed.rules));
    engine::SearchOptions options;
    options.threads = 1;
    options.hash_megabytes = 1;
    engine::Search<TaflSearchGame> search(options);
    engine::SearchLimits limits;
    limits.depth = 2;
    const auto result = search.run(game, limits, {}, {});
    EXPECT_EQ(result.value, engine::win_in(1)) << dialect_name(dialect);
    ASSERT_TRUE(result.best_move) << dialect_name(dialect);
    EXPECT_EQ(move_to_simple(game.position(), *result.best_move), "b5-b2") << dialect_name(dialect);
  }
}

}  // namespace
}  // namespace skald::tafl
