// Speed of the tafl move generator on one core: perft (full make/unmake at every node, no
// bulk counting) from the brandub and Copenhagen start positions, move generation alone,
// and make + unmake alone. Generation and make/unmake run over a fixed sample of midgame
// positions (deterministic random playouts from the start), so they see captures, kings
// near edges and crowded boards, not only the start.
//
// Items per second is nodes per second for perft and moves per second for the others.
// The `skald perft` figures of tests/bench/perft_speed.sh are the reference numbers.
//
// Usage: bench_movegen [--benchmark_filter=Perft] [--benchmark_* flags]
#include <benchmark/benchmark.h>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "formats/variants/catalogue.h"
#include "skald/tafl/perft.h"
#include "skald/tafl/rules_string.h"

namespace {

using skald::tafl::Move;
using skald::tafl::MoveList;
using skald::tafl::Position;

Position start_position(const std::string& variant_id) {
  const skald::variants::Catalogue catalogue = skald::variants::builtin_catalogue();
  const auto* variant = catalogue.find_or_null(variant_id);
  if (variant == nullptr) throw std::runtime_error("no variant " + variant_id);
  auto parsed = skald::tafl::parse_rules(variant->rules);
  if (!parsed.rules) throw std::runtime_error("bad rules for " + variant_id);
  return Position(*parsed.rules);
}

/// `count` positions reached by deterministic random playouts of 4 to 40 plies from the
/// start (playouts that end early are cut before their last move), history dropped so
/// every sample starts a fresh Position of the same tables.
std::vector<Position> sample_positions(const std::string& variant_id, int count) {
  const Position start = start_position(variant_id);
  std::vector<Position> out;
  std::uint64_t state = 0x2545f4914f6cdd1dull;
  auto next = [&state] {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  };
  MoveList moves;
  while (static_cast<int>(out.size()) < count) {
    Position pos = start;
    const int plies = 4 + static_cast<int>(next() % 37);
    for (int i = 0; i < plies; ++i) {
      pos.generate_moves(moves);
      if (moves.empty()) break;
      pos.make(moves[static_cast<int>(next() % static_cast<std::uint64_t>(moves.size()))]);
      if (pos.outcome().over()) {
        pos.unmake();
        break;
      }
    }
    out.emplace_back(pos.tables(), pos.pieces(), pos.side_to_move());
  }
  return out;
}

void perft_from_start(benchmark::State& state, const std::string& variant_id) {
  Position pos = start_position(variant_id);
  const int depth = static_cast<int>(state.range(0));
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = skald::tafl::perft(pos, depth);
    benchmark::DoNotOptimize(nodes);
  }
  state.counters["nodes"] = static_cast<double>(nodes);
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(nodes));
}

void generate_only(benchmark::State& state, const std::string& variant_id) {
  const std::vector<Position> positions = sample_positions(variant_id, 256);
  MoveList moves;
  std::int64_t generated = 0;
  for (auto _ : state) {
    for (const Position& pos : positions) {
      pos.generate_moves(moves);
      generated += moves.size();
      benchmark::DoNotOptimize(moves.begin());
    }
  }
  state.SetItemsProcessed(generated);
}

void make_unmake_only(benchmark::State& state, const std::string& variant_id) {
  std::vector<Position> positions = sample_positions(variant_id, 256);
  std::vector<MoveList> lists(positions.size());
  for (std::size_t i = 0; i < positions.size(); ++i)
    positions[i].generate_moves(lists[i]);
  std::int64_t made = 0;
  for (auto _ : state) {
    for (std::size_t i = 0; i < positions.size(); ++i) {
      Position& pos = positions[i];
      for (const Move m : lists[i]) {
        pos.make(m);
        benchmark::DoNotOptimize(pos.hash());
        pos.unmake();
      }
      made += lists[i].size();
    }
  }
  state.SetItemsProcessed(made);
}

BENCHMARK_CAPTURE(perft_from_start, brandub, std::string("brandub"))
    ->DenseRange(3, 5)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(perft_from_start, copenhagen, std::string("copenhagen"))
    ->DenseRange(2, 4)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generate_only, brandub, std::string("brandub"));
BENCHMARK_CAPTURE(generate_only, copenhagen, std::string("copenhagen"));
BENCHMARK_CAPTURE(make_unmake_only, brandub, std::string("brandub"));
BENCHMARK_CAPTURE(make_unmake_only, copenhagen, std::string("copenhagen"));

}  // namespace

BENCHMARK_MAIN();
