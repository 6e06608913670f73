#include "tools/skald/position_options.h"

#include <fmt/core.h>

#include "formats/variants/catalogue.h"
#include "skald/tafl/position_record.h"
#include "skald/tafl/rules_string.h"
#include "tools/skald/dialect_option.h"

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

std::optional<tafl::Position> position_from_options(const PositionOptions& opt) {
  std::string rules_text = opt.rules;
  if (!opt.variant.empty()) {
    const variants::Catalogue catalogue = variants::builtin_catalogue();
    const auto* v = catalogue.find_or_null(opt.variant);
    if (!v) {
      std::string known;
      for (const auto& id : catalogue.ids()) {
        if (!known.empty()) known += ", ";
        known += id;
      }
      fmt::print(stderr, "error: unknown variant '{}'; known: {}\n", opt.variant, known);
      return std::nullopt;
    }
    rules_text = v->rules;
  }
  if (rules_text.empty()) {
    fmt::print(stderr, "error: give --variant NAME or --rules STRING\n");
    return std::nullopt;
  }
  auto parsed = tafl::parse_rules(rules_text, {}, opt.dialect);
  for (const auto& d : parsed.diagnostics.items())
    fmt::print(stderr, "rules: {}\n", format_diagnostic(d));
  if (!parsed.rules) {
    fmt::print(stderr, "error: the rules string could not be read\n");
    return std::nullopt;
  }
  if (opt.position.empty()) return tafl::Position(*parsed.rules);
  auto board =
      tafl::parse_position_record(opt.position, tafl::RowOrder::rank1_first, parsed.rules->dim);
  for (const auto& d : board.diagnostics.items())
    fmt::print(stderr, "position: {}\n", format_diagnostic(d));
  auto side = tafl::side_from_name(opt.to_move);
  if (!board.squares || !side) {
    if (!side) fmt::print(stderr, "error: --to-move must be attackers or defenders\n");
    return std::nullopt;
  }
  return tafl::Position(*parsed.rules, *board.squares, *side);
}

}  // namespace skald::cli
