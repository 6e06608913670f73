#pragma once

// CLI11 checks of the numbers options take, built on the shared ranges of
// skald/engine/limits_check.h, so that every command refuses the same bad numbers with the
// same message (`--depth: expected a depth from 1 to 64, got -1`, exit status 2; main.cpp)
// and shows the range in --help. The check reads the text as written, before CLI11
// converts it: -1 never becomes 2^64-1 in an unsigned option, and a number past the end
// of its type is quoted as itself.

#include <CLI/CLI.hpp>

#include "skald/engine/limits_check.h"

namespace skald::cli {

/// A whole number within `range`.
CLI::Validator whole_number_in(const engine::WholeRange& range);
/// A real number within `range`.
CLI::Validator real_number_in(const engine::RealRange& range);
/// A seed: a whole number from 0 to 2^64-1.
CLI::Validator seed_number();

}  // namespace skald::cli
