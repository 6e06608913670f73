#pragma once

// `--dialect opentafl|spec`, on every command that plays tafl moves: whose reading of the
// rules to follow where OpenTafl and the OTN spec differ (formats/otn/dialects.md).

#include <CLI/CLI.hpp>

#include "skald/tafl/rules.h"

namespace skald::cli {

/// Adds `--dialect` to `cmd`, storing into `dialect` (default: opentafl).
void add_dialect_option(CLI::App* cmd, tafl::Dialect& dialect);

}  // namespace skald::cli
