// The positions puzzle tags name, as OpenTafl's replay numbers them: `6a` is the position
// after move 6a, `1a` (and skald's `0a`) the start.

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

TEST(PuzzlePosition, AMoveNamesThePositionAfterIt) {
  const Record record = line_of(4);  // 1a 1b 2a 2b
  const PositionResolution r = at(record, "2a");
  ASSERT_NE(r.after, nullptr) << r.error;
  EXPECT_EQ(r.after->move_text, "m3");
  EXPECT_EQ(position_address(*r.after), "2a");
}

TEST(PuzzlePosition, OneAAndZeroANameTheStart) {
  const Record record = line_of(2);
  EXPECT_EQ(at(record, "0a").after, &record.root());
  EXPECT_EQ(at(record, "1a").after, &record.root());
  EXPECT_EQ(position_address(record.root()), "1a");
  // The position after the first move has no name OpenTafl can find.
  EXPECT_EQ(position_address(*record.root().next()), std::nullopt);
}

TEST(PuzzlePosition, AnAddressPastTheEndNamesNothing) {
  const Record record = line_of(3);
  EXPECT_EQ(at(record, "2b").after, nullptr);
  EXPECT_FALSE(at(record, "2b").error.empty());
}

}  // namespace
}  // namespace skald::record
