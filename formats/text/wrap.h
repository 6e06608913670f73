#pragma once

// Word wrapping of UTF-8 text for the terminal: comments under a move, hints, help
// texts. Break opportunities come from ICU's line BreakIterator (so CJK text breaks
// between ideographs and never before a closing punctuation mark), widths from
// display_width(). Explicit newlines are kept as paragraph breaks (empty lines stay);
// a word longer than the line is cut at grapheme cluster boundaries.

#include <string>
#include <string_view>
#include <vector>

namespace skald::text {

/// How to wrap. The prefixes count towards `width`.
struct WrapOptions {
  /// Maximum display columns per line, prefixes included; at least one column of text is
  /// always placed after a prefix, even if that overshoots a tiny width.
  int width = 80;
  /// Put in front of the first output line.
  std::string first_indent;
  /// Put in front of every later line (wrapped continuations and new paragraphs).
  std::string indent;
};

/// The wrapped lines, without newline characters and without trailing spaces.
std::vector<std::string> wrap_lines(std::string_view utf8, const WrapOptions& options);

/// wrap_lines() joined with '\n' (no newline after the last line).
std::string wrap(std::string_view utf8, const WrapOptions& options);

}  // namespace skald::text
