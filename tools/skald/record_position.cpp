#include "tools/skald/record_position.h"

#include <fmt/core.h>

#include <vector>

#include "skald/record/numbering.h"
#include "skald/tafl/coord.h"
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
  if (!path.empty()) {
    // A start position whose game is already over (the king on a corner) allows no move.
    const PositionStanding start = position_standing(*pos);
    if (start.error.empty() && start.outcome.over())
      return {std::nullopt, "the game is over at the start position, " +
                                outcome_text(start.outcome) + ": move " +
                                record::address_text(*path.back()) + " cannot be played"};
  }
  RecordPosition at{std::move(pos), ""};
  for (auto it = path.rbegin(); it != path.rend() && at.position; ++it)
    play_node(at, **it);
  return at;
}

void play_node(RecordPosition& at, const record::Node& node) {
  if (!at.position) return;
  const auto rec = tafl::parse_move_record(node.move_text);
  std::string error;
  if (!rec.record) {
    error = "move " + record::address_text(node) + " '" + node.move_text +
            "' does not read: " + rec.error;
  } else if (rec.record->resign) {
    error = "the line ends in a resignation";
  } else {
    const auto resolved = tafl::resolve_move(*at.position, *rec.record);
    if (resolved.move) {
      at.position->make(*resolved.move);
      return;
    }
    error = "move " + record::address_text(node) + " '" + node.move_text +
            "' is not legal here: " + resolved.error;
  }
  at.position.reset();
  at.error = std::move(error);
}

PositionStanding position_standing(const tafl::Position& position) {
  PositionStanding out;
  // A game a move has ended stands as that move left it (the last king captured, say).
  const tafl::Outcome outcome = position.outcome();
  if (position.ply() > 0 && outcome.over()) return {outcome, ""};
  const tafl::BoardTables& t = *position.tables();
  std::vector<std::string> kings;
  for (int i = 0; i < t.dim * t.dim; ++i) {
    const int sq = t.board_square[i];
    const tafl::Piece p = position.at(sq);
    if (p.is_king() && p.side() == tafl::Side::defenders) {
      kings.push_back(tafl::coord_to_string(position.coord(sq)));
    }
  }
  if (kings.empty()) {
    out.error = "the position has no king: the defenders need exactly one";
    return out;
  }
  if (kings.size() > 1) {
    std::string where;
    for (const std::string& k : kings)
      where += (where.empty() ? "" : ", ") + k;
    out.error = fmt::format("the position has {} kings ({}): the defenders need exactly one",
                            kings.size(), where);
    return out;
  }
  if (outcome.over()) return {outcome, ""};
  if (position.king_on_escape_square())
    out.outcome = tafl::Outcome::win(tafl::Side::defenders, tafl::EndReason::king_escaped);
  return out;
}

std::string outcome_text(const tafl::Outcome& outcome) {
  const std::string reason = tafl::reason_name(outcome.reason);
  return std::string(tafl::status_name(outcome.status)) +
         (reason.empty() ? "" : " (" + reason + ")");
}

bool playable_or_report(const PositionStanding& standing, const std::string& file) {
  if (standing.error.empty()) return true;
  fmt::print(stderr, "{}error: {}\n", file.empty() ? "" : file + ": ", standing.error);
  return false;
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
