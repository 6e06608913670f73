#include "formats/otn/escape.h"

#include "skald/record/annotations.h"

namespace skald::otn {
namespace {

bool is_escapable(char c) {
  return c == ']' || c == '|' || c == '[' || c == '\\';
}

bool is_special(char c, EscapeContext context) {
  return c == ']' || (context == EscapeContext::comment && c == '|');
}

std::string backslash_misread() {
  return "it has a backslash at its end or before `[`, `]`, `|` or another backslash, which "
         "skald doubles (its escape) and OpenTafl would read doubled; put a space after it";
}

}  // namespace

std::string unescape_otn_text(std::string_view raw) {
  if (raw.find('\\') == std::string_view::npos) return std::string(raw);
  std::string out;
  out.reserve(raw.size());
  for (size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] == '\\' && i + 1 < raw.size() && is_escapable(raw[i + 1])) {
      out += raw[i + 1];
      ++i;
    } else {
      out += raw[i];
    }
  }
  return out;
}

std::string escape_otn_text(std::string_view text, EscapeContext context) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (is_special(c, context)) {
      out += '\\';
    } else if (c == '\\') {
      // A backslash needs doubling only where a reader would take it as an escape.
      const bool at_end = i + 1 == text.size();
      if (at_end || is_escapable(text[i + 1])) out += '\\';
    }
    out += c;
  }
  return out;
}

std::optional<std::string> opentafl_misreading(std::string_view text, EscapeContext context) {
  if (context == EscapeContext::comment) {
    if (text.find(']') != std::string_view::npos || text.find('|') != std::string_view::npos)
      return std::string(
          "it contains `]` or `|`, and OpenTafl has no escape for them in a comment: it ends "
          "the comment at `]` and starts the next move's comment at `|`; write `)` or `/` "
          "instead");
    if (escape_otn_text(text, context) != text) return backslash_misread();
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    const bool leading_number =
        first != std::string_view::npos && text[first] >= '0' && text[first] <= '9';
    if (leading_number && !record::clock_reading(text))
      return std::string(
          "it starts with a number, and OpenTafl reads a number at the start of a comment as "
          "the time left and drops it; start with a word (\"After 30 seconds...\") or put "
          "a clock reading first (skald edit FILE clock ADDR \"300 30/3\")");
    return std::nullopt;
  }
  if (text.find(']') != std::string_view::npos)
    return std::string(
        "it contains `]`, where OpenTafl ends the tag (it has no escape); write `)` instead");
  if (escape_otn_text(text, context) != text) return backslash_misread();
  if (text.find("1. ") != std::string_view::npos)
    return std::string(
        "it contains `1. ` (a 1, a dot and a space), where OpenTafl starts reading the moves "
        "(it looks for `1. ` from the top of the file, tags included); write `1.` without the "
        "space, or `1,`");
  return std::nullopt;
}

}  // namespace skald::otn
