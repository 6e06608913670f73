#pragma once

// The game logs of the RoPaSci 360 course referee (COMP30024, 2021), read into skald
// records and written back. README.md here describes the format. A log is one line per
// action, Upper's then Lower's for every turn:
//   turn 12: upper: THROW symbol s to (4, -2)
//   turn 12: lower: SLIDE from (-4, 0) to (-4, 1)        (or SWING; hexes may be written
//                                                        Hex(r=-4, q=0))
// and, when the game ended, one line saying how: `winner: upper`, `draw: <reason>`, or
// `error: lower: illegal action ('SLIDE', (2, -3), (1, -2))` when the referee refused an
// action (the turn it belongs to is not logged).
//
// Reading replays every turn with the rules (skald/ropasci): an action the rules refuse
// is an error at its line and column, and so is a log whose last line says something the
// replay does not reach (another winner, another reason), or an `error:` line whose action
// the rules allow. An `error:` line whose action is illegal (or `None`) ends the game
// before it, with a warning there: the turns before it are the game. A log that stops
// without such a line (a timeout or crash) reads with a note; an empty one is an error. Readers
// never throw; the time is linear in the log's length.

#include <string>
#include <string_view>

#include "skald/core/diagnostic.h"
#include "skald/record/record.h"

namespace skald::ropasci_log {

struct LogReadResult {
  /// Rules tag `ropasci360`, one node per turn (its joint action, side kEverySide), as far
  /// as the log could be read and replayed.
  record::Record record;
  Diagnostics diagnostics;
  int turns = 0;
  /// How the log ends: "winner: upper", "draw: ...", "error: ..." or empty.
  std::string last_line;
};

/// Reads a referee log; diagnostics name `file`.
LogReadResult read_referee_log(std::string_view text, const std::string& file);

/// Whether `text` starts as a referee log does (its first line that is not blank is a
/// `turn 1:` line or a result).
bool looks_like_referee_log(std::string_view text);

struct LogWriteResult {
  std::string bytes;
  Diagnostics diagnostics;  // errors: the record cannot be written; warnings: left out
};

/// The main line of a RoPaSci 360 record as a referee log, ending with the result line
/// when the game is over there. Variations and comments have no place in a log (a warning
/// says they were left out); a record of another game or with an illegal turn is an error.
LogWriteResult write_referee_log(const record::Record& record, const std::string& file);

}  // namespace skald::ropasci_log
