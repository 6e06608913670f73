// Merging by opening: which records share a group, the tree of the union (main line first,
// new moves after), comments joined, each game's end noted, common tags kept, puzzle tags
// dropped, and the merged record written and read back without an error.

#include "skald/collection/opening_merge.h"

#include <gtest/gtest.h>

#include "collection/collection_records.h"
#include "formats/otn/writer.h"
#include "skald/record/numbering.h"

namespace skald::collection {
namespace {

using testing::brandub_record;
using testing::CollectionRecords;

const record::Node* at(const record::Record& record, const std::string& address) {
  return record::resolve_or_null(record.root(), *record::parse_address(address).address);
}

TEST(OpeningMergeTest, GroupsByTheFirstMovesAndMergesTheTrees) {
  CollectionRecords c;
  const auto a = c.read(brandub_record("[event:club]\n[round:1]\n[puzzle-mode:loose]\n",
                                       "1. d2-e2 d3-d2\n[first|]\n\n2. a4-a2 d5-a5\n"));
  const auto b = c.read(
      brandub_record("[event:club]\n[round:2]\n", "1. d2-e2 d3-d2\n[second|]\n\n2. a4-a3 d5-a5\n"));
  const auto other_opening = c.read(brandub_record("", "1. d2-f2 d3-d2\n"));
  const auto same_as_a = c.read(brandub_record("[event:club]\n", "1. d2-e2 d3-d2\n[first|]\n"));

  OpeningMerge merge(2);
  merge.add(a.record, c.game_of(a.record), "a.otg", "ongoing");
  merge.add(b.record, c.game_of(b.record), "b.otg", "ongoing");
  merge.add(other_opening.record, c.game_of(other_opening.record), "c.otg", "");
  merge.add(same_as_a.record, c.game_of(same_as_a.record), "d.otg", "ongoing");
  std::vector<MergedRecord> merged = merge.finish();
  ASSERT_EQ(merged.size(), 2u);

  const MergedRecord& m = merged[0];
  EXPECT_EQ(m.labels, (std::vector<std::string>{"a.otg", "b.otg", "d.otg"}));
  EXPECT_EQ(m.opening, "d2-e2 d3-d2");
  EXPECT_EQ(m.game, &c.game_of(a.record));
  // The tree: a's main line, b's branch at 2a.
  EXPECT_EQ(m.record.move_count(), 6u);
  ASSERT_NE(at(m.record, "2a"), nullptr);
  EXPECT_EQ(at(m.record, "2a")->move_text, "a4-a2");
  ASSERT_NE(at(m.record, "2a.1.1a"), nullptr);
  EXPECT_EQ(at(m.record, "2a.1.1a")->move_text, "a4-a3");
  // Comments: a's, then b's after a blank line; d's equals a's and is not repeated; d's
  // main line ends at 1b, so its note is there too.
  EXPECT_EQ(at(m.record, "1a")->comment, "first\n\nsecond");
  EXPECT_EQ(at(m.record, "1b")->comment, "game: d.otg, ongoing");
  EXPECT_EQ(at(m.record, "2b")->comment, "game: a.otg, ongoing");
  EXPECT_EQ(at(m.record, "2a.1.1b")->comment, "game: b.otg, ongoing");
  // Tags: those all three share; the rules last; an event saying what it holds only when
  // they do not share one.
  EXPECT_EQ(m.record.tag_value_or_empty("event"), "club");
  EXPECT_EQ(m.record.find_tag("round"), nullptr);
  EXPECT_EQ(m.record.find_tag("puzzle-mode"), nullptr);
  EXPECT_EQ(m.record.tags.back().key, "rules");
  EXPECT_EQ(merged[1].record.tag_value_or_empty("event"),
            "1 games opening with d2-f2 d3-d2 (skald collect)");
  EXPECT_EQ(at(merged[1].record, "1b")->comment, "game: c.otg");

  // Written and read back: the same tree, every move legal, sides set by the replay.
  const otn::WriteResult written = otn::write_otg(m.record);
  const auto back = c.read(written.bytes, "merged.otg");
  EXPECT_EQ(back.record.move_count(), 6u);
  EXPECT_EQ(at(back.record, "2a.1.1a")->move_text, "a4-a3");
}

TEST(OpeningMergeTest, ShortGamesAndRecordsWithoutMoves) {
  CollectionRecords c;
  const auto empty = c.read(brandub_record("", ""));
  const auto one = c.read(brandub_record("", "1. d2-e2\n"));
  const auto two = c.read(brandub_record("", "1. d2-e2 d3-d2\n"));
  OpeningMerge merge(3);
  merge.add(empty.record, c.game_of(empty.record), "empty.otg", "ongoing");
  merge.add(one.record, c.game_of(one.record), "one.otg", "ongoing");
  merge.add(two.record, c.game_of(two.record), "two.otg", "ongoing");
  merge.add(empty.record, c.game_of(empty.record), "empty-again.otg", "ongoing");
  const std::vector<MergedRecord> merged = merge.finish();
  // Shorter than three moves: grouped with the same whole main line only.
  ASSERT_EQ(merged.size(), 3u);
  EXPECT_EQ(merged[0].labels.size(), 2u);
  EXPECT_EQ(merged[0].record.move_count(), 0u);
  // A game without a move is noted in the start comment.
  EXPECT_EQ(merged[0].record.start_comment(),
            "game: empty.otg, ongoing\n\ngame: empty-again.otg, ongoing");
  EXPECT_EQ(merged[1].labels, std::vector<std::string>{"one.otg"});
}

TEST(OpeningMergeTest, ManyGamesBranchingAtOneMoveStayLinear) {
  // A thousand records, each a different first move pair: one group at depth 0 whose root
  // has every first move as a child; the hash map finds each in constant time.
  CollectionRecords c;
  OpeningMerge merge(0);
  const std::vector<std::string> firsts = {"d2-e2", "d2-f2", "d2-b2", "d2-c2", "d1-e1", "d1-f1"};
  const std::vector<std::string> replies = {"d3-d2", "e4-e5", "c4-c5", "d5-e5"};
  std::size_t added = 0;
  for (int repeat = 0; repeat < 40; ++repeat)
    for (const std::string& first : firsts)
      for (const std::string& reply : replies) {
        otn::ReadOptions options;
        options.games = &c.games();
        const auto r =
            otn::read_otg_text(brandub_record("", "1. " + first + " " + reply + "\n"), options);
        if (r.diagnostics.has_errors()) continue;  // a reply the first move left illegal
        merge.add(r.record, c.game_of(r.record), std::to_string(added++), "ongoing");
      }
  const std::vector<MergedRecord> merged = merge.finish();
  ASSERT_EQ(merged.size(), 1u);
  EXPECT_EQ(merged[0].labels.size(), added);
  EXPECT_EQ(merged[0].record.root().child_count(), firsts.size());
  EXPECT_GT(added, 500u);
  // Each distinct legal pair once: the repeats merged into it.
  EXPECT_EQ(merged[0].record.move_count(), firsts.size() + added / 40);
}

}  // namespace
}  // namespace skald::collection
