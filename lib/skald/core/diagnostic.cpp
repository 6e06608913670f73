#include "skald/core/diagnostic.h"

#include <algorithm>

namespace skald {

void Diagnostics::append_at(const Diagnostics& inner, const SourceLocation& where) {
  // Nowhere known: the text stands alone, and its own columns are the best there are.
  if (where.file.empty() && where.line == 0 && where.column == 0) {
    append(inner);
    return;
  }
  for (Diagnostic d : inner.items()) {
    const int column = d.where.column;
    d.where = where;
    if (column > 0 && where.column > 0) d.where.column += column - 1;
    add(std::move(d));
  }
}

bool Diagnostics::has_errors() const {
  return count(Severity::error) > 0;
}

int Diagnostics::count(Severity s) const {
  return static_cast<int>(std::count_if(items_.begin(), items_.end(),
                                        [s](const Diagnostic& d) { return d.severity == s; }));
}

const char* severity_name(Severity s) {
  switch (s) {
    case Severity::note:
      return "note";
    case Severity::warning:
      return "warning";
    case Severity::error:
      return "error";
  }
  return "error";
}

std::string escape_control_characters(std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    const auto b = static_cast<unsigned char>(c);
    if (b < 0x20 || b == 0x7f) {
      // Text quoted from a file may hold anything; a terminal must not act on it.
      out += "\\x";
      out += kHex[b >> 4];
      out += kHex[b & 0xf];
    } else {
      out += c;
    }
  }
  return out;
}

std::string format_diagnostic(const Diagnostic& d) {
  std::string out;
  if (!d.where.file.empty()) {
    out += d.where.file;
    if (d.where.line > 0) {
      out += ':' + std::to_string(d.where.line);
      if (d.where.column > 0) out += ':' + std::to_string(d.where.column);
    }
    out += ": ";
  }
  out += severity_name(d.severity);
  out += ": ";
  if (!d.address.empty()) out += "at " + d.address + ": ";
  out += d.message;
  return escape_control_characters(out);
}

}  // namespace skald
