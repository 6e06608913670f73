#include "formats/text/wrap.h"

#include <gtest/gtest.h>

#include "formats/text/width.h"

namespace skald::text {
namespace {

using Lines = std::vector<std::string>;

WrapOptions width(int columns) {
  WrapOptions options;
  options.width = columns;
  return options;
}

std::string concatenated(const Lines& lines) {
  std::string all;
  for (const std::string& line : lines)
    all += line;
  return all;
}

void expect_all_fit(const Lines& lines, int columns) {
  for (const std::string& line : lines) {
    EXPECT_LE(display_width(line), columns) << "line '" << line << "'";
  }
}

TEST(Wrap, BreaksBetweenWordsGreedily) {
  EXPECT_EQ(wrap_lines("the quick brown fox jumps over the lazy dog", width(10)),
            (Lines{"the quick", "brown fox", "jumps over", "the lazy", "dog"}));
}

TEST(Wrap, TextThatFitsIsOneLine) {
  EXPECT_EQ(wrap_lines("short comment", width(80)), (Lines{"short comment"}));
  EXPECT_EQ(wrap("", width(80)), "");
  EXPECT_TRUE(wrap_lines("", width(80)).empty());
}

TEST(Wrap, KeepsNewlinesAsParagraphBreaks) {
  EXPECT_EQ(wrap_lines("one two\n\nthree\n", width(80)), (Lines{"one two", "", "three", ""}));
  EXPECT_EQ(wrap_lines("a\r\nb", width(80)), (Lines{"a", "b"}));
  EXPECT_EQ(wrap("alpha beta\ngamma", width(6)), "alpha\nbeta\ngamma");
}

TEST(Wrap, MandatoryBreaksInsideAParagraphEndTheLine) {
  EXPECT_EQ(wrap_lines("one\u2028two", width(80)), (Lines{"one", "two"}));  // LINE SEPARATOR
}

TEST(Wrap, DropsTrailingSpacesButKeepsLeadingIndentation) {
  EXPECT_EQ(wrap_lines("  indented text   ", width(80)), (Lines{"  indented text"}));
}

TEST(Wrap, BreaksAnOverlongWordAtGraphemeBoundaries) {
  EXPECT_EQ(wrap_lines("abcdefghij", width(4)), (Lines{"abcd", "efgh", "ij"}));
  EXPECT_EQ(wrap_lines("ok abcdefghij", width(4)), (Lines{"ok", "abcd", "efgh", "ij"}));
  // Accents stay on their letters.
  EXPECT_EQ(wrap_lines("e\u0301e\u0301e\u0301", width(2)), (Lines{"e\u0301e\u0301", "e\u0301"}));
}

TEST(Wrap, CombiningMarksTakeNoColumn) {
  // "café" with a combining accent is 4 columns, so two fit in 9 columns.
  EXPECT_EQ(wrap_lines("cafe\u0301 cafe\u0301 cafe\u0301", width(9)),
            (Lines{"cafe\u0301 cafe\u0301", "cafe\u0301"}));
}

TEST(Wrap, CjkBreaksBetweenIdeographs) {
  const std::string text = "日本語のテキストを折り返します。";
  const Lines lines = wrap_lines(text, width(8));
  EXPECT_EQ(lines, (Lines{"日本語の", "テキスト", "を折り返", "します。"}));
  EXPECT_EQ(concatenated(lines), text);
}

TEST(Wrap, CjkNeverStartsALineWithClosingPunctuation) {
  const Lines lines = wrap_lines("あいう。えお", width(6));
  expect_all_fit(lines, 6);
  EXPECT_EQ(concatenated(lines), "あいう。えお");
  for (const std::string& line : lines)
    EXPECT_NE(line.rfind("。", 0), 0u) << line;
  EXPECT_EQ(lines, (Lines{"あい", "う。え", "お"}));
}

TEST(Wrap, EmojiSequencesAreNeverSplit) {
  const std::string family = "👨\u200D👩\u200D👧";
  EXPECT_EQ(wrap_lines(family + family + family, width(4)), (Lines{family + family, family}));
  EXPECT_EQ(wrap_lines("🇫🇷🇩🇪🇯🇵", width(3)), (Lines{"🇫🇷", "🇩🇪", "🇯🇵"}));
}

TEST(Wrap, PrefixesCountTowardsTheWidth) {
  WrapOptions options = width(10);
  options.first_indent = "- ";
  options.indent = "  ";
  EXPECT_EQ(wrap_lines("alpha beta gamma delta", options),
            (Lines{"- alpha", "  beta", "  gamma", "  delta"}));
  options.width = 12;
  EXPECT_EQ(wrap_lines("alpha beta gamma delta", options),
            (Lines{"- alpha beta", "  gamma", "  delta"}));
}

TEST(Wrap, EmptyParagraphsKeepTheirPrefixWithoutTrailingSpaces) {
  WrapOptions options = width(20);
  options.first_indent = "// ";
  options.indent = "// ";
  EXPECT_EQ(wrap_lines("one\n\ntwo", options), (Lines{"// one", "//", "// two"}));
}

TEST(Wrap, MixedScriptsAllFitAndLoseNothingButSpaces) {
  const std::string text =
      "Black plays 12. e4-e6 — 良い手です。The king 👑 escapes via k11 (hint: edge).";
  for (int columns = 4; columns <= 30; ++columns) {
    const Lines lines = wrap_lines(text, width(columns));
    expect_all_fit(lines, columns);
    std::string without_spaces;
    for (char ch : text) {
      if (ch != ' ') without_spaces += ch;
    }
    std::string wrapped_without_spaces;
    for (char ch : concatenated(lines)) {
      if (ch != ' ') wrapped_without_spaces += ch;
    }
    EXPECT_EQ(wrapped_without_spaces, without_spaces) << "width " << columns;
  }
}

}  // namespace
}  // namespace skald::text
