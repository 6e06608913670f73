#pragma once

// The tafl Position at a node of a record, for the engine commands (analyse, hint): the
// record's rules and start position, then the moves on the path from the root replayed
// with the rules (so repetition history is kept for the search).

#include <optional>
#include <string>

#include "formats/otn/reader.h"
#include "skald/record/record.h"
#include "skald/tafl/position.h"
#include "tools/skald/position_options.h"

namespace skald::cli {

struct RecordPosition {
  std::optional<tafl::Position> position;
  std::string error;  // why there is none
};

/// The position after `node` (the start position at the root), played in `dialect`.
RecordPosition tafl_position_at(const record::Record& record, const record::Node& node,
                                tafl::Dialect dialect);

/// Moves `at` on to the position after `node`, a child of the node `at` stands at (so a
/// line is walked in time linear in its length). Once a move fails, `at` holds no
/// position and `error` says why, for this node and every later one.
void play_node(RecordPosition& at, const record::Node& node);

/// For the commands that take FILE [--at ADDR]: the record read from `file` and its node
/// at `address` (the end of the main line when empty). A file that cannot be read or an
/// address that names no node prints `file: error: ...` and gives no node.
struct RecordNode {
  std::optional<otn::ReadResult> loaded;
  const record::Node* node = nullptr;
};
RecordNode record_node_or_report(const std::string& file, const std::string& encoding,
                                 const std::string& address, tafl::Dialect dialect);

/// The position after `found.node` of the record read from `file`, or nothing after
/// printing `file: error: ...` (the record cannot be replayed up to it).
std::optional<tafl::Position> tafl_position_or_report(const RecordNode& found,
                                                      const std::string& file,
                                                      tafl::Dialect dialect);

/// How a position stands before the engine commands (analyse, eval, hint, moves) play or
/// judge it. Position judges results only after a move, so a position given whole (by
/// --position, a record's position tag or a rules string's start) with the king already on
/// a square he escapes to (a corner, or an edge under esc:e) is ongoing to it; here that
/// game is over, won by the defenders. A position without a defenders' king, or with more
/// than one, is not a game these commands play (Position plays such boards on, for the
/// rules' own tests): `error` says so.
struct PositionStanding {
  tafl::Outcome outcome;  // over() when the game has already ended
  std::string error;      // not empty: the position cannot be played
};
PositionStanding position_standing(const tafl::Position& position);

/// "defenders-win (king escaped)": a result as the commands print it.
std::string outcome_text(const tafl::Outcome& outcome);

/// Prints `error: ...` (with `file: ` before it when not empty) when the position cannot be
/// played, and says whether it can.
bool playable_or_report(const PositionStanding& standing, const std::string& file);

/// For the commands that take a position either from a record or from the options (eval,
/// moves, perft): FILE [--at ADDR] or (--variant|--rules) [--position --to-move]. Prints
/// why there is none (exactly one of the two must be given).
std::optional<tafl::Position> position_from_record_or_options(const RecordNodeOptions& record,
                                                              const PositionOptions& position);

}  // namespace skald::cli
