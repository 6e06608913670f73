#pragma once

// splitmix64: a small, fully specified generator. Its sequence is the same on every run and
// machine, so what is built from it (tafl's Zobrist keys, self-play openings) is reproducible.

#include <cstdint>

namespace skald {

/// The next number of the sequence whose state is `state` (advanced).
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

}  // namespace skald
