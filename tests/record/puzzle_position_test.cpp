// The positions puzzle tags name: OpenTafl's `6a` is the position before move 6a, the
// start is `0a` or `1a`, and the move after the main line's end names its last position.

#include "skald/record/puzzle_position.h"

#include <gtest/gtest.h>

#include "skald/record/numbering.h"
#include "skald/record/record.h"

namespace skald::record {
namespace {

/// A main line of `moves` moves, sides alternating from 0.
Record line_of(int moves) {
  Record record;
  Node* at = &record.root();
  for (int i = 0; i < moves; ++i)
    at = at->add_child(std::make_unique<Node>("m" + std::to_string(i + 1), i % 2));
  return record;
}

PositionResolution at(const Record& record, const std::string& text) {
  return resolve_position(record.root(), *parse_address(text).address);
}

TEST(PuzzlePosition, AMoveNamesThePositionBeforeIt) {
  const Record record = line_of(4);  // 1a 1b 2a 2b
  const PositionResolution r = at(record, "2a");
  ASSERT_NE(r.after, nullptr) << r.error;
  EXPECT_EQ(r.after->move_text, "m2");  // after 1b
  ASSERT_NE(r.move, nullptr);
  EXPECT_EQ(r.move->move_text, "m3");
}

TEST(PuzzlePosition, TheStartIsZeroAOrOneA) {
  const Record record = line_of(2);
  EXPECT_EQ(at(record, "0a").after, &record.root());
  EXPECT_EQ(at(record, "1a").after, &record.root());
  EXPECT_EQ(at(record, "1a").move, record.root().next());
}

TEST(PuzzlePosition, TheMoveAfterTheEndNamesTheLastPosition) {
  const Record record = line_of(3);  // ends with 2a; the next move would be 2b
  EXPECT_EQ(next_main_line_address(*record.root().next()->next()->next()), "2b");
  const PositionResolution r = at(record, "2b");
  ASSERT_NE(r.after, nullptr) << r.error;
  EXPECT_EQ(r.after->move_text, "m3");
  EXPECT_EQ(r.move, nullptr);
  EXPECT_EQ(at(record, "3a").after, nullptr);  // two moves past the end
  EXPECT_FALSE(at(record, "3a").error.empty());
  EXPECT_EQ(next_main_line_address(Record().root()), "1a");
}

}  // namespace
}  // namespace skald::record
