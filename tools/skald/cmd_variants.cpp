// `skald variants`: the catalogue of named rule sets (formats/variants/variants.xml), as an
// aligned table for people or as JSON for programs; the table then lists the variants the
// other games name themselves (game::Game::variants(): ataxx, spot-4...).
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
  const variants::Catalogue catalogue = variants::builtin_catalogue();
  if (opt.json) {
    fmt::print("{}\n", variants::catalogue_to_json(catalogue, 2));
    return 0;
  }
  std::size_t id_width = 2, name_width = 4;
  for (const auto& v : catalogue.entries()) {
    id_width = std::max(id_width, v.id.size());
    name_width = std::max(name_width, v.name.size());
  }
  fmt::print("{:<{}}  {:>5}  {:<{}}  {}\n", "id", id_width, "size", "name", name_width,
             "description");
  for (const auto& v : catalogue.entries()) {
    fmt::print("{:<{}}  {:>5}  {:<{}}  {}\n", v.id, id_width, fmt::format("{}x{}", v.dim, v.dim),
               v.name, name_width, v.description);
    if (opt.rules) fmt::print("{:<{}}  {}\n", "", id_width, v.rules);
  }
  std::size_t game_width = 8;  // the column fits the longest game name
  for (const game::Game* g : known_games("").games())
    if (!g->variants().empty()) game_width = std::max(game_width, g->name().size());
  fmt::print("\n{:<{}}  {:<{}}  {}\n", "id", id_width, "game", game_width, "description");
  for (const game::Game* g : known_games("").games()) {
    for (const game::NamedRules& v : g->variants()) {
      fmt::print("{:<{}}  {:<{}}  {}\n", v.name, id_width, g->name(), game_width, v.description);
      if (opt.rules) fmt::print("{:<{}}  {}\n", "", id_width, v.rules);
    }
  }
  return 0;
}

}  // namespace

void setup_variants(CLI::App& app, RunContext& ctx) {
  auto opt = std::make_shared<VariantsOptions>();
  auto* cmd = app.add_subcommand(
      "variants", "List the named rule sets skald knows: tafl's catalogue, then other games'");
  cmd->add_flag("--json", opt->json, "Print tafl's catalogue as a JSON array");
  cmd->add_flag("--rules", opt->rules, "Also print each variant's OTN rules string");
  cmd->footer(
      "Examples:\n"
      "  skald variants\n"
      "  skald variants --json\n"
      "  skald rules explain --variant copenhagen\n"
      "  skald perft --variant spot-4 --depth 4");
  cmd->callback([opt, &ctx] { ctx.exit_code = run_variants(*opt); });
}

}  // namespace skald::cli
