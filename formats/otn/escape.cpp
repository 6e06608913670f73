#include "formats/otn/escape.h"

namespace skald::otn {
namespace {

bool is_escapable(char c) {
  return c == ']' || c == '|' || c == '[' || c == '\\';
}

bool is_special(char c, EscapeContext context) {
  return c == ']' || (context == EscapeContext::comment && c == '|');
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

bool opentafl_misreads(std::string_view text, EscapeContext context) {
  for (char c : text) {
    if (is_special(c, context)) return true;
  }
  return false;
}

}  // namespace skald::otn
