#pragma once

// Replaying a record with the rules of its game: every move of every line (main line and
// variations) is played from its parent's position through the type-erased game interface.
// Each node gets its side and its canonical move text. An illegal or unreadable move is an
// error naming the move's source position and address (its subtree is then not checked,
// and a note says how many moves were skipped); a sloppy but playable move (captures or
// suffix written differently from what the rules produce) is a warning with its address.

#include <string>

#include "skald/core/diagnostic.h"
#include "skald/game/game.h"
#include "skald/record/record.h"

namespace skald::otn {

/// Options of replay_record().
struct ReplayOptions {
  /// File name for diagnostics of nodes that have no source location.
  std::string file;
};

/// Replays `record` with `game`. Returns false (with an error in `diagnostics`) when the
/// start state cannot be made from the record's rules and position tags.
bool replay_record(record::Record& record, const game::Game& game, const ReplayOptions& options,
                   Diagnostics& diagnostics);

}  // namespace skald::otn
