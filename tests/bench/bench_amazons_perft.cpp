// Speed of the Amazons move generator on one core: perft from the starts with every move
// made and unmade down to the last ply, and with the last ply counted in bulk (per amazon
// and destination, a popcount of the arrow squares). Items per second is nodes (lines
// counted) per second.
//
// Usage: bench_amazons_perft [--benchmark_filter=Bulk] [--benchmark_* flags]
#include <benchmark/benchmark.h>

#include "skald/amazons/perft.h"
#include "skald/amazons/position.h"

namespace {

using skald::amazons::AmazonsRules;
using skald::amazons::Position;

void run(benchmark::State& state, bool bulk) {
  const int size = static_cast<int>(state.range(0));
  const int depth = static_cast<int>(state.range(1));
  Position position(AmazonsRules{size, skald::amazons::kWhite});
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    nodes += bulk ? skald::amazons::perft_bulk(position, depth)
                  : skald::amazons::perft_make_unmake(position, depth);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(nodes));
}

void PerftMakeUnmake(benchmark::State& state) {
  run(state, false);
}
void PerftBulk(benchmark::State& state) {
  run(state, true);
}

BENCHMARK(PerftMakeUnmake)
    ->Args({10, 2})
    ->Args({8, 2})
    ->Args({6, 3})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(PerftBulk)->Args({10, 2})->Args({10, 3})->Args({6, 3})->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
