#include "tools/skald/commands.h"

namespace skald::cli {

void setup_perft(CLI::App& app, RunContext& ctx) {
  auto* cmd = app.add_subcommand("perft", "(not built yet)");
  cmd->callback([&ctx] { ctx.exit_code = 2; });
}

}  // namespace skald::cli
