// Reading speed of the .otg reader: read-only (syntax + tree) and read + replay-validate
// (every move of every line checked with the rules), in MB/s on one core, for each record
// given on the command line (generate them with tests/bench/gen_record.py; the script
// tests/bench/run_otn_bench.sh makes 1, 2, 4 and 8 MB records and runs this).
//
// Usage: bench_otn_read RECORD.otg... [--benchmark_* flags]
#include <benchmark/benchmark.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "formats/otn/reader.h"
#include "skald/tafl/tafl_game.h"

namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void read_only(benchmark::State& state, const std::string& text) {
  for (auto _ : state) {
    skald::otn::ReadResult r = skald::otn::read_otg_text(text, {});
    benchmark::DoNotOptimize(r.record.root().child_count());
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) *
                          static_cast<int64_t>(text.size()));
}

void read_and_validate(benchmark::State& state, const std::string& text) {
  skald::game::GameRegistry registry;
  registry.add(skald::tafl::make_tafl_game());
  skald::otn::ReadOptions options;
  options.games = &registry;
  for (auto _ : state) {
    skald::otn::ReadResult r = skald::otn::read_otg_text(text, options);
    if (!r.complete()) state.SkipWithError("the record has errors");
    benchmark::DoNotOptimize(r.record.root().child_count());
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) *
                          static_cast<int64_t>(text.size()));
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  std::vector<std::string> files(argv + 1, argv + argc);
  if (files.empty()) {
    std::fprintf(stderr,
                 "usage: bench_otn_read RECORD.otg...\n"
                 "make records with: tests/bench/gen_record.py 5 /tmp/record-5mb.otg\n");
    return 2;
  }
  static std::vector<std::string> texts;  // kept alive for the registered benchmarks
  texts.reserve(files.size());
  for (const std::string& file : files) {
    texts.push_back(read_file(file));
    const std::string& text = texts.back();
    const std::string size = std::to_string(text.size() / 1024) + "KiB";
    benchmark::RegisterBenchmark(("read_only/" + size).c_str(), read_only, text)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("read_validate/" + size).c_str(), read_and_validate, text)
        ->Unit(benchmark::kMillisecond);
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
