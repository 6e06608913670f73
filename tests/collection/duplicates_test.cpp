// Duplicates: the same tree of moves, or the same main line, from the same start; comments,
// tags and the way a move is written do not count.

#include "skald/collection/duplicates.h"

#include <gtest/gtest.h>

#include "collection/collection_records.h"

namespace skald::collection {
namespace {

using testing::brandub_record;
using testing::CollectionRecords;

TEST(DuplicatesTest, SameMovesAndSameMainLine) {
  CollectionRecords c;
  const auto base = c.read(brandub_record("", "1. d2-e2 d3-d2\n\n2. a4-a2 d5-a5\n"));
  // Other tags and comments, the same moves.
  const auto annotated =
      c.read(brandub_record("[event:x]\n", "1. d2-e2 d3-d2\n[a comment|]\n\n2. a4-a2 d5-a5\n"));
  // The same main line with a variation.
  const auto varied =
      c.read(brandub_record("", "1. d2-e2 d3-d2\n\n2. a4-a2 d5-a5\n\n2a.1.1a. a4-a3 d5-a5\n"));
  const auto other = c.read(brandub_record("", "1. d2-e2 d3-d2\n\n2. a4-a3 d5-a5\n"));
  const auto shorter = c.read(brandub_record("", "1. d2-e2 d3-d2\n"));

  for (const DuplicateRule rule : {DuplicateRule::same_moves, DuplicateRule::same_main_line}) {
    EXPECT_EQ(record_digest(base.record, rule), record_digest(annotated.record, rule));
    EXPECT_NE(record_digest(base.record, rule), record_digest(other.record, rule));
    EXPECT_NE(record_digest(base.record, rule), record_digest(shorter.record, rule));
  }
  EXPECT_EQ(record_digest(base.record, DuplicateRule::same_main_line),
            record_digest(varied.record, DuplicateRule::same_main_line));
  EXPECT_NE(record_digest(base.record, DuplicateRule::same_moves),
            record_digest(varied.record, DuplicateRule::same_moves));
}

TEST(DuplicatesTest, MovesCompareAsTheGamePlaysThem) {
  CollectionRecords c;
  // a2-c2 captures on d2: written with and without the capture.
  const std::string start = "1. d2-e2 d3-d2\n\n2. a4-a2 d5-a5\n\n3. b4-a4 c4-c6\n\n";
  const auto with = c.read(brandub_record("", start + "4. a2-c2xd2\n"));
  const auto without = c.read(brandub_record("", start + "4. a2-c2\n"));
  EXPECT_EQ(record_digest(with.record, DuplicateRule::same_moves),
            record_digest(without.record, DuplicateRule::same_moves));
}

TEST(DuplicatesTest, TheStartCounts) {
  CollectionRecords c;
  const auto plain = c.read(brandub_record("", ""));
  const auto placed = c.read(brandub_record("[position:/3t3/3t3/3T3/ttTK1tt/3T3/3t3/3t3/]\n", ""));
  const auto tablut =
      c.read("[rules:" + variants::builtin_catalogue().find_or_null("tablut-9x9")->rules + "]\n");
  const Digest d = record_digest(plain.record, DuplicateRule::same_moves);
  EXPECT_NE(d, record_digest(placed.record, DuplicateRule::same_moves));
  EXPECT_NE(d, record_digest(tablut.record, DuplicateRule::same_moves));
}

TEST(DuplicatesTest, TheFilterKeepsTheFirstOfEachKind) {
  CollectionRecords c;
  const auto a = c.read(brandub_record("", "1. d2-e2 d3-d2\n"));
  const auto a_again = c.read(brandub_record("[event:again]\n", "1. d2-e2 d3-d2\n"));
  const auto b = c.read(brandub_record("", "1. d2-f2 d3-d2\n"));
  DuplicateFilter filter(DuplicateRule::same_main_line);
  EXPECT_TRUE(filter.first_of_its_kind(a.record));
  EXPECT_FALSE(filter.first_of_its_kind(a_again.record));
  EXPECT_TRUE(filter.first_of_its_kind(b.record));
  EXPECT_FALSE(filter.first_of_its_kind(a.record));
  EXPECT_EQ(filter.distinct(), 2u);
  EXPECT_EQ(duplicate_rule_named("moves"), DuplicateRule::same_moves);
  EXPECT_EQ(duplicate_rule_named("mainline"), DuplicateRule::same_main_line);
  EXPECT_FALSE(duplicate_rule_named("tags").has_value());
}

TEST(DuplicatesTest, DigestsSeparateTexts) {
  DigestBuilder ab_c;
  ab_c.add("ab");
  ab_c.add("c");
  DigestBuilder a_bc;
  a_bc.add("a");
  a_bc.add("bc");
  EXPECT_NE(ab_c.digest(), a_bc.digest());
  // Ten thousand distinct texts, ten thousand distinct digests.
  std::unordered_set<Digest, DigestHash> seen;
  for (int i = 0; i < 10000; ++i) {
    DigestBuilder d;
    d.add("d2-e2 " + std::to_string(i));
    seen.insert(d.digest());
  }
  EXPECT_EQ(seen.size(), 10000u);
}

}  // namespace
}  // namespace skald::collection
