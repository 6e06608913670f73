#include "tools/skald/commands.h"

namespace skald::cli {

void register_commands(CLI::App& app, RunContext& ctx) {
  setup_variants(app, ctx);
  setup_rules(app, ctx);
  setup_perft(app, ctx);
  setup_moves(app, ctx);
  setup_show(app, ctx);
  setup_tree(app, ctx);
  setup_validate(app, ctx);
  setup_fmt(app, ctx);
  setup_edit(app, ctx);
  setup_tags(app, ctx);
  setup_eval(app, ctx);
  setup_analyse(app, ctx);
  setup_bench(app, ctx);
  setup_hint(app, ctx);
  setup_puzzle(app, ctx);
  setup_selfplay(app, ctx);
  setup_solve(app, ctx);
  setup_otep(app, ctx);
  setup_match(app, ctx);
  setup_svg(app, ctx);
  setup_html(app, ctx);
  setup_convert(app, ctx);
  setup_uai(app, ctx);
  setup_collect(app, ctx);
  setup_studio(app, ctx);
  setup_server(app, ctx);
  setup_connect(app, ctx);
}

}  // namespace skald::cli
