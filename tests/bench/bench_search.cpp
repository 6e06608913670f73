// Google Benchmark programs for the search: OpenTafl's benchmark searches (start
// positions, extensions off) and the signature list. Benchmarks, not tests: run
// `build/release/tests/bench/bench_search` and read nodes/s in the counters.

#include <benchmark/benchmark.h>

#include "formats/variants/catalogue.h"
#include "skald/tafl/rules_string.h"
#include "skald/tafl/search_bench.h"

namespace {

void search_start_position(benchmark::State& state, const char* variant, int depth,
                           bool extensions) {
  const auto catalogue = skald::variants::builtin_catalogue();
  const auto* v = catalogue.find_or_null(variant);
  if (!v) {
    state.SkipWithError("variant missing from the catalogue");
    return;
  }
  auto rules = skald::tafl::parse_rules(v->rules).rules;
  skald::engine::SearchOptions options;
  options.extensions = extensions;
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    auto run = skald::tafl::run_bench_search(*rules, variant, depth, options);
    nodes = run.nodes;
    benchmark::DoNotOptimize(run.value);
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
