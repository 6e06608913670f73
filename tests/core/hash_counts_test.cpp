// HashCounts, the multiset of position hashes behind repetition in long games: counts agree
// with a std::map through adds, removes and the table's growth, keys that collide in the
// table's low bits included; a table large enough for huge pages, and its copy.

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

TEST(HashCounts, ALargeTableAndItsCopyCountApart) {
  // 300,000 keys need a table of 8 MB, which comes from the system on huge pages
  // (large_table.h); the two values that mark empty and removed slots count like others.
  HashCounts counts;
  std::uint64_t seed = 9;
  std::vector<std::uint64_t> keys = {0, 1, 2};
  for (int i = 0; i < 300000; ++i)
    keys.push_back(splitmix64(seed));
  for (const std::uint64_t k : keys)
    counts.add(k);
  counts.add(0);
  HashCounts copy = counts;
  copy.remove(0);
  copy.remove(keys[100]);
  counts.add(keys[100]);
  EXPECT_EQ(counts.count(0), 2u);
  EXPECT_EQ(copy.count(0), 1u);
  EXPECT_EQ(counts.count(1), 1u);
  EXPECT_EQ(counts.count(keys[100]), 2u);
  EXPECT_EQ(copy.count(keys[100]), 0u);
  for (std::size_t i = 0; i < keys.size(); i += 101) {
    if (i == 0 || i == 100) continue;
    ASSERT_EQ(counts.count(keys[i]), 1u) << i;
    ASSERT_EQ(copy.count(keys[i]), 1u) << i;
  }
  EXPECT_EQ(counts.count(splitmix64(seed)), 0u);
}

}  // namespace
}  // namespace skald
