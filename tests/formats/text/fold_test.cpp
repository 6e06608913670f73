#include "formats/text/fold.h"

#include <gtest/gtest.h>

namespace skald::text {
namespace {

TEST(FindFolded, IgnoresAsciiCase) {
  EXPECT_EQ(find_folded("The KING escapes", "king"), (FoldedMatch{4, 8}));
  EXPECT_EQ(find_folded("The KING escapes", "queen"), std::nullopt);
}

TEST(FindFolded, ReportsByteOffsetsInTheOriginal) {
  // 日本 is 6 bytes, then a space.
  EXPECT_EQ(find_folded("日本 King", "KING"), (FoldedMatch{7, 11}));
  EXPECT_EQ(find_folded("Ärger im Spiel", "ärger"), (FoldedMatch{0, 6}));
}

TEST(FindFolded, UsesFullCaseFolding) {
  // ß folds to "ss": "STRASSE" matches all of "Straße" (7 bytes).
  EXPECT_EQ(find_folded("Straße", "STRASSE"), (FoldedMatch{0, 7}));
  EXPECT_EQ(find_folded("Straße", "ss"), (FoldedMatch{4, 6}));
  // Half of a ß is not a match.
  EXPECT_EQ(find_folded("traße", "s"), std::nullopt);
  // Final and medial sigma fold to the same letter.
  EXPECT_EQ(find_folded("ΟΔΟΣ", "οδος"), (FoldedMatch{0, 8}));
}

TEST(FindFolded, TreatsCanonicalEquivalentsAsEqual) {
  // Precomposed É finds e + combining acute (6 bytes for "Cafe\u0301").
  EXPECT_EQ(find_folded("Cafe\u0301 noir", "CAF\u00C9"), (FoldedMatch{0, 6}));
  EXPECT_EQ(find_folded("caf\u00E9 noir", "cafe\u0301"), (FoldedMatch{0, 5}));
}

TEST(FindFolded, NeverMatchesALetterWithoutItsAccent) {
  EXPECT_EQ(find_folded("caf\u00E9", "cafe"), std::nullopt);
  EXPECT_EQ(find_folded("cafe\u0301", "cafe"), std::nullopt);
  EXPECT_EQ(find_folded("cafe\u0301 cafe", "cafe"), (FoldedMatch{7, 11}));
}

TEST(FindFolded, StartsAtTheGivenOffset) {
  EXPECT_EQ(find_folded("abc abc", "ABC", 1), (FoldedMatch{4, 7}));
  EXPECT_EQ(find_folded("abc abc", "ABC", 5), std::nullopt);
  EXPECT_EQ(find_folded("abc", "x", 99), std::nullopt);
  EXPECT_EQ(find_folded("abc", "", 2), (FoldedMatch{2, 2}));
}

TEST(FindAllFolded, FindsEveryNonOverlappingMatch) {
  EXPECT_EQ(find_all_folded("Hint: hint HINT", "hint"),
            (std::vector<FoldedMatch>{{0, 4}, {6, 10}, {11, 15}}));
  EXPECT_EQ(find_all_folded("aaaa", "AA"), (std::vector<FoldedMatch>{{0, 2}, {2, 4}}));
  EXPECT_TRUE(find_all_folded("abc", "").empty());
}

TEST(ContainsFolded, SaysWhetherThereIsAMatch) {
  EXPECT_TRUE(contains_folded("(HINT: look at the edge)", "(hint:"));
  EXPECT_FALSE(contains_folded("(hin t: no)", "(hint:"));
}

TEST(EqualsFolded, ComparesWholeStrings) {
  EXPECT_TRUE(equals_folded("Copenhagen Hnefatafl", "COPENHAGEN hnefatafl"));
  EXPECT_TRUE(equals_folded("Straße", "STRASSE"));
  EXPECT_TRUE(equals_folded("caf\u00E9", "CAFE\u0301"));
  EXPECT_TRUE(equals_folded("q\u0301\u0323", "Q\u0323\u0301"));  // mark order
  EXPECT_FALSE(equals_folded("cafe", "caf\u00E9"));
}

TEST(FindFolded, InvalidUtf8DoesNotCrash) {
  EXPECT_EQ(find_folded("a\xFF"
                        "b KING",
                        "king"),
            (FoldedMatch{4, 8}));
}

}  // namespace
}  // namespace skald::text
