#pragma once

// The tafl Position at a node of a record, for the engine commands (analyse, hint): the
// record's rules and start position, then the moves on the path from the root replayed
// with the rules (so repetition history is kept for the search).

#include <optional>
#include <string>

#include "skald/record/record.h"
#include "skald/tafl/position.h"

namespace skald::cli {

struct RecordPosition {
  std::optional<tafl::Position> position;
  std::string error;  // why there is none
};

/// The position after `node` (the start position at the root).
RecordPosition tafl_position_at(const record::Record& record, const record::Node& node);

}  // namespace skald::cli
