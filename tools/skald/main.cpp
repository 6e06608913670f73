// skald: the command-line tool. Each subcommand lives in cmd_<name>.cpp and is wired in
// here through commands.h.
#include <CLI/CLI.hpp>
#include <cstdio>

#include "tools/skald/commands.h"
#include "tools/skald/position_options.h"

int main(int argc, char** argv) {
  CLI::App app{
      "skald: branching game records, puzzles and analysis for tafl (OpenTafl notation), Ataxx "
      "and Spot (2 to 4 players), the Game of the Amazons, RoPaSci 360 and The Octagon Theory",
      "skald"};
  app.require_subcommand(1);
  app.footer(skald::cli::games_and_variants_help() +
             "\nCommands that take a position name it with --game NAME (alone: its default "
             "variant), --variant NAME\nor --rules TEXT (an OTN rules string, `ataxx`, `spot "
             "players:3 corner:left`, `amazons size:8`...), and --position\n(Ataxx FEN for "
             "Ataxx and Spot: x5o/7/7/7/7/7/o5x x 0 1).");
  app.set_version_flag("--version", "skald 0.1.0");
  skald::cli::RunContext ctx;
  skald::cli::register_commands(app, ctx);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ValidationError& e) {
    // A value out of its range (tools/skald/number_option.h) or not among its choices: a
    // usage error like the commands' own, with their prefix and exit status.
    std::fprintf(stderr, "error: %s\n", e.what());
    return 2;
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  }
  return ctx.exit_code;
}
