// HashLine, the hashes of a game in order behind repetition in long games: counts of every
// prefix agree with counting by hand through appends, cuts and the table's growth, keys
// that collide in the table's low bits included; a table large enough for huge pages, and
// a copy of a prefix; which keys occurred twice, through cuts.

#include "skald/core/hash_line.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <vector>

#include "skald/core/splitmix.h"

namespace skald {
namespace {

std::uint32_t count_by_hand(const std::vector<std::uint64_t>& keys, std::uint64_t key,
                            std::size_t prefix) {
  std::uint32_t n = 0;
  for (std::size_t i = 0; i < prefix; ++i)
    n += keys[i] == key;
  return n;
}

TEST(HashLine, PrefixCountsAgreeWithCountingByHandThroughAppendsCutsAndGrowth) {
  HashLine line;
  std::vector<std::uint64_t> keys;
  std::uint64_t seed = 5;
  for (int i = 0; i < 20000; ++i) {
    // Few distinct keys, so they recur; every fourth shares its low 16 bits with key 0's.
    const std::uint64_t r = splitmix64(seed);
    const std::uint64_t key = (r % 3000) * (i % 4 == 0 ? 0x10000 : 0x9e3779b97f4a7c15ull);
    if (!keys.empty() && r % 3 == 0) {
      const std::size_t cut = keys.size() - 1 - r % std::min<std::size_t>(keys.size(), 4);
      line.truncate(cut);
      keys.resize(cut);
    } else {
      line.push_back(key);
      keys.push_back(key);
    }
    ASSERT_EQ(line.size(), keys.size());
    if (i % 1000 != 0) continue;
    for (std::size_t k = 0; k < keys.size(); k += 7) {
      const std::size_t prefix = (k * 31) % (keys.size() + 1);
      ASSERT_EQ(line.count(keys[k], prefix), count_by_hand(keys, keys[k], prefix)) << i;
      ASSERT_EQ(line.count(keys[k], keys.size()), count_by_hand(keys, keys[k], keys.size()));
      ASSERT_EQ(line.twice(keys[k], prefix), count_by_hand(keys, keys[k], prefix) >= 2) << i;
    }
  }
  EXPECT_EQ(line.count(0x123456789, keys.size()), 0u);
  const HashLine half = line.prefix_copy(keys.size() / 2);
  EXPECT_EQ(half.size(), keys.size() / 2);
  for (std::size_t k = 0; k < keys.size(); k += 13) {
    EXPECT_EQ(half.count(keys[k], half.size()), count_by_hand(keys, keys[k], keys.size() / 2));
    EXPECT_EQ(half.twice(keys[k], half.size()), count_by_hand(keys, keys[k], keys.size() / 2) >= 2);
  }
}

TEST(HashLine, KeysMetTwiceAreKnownThroughCutsThatUndoTheirSecondOccurrence) {
  // Many keys repeated, so the small table of repeated keys grows, and cuts that take
  // second occurrences back out of it (its entries move up behind the holes).
  HashLine line;
  std::vector<std::uint64_t> keys;
  std::uint64_t seed = 11;
  for (int round = 0; round < 100; ++round) {
    for (int i = 0; i < 300; ++i) {
      // Keys that share their low ten bits, so that the small table's runs are long and wrap around
      // its end.
      const std::uint64_t key = (splitmix64(seed) % 400) << 10 | 1020;
      line.push_back(key);
      keys.push_back(key);
    }
    const std::size_t cut = keys.size() - 1 - splitmix64(seed) % 280;
    line.truncate(cut);
    keys.resize(cut);
    const std::size_t prefix = splitmix64(seed) % (keys.size() + 1);
    std::map<std::uint64_t, int> in_prefix, in_all;
    for (std::size_t i = 0; i < keys.size(); ++i) {
      ++in_all[keys[i]];
      if (i < prefix) ++in_prefix[keys[i]];
    }
    for (std::uint64_t k = 0; k < 400; ++k) {
      const std::uint64_t key = k << 10 | 1020;
      ASSERT_EQ(line.twice(key, prefix), in_prefix[key] >= 2) << round << " " << k;
      ASSERT_EQ(line.twice(key, keys.size()), in_all[key] >= 2) << round << " " << k;
    }
  }
}

TEST(HashLine, ALargeTableCountsEveryPrefix) {
  // 300,000 keys need tables of several megabytes, which come from the system on huge
  // pages (large_table.h); the two values that mark empty and removed slots count like
  // others.
  HashLine line;
  std::uint64_t seed = 9;
  std::vector<std::uint64_t> keys = {0, 1, 2, 0};
  for (int i = 0; i < 300000; ++i)
    keys.push_back(splitmix64(seed));
  keys.push_back(keys[100]);
  for (const std::uint64_t k : keys)
    line.push_back(k);
  EXPECT_EQ(line.count(0, keys.size()), 2u);
  EXPECT_EQ(line.count(0, 3), 1u);
  EXPECT_EQ(line.count(1, keys.size()), 1u);
  EXPECT_EQ(line.count(keys[100], keys.size()), 2u);
  EXPECT_EQ(line.count(keys[100], keys.size() - 1), 1u);
  EXPECT_EQ(line.count(keys[100], 100), 0u);
  for (std::size_t i = 4; i + 1 < keys.size(); i += 101) {
    if (i == 100) continue;
    ASSERT_EQ(line.count(keys[i], keys.size()), 1u) << i;
    ASSERT_EQ(line.count(keys[i], i), 0u) << i;
  }
  EXPECT_EQ(line.count(splitmix64(seed), keys.size()), 0u);
}

}  // namespace
}  // namespace skald
