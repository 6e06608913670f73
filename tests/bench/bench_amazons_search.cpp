// Why the engine sees an Amazons move as two half-moves (search_adapter.h): the same
// search (engine::Search, default options, one thread) over the same evaluation to the
// same depth in full moves, once with full moves as the engine's moves (about 2,000 at the
// 10x10 start) and once with the amazon's move and its arrow as two half-moves of one
// side. Benchmark, not test: read the time, nodes and best move of each.
//
// Usage: bench_amazons_search [--benchmark_filter=10x10]

#include <benchmark/benchmark.h>

#include <vector>

#include "skald/amazons/evaluation.h"
#include "skald/amazons/search_adapter.h"
#include "skald/engine/search.h"

namespace {

using namespace skald::amazons;

/// The engine's view with full moves: every (amazon, destination, arrow) one move.
class FullMoveGame {
 public:
  using Move = skald::amazons::Move;
  class MoveList {
   public:
    int size() const { return static_cast<int>(moves.size()); }
    Move& operator[](int i) { return moves[static_cast<std::size_t>(i)]; }
    const Move& operator[](int i) const { return moves[static_cast<std::size_t>(i)]; }
    std::vector<Move> moves;
  };
  explicit FullMoveGame(Position p) : position_(std::move(p)) {}
  void generate_moves(MoveList& list) const { position_.generate_moves(list.moves); }
  void make(const Move& m) { position_.make(m); }
  void unmake() { position_.unmake(); }
  std::uint64_t hash() const { return position_.hash(); }
  int side_to_move() const { return position_.side_to_move(); }
  skald::engine::Outcome outcome() const {
    return position_.has_move(position_.side_to_move()) ? skald::engine::Outcome::none
                                                        : skald::engine::Outcome::loss;
  }
  int evaluate() const { return skald::amazons::evaluate(position_); }
  int aspiration_window() const { return 300; }  // as AmazonsSearchGame's
  std::uint32_t move_code(const Move& m) const {
    return static_cast<std::uint32_t>(m.from) | (static_cast<std::uint32_t>(m.to) << 7) |
           (static_cast<std::uint32_t>(m.arrow) << 14);
  }
  // History by amazon move (from, to), whatever the arrow.
  int history_slots() const { return kSquareSlots * kSquareSlots; }
  int history_slot(const Move& m) const { return m.from * kSquareSlots + m.to; }

 private:
  Position position_;
};

template <class G>
void search(benchmark::State& state, int size, int full_moves, int plies_per_move) {
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    G game(Position(AmazonsRules{size, kWhite}));
    skald::engine::Search<G> search;
    skald::engine::SearchLimits limits;
    limits.depth = full_moves * plies_per_move;
    const auto result = search.run(game, limits);
    nodes = result.nodes;
    benchmark::DoNotOptimize(result.value);
  }
  state.counters["nodes"] = static_cast<double>(nodes);
}

void FullMoves6x6(benchmark::State& s) {
  search<FullMoveGame>(s, 6, 3, 1);
}
void HalfMoves6x6(benchmark::State& s) {
  search<AmazonsSearchGame>(s, 6, 3, 2);
}
void FullMoves8x8(benchmark::State& s) {
  search<FullMoveGame>(s, 8, 3, 1);
}
void HalfMoves8x8(benchmark::State& s) {
  search<AmazonsSearchGame>(s, 8, 3, 2);
}
void FullMoves10x10(benchmark::State& s) {
  search<FullMoveGame>(s, 10, 2, 1);
}
void HalfMoves10x10(benchmark::State& s) {
  search<AmazonsSearchGame>(s, 10, 2, 2);
}

BENCHMARK(FullMoves6x6)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(HalfMoves6x6)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(FullMoves8x8)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(HalfMoves8x8)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(FullMoves10x10)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(HalfMoves10x10)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
