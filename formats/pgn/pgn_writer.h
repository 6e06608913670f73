#pragma once

// Writing a record of an Ataxx game as PGN, in the layout of libataxx's pgn.hpp (and so of
// cuteataxx): the tag pairs in the record's order (names from pgn_tags.h), a blank line,
// then the movetext on one line: `1. g2 { comment } 1... a2 2. g3 a3 (2... b2 3. g4) 3. g4
// *` and a blank line. A first side's move (x, PGN's Black) carries its number;
// the second side's carries `N...` where the line starts, after a comment and after a
// variation. Numbers count from 1, as libataxx's do. The record's start comment is the
// comment before the first move. Moves are written as the game plays them
// (Node::played_move()). formats/pgn/README.md describes the mapping.

#include <string>

#include "skald/core/diagnostic.h"
#include "skald/record/record.h"

namespace skald::pgn {

struct PgnWriteOptions {
  /// The file name diagnostics carry (the record's source).
  std::string file;
  /// The Result tag and termination marker of a record without a `result` tag: the
  /// caller passes the result the main line reaches (`1-0`, `0-1`, `1/2-1/2`), `*` while
  /// the game goes on.
  std::string result_if_untagged = "*";
};

struct PgnWriteResult {
  /// The PGN text; empty when there are errors.
  std::string text;
  /// Errors (what PGN cannot carry: a `}` in a comment, a tag name PGN does not allow)
  /// name the move's address or the tag; warnings what other readers may take otherwise.
  Diagnostics diagnostics;
};

/// Writes `record` (replayed, so that each node knows its side) as one PGN game.
PgnWriteResult write_pgn(const record::Record& record, const PgnWriteOptions& options = {});

}  // namespace skald::pgn
