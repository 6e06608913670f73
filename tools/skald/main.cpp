// skald: the command-line tool. Each subcommand lives in cmd_<name>.cpp and is wired in
// here through commands.h.
#include <CLI/CLI.hpp>

#include "tools/skald/commands.h"

int main(int argc, char** argv) {
  CLI::App app{
      "skald: branching game records, puzzles and analysis for tafl (OpenTafl notation), Ataxx "
      "and Spot (2 to 4 players), the Game of the Amazons, RoPaSci 360 and The Octagon Theory",
      "skald"};
  app.require_subcommand(1);
  app.footer(
      "Games: tafl (rules: an OTN rules string; skald variants), ataxx (rules `ataxx`, or "
      "`spot players:2`), spot-3 and spot-4 (`spot players:3 [corner:left|right]`, `spot "
      "players:4`), amazons (6x6, 8x8, 10x10), ropasci360 (simultaneous turns), octagon, "
      "octagon-3 and octagon-4. `skald variants` lists every named variant. Commands that take "
      "a position name it with --game NAME, --variant NAME or --rules TEXT, and --position "
      "(Ataxx FEN for Ataxx and Spot: x5o/7/7/7/7/7/o5x x 0 1).");
  app.set_version_flag("--version", "skald 0.1.0");
  skald::cli::RunContext ctx;
  skald::cli::register_commands(app, ctx);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  }
  return ctx.exit_code;
}
