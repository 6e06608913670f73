#pragma once

// A test's view of diagnostics: each one formatted as the CLI prints it, a line each, so
// an assertion's failure shows what the reader said.

#include <string>

#include "skald/core/diagnostic.h"

namespace skald::testing {

inline std::string messages(const Diagnostics& d) {
  std::string out;
  for (const Diagnostic& item : d.items())
    out += format_diagnostic(item) + "\n";
  return out;
}

}  // namespace skald::testing
