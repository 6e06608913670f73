// `skald variants`: every named rule set skald knows, of every game (the registry of
// variants, known_variants(): each game's own, game::Game::variants(), and tafl's catalogue,
// formats/variants/variants.xml), as an aligned table for people or as JSON for programs.
#include <fmt/core.h>

#include <algorithm>

#include "formats/variants/catalogue.h"
#include "tools/skald/commands.h"
#include "tools/skald/record_io.h"

namespace skald::cli {

namespace {

struct VariantsOptions {
  bool json = false;
  bool rules = false;
};

int run_variants(const VariantsOptions& opt) {
  const game::VariantRegistry& registry = known_variants("");
  if (opt.json) {
    fmt::print("{}\n", variants::variants_to_json(registry, variants::builtin_catalogue(), 2));
    return 0;
  }
  std::size_t id_width = 2, game_width = 4, name_width = 4;
  for (const game::Variant& v : registry.variants()) {
    id_width = std::max(id_width, v.name.size());
    game_width = std::max(game_width, v.game->name().size());
    name_width = std::max(name_width, v.display_name.size());
  }
  fmt::print("{:<{}}  {:<{}}  {:<{}}  {}\n", "id", id_width, "game", game_width, "name", name_width,
             "description");
  for (const game::Variant& v : registry.variants()) {
    fmt::print("{:<{}}  {:<{}}  {:<{}}  {}\n", v.name, id_width, v.game->name(), game_width,
               v.display_name, name_width, v.description);
    if (opt.rules) fmt::print("{:<{}}  {}\n", "", id_width, v.rules);
  }
  return 0;
}

}  // namespace

void setup_variants(CLI::App& app, RunContext& ctx) {
  auto opt = std::make_shared<VariantsOptions>();
  auto* cmd = app.add_subcommand("variants", "List the named rule sets skald knows, of every game");
  cmd->add_flag("--json", opt->json,
                "Print them as a JSON array of {id, game, name, description, rules} (tafl's also "
                "with dim and source)");
  cmd->add_flag("--rules", opt->rules, "Also print each variant's rules text");
  cmd->footer(
      "Examples:\n"
      "  skald variants\n"
      "  skald variants --json\n"
      "  skald rules explain --variant copenhagen\n"
      "  skald perft --variant spot-4 --depth 4");
  cmd->callback([opt, &ctx] { ctx.exit_code = run_variants(*opt); });
}

}  // namespace skald::cli
