#include "tools/skald/commands.h"

namespace skald::cli {

void register_commands(CLI::App& app, RunContext& ctx) {
  setup_variants(app, ctx);
  setup_rules(app, ctx);
  setup_perft(app, ctx);
  setup_moves(app, ctx);
}

}  // namespace skald::cli
