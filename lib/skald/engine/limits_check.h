#pragma once

// The ranges a search accepts from its users, checked in one place for the command line
// and for JSON queries alike, so that a bad limit is a clear message instead of a search
// that never ends, an allocation that aborts or undefined behaviour.

#include <cstdint>
#include <optional>
#include <string>

namespace skald::engine {

constexpr std::int64_t kMaxHashMegabytes = 32768;
constexpr std::int64_t kMaxThreads = 256;
constexpr std::int64_t kMaxMultiPv = 64;
/// One day: a longer fixed time per position is a typo, not an analysis.
constexpr double kMaxMoveTimeMs = 24.0 * 60 * 60 * 1000;

/// Limits as a user wrote them, before they are trusted. Unset fields are not checked.
struct RequestedLimits {
  std::optional<std::int64_t> depth;
  std::optional<std::int64_t> nodes;
  std::optional<double> movetime_ms;
  std::optional<std::int64_t> multipv;
  std::optional<std::int64_t> threads;
  std::optional<std::int64_t> hash_megabytes;
};

/// What is wrong with one field: its name (as the JSON query spells it) and what was
/// expected.
struct LimitError {
  std::string field;
  std::string message;
};

/// The first field out of range, or nothing when every set field is acceptable:
/// depth 1..64 (kMaxSearchDepth), nodes >= 1, movetime in (0, one day] milliseconds,
/// multipv 1..64, threads 1..256, hash 1..32768 MB.
std::optional<LimitError> check_limits(const RequestedLimits& limits);

}  // namespace skald::engine
