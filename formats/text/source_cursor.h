#pragma once

// SourceCursor: a reading position in a text with its 1-based line and column, kept up to
// date as the reader moves on, so that every diagnostic can say where it is at no extra
// cost (a reader that counted lines from the start for each message would be quadratic).
// Columns count characters, not bytes: UTF-8 continuation bytes do not advance them. A
// line ends at LF; a CR before it is part of the line. Used by the PGN and SGF readers.

#include <cstddef>
#include <string>
#include <string_view>

#include "skald/core/diagnostic.h"

namespace skald::text {

class SourceCursor {
 public:
  SourceCursor(std::string_view text, std::string file) : text_(text), file_(std::move(file)) {}

  bool at_end() const { return offset_ >= text_.size(); }
  /// The byte here, or NUL at the end.
  char peek() const { return at_end() ? '\0' : text_[offset_]; }
  /// The byte `ahead` bytes on, or NUL past the end.
  char peek(std::size_t ahead) const {
    return offset_ + ahead < text_.size() ? text_[offset_ + ahead] : '\0';
  }
  std::size_t offset() const { return offset_; }
  int line() const { return line_; }
  int column() const { return column_; }
  /// Where the cursor stands, for a diagnostic.
  SourceLocation here() const { return {file_, line_, column_}; }
  const std::string& file() const { return file_; }
  std::string_view text() const { return text_; }

  /// Moves one byte on (nothing at the end).
  void advance() {
    if (at_end()) return;
    const auto c = static_cast<unsigned char>(text_[offset_++]);
    if (c == '\n') {
      ++line_;
      column_ = 1;
    } else if ((c & 0xC0) != 0x80) {
      ++column_;
    }
  }
  /// Moves `count` bytes on.
  void advance(std::size_t count) {
    for (std::size_t i = 0; i < count && !at_end(); ++i)
      advance();
  }

 private:
  std::string_view text_;
  std::string file_;
  std::size_t offset_ = 0;
  int line_ = 1;
  int column_ = 1;
};

}  // namespace skald::text
