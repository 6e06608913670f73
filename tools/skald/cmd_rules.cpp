// `skald rules explain|check`: what an OTN rules string (or a named variant) says, in plain
// English, with notes where OpenTafl and the OTN spec read it differently, and whether it
// is well formed, with its canonical form; both read it in the chosen --dialect.
#include <fmt/core.h>

#include "formats/variants/catalogue.h"
#include "skald/tafl/rules_explain.h"
#include "skald/tafl/rules_string.h"
#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"

namespace skald::cli {

namespace {

struct RulesOptions {
  std::string rules;    // an OTN rules string
  std::string variant;  // or a catalogue id / name
  tafl::Dialect dialect = tafl::Dialect::opentafl;
};

/// The rules text the options name, or nothing after printing why (exit code 2).
std::optional<std::string> rules_text_or_error(const RulesOptions& opt) {
  if (!opt.variant.empty()) {
    const variants::Catalogue catalogue = variants::builtin_catalogue();
    if (const variants::Variant* v = catalogue.find_or_null(opt.variant)) return v->rules;
    std::string known;
    for (const std::string& id : catalogue.ids())
      known += (known.empty() ? "" : ", ") + id;
    fmt::print(stderr, "error: unknown variant '{}'; known variants: {}\n", opt.variant, known);
    return std::nullopt;
  }
  if (opt.rules.empty()) {
    fmt::print(stderr, "error: give an OTN rules string or --variant NAME (see skald variants)\n");
    return std::nullopt;
  }
  return opt.rules;
}

void print_diagnostics(const Diagnostics& diags) {
  for (const Diagnostic& d : diags.items())
    fmt::print(stderr, "{}\n", format_diagnostic(d));
}

int run_explain(const RulesOptions& opt) {
  const auto text = rules_text_or_error(opt);
  if (!text) return 2;
  const tafl::RulesParse parsed =
      tafl::parse_rules(*text, SourceLocation{"<rules>", 1, 1}, opt.dialect);
  print_diagnostics(parsed.diagnostics);
  if (!parsed.rules || parsed.diagnostics.has_errors()) return 1;
  fmt::print("{}{}", tafl::explain_rules(*parsed.rules), tafl::explain_dialect_notes(*text));
  return 0;
}

int run_check(const RulesOptions& opt) {
  const auto text = rules_text_or_error(opt);
  if (!text) return 2;
  const tafl::RulesParse parsed =
      tafl::parse_rules(*text, SourceLocation{"<rules>", 1, 1}, opt.dialect);
  print_diagnostics(parsed.diagnostics);
  if (!parsed.rules || parsed.diagnostics.has_errors()) {
    fmt::print(stderr, "rules: {} error(s), {} warning(s)\n",
               parsed.diagnostics.count(Severity::error),
               parsed.diagnostics.count(Severity::warning));
    return 1;
  }
  fmt::print("{}\n", tafl::serialise_rules(*parsed.rules));
  return 0;
}

void add_rules_inputs(CLI::App* cmd, RulesOptions& opt) {
  cmd->add_option("rules", opt.rules, "OTN rules string (quote it: it contains spaces)");
  cmd->add_option("--variant,-v", opt.variant, "A named variant instead (id or name)");
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
