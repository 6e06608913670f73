#include "tools/skald/position_options.h"

#include <fmt/core.h>

#include <algorithm>
#include <vector>

#include "tools/skald/dialect_option.h"
#include "tools/skald/record_io.h"

namespace skald::cli {

void add_position_options(CLI::App* cmd, PositionOptions& opt) {
  cmd->add_option("--game", opt.game, game_option_help());
  auto* variant = cmd->add_option("--variant", opt.variant, variant_option_help());
  auto* rules = cmd->add_option(
      "--rules", opt.rules,
      "Rules text: an OTN rules string, `ataxx`, `spot players:3`, `octagon turns:20`...");
  variant->excludes(rules);
  auto* position = cmd->add_option(
      "--position", opt.position,
      "Position instead of the start: tafl an OTN position record (rank 1 "
      "first, with --to-move), Ataxx/Spot a FEN (x5o/7/7/7/7/7/o5x x 0 1), The Octagon "
      "Theory its rows, side, round, placements and stocks (lib/skald/octagon)");
  auto* to_move = cmd->add_option("--to-move", opt.to_move,
                                  "Side to move: attackers or defenders (tafl); x, o, y or z "
                                  "(Ataxx/Spot, overriding the FEN's)");
  to_move->needs(position);
  add_dialect_option(cmd, opt.dialect);
}

void add_record_node_options(CLI::App* cmd, RecordNodeOptions& opt) {
  cmd->add_option("file", opt.file, "Game record (.otg)");
  cmd->add_option("--at", opt.at, "Address of the node (default: end of the main line)");
  cmd->add_option("--encoding", opt.encoding, "The record's character set (default: detect)");
}

bool record_or_position_given(const RecordNodeOptions& record, const PositionOptions& position) {
  const bool from_options =
      !position.game.empty() || !position.variant.empty() || !position.rules.empty();
  if (from_options == record.file.empty()) return true;
  fmt::print(stderr, "error: give either a record FILE (with --at) or --game/--variant/--rules\n");
  return false;
}

namespace {

/// The names of `game`'s variants in the registry, the default first when it has one.
std::vector<std::string> variant_names_of(const game::VariantRegistry& registry,
                                          const game::Game& game) {
  std::vector<std::string> names;
  if (const game::Variant* d = registry.default_of_or_null(game)) names.push_back(d->name);
  for (const game::Variant& v : registry.variants())
    if (v.game == &game && !v.game_default) names.push_back(v.name);
  return names;
}

/// `words` joined by ", " in lines of at most `width` characters, every line after the
/// first indented by `indent` spaces.
std::string wrapped(const std::vector<std::string>& words, std::size_t indent, std::size_t width) {
  std::string out, line;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string word = words[i] + (i + 1 < words.size() ? "," : "");
    if (!line.empty() && indent + line.size() + 1 + word.size() > width) {
      out += line + "\n" + std::string(indent, ' ');
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  return out + line;
}

}  // namespace

std::string game_option_help() {
  return "Game by name (" + known_variants("").game_names() +
         "); alone: its default variant (skald --help lists them)";
}

std::string variant_option_help() {
  const game::VariantRegistry& registry = known_variants("");
  std::vector<std::string> defaults;
  for (const game::Game* g : registry.games().games())
    if (const game::Variant* d = registry.default_of_or_null(*g)) defaults.push_back(d->name);
  std::string joined;
  for (const std::string& name : defaults)
    joined += (joined.empty() ? "" : ", ") + name;
  return fmt::format(
      "Variant by id or name, any case, of any game: one of the {} that `skald variants` lists "
      "(the games' defaults: {}...), or a game's name for its default",
      registry.variants().size(), joined);
}

std::string games_and_variants_help() {
  const game::VariantRegistry& registry = known_variants("");
  std::size_t name_width = 0;
  for (const game::Game* g : registry.games().games())
    name_width = std::max(name_width, g->name().size());
  constexpr std::size_t kWidth = 100;
  std::string out =
      "Games and their variants, the default first (`skald variants` describes them):";
  for (const game::Game* g : registry.games().games()) {
    std::vector<std::string> names = variant_names_of(registry, *g);
    if (registry.default_of_or_null(*g) == nullptr && !names.empty())
      names.front() = "(no default) " + names.front();
    out += fmt::format("\n  {:<{}}  {}", g->name(), name_width,
                       wrapped(names, 2 + name_width + 2, kWidth));
  }
  return out;
}

GamePosition position_from_options(const PositionOptions& opt) {
  const game::RulesChoice choice =
      known_variants(opt.dialect).choose({opt.game, opt.variant, opt.rules});
  if (!choice.ok()) {
    fmt::print(stderr, "error: {}\n", choice.error);
    return {};
  }
  GamePosition out;
  out.game = choice.game;
  out.rules = choice.rules;
  if (!opt.position.empty() && opt.to_move.empty() && !out.game->position_names_side_to_move()) {
    fmt::print(stderr,
               "error: --position needs --to-move for {}: its position text does not say who "
               "moves\n",
               out.game->name());
    out.game = nullptr;
    return out;
  }
  std::optional<int> side;
  if (!opt.to_move.empty()) {
    side = out.game->side_from_name(opt.to_move);
    if (!side) {
      fmt::print(stderr, "error: --to-move must be {}\n", out.game->side_choices());
      return out;
    }
  }
  Diagnostics diagnostics;
  out.state = out.game->start_state(
      choice.rules,
      opt.position.empty() ? std::nullopt : std::optional<std::string_view>(opt.position), side,
      diagnostics);
  for (const Diagnostic& d : diagnostics.items())
    fmt::print(stderr, "{}: {}\n", severity_name(d.severity), d.message);
  return out;
}

}  // namespace skald::cli
