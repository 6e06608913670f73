#pragma once

// Writing a record::Record as an OTN game record (.otg) in OpenTafl's own layout, which
// OpenTafl can load: tags one per line in record order, a blank line, then for every turn
// of the main line its turn line (`12. h5-g5 Kf5-f7 `, with OpenTafl's trailing space), its
// comment block (`[first|second]`, `[|]` when empty) and a blank line, each followed by
// the variations that branch inside that turn, depth first, with OpenTafl's labels
// (`2a.1.1a. ..... f5-f6 `). Moves are written as they were read (Node::move_text).
//
// Comments and tag values are escaped (escape.h). Whatever OpenTafl would read differently
// from skald (a `]` or `|` in a comment, a `]` in a tag value, `1. ` in a tag value) is
// written anyway, so nothing is lost, and reported as a warning naming the move's address
// or the tag. write_otg(read(x)) is a fixpoint: writing what it wrote gives the same bytes.

#include <string>

#include "formats/otn/syntax.h"
#include "skald/core/diagnostic.h"
#include "skald/record/record.h"

namespace skald::otn {

/// How to lay the bytes out; the defaults are OpenTafl's (LF, no byte order mark).
struct WriteOptions {
  LineEnds line_ends = LineEnds::lf;
  bool bom = false;
  /// The file name that warnings carry.
  std::string file;
};

/// The bytes of the record and the warnings about what OpenTafl would misread.
struct WriteResult {
  std::string bytes;
  Diagnostics diagnostics;
};

/// Writes `record` as described above. Never fails.
WriteResult write_otg(const record::Record& record, const WriteOptions& options = {});

}  // namespace skald::otn
