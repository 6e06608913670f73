// The AI consistency test: on random positions of small games, plain minimax to depth N
// and the search with each optimisation switched on alone, and all together, give the
// same value, and the move chosen has that value.

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "engine/hooked_connect_three.h"
#include "engine/option_sets.h"
#include "engine/reference_minimax.h"
#include "engine/toy_games.h"
#include "sanitized.h"
#include "skald/engine/search.h"

namespace skald::engine::testing {
namespace {

template <class G>
void expect_consistent(G& game, int depth, bool extensions, const std::string& where,
                       const std::vector<std::uint64_t>& history = {}) {
  MinimaxRules rules{extensions, 6};
  const int expected = minimax(game, depth, 0, rules);
  auto root_values = minimax_root_values(game, depth, rules);
  for (const auto& [name, options] : option_sets(extensions)) {
    Search<G> search(options);
    SearchLimits limits;
    limits.depth = depth;
    auto result = search.run(game, limits, {}, history);
    if (root_values.empty()) {
      continue;
    }
    ASSERT_TRUE(result.best_move.has_value()) << where << " " << name;
    EXPECT_EQ(result.value, expected) << where << " options " << name << " depth " << depth;
    for (const auto& [move, value] : root_values) {
      if (move == *result.best_move) {
        EXPECT_EQ(value, expected) << where << " options " << name << ": chosen move's value";
      }
    }
  }
}

TEST(ConsistencyTest, ConnectThreeRandomPositions) {
  for (int seed = 1; seed <= 30; ++seed) {
    ConnectThree game;
    random_walk(game, seed % 7, static_cast<std::uint64_t>(seed));
    for (int depth = 1; depth <= 5; ++depth)
      expect_consistent(game, depth, false, "connect seed " + std::to_string(seed));
  }
}

TEST(ConsistencyTest, ConnectThreeWithExtensions) {
  for (int seed = 1; seed <= 20; ++seed) {
    ConnectThree game;
    random_walk(game, seed % 6, static_cast<std::uint64_t>(seed) * 7);
    for (int depth = 1; depth <= 4; ++depth)
      expect_consistent(game, depth, true, "connect+ext seed " + std::to_string(seed));
  }
}

TEST(ConsistencyTest, RingChaseWithRepetitionRules) {
  const RingRepetition rules[] = {RingRepetition::draw, RingRepetition::mover_loses,
                                  RingRepetition::mover_wins};
  for (RingRepetition rule : rules)
    for (int seed = 1; seed <= 15; ++seed) {
      RingChase game(rule);
      random_walk(game, 3 + seed % 9, static_cast<std::uint64_t>(seed) * 31);
      if (game.outcome() != Outcome::none) continue;
      auto history = game.earlier_positions();
      for (int depth = 1; depth <= 8; ++depth)
        expect_consistent(
            game, depth, seed % 2 == 0,
            "ring rule " + std::to_string(static_cast<int>(rule)) + " seed " + std::to_string(seed),
            history);
    }
}

// One bonus cell: long cycles, so threefold repetitions decide many lines, and the
// positions carry a history that already repeats.
TEST(ConsistencyTest, RingChaseManyRepetitions) {
  const RingRepetition rules[] = {RingRepetition::draw, RingRepetition::mover_loses,
                                  RingRepetition::mover_wins};
  for (RingRepetition rule : rules)
    for (int seed = 1; seed <= 12; ++seed) {
      RingChase game(rule, 0x1);
      random_walk(game, 8 + seed, static_cast<std::uint64_t>(seed) * 131);
      if (game.outcome() != Outcome::none) continue;
      auto history = game.earlier_positions();
      for (int depth = 6; depth <= 10; depth += 2)
        expect_consistent(game, depth, false,
                          "ring1 rule " + std::to_string(static_cast<int>(rule)) + " seed " +
                              std::to_string(seed),
                          history);
    }
}

// ConnectThree with hooks (hooked_connect_three.h): the search's optional paths on a game
// that is not tafl. Each game's hooks count what they told the search, so the test sees
// that its path ran.
template <Hooks kHooks>
HookUse expect_consistent_with_hooks(int max_depth, bool extensions) {
  const int seeds = skald::testing::sample_size(20, 6);
  HookUse use;
  for (int seed = 1; seed <= seeds; ++seed) {
    HookedConnectThree<kHooks> game;
    random_walk(game, seed % 7, static_cast<std::uint64_t>(seed) * 13);
    for (int depth = 1; depth <= max_depth; ++depth)
      expect_consistent(game, depth, extensions, "hooked connect seed " + std::to_string(seed));
    use.frontier_values += game.hook_use().frontier_values;
    use.threats += game.hook_use().threats;
    use.legal += game.hook_use().legal;
  }
  return use;
}

// GameWithFrontier: one ply above the horizon, moves whose value cannot raise alpha are
// skipped unmade (option set "frontier", and "all").
TEST(ConsistencyTest, ConnectThreeFrontierPruning) {
  for (bool extensions : {false, true}) {
    const HookUse use = expect_consistent_with_hooks<Hooks{.frontier = true}>(5, extensions);
    EXPECT_GT(use.frontier_values, 30) << "extensions " << extensions;
  }
}

// GameWithThreats: quiescence answers a threat to win at once instead of standing pat, and
// takes it as carried out where no move answers (the reference applies the same rule).
TEST(ConsistencyTest, ConnectThreeThreatAnswers) {
  const HookUse use = expect_consistent_with_hooks<Hooks{.threats = true}>(4, true);
  EXPECT_GT(use.threats, 30);
}

// Every hook at once: the frontier with threats (it bounds no move that leaves one), the
// killers tried before the moves are generated at a hard horizon (GameWithLegalityTest), a
// game that can pass (no null move in these exact sets).
TEST(ConsistencyTest, ConnectThreeEveryHook) {
  for (bool extensions : {false, true}) {
    const HookUse use = expect_consistent_with_hooks<kEveryHook>(5, extensions);
    EXPECT_GT(use.frontier_values, 30) << "extensions " << extensions;
    if (!extensions) {
      EXPECT_GT(use.legal, 30) << "killers go first only at a hard horizon";
    }
  }
}

}  // namespace
}  // namespace skald::engine::testing
