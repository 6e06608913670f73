#pragma once

// `--shard K/N`: a command that works through many items (queries, files) takes only every
// N-th from the K-th, so N processes share the work without talking to each other.

#include <cstddef>
#include <optional>
#include <string>

namespace skald::cli {

struct Shard {
  int k = 1;
  int n = 1;
  /// Whether the item at `index` (from 0) is this shard's.
  bool takes(std::size_t index) const {
    return static_cast<int>(index % static_cast<std::size_t>(n)) == k - 1;
  }
};

/// The shard `text` names (empty: all items), or nothing after printing the usage error.
std::optional<Shard> shard_or_report(const std::string& text);

}  // namespace skald::cli
