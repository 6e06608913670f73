// Speed of the Ataxx move generator on one core: perft from the start (4,752,668 lines at
// depth 5) and from the start with gaps, with full make/unmake at every node and with bulk
// counting at the last ply (Position::count_moves, what `skald perft` uses).
//
// Items per second is nodes per second: every line counted, as perft counts them.
//
// Usage: bench_ataxx_perft [--benchmark_filter=Bulk] [--benchmark_* flags]
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "skald/ataxx/fen.h"
#include "skald/ataxx/perft.h"

namespace {

using skald::ataxx::Position;

Position position_of(const std::string& fen) {
  return *skald::ataxx::parse_fen(fen, skald::ataxx::AtaxxRules{}).position;
}

template <std::uint64_t (*Count)(Position&, int)>
void perft_from(benchmark::State& state, const std::string& fen, int depth) {
  Position position = position_of(fen);
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    const std::uint64_t n = Count(position, depth);
    benchmark::DoNotOptimize(n);
    nodes += n;
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(nodes));
}

void BM_PerftMakeUnmakeStart(benchmark::State& state) {
  perft_from<skald::ataxx::perft>(state, "x5o/7/7/7/7/7/o5x x 0 1", 5);
}
void BM_PerftBulkStart(benchmark::State& state) {
  perft_from<skald::ataxx::perft_bulk>(state, "x5o/7/7/7/7/7/o5x x 0 1", 6);
}
void BM_PerftMakeUnmakeGaps(benchmark::State& state) {
  perft_from<skald::ataxx::perft>(state, "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1", 5);
}
void BM_PerftBulkGaps(benchmark::State& state) {
  perft_from<skald::ataxx::perft_bulk>(state, "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1", 6);
}

BENCHMARK(BM_PerftMakeUnmakeStart)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PerftBulkStart)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PerftMakeUnmakeGaps)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PerftBulkGaps)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
