#include <gtest/gtest.h>

#include "skald/engine/transposition_table.h"

namespace skald::engine {
namespace {

TEST(TranspositionTableTest, NeverExceedsItsSize) {
  for (std::size_t mb : {1u, 3u, 16u}) {
    TranspositionTable t(mb);
    EXPECT_LE(t.bytes(), mb * 1024 * 1024);
    EXPECT_GT(t.bytes(), mb * 1024 * 1024 / 2);
  }
}

TEST(TranspositionTableTest, StoresAndProbesEveryField) {
  TranspositionTable t(1);
  TableEntry e;
  e.has_move = true;
  e.move_code = 12345;
  e.score = -999'000;
  e.depth = 17;
  e.bound = Bound::lower;
  t.store(0xabcdef0123456789ULL, e);
  TableEntry out;
  ASSERT_TRUE(t.probe(0xabcdef0123456789ULL, out));
  EXPECT_TRUE(out.has_move);
  EXPECT_EQ(out.move_code, 12345u);
  EXPECT_EQ(out.score, -999'000);
  EXPECT_EQ(out.depth, 17);
  EXPECT_EQ(out.bound, Bound::lower);
  EXPECT_FALSE(t.probe(0xabcdef0123456788ULL, out));
  t.clear();
  EXPECT_FALSE(t.probe(0xabcdef0123456789ULL, out));
}

TEST(TranspositionTableTest, ReplacesShallowestInAFullBucket) {
  TranspositionTable t(1);
  const std::uint64_t buckets = t.bytes() / 64;
  TableEntry e;
  e.bound = Bound::exact;
  // Five keys in one bucket, depths 5, 1, 7, 9, then 3: the depth-1 entry goes.
  int depths[] = {5, 1, 7, 9, 3};
  for (int i = 0; i < 5; ++i) {
    e.depth = depths[i];
    t.store(7 + buckets * static_cast<std::uint64_t>(i + 1), e);
  }
  TableEntry out;
  EXPECT_FALSE(t.probe(7 + buckets * 2, out));
  for (int i : {0, 2, 3, 4})
    EXPECT_TRUE(t.probe(7 + buckets * static_cast<std::uint64_t>(i + 1), out));
}

}  // namespace
}  // namespace skald::engine

namespace skald::engine {
namespace {

// clear() starts an epoch without touching memory; an entry of any earlier epoch stays
// unseen, through searches, through the generations wrapping within an epoch, and when the
// 16-bit epoch number itself wraps round (65,536 clears), where the memory is wiped.
TEST(TranspositionTableTest, EntriesOfEveryEarlierEpochStayUnseen) {
  TranspositionTable t(1);
  TableEntry e;
  e.depth = 9;
  e.bound = Bound::exact;
  const std::uint64_t key = 0x0123456789abcdefULL;
  t.new_search();
  t.store(key, e);
  TableEntry out;
  for (int round = 0; round < 65'536 + 3; ++round) {
    t.clear();
    ASSERT_FALSE(t.probe(key, out)) << "after clear " << round + 1;
    t.new_search();
  }
  // Within an epoch an entry lives on, and reads as current only in its own search.
  t.store(key, e);
  ASSERT_TRUE(t.probe(key, out));
  EXPECT_TRUE(out.current);
  t.new_search();
  ASSERT_TRUE(t.probe(key, out));
  EXPECT_FALSE(out.current);
  EXPECT_EQ(out.depth, 9);
  // 63 searches later the generations wrap and the table is wiped.
  for (int search = 0; search < 63; ++search)
    t.new_search();
  EXPECT_FALSE(t.probe(key, out));
}

}  // namespace
}  // namespace skald::engine
