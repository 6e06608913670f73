// The collection rule: no two puzzles share a position, and no two from the same game
// start with the same two moves.

#include "skald/puzzle/puzzle_duplicates.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "formats/otn/reader.h"
#include "skald/game/registry.h"
#include "skald/tafl/tafl_game.h"

namespace skald::puzzle {
namespace {

PuzzleKeys keys(std::vector<std::string> before, std::vector<std::string> positions,
                std::vector<std::string> first_two) {
  return {"brandub", std::move(before), std::move(positions), std::move(first_two)};
}

TEST(PuzzleDuplicates, APuzzleOnAnotherOnesMainLineSharesItsPosition) {
  const std::vector<PuzzleKeys> puzzles = {keys({"a"}, {"P1", "P2", "P3"}, {"m", "n"}),
                                           keys({"b"}, {"P3", "P4"}, {"x", "y"})};
  const std::vector<Duplicate> found = find_duplicates(puzzles);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].puzzle, 1u);
  EXPECT_EQ(found[0].earlier, 0u);
  EXPECT_EQ(found[0].reason, "shares a position");
}

TEST(PuzzleDuplicates, TheSameFirstTwoMovesRepeatOnlyWithinOneGame) {
  // The second begins with the first's moves: the same game, a few plies on.
  const PuzzleKeys first = keys({"a", "b"}, {"P1", "P2"}, {"m", "n"});
  const PuzzleKeys same_game = keys({"a", "b", "c", "d"}, {"Q1", "Q2"}, {"m", "n"});
  const PuzzleKeys other_game = keys({"a", "z", "c", "d"}, {"R1", "R2"}, {"m", "n"});
  const std::optional<Duplicate> d = duplicate_of(same_game, {first});
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->reason, "same game, same first two moves");
  EXPECT_FALSE(duplicate_of(other_game, {first}).has_value());
  EXPECT_FALSE(duplicate_of(keys({"a", "b", "c"}, {"S1"}, {"m", "o"}), {first}).has_value());
}

TEST(PuzzleDuplicates, TwoShippedPuzzlesOfDifferentGamesAreDistinctTwinsAreNot) {
  game::GameRegistry games;
  games.add(tafl::make_tafl_game());
  const auto read_keys = [&](const std::string& name) {
    otn::ReadOptions options;
    options.games = &games;
    const otn::ReadResult r = otn::read_otg_file(
        (std::filesystem::path(SKALD_SOURCE_DIR) / "tests" / "data" / "puzzles" / name).string(),
        options);
    EXPECT_FALSE(r.diagnostics.has_errors()) << name;
    return puzzle_keys(r.record, *games.game_for_rules_or_null(r.record.rules_text()));
  };
  const PuzzleKeys brandub1 = read_keys("01-brandub-1-7a.otg");
  const PuzzleKeys brandub2 = read_keys("02-brandub-2-13a.otg");
  ASSERT_FALSE(brandub1.positions.empty());
  EXPECT_EQ(brandub1.before.size(), 13u);  // 7a is the 13th move
  EXPECT_EQ(brandub1.first_two.size(), 2u);
  EXPECT_FALSE(duplicate_of(brandub2, {brandub1}).has_value());
  // Copenhagen's and Fetlar's first self-play games were played alike to the puzzle.
  const std::optional<Duplicate> twins =
      duplicate_of(read_keys("16-fetlar-1-52a.otg"), {read_keys("11-copenhagen-1-52a.otg")});
  ASSERT_TRUE(twins.has_value());
  EXPECT_EQ(twins->reason, "shares a position");
}

}  // namespace
}  // namespace skald::puzzle
