#pragma once

// Reading a whole file as bytes, the counterpart of atomic_write.h: what commands compare
// before rewriting and what readers that take text (logs, figures, studio documents) read.

#include <optional>
#include <string>

namespace skald::text {

/// The bytes of the file at `path`, or nothing when it cannot be opened or read. Never throws.
std::optional<std::string> read_file_bytes(const std::string& path);

}  // namespace skald::text
