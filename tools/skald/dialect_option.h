#pragma once

// `--dialect NAME`, on every command that plays moves: where a game's reference program
// and its written rules differ, which to follow (tafl: OpenTafl or the OTN spec,
// formats/otn/dialects.md). The names come from the game list (record_io.h).

#include <CLI/CLI.hpp>

#include <string>

namespace skald::cli {

/// Adds `--dialect` to `cmd`, storing the name into `dialect` (left empty: the default).
void add_dialect_option(CLI::App* cmd, std::string& dialect);

}  // namespace skald::cli
