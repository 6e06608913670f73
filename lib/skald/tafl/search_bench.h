#pragma once

// The engine's benchmark: a fixed list of start positions searched to fixed depths on one
// thread with default options. The total node count is the engine's signature
// (tests/bench/signature.txt): any functional change to search, move generation or
// evaluation changes it. Header-only so that it links with the search templates.

#include <chrono>
#include <string>
#include <vector>

#include "skald/engine/search.h"
#include "skald/tafl/position.h"
#include "skald/tafl/search_adapter.h"

namespace skald::tafl {

/// One benchmark search: a variant of the catalogue (formats/variants) and a depth.
struct BenchEntry {
  std::string variant;
  int depth = 1;
};

/// The signature list: brandub, tablut 9x9, Copenhagen, tablut 15x15 and Alea Evangelii.
inline std::vector<BenchEntry> bench_entries() {
  return {{"brandub", 6},
          {"tablut-9x9", 5},
          {"copenhagen", 4},
          {"tablut-15x15", 4},
          {"alea-evangelii", 3}};
}
/// A shallower list that runs in a few seconds in a debug build (for tests).
inline std::vector<BenchEntry> quick_bench_entries() {
  return {{"brandub", 4},
          {"tablut-9x9", 3},
          {"copenhagen", 3},
          {"tablut-15x15", 2},
          {"alea-evangelii", 2}};
}

/// What one benchmark search did.
struct BenchRun {
  std::string variant;
  int depth = 0;
  std::uint64_t nodes = 0;
  std::chrono::microseconds elapsed{0};
  int value = 0;
  std::optional<Move> best_move;
};

/// Searches the start position of `rules` to `depth` with `options` on a fresh table.
inline BenchRun run_bench_search(const TaflRules& rules, const std::string& variant, int depth,
                                 engine::SearchOptions options = {}) {
  options.threads = 1;
  options.multi_pv = 1;
  TaflSearchGame game{Position(rules)};
  engine::Search<TaflSearchGame> search(options);
  engine::SearchLimits limits;
  limits.depth = depth;
  auto result = search.run(game, limits, {}, {});
  return {variant, depth, result.nodes, result.elapsed, result.value, result.best_move};
}

}  // namespace skald::tafl
