#include "tools/skald/position_options.h"

#include <fmt/core.h>

#include "formats/variants/catalogue.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/record_io.h"

namespace skald::cli {

void add_position_options(CLI::App* cmd, PositionOptions& opt) {
  cmd->add_option(
      "--game", opt.game,
      "Game by name (tafl, ataxx, spot-3, spot-4, amazons, octagon, octagon-3, octagon-4, "
      "ropasci360); alone: its default rules");
  auto* variant = cmd->add_option(
      "--variant", opt.variant,
      "Variant: a game's own (ataxx, spot-2, spot-3, spot-3-left, spot-4, octagon, octagon-20...) "
      "or tafl's catalogue (id or name)");
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

/// The game --game names, or nullptr after printing the names known.
const game::Game* named_game_or_report(const PositionOptions& opt) {
  const game::GameRegistry& games = known_games(opt.dialect);
  if (const game::Game* g = games.find_by_name(opt.game)) return g;
  std::string known;
  for (const game::Game* g : games.games())
    known += (known.empty() ? "" : ", ") + g->name();
  fmt::print(stderr, "error: unknown game '{}'; known: {}\n", opt.game, known);
  return nullptr;
}

}  // namespace

std::optional<std::string> own_variant_rules(const game::GameRegistry& games,
                                             std::string_view variant, std::string_view game_name) {
  for (const game::Game* g : games.games()) {
    if (!game_name.empty() && g->name() != game_name) continue;
    for (const game::NamedRules& v : g->variants())
      if (v.name == variant) return v.rules;
  }
  return std::nullopt;
}

std::optional<std::string> rules_from_options(const PositionOptions& opt) {
  const game::Game* named = nullptr;
  if (!opt.game.empty() && (named = named_game_or_report(opt)) == nullptr) return std::nullopt;
  if (opt.variant.empty()) {
    if (!opt.rules.empty()) return opt.rules;
    if (named != nullptr && !named->variants().empty()) return named->variants().front().rules;
    if (named != nullptr) {
      fmt::print(stderr, "error: give --variant NAME or --rules STRING for {}\n", named->name());
      return std::nullopt;
    }
    fmt::print(stderr, "error: give --game NAME, --variant NAME or --rules STRING\n");
    return std::nullopt;
  }
  if (std::optional<std::string> rules =
          own_variant_rules(known_games(opt.dialect), opt.variant, opt.game))
    return rules;
  const variants::Catalogue catalogue = variants::builtin_catalogue();
  const auto* v =
      named == nullptr || named->variants().empty() ? catalogue.find_or_null(opt.variant) : nullptr;
  if (v) return v->rules;
  std::string known;
  for (const game::Game* g : known_games(opt.dialect).games())
    for (const game::NamedRules& own : g->variants())
      known += (known.empty() ? "" : ", ") + own.name;
  for (const auto& id : catalogue.ids()) {
    if (!known.empty()) known += ", ";
    known += id;
  }
  fmt::print(stderr, "error: unknown variant '{}'; known: {}\n", opt.variant, known);
  return std::nullopt;
}

GamePosition position_from_options(const PositionOptions& opt) {
  const std::optional<std::string> rules_text = rules_from_options(opt);
  if (!rules_text) return {};
  GamePosition out;
  out.game = known_games(opt.dialect).game_for_rules_or_null(*rules_text);
  if (out.game == nullptr) {
    fmt::print(stderr, "error: no game understands the rules string `{}`\n", *rules_text);
    return out;
  }
  if (!opt.game.empty() && out.game->name() != opt.game) {
    fmt::print(stderr, "error: the rules `{}` are {}'s, not {}'s\n", *rules_text, out.game->name(),
               opt.game);
    out.game = nullptr;
    return out;
  }
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
      *rules_text,
      opt.position.empty() ? std::nullopt : std::optional<std::string_view>(opt.position), side,
      diagnostics);
  for (const Diagnostic& d : diagnostics.items())
    fmt::print(stderr, "{}: {}\n", severity_name(d.severity), d.message);
  return out;
}

}  // namespace skald::cli
