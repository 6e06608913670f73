// `skald perft`: counts the leaves of the legal move tree at each depth up to N (the game's
// GameState::count_lines: tafl makes and unmakes every move, Ataxx counts the last ply's
// moves without making them), with wall-clock and CPU time and nodes per second of each
// (--counts-only leaves the times out, for scripts and golden files); --divide splits the
// last depth by root move.
#include <fmt/core.h>

#include <chrono>
#include <ctime>

#include "skald/game/game.h"
#include "tools/skald/commands.h"
#include "tools/skald/number_option.h"
#include "tools/skald/position_options.h"
#include "tools/skald/record_position.h"

namespace skald::cli {

namespace {

struct PerftOptions {
  RecordNodeOptions record;
  PositionOptions position;
  int depth = 3;
  bool divide = false;
  bool counts_only = false;
  std::string side;  // --side: one side's actions alone at a simultaneous turn
};

int run_perft(const PerftOptions& opt) {
  const GamePosition at = position_from_record_or_options(opt.record, opt.position);
  if (!at.state) return 2;
  std::optional<int> side;
  if (!opt.side.empty()) {
    side = at.game->side_from_name(opt.side);
    if (!side) {
      fmt::print(stderr, "error: --side must be {}\n", at.game->side_choices());
      return 2;
    }
    if (!at.state->count_lines_of(*side, 0) || opt.divide) {
      fmt::print(stderr, "error: --side: {} counts {}\n", at.game->name(),
                 opt.divide ? "one side's actions without --divide"
                            : "whole moves only (a side's own actions are counted at "
                              "simultaneous turns)");
      return 2;
    }
  }

  using Clock = std::chrono::steady_clock;
  auto rate = [](std::uint64_t nodes, double seconds) {
    return seconds > 0 ? static_cast<double>(nodes) / seconds / 1e6 : 0.0;
  };
  for (int d = 1; d <= opt.depth; ++d) {
    const auto t0 = Clock::now();
    const std::clock_t c0 = std::clock();
    const std::uint64_t nodes =
        side ? at.state->count_lines_of(*side, d).value_or(0) : at.state->count_lines(d);
    const double s = std::chrono::duration<double>(Clock::now() - t0).count();
    // CPU time too: on a shared machine the wall-clock rate says more about the load.
    const double cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
    if (opt.counts_only) {
      fmt::print("depth {:>2}  nodes {:>14}\n", d, nodes);
      continue;
    }
    fmt::print(
        "depth {:>2}  nodes {:>14}  time {:>9.3f} s  {:>8.2f} M nodes/s  cpu {:>9.3f} s  "
        "{:>8.2f} M nodes/s\n",
        d, nodes, s, rate(nodes, s), cpu, rate(nodes, cpu));
  }
  if (opt.divide && opt.depth >= 1) {
    std::uint64_t total = 0;
    for (const auto& [move, nodes] : at.state->count_lines_per_move(opt.depth)) {
      fmt::print("{}  {}\n", at.state->short_move_text(move), nodes);
      total += nodes;
    }
    fmt::print("total {}\n", total);
  }
  return 0;
}

}  // namespace

void setup_perft(CLI::App& app, RunContext& ctx) {
  auto opt = std::make_shared<PerftOptions>();
  auto* cmd =
      app.add_subcommand("perft", "Count legal move sequences to a depth (move generator check)");
  add_record_node_options(cmd, opt->record);
  add_position_options(cmd, opt->position);
  cmd->add_option("--depth", opt->depth, "Depth in plies (one ply = one move record)")
      ->required()
      ->check(whole_number_in(engine::kPerftDepthRange));
  cmd->add_flag("--divide", opt->divide, "Also print the last depth's count per root move");
  cmd->add_flag("--counts-only", opt->counts_only, "Print the counts without the times");
  cmd->add_option("--side", opt->side,
                  "Count one side's actions alone, the other standing still (games of "
                  "simultaneous turns: RoPaSci 360's per-player perft)");
  cmd->footer(
      "Examples:\n"
      "  skald perft --variant brandub --depth 4\n"
      "  skald perft --variant copenhagen --depth 3 --divide\n"
      "  skald perft --game ataxx --position 'x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1' --depth 5\n"
      "  skald perft --variant spot-4 --depth 4\n"
      "  skald perft --game ropasci360 --depth 2            joint actions: 225, 301401\n"
      "  skald perft --game ropasci360 --side upper --depth 3   15, 549, 33216");
  cmd->callback([opt, &ctx] { ctx.exit_code = run_perft(*opt); });
}

}  // namespace skald::cli
