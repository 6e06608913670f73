// `skald bench`: for every game with an engine, searches the starts of its benchmark list
// to fixed depths on one thread through the game's analyser, and prints each search's
// nodes, time and speed, then the total node count: the engine's signature
// (tests/bench/signature.txt). `--reference` runs instead the benchmark of each game's
// reference program (tafl: OpenTafl's own four searches, extensions off) for comparison
// with its published figures.
#include <fmt/core.h>

#include <optional>
#include <string>
#include <vector>

#include "skald/game/game.h"
#include "tools/skald/commands.h"
#include "tools/skald/number_option.h"
#include "tools/skald/record_io.h"

namespace skald::cli {

namespace {

struct BenchOptions {
  bool quick = false;
  bool reference = false;
  bool plain = false;
  std::size_t hash = 64;
};

/// The value column: the score in the analyser's unit, or a proven result.
std::string value_text(const game::Score& score) {
  if (score.win_in_plies) return fmt::format("win-in-{}", *score.win_in_plies);
  if (score.loss_in_plies) return fmt::format("loss-in-{}", *score.loss_in_plies);
  return fmt::format("{:.2f}", score.value);
}

int run_bench(const BenchOptions& opt) {
  const game::BenchList list = opt.reference ? game::BenchList::reference
                               : opt.quick   ? game::BenchList::quick
                                             : game::BenchList::signature;
  const game::VariantRegistry& variants = known_variants("");
  std::uint64_t total = 0;
  double seconds = 0;
  fmt::print("{:<16} {:>5} {:>12} {:>10} {:>12} {:>10}  {}\n", "variant", "depth", "nodes",
             "time ms", "nodes/s", "value", "best move");
  for (const game::Game* game : known_games("").games()) {
    const game::BenchPlan plan = game->bench_plan(list);
    if (plan.entries.empty()) continue;
    std::unique_ptr<game::Analyser> analyser = game->make_analyser();
    game::AnalyserSettings settings;
    settings.hash_megabytes = opt.hash;
    settings.extensions = plan.extensions;
    settings.plain = opt.plain;
    analyser->configure(settings);
    for (const game::BenchEntry& e : plan.entries) {
      const game::Variant* variant = variants.find_or_null(e.variant);
      if (variant == nullptr || variant->game != game) {
        fmt::print(stderr, "error: {} bench: '{}' is not one of the game's variants\n",
                   game->name(), e.variant);
        return 2;
      }
      Diagnostics diagnostics;
      const std::unique_ptr<game::GameState> start =
          game->start_state(variant->rules, std::nullopt, diagnostics);
      if (!start) {
        fmt::print(stderr, "error: {} bench: variant '{}' does not start\n", game->name(),
                   e.variant);
        return 2;
      }
      analyser->clear();  // each search as in a new analyser: the counts do not depend on order
      game::AnalysisLimits limits;
      limits.depth = e.depth;
      const game::Analysis run = analyser->analyse(*start, limits);
      const double s = static_cast<double>(run.elapsed.count()) / 1e6;
      total += run.nodes;
      seconds += s;
      fmt::print("{:<16} {:>5} {:>12} {:>10.1f} {:>12.0f} {:>10}  {}\n", e.variant, e.depth,
                 run.nodes, s * 1000, s > 0 ? run.nodes / s : 0.0, value_text(run.score),
                 run.best_move.value_or("-"));
    }
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
  cmd->add_flag("--reference,--opentafl", opt->reference,
                "The benchmark of each game's reference program (tafl: OpenTafl's: brandub 6, "
                "tablut 5, Copenhagen 4, tablut 15x15 4, extensions off)");
  cmd->add_flag("--plain", opt->plain, "Every search optimisation off (plain alpha-beta)");
  cmd->add_option("--hash", opt->hash, "Transposition table size in MB")
      ->check(whole_number_in(engine::kHashRange))
      ->capture_default_str();
  cmd->callback([opt, &ctx] { ctx.exit_code = run_bench(*opt); });
}

}  // namespace skald::cli
