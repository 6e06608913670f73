// Statistics: counts by game, variant, result, length band and opening move; the shortest,
// longest and mean main line.

#include "skald/collection/collection_stats.h"

#include <gtest/gtest.h>

namespace skald::collection {
namespace {

RecordFacts facts(std::string variant, std::string result, std::size_t plies, std::string opening) {
  RecordFacts f;
  f.game = variant == "ataxx" ? "ataxx" : "tafl";
  f.variant = std::move(variant);
  f.result = std::move(result);
  f.plies = plies;
  f.opening = std::move(opening);
  return f;
}

TEST(CollectionStatsTest, CountsEveryRecordOnce) {
  CollectionStats stats;
  EXPECT_EQ(stats.mean_plies(), 0.0);
  stats.add(facts("brandub", "defenders-win", 22, "d2-e2"));
  stats.add(facts("brandub", "attackers-win", 9, "d2-e2"));
  stats.add(facts("ataxx", "ongoing", 30, "b7"));
  stats.add(facts("", "ongoing", 0, ""));
  EXPECT_EQ(stats.records, 4u);
  EXPECT_EQ(stats.shortest, 0u);
  EXPECT_EQ(stats.longest, 30u);
  EXPECT_DOUBLE_EQ(stats.mean_plies(), 61.0 / 4);
  EXPECT_EQ(stats.by_game, (std::map<std::string, std::size_t>{{"ataxx", 1}, {"tafl", 3}}));
  EXPECT_EQ(stats.by_variant,
            (std::map<std::string, std::size_t>{{"", 1}, {"ataxx", 1}, {"brandub", 2}}));
  EXPECT_EQ(stats.by_result, (std::map<std::string, std::size_t>{
                                 {"attackers-win", 1}, {"defenders-win", 1}, {"ongoing", 2}}));
  EXPECT_EQ(stats.by_length, (std::map<std::size_t, std::size_t>{{0, 2}, {20, 1}, {30, 1}}));
  EXPECT_EQ(stats.by_opening,
            (std::map<std::string, std::size_t>{{"", 1}, {"b7", 1}, {"d2-e2", 2}}));
}

TEST(CollectionStatsTest, ShortestIsTheFirstRecordsUntilAShorterOne) {
  CollectionStats stats;
  stats.add(facts("brandub", "draw", 40, "a"));
  EXPECT_EQ(stats.shortest, 40u);
  stats.add(facts("brandub", "draw", 12, "a"));
  stats.add(facts("brandub", "draw", 50, "a"));
  EXPECT_EQ(stats.shortest, 12u);
  EXPECT_EQ(stats.longest, 50u);
}

}  // namespace
}  // namespace skald::collection
