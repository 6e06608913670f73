#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace skald {

enum class Severity { note, warning, error };

/// Where a diagnostic points. Line and column are 1-based; 0 means "not known".
struct SourceLocation {
  std::string file;
  int line = 0;
  int column = 0;
};

/// One message about an input: what is wrong, where, and how bad. Readers return these
/// instead of throwing; tools/ turns them into exit codes and `file:line:col: error: ...`.
struct Diagnostic {
  Severity severity = Severity::error;
  SourceLocation where;
  std::string message;
  /// For record-level findings, the address of the move concerned (e.g. "7b.3.1b").
  std::string address;
};

/// The diagnostics of one read, with the helpers every reader needs.
class Diagnostics {
 public:
  void add(Diagnostic d) { items_.push_back(std::move(d)); }
  void error(SourceLocation where, std::string message) {
    add({Severity::error, std::move(where), std::move(message), {}});
  }
  void warning(SourceLocation where, std::string message) {
    add({Severity::warning, std::move(where), std::move(message), {}});
  }
  void append(const Diagnostics& other) {
    items_.insert(items_.end(), other.items_.begin(), other.items_.end());
  }
  /// Appends `inner`, the diagnostics of a text read on its own (columns from 1 within
  /// it), as found where that text stands: at `where`, columns shifted to it (when both
  /// are known). With `where` all unknown, `inner` as it is.
  void append_at(const Diagnostics& inner, const SourceLocation& where);

  bool has_errors() const;
  int count(Severity s) const;
  bool empty() const { return items_.empty(); }
  const std::vector<Diagnostic>& items() const { return items_; }

 private:
  std::vector<Diagnostic> items_;
};

/// `text` with control characters (NUL, escape, CR, LF...) written as `\xNN`, so that
/// text quoted from a file cannot act on a terminal.
std::string escape_control_characters(std::string_view text);

/// `file:line:col: error: message` (parts that are unknown are left out).
std::string format_diagnostic(const Diagnostic& d);

const char* severity_name(Severity s);

}  // namespace skald
