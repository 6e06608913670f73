// Google Benchmark programs for the search: OpenTafl's benchmark searches (start
// positions, extensions off) and the signature list. Benchmarks, not tests: run
// `build/release/tests/bench/bench_search` and read nodes/s in the counters.

#include <benchmark/benchmark.h>

#include "formats/variants/catalogue.h"
#include "skald/game/game.h"
#include "skald/tafl/tafl_game.h"

namespace {

void search_start_position(benchmark::State& state, const char* variant, int depth,
                           bool extensions) {
  const auto catalogue = skald::variants::builtin_catalogue();
  const auto* v = catalogue.find_or_null(variant);
  if (!v) {
    state.SkipWithError("variant missing from the catalogue");
    return;
  }
  const auto game = skald::tafl::make_tafl_game();
  skald::Diagnostics diagnostics;
  const auto start = game->start_state(v->rules, std::nullopt, diagnostics);
  const auto analyser = game->make_analyser();
  skald::game::AnalyserSettings settings;
  settings.extensions = extensions;
  analyser->configure(settings);
  skald::game::AnalysisLimits limits;
  limits.depth = depth;
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    analyser->clear();
    const auto run = analyser->analyse(*start, limits);
    nodes = run.nodes;
    benchmark::DoNotOptimize(run.score.value);
  }
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["nodes/s"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsIterationInvariantRate);
}

BENCHMARK_CAPTURE(search_start_position, brandub_d6, "brandub", 6, false)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(search_start_position, tablut_d5, "tablut-9x9", 5, false)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(search_start_position, copenhagen_d4, "copenhagen", 4, false)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(search_start_position, tablut15_d4, "tablut-15x15", 4, false)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(search_start_position, alea_d3, "alea-evangelii", 3, true)
    ->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
