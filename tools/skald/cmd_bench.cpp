// `skald bench`: searches a fixed list of start positions to fixed depths on one thread
// and prints each search's nodes, time and speed, then the total node count: the engine's
// signature (tests/bench/signature.txt). `--opentafl` runs instead the four searches of
// OpenTafl's own benchmark (extensions off) for comparison with its published figures.
#include <fmt/core.h>

#include <string>
#include <vector>

#include "formats/variants/catalogue.h"
#include "skald/tafl/move_notation.h"
#include "skald/tafl/rules_string.h"
#include "skald/tafl/search_bench.h"
#include "tools/skald/commands.h"

namespace skald::cli {

namespace {

struct BenchOptions {
  bool quick = false;
  bool opentafl = false;
  bool plain = false;
  std::size_t hash = 64;
};

int run_bench(const BenchOptions& opt) {
  std::vector<tafl::BenchEntry> entries =
      opt.quick ? tafl::quick_bench_entries() : tafl::bench_entries();
  engine::SearchOptions options =
      opt.plain ? engine::SearchOptions::plain() : engine::SearchOptions{};
  options.hash_megabytes = opt.hash;
  if (opt.opentafl) {
    entries = {{"brandub", 6}, {"tablut-9x9", 5}, {"copenhagen", 4}, {"tablut-15x15", 4}};
    options.extensions = false;
  }
  const variants::Catalogue catalogue = variants::builtin_catalogue();
  std::uint64_t total = 0;
  double seconds = 0;
  fmt::print("{:<16} {:>5} {:>12} {:>10} {:>12} {:>10}  {}\n", "variant", "depth", "nodes",
             "time ms", "nodes/s", "value", "best move");
  for (const auto& e : entries) {
    const auto* v = catalogue.find_or_null(e.variant);
    if (!v) {
      fmt::print(stderr, "error: variant '{}' is not in the catalogue\n", e.variant);
      return 2;
    }
    auto rules = tafl::parse_rules(v->rules).rules;
    if (!rules) {
      fmt::print(stderr, "error: rules of '{}' do not parse\n", e.variant);
      return 2;
    }
    const tafl::BenchRun run = tafl::run_bench_search(*rules, e.variant, e.depth, options);
    const double s = static_cast<double>(run.elapsed.count()) / 1e6;
    total += run.nodes;
    seconds += s;
    std::string best =
        run.best_move ? tafl::move_to_otn(tafl::Position(*rules), *run.best_move) : "-";
    fmt::print("{:<16} {:>5} {:>12} {:>10.1f} {:>12.0f} {:>10.2f}  {}\n", e.variant, e.depth,
               run.nodes, s * 1000, s > 0 ? run.nodes / s : 0.0, run.value / 100.0, best);
  }
  fmt::print("Total time (ms) : {:.0f}\n", seconds * 1000);
  fmt::print("Nodes/second    : {:.0f}\n", seconds > 0 ? total / seconds : 0.0);
  fmt::print("Nodes searched  : {}\n", total);
  return 0;
}

}  // namespace

void setup_bench(CLI::App& app, RunContext& ctx) {
  auto opt = std::make_shared<BenchOptions>();
  auto* cmd = app.add_subcommand(
      "bench", "Search fixed positions to fixed depths; the total node count is the signature");
  cmd->add_flag("--quick", opt->quick, "The shallow list the tests check");
  cmd->add_flag("--opentafl", opt->opentafl,
                "OpenTafl's benchmark: brandub 6, tablut 5, Copenhagen 4, tablut 15x15 4, "
                "extensions off");
  cmd->add_flag("--plain", opt->plain, "Every search optimisation off (plain alpha-beta)");
  cmd->add_option("--hash", opt->hash, "Transposition table size in MB")->capture_default_str();
  cmd->callback([opt, &ctx] { ctx.exit_code = run_bench(*opt); });
}

}  // namespace skald::cli
