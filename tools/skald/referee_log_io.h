#pragma once

// RoPaSci 360 referee logs as the commands meet them (formats/ropasci_log): `validate` and
// `convert` read a log wherever a record may be given. A file is taken for a log by its
// name (`.log`) or, when its name says no other format, by its first line (the course's
// logs are `.txt` files).

#include <string>

#include "formats/ropasci_log/referee_log.h"

namespace skald::cli {

/// Whether `path` is to be read as a referee log.
bool is_referee_log_file(const std::string& path);

/// The log in `path`, read and replayed (diagnostics name the file).
ropasci_log::LogReadResult read_referee_log_file(const std::string& path);

}  // namespace skald::cli
