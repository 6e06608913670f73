#include "formats/text/width.h"

#include <gtest/gtest.h>

namespace skald::text {
namespace {

TEST(DisplayWidth, AsciiCountsOneColumnPerPrintableCharacter) {
  EXPECT_EQ(display_width(""), 0);
  EXPECT_EQ(display_width("e4-e7x"), 6);
  EXPECT_EQ(display_width("a\tb\x7F"), 2);  // controls take no column
}

TEST(DisplayWidth, EastAsianWideAndFullwidthTakeTwo) {
  EXPECT_EQ(display_width("日本語"), 6);
  EXPECT_EQ(display_width("한국어"), 6);
  EXPECT_EQ(display_width("\uFF21"), 2);  // FULLWIDTH LATIN CAPITAL LETTER A
  EXPECT_EQ(display_width("\uFF71"), 1);  // HALFWIDTH KATAKANA LETTER A
  EXPECT_EQ(display_width("abc日本"), 7);
}

TEST(DisplayWidth, CombiningMarksAndFormatCharactersTakeNone) {
  EXPECT_EQ(display_width("e\u0301"), 1);
  EXPECT_EQ(display_width("caf\u00E9"), 4);
  EXPECT_EQ(display_width("cafe\u0301"), 4);
  EXPECT_EQ(display_width("a\u0323\u0301\u0308"), 1);
  EXPECT_EQ(display_width("\u0301"), 0);
  EXPECT_EQ(display_width("a\u200Bb"), 2);            // zero width space
  EXPECT_EQ(display_width("\u00AD"), 0);              // soft hyphen
  EXPECT_EQ(display_width("\u1112\u1161\u11AB"), 2);  // conjoining jamo: one syllable
}

TEST(DisplayWidth, EmojiPresentationTakesTwo) {
  EXPECT_EQ(display_width("👍"), 2);
  EXPECT_EQ(display_width("👍🏽"), 2);       // with a skin tone modifier
  EXPECT_EQ(display_width("\u2764"), 1);         // heavy black heart, text by default
  EXPECT_EQ(display_width("\u2764\uFE0F"), 2);   // ... as emoji
  EXPECT_EQ(display_width("\u2764\uFE0E"), 1);   // ... forced to text presentation
  EXPECT_EQ(display_width("\u231A\uFE0E"), 2);   // a watch is East Asian Wide even as text
  EXPECT_EQ(display_width("1\uFE0F\u20E3"), 2);  // keycap one
}

TEST(DisplayWidth, ZwjSequencesAndFlagsCountOnce) {
  EXPECT_EQ(display_width("👨\u200D👩\u200D👧"), 2);       // family
  EXPECT_EQ(display_width("🏳\uFE0F\u200D🌈"), 2);  // rainbow flag
  EXPECT_EQ(display_width("🇫🇷"), 2);
  EXPECT_EQ(display_width("🇫🇷🇩🇪🇯🇵"), 6);
  EXPECT_EQ(display_width("x👨\u200D👩\u200D👧y"), 4);
}

TEST(DisplayWidth, SameWidthWhetherOrNotClustersSpanCodePoints) {
  // The first string is measured code point by code point, the second needs grapheme
  // clusters (the combining accent); both count the CJK and the accented letter alike.
  EXPECT_EQ(display_width("日本\u00E9"), 5);
  EXPECT_EQ(display_width("日本e\u0301"), 5);
}

TEST(DisplayWidth, InvalidUtf8CountsAsReplacementCharacters) {
  EXPECT_EQ(display_width("a\xFF"
                          "b"),
            3);
}

TEST(TruncateToWidth, KeepsTextThatFits) {
  EXPECT_EQ(truncate_to_width("abc", 3, "…"), "abc");
  EXPECT_EQ(truncate_to_width("日本", 4), "日本");
}

TEST(TruncateToWidth, CutsAtClusterBoundariesAndAddsTheEllipsis) {
  EXPECT_EQ(truncate_to_width("abcdef", 4, "..."), "a...");
  EXPECT_EQ(truncate_to_width("日本語テキスト", 5, "…"), "日本…");
  EXPECT_EQ(truncate_to_width("日本語", 3), "日");
  // The accent stays with its letter.
  EXPECT_EQ(truncate_to_width("e\u0301e\u0301e\u0301", 2), "e\u0301e\u0301");
  // A family emoji is not split into its members.
  EXPECT_EQ(truncate_to_width("👨\u200D👩\u200D👧!", 2), "👨\u200D👩\u200D👧");
  EXPECT_EQ(truncate_to_width("👨\u200D👩\u200D👧!", 1), "");
}

TEST(TruncateToWidth, EllipsisWiderThanTheLimitIsLeftOut) {
  EXPECT_EQ(truncate_to_width("abcdef", 2, "..."), "ab");
}

TEST(PadToWidth, PadsByColumnsNotBytes) {
  EXPECT_EQ(pad_to_width("日本", 6), "日本  ");
  EXPECT_EQ(pad_to_width("cafe\u0301", 5), "cafe\u0301 ");
  EXPECT_EQ(pad_to_width("toolong", 3), "toolong");
}

}  // namespace
}  // namespace skald::text
