// The capture pre-filter (Position::capture_possible) may only reject moves that capture
// nothing: it decides which moves are tactical and which are plain, so a wrong rejection
// would silently change move ordering, the quiescence search and the frontier values. Checked on
// random games of every variant of the catalogue, preferring captures so that many
// capture shapes (edges, corners, throne, shieldwalls, the king) occur. The rarer shapes
// (shieldwalls, a king taken against the edge) are the hand-set scenarios of
// tests/tafl/scenario_*_test.cpp, which fail when the filter misses them (make() uses it).

#include <gtest/gtest.h>

#include <random>

#include "formats/variants/catalogue.h"
#include "skald/tafl/rules_string.h"
#include "skald/tafl/search_adapter.h"

namespace skald::tafl {
namespace {

TEST(CaptureFilterTest, RejectsOnlyMovesThatCaptureNothing) {
  const auto catalogue = variants::builtin_catalogue();
  std::mt19937 rng(12345);
  int variants_checked = 0;
  long captures_seen = 0;
  for (const auto& v : catalogue.entries()) {
    auto parsed = parse_rules(v.rules).rules;
    if (!parsed) continue;
    ++variants_checked;
    for (int game_index = 0; game_index < 6; ++game_index) {
      TaflSearchGame game{Position(*parsed)};
      MoveList list;
      for (int ply = 0; ply < 160 && !game.position().outcome().over(); ++ply) {
        game.generate_moves(list);
        if (list.size() == 0) break;
        std::vector<Move> captures;
        for (int i = 0; i < list.size(); ++i) {
          const Move m = list[i];
          // captures_of() applies the capture rules without the pre-filter.
          std::vector<Capture> taken;
          game.position().captures_of(m, taken);
          if (taken.empty()) continue;
          captures.push_back(m);
          ++captures_seen;
          if (!m.jump) {
            ASSERT_TRUE(game.position().capture_possible(m))
                << v.id << " game " << game_index << " ply " << ply;
          }
        }
        // capture_targets() is the same test for all the moves at once.
        SquareBits targets;
        game.position().capture_targets(targets);
        for (int i = 0; i < list.size(); ++i) {
          const Move m = list[i];
          const bool target = (targets[m.to >> 6] >> (m.to & 63)) & 1;
          ASSERT_EQ(m.jump || target, game.position().capture_possible(m))
              << v.id << " game " << game_index << " ply " << ply;
          ASSERT_EQ(game.may_capture(m), game.position().capture_possible(m))
              << v.id << " game " << game_index << " ply " << ply;
        }
        std::uniform_int_distribution<int> pick(0, list.size() - 1);
        const bool take = !captures.empty() && rng() % 3 != 0;
        game.make(take ? captures[rng() % captures.size()] : list[pick(rng)]);
      }
    }
  }
  EXPECT_GT(variants_checked, 10);
  EXPECT_GT(captures_seen, 1000);
}

}  // namespace
}  // namespace skald::tafl
