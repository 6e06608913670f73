#pragma once

// Every subcommand's setup function. Each cmd_<name>.cpp defines
// `void setup_<name>(CLI::App& app, RunContext& ctx)`, which adds its subcommand and the
// callback that runs it; the callback stores its exit code in ctx.exit_code.

#include <CLI/CLI.hpp>

namespace skald::cli {

/// What a running subcommand hands back to main().
struct RunContext {
  int exit_code = 0;
};

void setup_variants(CLI::App& app, RunContext& ctx);
void setup_rules(CLI::App& app, RunContext& ctx);
void setup_perft(CLI::App& app, RunContext& ctx);
void setup_moves(CLI::App& app, RunContext& ctx);
void setup_show(CLI::App& app, RunContext& ctx);
void setup_tree(CLI::App& app, RunContext& ctx);
void setup_validate(CLI::App& app, RunContext& ctx);
void setup_fmt(CLI::App& app, RunContext& ctx);
void setup_edit(CLI::App& app, RunContext& ctx);
void setup_tags(CLI::App& app, RunContext& ctx);
void setup_eval(CLI::App& app, RunContext& ctx);
void setup_bench(CLI::App& app, RunContext& ctx);
void setup_analyse(CLI::App& app, RunContext& ctx);
void setup_hint(CLI::App& app, RunContext& ctx);
void setup_puzzle(CLI::App& app, RunContext& ctx);
void setup_selfplay(CLI::App& app, RunContext& ctx);
void setup_solve(CLI::App& app, RunContext& ctx);
void setup_otep(CLI::App& app, RunContext& ctx);
void setup_match(CLI::App& app, RunContext& ctx);
void setup_svg(CLI::App& app, RunContext& ctx);
void setup_html(CLI::App& app, RunContext& ctx);
void setup_convert(CLI::App& app, RunContext& ctx);
void setup_uai(CLI::App& app, RunContext& ctx);
void setup_collect(CLI::App& app, RunContext& ctx);
void setup_studio(CLI::App& app, RunContext& ctx);
void setup_server(CLI::App& app, RunContext& ctx);
void setup_connect(CLI::App& app, RunContext& ctx);

/// Adds every subcommand, in the order --help lists them.
void register_commands(CLI::App& app, RunContext& ctx);

}  // namespace skald::cli
