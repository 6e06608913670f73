// RepetitionTable: where a position occurred first, on the path from the game's start to
// the node searched, with the game's older positions looked up rather than listed (a long
// game's, whose every position a search would otherwise list and scan at every node).

#include "skald/engine/repetition_table.h"

#include <gtest/gtest.h>

#include <cstdint>

namespace skald::engine {
namespace {

TEST(RepetitionTable, FindsTheGamesListedAndCountedPositionsBeforeTheRoot) {
  EarlierPositions earlier;
  earlier.latest = {11, 12, 13};
  earlier.counted = [](std::uint64_t key) { return key == 1 || key == 2; };
  RepetitionTable table;
  table.reset(earlier);
  table.push(20);  // the root
  table.push(21);
  EXPECT_EQ(table.earliest_ply(1), RepetitionTable::kBeforeRoot);
  EXPECT_EQ(table.earliest_ply(12), RepetitionTable::kBeforeRoot);
  EXPECT_EQ(table.earliest_ply(20), 0);
  EXPECT_EQ(table.earliest_ply(21), 1);
  EXPECT_EQ(table.earliest_ply(3), RepetitionTable::kNever);
  table.pop();
  EXPECT_EQ(table.earliest_ply(21), RepetitionTable::kNever);
  // Without counted positions only the listed ones are before the root.
  EarlierPositions listed_only;
  listed_only.latest = {11};
  table.reset(listed_only);
  EXPECT_EQ(table.earliest_ply(1), RepetitionTable::kNever);
  EXPECT_EQ(table.earliest_ply(11), RepetitionTable::kBeforeRoot);
}

}  // namespace
}  // namespace skald::engine
