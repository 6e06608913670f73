#include "tools/skald/shard_option.h"

#include <fmt/core.h>

#include <cstdio>

namespace skald::cli {

std::optional<Shard> shard_or_report(const std::string& text) {
  if (text.empty()) return Shard{};
  Shard shard;
  char slash = 0;
  char rest = 0;
  if (std::sscanf(text.c_str(), "%d%c%d%c", &shard.k, &slash, &shard.n, &rest) != 3 ||
      slash != '/' || shard.n < 1 || shard.k < 1 || shard.k > shard.n) {
    fmt::print(stderr, "error: --shard {}: expected K/N with 1 <= K <= N (e.g. 2/4)\n", text);
    return std::nullopt;
  }
  return shard;
}

}  // namespace skald::cli
