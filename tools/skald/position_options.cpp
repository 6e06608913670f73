#include "tools/skald/position_options.h"

#include <fmt/core.h>

#include "formats/variants/catalogue.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/record_io.h"

namespace skald::cli {

void add_position_options(CLI::App* cmd, PositionOptions& opt) {
  auto* variant = cmd->add_option("--variant", opt.variant, "Catalogue variant (id or name)");
  auto* rules = cmd->add_option("--rules", opt.rules, "OTN rules string");
  variant->excludes(rules);
  auto* position = cmd->add_option("--position", opt.position,
                                   "OTN position record (rank 1 first) instead of the start");
  auto* to_move = cmd->add_option("--to-move", opt.to_move, "attackers or defenders");
  position->needs(to_move);
  to_move->needs(position);
  add_dialect_option(cmd, opt.dialect);
}

void add_record_node_options(CLI::App* cmd, RecordNodeOptions& opt) {
  cmd->add_option("file", opt.file, "Game record (.otg)");
  cmd->add_option("--at", opt.at, "Address of the node (default: end of the main line)");
  cmd->add_option("--encoding", opt.encoding, "The record's character set (default: detect)");
}

bool record_or_position_given(const RecordNodeOptions& record, const PositionOptions& position) {
  const bool from_options = !position.variant.empty() || !position.rules.empty();
  if (from_options == record.file.empty()) return true;
  fmt::print(stderr, "error: give either a record FILE (with --at) or --variant/--rules\n");
  return false;
}

std::optional<std::string> rules_from_options(const PositionOptions& opt) {
  if (opt.variant.empty()) {
    if (opt.rules.empty()) {
      fmt::print(stderr, "error: give --variant NAME or --rules STRING\n");
      return std::nullopt;
    }
    return opt.rules;
  }
  const variants::Catalogue catalogue = variants::builtin_catalogue();
  const auto* v = catalogue.find_or_null(opt.variant);
  if (v) return v->rules;
  std::string known;
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
