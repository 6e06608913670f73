#include "skald/engine/limits_check.h"

#include <cmath>

#include "skald/engine/search_options.h"

namespace skald::engine {

namespace {

std::optional<LimitError> in_range(const char* field, const std::optional<std::int64_t>& value,
                                   std::int64_t low, std::int64_t high, const char* what) {
  if (!value || (*value >= low && *value <= high)) return std::nullopt;
  return LimitError{field, "expected " + std::string(what) + " from " + std::to_string(low) +
                               " to " + std::to_string(high) + ", got " + std::to_string(*value)};
}

}  // namespace

std::optional<LimitError> check_limits(const RequestedLimits& l) {
  if (auto e = in_range("depth", l.depth, 1, kMaxSearchDepth, "a depth")) return e;
  if (l.nodes && *l.nodes < 1)
    return LimitError{"nodes",
                      "expected a positive number of nodes, got " + std::to_string(*l.nodes)};
  if (l.movetime_ms &&
      (!std::isfinite(*l.movetime_ms) || *l.movetime_ms <= 0 || *l.movetime_ms > kMaxMoveTimeMs))
    return LimitError{"movetime",
                      "expected a time in milliseconds above 0 and at most 86400000 (one day)"};
  if (auto e = in_range("multipv", l.multipv, 1, kMaxMultiPv, "a number of lines")) return e;
  if (auto e = in_range("threads", l.threads, 1, kMaxThreads, "a number of threads")) return e;
  if (auto e = in_range("hash", l.hash_megabytes, 1, kMaxHashMegabytes, "a table size in MB"))
    return e;
  return std::nullopt;
}

}  // namespace skald::engine
