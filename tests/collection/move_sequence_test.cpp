// Move runs: tokens as the game writes a move, as the record wrote it, or short; `*` for any
// move; `^` from the first move.

#include "skald/collection/move_sequence.h"

#include <gtest/gtest.h>

namespace skald::collection {
namespace {

MoveSequence sequence(const std::string& text) {
  MoveSequenceParse parsed = parse_move_sequence(text);
  EXPECT_TRUE(parsed.sequence.has_value()) << text << ": " << parsed.error;
  return parsed.sequence ? std::move(*parsed.sequence) : MoveSequence();
}

// The moves of a line: written, canonical, short.
const std::vector<PlayedMove> kLine = {
    {"d2-e2", "d2-e2", "d2-e2"},
    {"d3-d2", "d3-d2", "d3-d2"},
    {"a2-c2", "a2-c2xd2", "a2-c2"},  // the record left the capture out
    {"Kd4-c4", "Kd4-c4", "d4-c4"},
};

std::span<const PlayedMove> first(std::size_t n) {
  return std::span(kLine).first(n);
}

TEST(MoveSequenceTest, FindsRunsEndingAtAMove) {
  EXPECT_TRUE(sequence("d2-e2 d3-d2").ends_at(first(2)));
  EXPECT_FALSE(sequence("d2-e2 d3-d2").ends_at(first(3)));    // ends one move earlier
  EXPECT_TRUE(sequence("d3-d2 a2-c2xd2").ends_at(first(3)));  // canonical
  EXPECT_TRUE(sequence("d3-d2 a2-c2").ends_at(first(3)));     // as written, and short
  EXPECT_TRUE(sequence("d4-c4").ends_at(first(4)));           // short
  EXPECT_TRUE(sequence("Kd4-c4").ends_at(first(4)));
  EXPECT_FALSE(sequence("Kd4-c5").ends_at(first(4)));
  EXPECT_TRUE(sequence("* * Kd4-c4").ends_at(first(4)));
  EXPECT_FALSE(sequence("* * * * Kd4-c4").ends_at(first(4)));  // longer than the line
  EXPECT_FALSE(sequence("d2-e2").ends_at(first(0)));
}

TEST(MoveSequenceTest, AnchoredRunsStartAtTheFirstMove) {
  EXPECT_TRUE(sequence("^d2-e2").ends_at(first(1)));
  EXPECT_TRUE(sequence("^ d2-e2 d3-d2").ends_at(first(2)));
  EXPECT_FALSE(sequence("^d3-d2").ends_at(first(2)));
  EXPECT_FALSE(sequence("^d2-e2").ends_at(first(3)));
  EXPECT_TRUE(sequence("^* d3-d2").ends_at(first(2)));
}

TEST(MoveSequenceTest, NamesMovesUnlessOnlyWildcards) {
  EXPECT_TRUE(sequence("* d2-e2").names_moves());
  EXPECT_FALSE(sequence("^* *").names_moves());
  EXPECT_EQ(sequence("^d2-e2 * d4-c4").length(), 3u);
}

TEST(MoveSequenceTest, Errors) {
  EXPECT_NE(parse_move_sequence("").error.find("empty"), std::string::npos);
  EXPECT_NE(parse_move_sequence("  ^ ").error.find("empty"), std::string::npos);
  EXPECT_NE(parse_move_sequence("d2-e2 ^d3-d2").error.find("`^`"), std::string::npos);
  EXPECT_NE(parse_move_sequence("^ ^d3-d2").error.find("`^`"), std::string::npos);
}

}  // namespace
}  // namespace skald::collection
