#pragma once

// The game state the engine commands (analyse, eval, hint, moves) work on, from a record's
// node or from the position options, through the game interface (game::state_at,
// game::Game::start_state): no command names a game's own types.

#include <memory>
#include <optional>
#include <string>

#include "formats/otn/reader.h"
#include "skald/game/game.h"
#include "skald/record/record.h"
#include "tools/skald/position_options.h"

namespace skald::cli {

/// For the commands that take FILE [--at ADDR]: the record read from `file` and its node
/// at `address` (the end of the main line when empty). A file that cannot be read or an
/// address that names no node prints `file: error: ...` and gives no node.
struct RecordNode {
  std::optional<otn::ReadResult> loaded;
  const record::Node* node = nullptr;
};
RecordNode record_node_or_report(const std::string& file, const std::string& encoding,
                                 const std::string& address, const std::string& dialect);

/// The game that plays `record`'s rules tag, or nullptr after printing `file: error: ...`.
const game::Game* record_game_or_report(const record::Record& record, const std::string& file,
                                        const std::string& dialect);

/// The state after `found.node` of the record read from `file`, or no state after
/// printing `file: error: ...` (no game for its rules, or it cannot be replayed up to it).
GamePosition state_or_report(const RecordNode& found, const std::string& file,
                             const std::string& dialect);

/// A state the engine commands can take; otherwise prints `error: ...` (with `file: `
/// before it when not empty) and says no (game::GameState::unplayable_reason).
bool playable_or_report(const game::GameState& state, const std::string& file);

/// For the commands that take a position either from a record or from the options (eval,
/// hint, moves, perft): FILE [--at ADDR] or (--variant|--rules) [--position --to-move].
/// Prints why there is none (exactly one of the two must be given).
GamePosition position_from_record_or_options(const RecordNodeOptions& record,
                                             const PositionOptions& position);

}  // namespace skald::cli
