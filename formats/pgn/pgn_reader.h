#pragma once

// Reading PGN files of Ataxx games, as libataxx (pgn.hpp) and cuteataxx write them, into
// records (formats/pgn/README.md):
//
//   [Event "PGN Test"]
//   [FEN "x5o/7/7/7/7/7/o5x x 0 1"]
//   [Black "PlayerBlack"]
//   [White "PlayerWhite"]
//   [Result "*"]
//
//   1. g2 { Test comment } 1... a2 2. g3 a3 (2... b2 { Alternate line } 3. g4 a3) 3. g4 *
//
// A file may hold several games, one after the other. Tag pairs become the record's tags
// (pgn_tags.h maps the names); moves are kept as written, one node each, for the game's
// replay to check; a variation `( ... )` is an alternative to the move before it; a comment
// `{ ... }` (or `; ...` to the end of the line) belongs to the move before it, a comment
// before the first move to the record's start comment. One space just inside the braces
// is the writers' layout, not the comment's: `{ text }` is the comment `text`. Move
// numbers are checked for their form only (writers number from 1 whatever the FEN says).
// Annotation glyphs (`$1`, `!?`) have no place in a record: they are dropped with a
// warning. Never throws; time and memory are linear in the size of the text.

#include <string>
#include <string_view>
#include <vector>

#include "skald/core/diagnostic.h"
#include "skald/record/record.h"

namespace skald::pgn {

struct PgnReadResult {
  /// The games in file order, each with what could be read of it.
  std::vector<record::Record> games;
  /// Where each game starts (its first tag or move).
  std::vector<SourceLocation> starts;
  /// Errors and warnings with file, line and column.
  Diagnostics diagnostics;
};

/// Reads every game of a PGN text (UTF-8). `file` names it in diagnostics.
PgnReadResult read_pgn(std::string_view text, const std::string& file);

}  // namespace skald::pgn
