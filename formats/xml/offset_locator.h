#pragma once

// OffsetLocator: the line and column of a byte offset of a text, for diagnostics of a
// parser that reports offsets (pugixml's `offset_debug()`, `xml_parse_result::offset`).
// Counting from the start of the text for every message would make a reader quadratic
// (a record of 20,000 nested variations took half a minute): the locator indexes the line
// starts, and the characters at fixed steps, once, so each question costs a binary search
// and at most one step of bytes, in whatever order the offsets come. Columns count
// characters, not bytes (UTF-8 continuation bytes do not advance them), as
// text::SourceCursor does; a line ends at LF.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "skald/core/diagnostic.h"

namespace skald::xml {

class OffsetLocator {
 public:
  OffsetLocator(std::string_view text, std::string file);

  /// Where byte `offset` of the text stands (1-based); an offset past the end is the end;
  /// a negative one (pugixml's "unknown") gives line and column 0.
  SourceLocation at(std::ptrdiff_t offset) const;

 private:
  /// The number of characters (bytes that start one) before byte `offset`.
  std::size_t characters_before(std::size_t offset) const;

  std::string_view text_;
  std::string file_;
  std::vector<std::size_t> line_starts_;    // the offset of each line's first byte
  std::vector<std::size_t> characters_at_;  // characters before each multiple of kStep
};

}  // namespace skald::xml
