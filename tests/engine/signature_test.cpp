// The bench signature: the node count of the shallow benchmark list, searched through the
// tafl game's analyser as `skald bench --quick` does, must match tests/bench/signature.txt
// (the full list's count is checked by running `skald bench`).

#include <gtest/gtest.h>

#include <string>

#include "bench/signature_file.h"
#include "formats/variants/catalogue.h"
#include "skald/game/game.h"
#include "skald/tafl/tafl_game.h"

namespace skald::tafl {
namespace {

using test::signature_line;

std::uint64_t quick_bench_nodes() {
  const auto catalogue = variants::builtin_catalogue();
  const auto game = make_tafl_game();
  const auto analyser = game->make_analyser();
  const game::BenchPlan plan = game->bench_plan(game::BenchList::quick);
  EXPECT_FALSE(plan.entries.empty());
  std::uint64_t total = 0;
  for (const auto& e : plan.entries) {
    const auto* v = catalogue.find_or_null(e.variant);
    EXPECT_NE(v, nullptr) << e.variant;
    if (!v) continue;
    Diagnostics diagnostics;
    const auto start = game->start_state(v->rules, std::nullopt, diagnostics);
    EXPECT_NE(start, nullptr) << e.variant;
    if (!start) continue;
    analyser->clear();
    game::AnalysisLimits limits;
    limits.depth = e.depth;
    total += analyser->analyse(*start, limits).nodes;
  }
  return total;
}

TEST(SignatureTest, QuickBenchMatchesTheSignature) {
  const std::uint64_t nodes = quick_bench_nodes();
  EXPECT_EQ(nodes, signature_line("quick"))
      << "the engine's behaviour changed: if intended, update tests/bench/signature.txt";
  // And it is reproducible.
  EXPECT_EQ(quick_bench_nodes(), nodes);
}

}  // namespace
}  // namespace skald::tafl
