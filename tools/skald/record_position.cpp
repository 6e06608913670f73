#include "tools/skald/record_position.h"

#include <fmt/core.h>

#include <vector>

#include "skald/record/numbering.h"
#include "skald/tafl/move_notation.h"
#include "skald/tafl/position_record.h"
#include "skald/tafl/rules_string.h"
#include "tools/skald/record_io.h"

namespace skald::cli {

RecordPosition tafl_position_at(const record::Record& record, const record::Node& node,
                                tafl::Dialect dialect) {
  auto parsed = tafl::parse_rules(record.rules_text(), {}, dialect);
  if (!parsed.rules) return {std::nullopt, "the record's rules tag is missing or unreadable"};
  std::optional<tafl::Position> pos;
  if (auto text = record.position_text()) {
    auto board = tafl::parse_position_record(*text, tafl::RowOrder::rank1_first, parsed.rules->dim);
    if (!board.squares) return {std::nullopt, "the record's position tag is unreadable"};
    const tafl::Side first =
        parsed.rules->attackers_first ? tafl::Side::attackers : tafl::Side::defenders;
    pos.emplace(*parsed.rules, *board.squares, first);
  } else {
    pos.emplace(*parsed.rules);
  }
  std::vector<const record::Node*> path;
  for (const record::Node* n = &node; !n->is_root(); n = n->parent())
    path.push_back(n);
  for (auto it = path.rbegin(); it != path.rend(); ++it) {
    auto rec = tafl::parse_move_record((*it)->move_text);
    if (!rec.record)
      return {std::nullopt, "move " + record::address_text(**it) + " '" + (*it)->move_text +
                                "' does not read: " + rec.error};
    if (rec.record->resign) return {std::nullopt, "the line ends in a resignation"};
    auto resolved = tafl::resolve_move(*pos, *rec.record);
    if (!resolved.move)
      return {std::nullopt, "move " + record::address_text(**it) + " '" + (*it)->move_text +
                                "' is not legal here: " + resolved.error};
    pos->make(*resolved.move);
  }
  return {pos, ""};
}

RecordNode record_node_or_report(const std::string& file, const std::string& encoding,
                                 const std::string& address, tafl::Dialect dialect) {
  RecordNode out;
  out.loaded = load_record_or_report(file, encoding, dialect, /*quiet=*/true);
  if (!out.loaded) return out;
  const record::Record& record = out.loaded->record;
  if (!address.empty()) {
    out.node = find_node_or_report(record, file, address);
  } else {
    out.node = &record.root();
    while (out.node->next())
      out.node = out.node->next();
  }
  return out;
}

std::optional<tafl::Position> tafl_position_or_report(const RecordNode& found,
                                                      const std::string& file,
                                                      tafl::Dialect dialect) {
  RecordPosition at = tafl_position_at(found.loaded->record, *found.node, dialect);
  if (!at.position) fmt::print(stderr, "{}: error: {}\n", file, at.error);
  return std::move(at.position);
}

std::optional<tafl::Position> position_from_record_or_options(const RecordNodeOptions& record,
                                                              const PositionOptions& position) {
  if (!record_or_position_given(record, position)) return std::nullopt;
  if (record.file.empty()) return position_from_options(position);
  const RecordNode found =
      record_node_or_report(record.file, record.encoding, record.at, position.dialect);
  if (!found.node) return std::nullopt;
  return tafl_position_or_report(found, record.file, position.dialect);
}

}  // namespace skald::cli
