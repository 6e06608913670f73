// `skald rules explain|check`: what an OTN rules string (or a named variant) says, in plain
// English, with notes where OpenTafl and the OTN spec read it differently, and whether it
// is well formed, with its canonical form; both read it in the chosen --dialect.
#include <fmt/core.h>

#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/position_options.h"
#include "tools/skald/record_io.h"

namespace skald::cli {

namespace {

struct RulesOptions {
  std::string rules;    // an OTN rules string
  std::string variant;  // or a variant of any game, or a game's name
  std::string dialect;  // --dialect; empty: the game list's default
};

/// The rules text the options name (--variant through the registry of variants), or
/// nothing after printing why (exit code 2).
std::optional<std::string> rules_text_or_error(const RulesOptions& opt) {
  if (!opt.variant.empty()) {
    game::RulesChoice choice = known_variants(opt.dialect).resolve(opt.variant);
    if (choice.ok()) return std::move(choice.rules);
    fmt::print(stderr, "error: {}\n", choice.error);
    return std::nullopt;
  }
  if (opt.rules.empty()) {
    fmt::print(stderr, "error: give an OTN rules string or --variant NAME (see skald variants)\n");
    return std::nullopt;
  }
  return opt.rules;
}

/// The rules as the game that takes them reads them, or nothing after printing why.
std::optional<game::RulesReading> read_rules_or_error(const RulesOptions& opt) {
  const auto text = rules_text_or_error(opt);
  if (!text) return std::nullopt;
  const game::GameRegistry& games = known_games(opt.dialect);
  const game::Game* game = games.game_for_rules_or_null(*text);
  if (game == nullptr) {
    fmt::print(stderr, "<rules>:1:1: error: no game skald knows ({}) reads these rules\n",
               known_variants(opt.dialect).game_names());
    return std::nullopt;
  }
  game::RulesReading reading = game->read_rules(*text, SourceLocation{"<rules>", 1, 1});
  print_diagnostics(reading.diagnostics);
  return reading;
}

int run_explain(const RulesOptions& opt) {
  const auto reading = read_rules_or_error(opt);
  if (!reading) return 2;
  if (!reading->usable) return 1;
  fmt::print("{}", reading->explanation);
  return 0;
}

int run_check(const RulesOptions& opt) {
  const auto reading = read_rules_or_error(opt);
  if (!reading) return 2;
  if (!reading->usable) {
    fmt::print(stderr, "rules: {} error(s), {} warning(s)\n",
               reading->diagnostics.count(Severity::error),
               reading->diagnostics.count(Severity::warning));
    return 1;
  }
  fmt::print("{}\n", reading->canonical);
  return 0;
}

void add_rules_inputs(CLI::App* cmd, RulesOptions& opt) {
  cmd->add_option("rules", opt.rules, "OTN rules string (quote it: it contains spaces)");
  cmd->add_option("--variant,-v", opt.variant, variant_option_help());
  add_dialect_option(cmd, opt.dialect);
}

}  // namespace

void setup_rules(CLI::App& app, RunContext& ctx) {
  auto* cmd = app.add_subcommand("rules", "Explain or check an OTN rules string");
  cmd->require_subcommand(1);
  cmd->footer(
      "Examples:\n"
      "  skald rules explain --variant brandub\n"
      "  skald rules check 'dim:7 ks:n cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/'");

  auto explain_opt = std::make_shared<RulesOptions>();
  auto* explain = cmd->add_subcommand("explain", "Say in plain English what the rules are");
  add_rules_inputs(explain, *explain_opt);
  explain->footer(
      "Examples:\n"
      "  skald rules explain --variant copenhagen\n"
      "  skald rules explain 'dim:9 esc:e ka:n cor: cen: "
      "start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/'");
  explain->callback([explain_opt, &ctx] { ctx.exit_code = run_explain(*explain_opt); });

  auto check_opt = std::make_shared<RulesOptions>();
  auto* check = cmd->add_subcommand(
      "check", "Report problems in a rules string and print its canonical form (exit 1 on errors)");
  add_rules_inputs(check, *check_opt);
  check->footer(
      "Examples:\n"
      "  skald rules check 'dim:7 ks:y cor:g7, start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/'\n"
      "  skald rules check --variant tablut-9x9");
  check->callback([check_opt, &ctx] { ctx.exit_code = run_check(*check_opt); });
}

}  // namespace skald::cli
