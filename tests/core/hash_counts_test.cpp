// HashCounts, the multiset of position hashes behind repetition in long games: counts agree
// with a std::map through adds, removes and the table's growth, keys that collide in the
// table's low bits included.

#include "skald/core/hash_counts.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <vector>

#include "skald/core/splitmix.h"

namespace skald {
namespace {

TEST(HashCounts, CountsAgreeWithAMapThroughAddsRemovesAndGrowth) {
  HashCounts counts;
  std::map<std::uint64_t, std::uint32_t> expected;
  std::vector<std::uint64_t> added;
  std::uint64_t seed = 5;
  for (int i = 0; i < 20000; ++i) {
    // Few distinct keys, so they recur; every fourth shares its low 16 bits with key 0's.
    const std::uint64_t r = splitmix64(seed);
    const std::uint64_t key = (r % 3000) * (i % 4 == 0 ? 0x10000 : 0x9e3779b97f4a7c15ull);
    if (!added.empty() && r % 3 == 0) {
      const std::uint64_t gone = added.back();
      added.pop_back();
      counts.remove(gone);
      --expected[gone];
    } else {
      counts.add(key);
      ++expected[key];
      added.push_back(key);
    }
    if (i % 1000 != 0) continue;
    for (const auto& [k, n] : expected)
      ASSERT_EQ(counts.count(k), n) << i;
  }
  for (const auto& [k, n] : expected)
    EXPECT_EQ(counts.count(k), n);
  EXPECT_EQ(counts.count(0x123456789), 0u);
  counts.clear();
  for (const auto& [k, n] : expected)
    EXPECT_EQ(counts.count(k), 0u);
}

}  // namespace
}  // namespace skald
