#include "tools/skald/record_position.h"

#include <fmt/core.h>

#include "skald/game/replay.h"
#include "tools/skald/record_io.h"

namespace skald::cli {

RecordNode record_node_or_report(const std::string& file, const std::string& encoding,
                                 const std::string& address, const std::string& dialect) {
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

const game::Game* record_game_or_report(const record::Record& record, const std::string& file,
                                        const std::string& dialect) {
  const game::Game* game = known_games(dialect).game_for_rules_or_null(record.rules_text());
  if (game == nullptr)
    fmt::print(stderr, "{}: error: no game understands the record's rules tag\n", file);
  return game;
}

GamePosition state_or_report(const RecordNode& found, const std::string& file,
                             const std::string& dialect) {
  const record::Record& record = found.loaded->record;
  GamePosition out;
  out.game = record_game_or_report(record, file, dialect);
  if (out.game == nullptr) return out;
  game::StateAtNode at = game::state_at(record, *found.node, *out.game);
  if (!at.state) fmt::print(stderr, "{}: error: {}\n", file, at.error);
  out.state = std::move(at.state);
  return out;
}

bool playable_or_report(const game::GameState& state, const std::string& file) {
  const std::string why = state.unplayable_reason();
  if (why.empty()) return true;
  fmt::print(stderr, "{}error: {}\n", file.empty() ? "" : file + ": ", why);
  return false;
}

GamePosition position_from_record_or_options(const RecordNodeOptions& record,
                                             const PositionOptions& position) {
  if (!record_or_position_given(record, position)) return {};
  if (record.file.empty()) return position_from_options(position);
  const RecordNode found =
      record_node_or_report(record.file, record.encoding, record.at, position.dialect);
  if (!found.node) return {};
  return state_or_report(found, record.file, position.dialect);
}

}  // namespace skald::cli
