#pragma once

// The options that name a tafl position on the command line, shared by `perft` and
// `moves`: (--variant NAME | --rules STR) [--position POS --to-move SIDE].

#include <CLI/CLI.hpp>
#include <memory>
#include <optional>
#include <string>

#include "skald/tafl/position.h"

namespace skald::cli {

struct PositionOptions {
  std::string variant;
  std::string rules;
  std::string position;
  std::string to_move;
};

/// Adds the options to `cmd`, storing into `opt`.
void add_position_options(CLI::App* cmd, PositionOptions& opt);

/// The position the options name, or nothing after printing the reason to stderr.
std::optional<tafl::Position> position_from_options(const PositionOptions& opt);

}  // namespace skald::cli
