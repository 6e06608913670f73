// The moves a person may type in `skald solve` (game::typed_move), from the table the
// puzzle page is tested with too (tests/typed_move_cases.h).

#include "skald/game/typed_move.h"

#include <gtest/gtest.h>

#include "formats/otn/reader.h"
#include "skald/game/registry.h"
#include "skald/game/replay.h"
#include "skald/tafl/tafl_game.h"
#include "typed_move_cases.h"

namespace skald::game {
namespace {

TEST(TypedMove, TakesTheTextsOfTheSharedTable) {
  GameRegistry games;
  games.add(tafl::make_tafl_game());
  otn::ReadOptions options;
  options.games = &games;
  const otn::ReadResult read = otn::read_otg_text(typed_move_test::kPosition, options);
  ASSERT_FALSE(read.diagnostics.has_errors());
  const Game& game = *games.game_for_rules_or_null(read.record.rules_text());
  const StateAtNode start = state_at(read.record, read.record.root(), game);
  ASSERT_NE(start.state, nullptr) << start.error;
  for (const typed_move_test::TypedCase& c : typed_move_test::kCases) {
    const TypedMove named = typed_move(*start.state, c.typed);
    EXPECT_EQ(named.move, c.move) << "typed `" << c.typed << "`: " << named.error;
    if (named.move.empty()) {
      EXPECT_FALSE(named.error.empty()) << c.typed;
    }
  }
}

}  // namespace
}  // namespace skald::game
