#pragma once

// The result of validating one record as one line of JSON, for `skald validate --json`:
// {"file": ..., "ok": bool, "moves": n, "errors": n, "warnings": n,
//  "diagnostics": [{"severity", "line", "column", "address", "message"}, ...]}

#include <cstddef>
#include <string>

#include "skald/core/diagnostic.h"

namespace skald::otn {

/// One JSON object (no trailing newline) describing a validated file.
std::string validation_json_line(const std::string& file, std::size_t moves,
                                 const Diagnostics& diagnostics);

}  // namespace skald::otn
