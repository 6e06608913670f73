#pragma once

// The subcommands of `skald puzzle` live in two files: checking (cmd_puzzle.cpp) and
// authoring (cmd_puzzle_author.cpp: new, set).

#include <CLI/CLI.hpp>

#include "tools/skald/commands.h"

namespace skald::cli {

/// Adds `new` and `set` to the `puzzle` command.
void add_puzzle_authoring(CLI::App* puzzle, RunContext& ctx);

}  // namespace skald::cli
