#pragma once

// Reading OTN game records (.otg) into a record::Record.
//
// read_otg_bytes() decodes the bytes (formats/text: valid UTF-8 as is, otherwise ICU's
// charset detection, or an explicit encoding), parses the syntax (syntax.h), builds the
// tree (the main line, every variation attached where its address says, tags in order,
// comments byte for byte after unescaping) and, when a game registry is given, replays
// every move of every line with the rules (skald/game/replay.h). Nothing throws: every problem is a
// Diagnostic with file, line, column and, for moves, the move's address. A result with
// errors is incomplete: tools must refuse to overwrite the file it came from.
//
// formats/otn/README.md describes the format as read here, every tolerance included.

#include <string>
#include <string_view>

#include "formats/otn/syntax.h"
#include "skald/core/diagnostic.h"
#include "skald/game/registry.h"
#include "skald/record/record.h"

namespace skald::otn {

/// How to read. Every field has a default.
struct ReadOptions {
  /// The file name that diagnostics carry.
  std::string file;
  /// Charset of the bytes (ICU name); empty: UTF-8 when valid, otherwise detected.
  std::string encoding;
  /// The games to replay with; nullptr reads the tree without checking any move.
  const game::GameRegistry* games = nullptr;
  /// With a replay, give each move its canonical text (record::Node::canonical_move()).
  /// A reader that only checks the record (validate) does without: it is a good part of
  /// the replay's work.
  bool canonical_moves = true;
};

/// How the file was laid out, so a save can keep it (byte order mark, line ends).
struct SourceLayout {
  bool had_bom = false;
  LineEnds line_ends = LineEnds::lf;
  std::string encoding = "UTF-8";
};

/// What a read produced: the record (as much as could be read), every diagnostic, and
/// the layout of the source.
struct ReadResult {
  record::Record record;
  Diagnostics diagnostics;
  SourceLayout layout;
  /// True when the replay ran (a game accepted the rules and the start state was usable).
  bool replayed = false;
  /// Every byte of the file was read into the record (no decoding or syntax error), so
  /// writing it back loses nothing even when the record has errors of meaning (a bad tag
  /// value, an illegal move): `tags` may still repair such a file.
  bool text_intact = true;
  /// The moves read into the record (its move_count() as read, without walking the tree).
  std::size_t move_count = 0;
  /// No errors: the whole file was understood, so writing it back loses nothing.
  bool complete() const { return !diagnostics.has_errors(); }
};

/// Reads a record from text that is already UTF-8 (a leading BOM is skipped).
ReadResult read_otg_text(std::string_view utf8, const ReadOptions& options);

/// Reads a record from raw bytes, decoding them first.
ReadResult read_otg_bytes(std::string_view bytes, const ReadOptions& options);

/// Reads a record from a file; a file that cannot be opened is an error diagnostic.
/// `options.file` defaults to `path`.
ReadResult read_otg_file(const std::string& path, ReadOptions options);

}  // namespace skald::otn
