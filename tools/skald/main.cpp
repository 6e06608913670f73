// skald: the command-line tool. Each subcommand lives in cmd_<name>.cpp and is wired in
// here through commands.h.
#include <CLI/CLI.hpp>

#include "tools/skald/commands.h"

int main(int argc, char** argv) {
  CLI::App app{"skald: branching game records, puzzles and analysis for tafl (OpenTafl notation)",
               "skald"};
  app.require_subcommand(1);
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
