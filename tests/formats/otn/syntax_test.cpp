// The lexical/syntactic layer of .otg files: tags, turn lines, variation lines,
// placeholders, comment blocks, line ends, and the positions and messages of errors.
#include "formats/otn/syntax.h"

#include <gtest/gtest.h>

namespace skald::otn {
namespace {

struct Parsed {
  OtgSyntax syntax;
  Diagnostics diagnostics;
};

Parsed parse(std::string_view text) {
  Parsed p;
  p.syntax = parse_otg_syntax(text, "t.otg", p.diagnostics);
  return p;
}

std::vector<std::string> messages(const Diagnostics& d) {
  std::vector<std::string> out;
  for (const auto& item : d.items())
    out.push_back(format_diagnostic(item));
  return out;
}

TEST(OtnSyntax, TagsKeepOrderAndPositions) {
  auto p = parse("[date:2015.05.04]\n[rules:dim:7 start:/7/7/7/7/7/7/7/]\n[event:x]\n");
  ASSERT_TRUE(p.diagnostics.empty()) << messages(p.diagnostics)[0];
  ASSERT_EQ(p.syntax.tags.size(), 3u);
  EXPECT_EQ(p.syntax.tags[0].key, "date");
  EXPECT_EQ(p.syntax.tags[0].value, "2015.05.04");
  EXPECT_EQ(p.syntax.tags[1].key, "rules");
  EXPECT_EQ(p.syntax.tags[1].value, "dim:7 start:/7/7/7/7/7/7/7/");
  EXPECT_EQ(p.syntax.tags[2].key, "event");
  EXPECT_EQ(p.syntax.tags[2].position, (TextPosition{3, 1}));
  EXPECT_EQ(p.syntax.tags[2].value_position, (TextPosition{3, 8}));
}

TEST(OtnSyntax, TagValueSpansLines) {
  auto p = parse("[start-comment:first\n\nthird (Hint: x)]\n[result:1]\n\n1. a1-a2 b1-b2\n");
  ASSERT_TRUE(p.diagnostics.empty());
  ASSERT_EQ(p.syntax.tags.size(), 2u);
  EXPECT_EQ(p.syntax.tags[0].value, "first\n\nthird (Hint: x)");
  EXPECT_EQ(p.syntax.tags[1].position, (TextPosition{4, 1}));
  ASSERT_EQ(p.syntax.lines.size(), 1u);
  EXPECT_EQ(p.syntax.lines[0].position, (TextPosition{6, 1}));
}

TEST(OtnSyntax, TurnLineWithMovesAndPositions) {
  auto p = parse("12. h5-g5 Kf5-f7\n");
  ASSERT_TRUE(p.diagnostics.empty());
  ASSERT_EQ(p.syntax.lines.size(), 1u);
  const auto& t = p.syntax.lines[0];
  EXPECT_EQ(t.kind, TurnLineKind::main_line);
  EXPECT_EQ(t.label, "12.");
  ASSERT_EQ(t.elements.size(), 1u);
  EXPECT_EQ(t.elements[0], (LabelElement{12, -1}));
  ASSERT_EQ(t.moves.size(), 2u);
  EXPECT_EQ(t.moves[0].text, "h5-g5");
  EXPECT_EQ(t.moves[0].position, (TextPosition{1, 5}));
  EXPECT_EQ(t.moves[1].text, "Kf5-f7");
  EXPECT_EQ(t.moves[1].position, (TextPosition{1, 11}));
  EXPECT_FALSE(t.comment.has_value());
}

TEST(OtnSyntax, VariationLabelsInEveryForm) {
  auto p = parse(
      "1. a1-a2 b1-b2\n"
      "2a.1.3a. f5-f6 Ke6-e7xf7\n"
      "3b.3.1a ..... a4-a3xa2\n"
      "3a.2.1a.1.1a. ..... b1-b2\n");
  ASSERT_TRUE(p.diagnostics.empty()) << messages(p.diagnostics)[0];
  ASSERT_EQ(p.syntax.lines.size(), 4u);
  const auto& v1 = p.syntax.lines[1];
  EXPECT_EQ(v1.kind, TurnLineKind::variation);
  EXPECT_TRUE(v1.label_has_dot);
  EXPECT_EQ(v1.elements, (std::vector<LabelElement>{{2, 0}, {1, -1}, {3, 0}}));
  EXPECT_EQ(v1.placeholders, 0);
  const auto& v2 = p.syntax.lines[2];
  EXPECT_FALSE(v2.label_has_dot);
  EXPECT_EQ(v2.elements, (std::vector<LabelElement>{{3, 1}, {3, -1}, {1, 0}}));
  EXPECT_EQ(v2.placeholders, 1);
  ASSERT_EQ(v2.moves.size(), 1u);
  EXPECT_EQ(v2.moves[0].text, "a4-a3xa2");
  EXPECT_EQ(v2.moves[0].position, (TextPosition{3, 15}));
  const auto& v3 = p.syntax.lines[3];
  EXPECT_EQ(v3.elements.size(), 5u);
  EXPECT_EQ(v3.placeholders, 1);
}

TEST(OtnSyntax, CommentBlocksSegmentsAndEmptyOnes) {
  auto p = parse(
      "1. a1-a2 b1-b2\n[first|second]\n\n"
      "2. a2-a3 b2-b3\n[|]\n"
      "3. a3-a4 b3-b4\n[]\n"
      "4. a4-a5 b4-b5\n"
      "5. a5-a6\n[line one\n\nline three|x]\n");
  ASSERT_TRUE(p.diagnostics.empty()) << messages(p.diagnostics)[0];
  ASSERT_EQ(p.syntax.lines.size(), 5u);
  const auto& c1 = *p.syntax.lines[0].comment;
  ASSERT_EQ(c1.segments.size(), 2u);
  EXPECT_EQ(c1.segments[0].text, "first");
  EXPECT_EQ(c1.segments[1].text, "second");
  EXPECT_EQ(c1.position, (TextPosition{2, 1}));
  EXPECT_EQ(c1.segments[1].position, (TextPosition{2, 8}));
  const auto& c2 = *p.syntax.lines[1].comment;
  ASSERT_EQ(c2.segments.size(), 2u);
  EXPECT_EQ(c2.segments[0].text, "");
  EXPECT_EQ(c2.segments[1].text, "");
  ASSERT_EQ(p.syntax.lines[2].comment->segments.size(), 1u);
  EXPECT_FALSE(p.syntax.lines[3].comment.has_value());
  const auto& c5 = *p.syntax.lines[4].comment;
  EXPECT_EQ(c5.segments[0].text, "line one\n\nline three");
  EXPECT_EQ(c5.segments[1].position, (TextPosition{12, 12}));
}

TEST(OtnSyntax, CrlfBomAndTrailingSpaces) {
  auto p = parse("\xEF\xBB\xBF[result:1]\r\n\r\n1. a1-a2 b1-b2   \r\n[one\r\ntwo|]\r\n");
  ASSERT_TRUE(p.diagnostics.empty()) << messages(p.diagnostics)[0];
  EXPECT_TRUE(p.syntax.had_bom);
  EXPECT_EQ(p.syntax.line_ends, LineEnds::crlf);
  EXPECT_EQ(p.syntax.tags[0].position, (TextPosition{1, 1}));
  ASSERT_EQ(p.syntax.lines.size(), 1u);
  EXPECT_EQ(p.syntax.lines[0].moves.size(), 2u);
  EXPECT_EQ(p.syntax.lines[0].moves[1].text, "b1-b2");
  EXPECT_EQ(p.syntax.lines[0].comment->segments[0].text, "one\ntwo");
  EXPECT_EQ(p.syntax.lines[0].comment->segments[1].position, (TextPosition{5, 5}));
}

TEST(OtnSyntax, EscapesInComments) {
  auto p = parse("1. a1-a2 b1-b2\n[a \\] b \\| c \\[ d \\\\ e \\x|\\\\]\n");
  ASSERT_TRUE(p.diagnostics.empty());
  const auto& c = *p.syntax.lines[0].comment;
  ASSERT_EQ(c.segments.size(), 2u);
  EXPECT_EQ(c.segments[0].text, "a ] b | c [ d \\ e \\x");
  EXPECT_EQ(c.segments[1].text, "\\");
}

TEST(OtnSyntax, ColumnsCountCodePoints) {
  auto p = parse("[event:\xC3\xA9t\xC3\xA9]\n1. a1-a2\n[\xC3\xA9|b]\n");
  ASSERT_TRUE(p.diagnostics.empty());
  EXPECT_EQ(p.syntax.lines[0].comment->segments[1].position, (TextPosition{3, 4}));
}

TEST(OtnSyntax, UnclosedCommentIsAnErrorAtItsStart) {
  auto p = parse("1. a1-a2 b1-b2\n\n[never closed\n2. a2-a3\n");
  ASSERT_EQ(
      messages(p.diagnostics),
      std::vector<std::string>{
          "t.otg:3:1: error: unclosed comment block: expected `]` before the end of the file"});
}

TEST(OtnSyntax, UnclosedTag) {
  auto p = parse("[event:abc\n");
  ASSERT_EQ(
      messages(p.diagnostics),
      std::vector<std::string>{
          "t.otg:1:1: error: unclosed tag `[event:`: expected `]` before the end of the file"});
}

TEST(OtnSyntax, TagWithoutColon) {
  auto p = parse("[event]\n[result:1]\n");
  ASSERT_EQ(messages(p.diagnostics),
            std::vector<std::string>{"t.otg:1:7: error: expected `:` after the tag key `event` (a "
                                     "tag is written `[key:value]`)"});
  ASSERT_EQ(p.syntax.tags.size(), 1u);
  EXPECT_EQ(p.syntax.tags[0].key, "result");
}

TEST(OtnSyntax, GarbageLineIsReportedAndSkipped) {
  auto p = parse("1. a1-a2 b1-b2\nhello world\n2. a2-a3 b2-b3\n");
  ASSERT_EQ(messages(p.diagnostics),
            std::vector<std::string>{
                "t.otg:2:1: error: expected a tag `[key:value]`, a turn line such as `1. e2-e4`, "
                "a variation line or a comment block, found `hello world`"});
  EXPECT_EQ(p.syntax.lines.size(), 2u);
}

TEST(OtnSyntax, BadLabels) {
  auto p = parse("1. a1-a2\n2a.1. a1-a2\n3a. a1-a2\n4x5 a1-a2\n5.\n");
  ASSERT_EQ(messages(p.diagnostics),
            (std::vector<std::string>{
                "t.otg:2:1: error: expected a turn number such as `12.` or a variation address "
                "such as `2a.1.3a.`, found `2a.1.`",
                "t.otg:3:1: error: expected a turn number such as `12.`, found `3a.` (a move "
                "address is not a turn line)",
                "t.otg:4:1: error: expected a turn number such as `12.` or a variation address "
                "such as `2a.1.3a.`, found `4x5`",
                "t.otg:5:1: error: expected at least one move after `5.`"}));
}

TEST(OtnSyntax, PlaceholderAfterMove) {
  auto p = parse("1. a1-a2 ..... b1-b2\n");
  ASSERT_EQ(messages(p.diagnostics),
            std::vector<std::string>{"t.otg:1:10: error: expected a move, found the placeholder "
                                     "`.....` after a move (placeholders come first)"});
  EXPECT_EQ(p.syntax.lines[0].moves.size(), 2u);
}

TEST(OtnSyntax, SecondCommentBlockIsAnError) {
  auto p = parse("1. a1-a2 b1-b2\n[x|y]\n[z]\n2. a2-a3\n");
  ASSERT_EQ(messages(p.diagnostics),
            std::vector<std::string>{"t.otg:3:1: error: unexpected comment block: turn line `1.` "
                                     "(line 1) already has one; expected a turn line or a "
                                     "variation line"});
  EXPECT_EQ(p.syntax.lines[0].comment->segments[0].text, "x");
  EXPECT_EQ(p.syntax.lines.size(), 2u);
}

TEST(OtnSyntax, CommentOnTheTurnLine) {
  auto p = parse("1. a1-a2 b1-b2 [x|y]\n2. a2-a3\n");
  ASSERT_TRUE(p.diagnostics.empty());
  EXPECT_EQ(p.syntax.lines[0].moves.size(), 2u);
  EXPECT_EQ(p.syntax.lines[0].comment->segments[1].text, "y");
  EXPECT_EQ(p.syntax.lines.size(), 2u);
}

TEST(OtnSyntax, TagAfterMovesIsKeptWithAWarning) {
  auto p = parse("1. a1-a2 b1-b2\n[x|y]\n[annotator:me]\n");
  ASSERT_EQ(messages(p.diagnostics),
            std::vector<std::string>{"t.otg:3:1: warning: tag `annotator` written after the "
                                     "moves; skald keeps it, OpenTafl ignores it"});
  ASSERT_EQ(p.syntax.tags.size(), 1u);
  EXPECT_TRUE(p.syntax.tags[0].after_moves);
}

TEST(OtnSyntax, ParseLabel) {
  EXPECT_EQ(parse_label("29."), (std::vector<LabelElement>{{29, -1}}));
  EXPECT_EQ(parse_label("7b.3.1b.2.4a.1.1b")->size(), 7u);
  EXPECT_FALSE(parse_label(""));
  EXPECT_FALSE(parse_label("a1"));
  EXPECT_FALSE(parse_label("1.."));
  EXPECT_FALSE(parse_label("1ab"));
  EXPECT_FALSE(parse_label("99999999"));
  // Up to six digits an element, leading zeros read as such.
  EXPECT_EQ(parse_label("123456."), (std::vector<LabelElement>{{123456, -1}}));
  EXPECT_EQ(parse_label("007."), (std::vector<LabelElement>{{7, -1}}));
  EXPECT_EQ(parse_label("0."), (std::vector<LabelElement>{{0, -1}}));
  EXPECT_EQ(parse_label("12a."), (std::vector<LabelElement>{{12, 0}}));
  EXPECT_FALSE(parse_label("1234567."));
  EXPECT_FALSE(parse_label("."));
  EXPECT_EQ(parse_label("1.2.")->size(), 2u);
}

TEST(OtnSyntax, NeverCrashesOnAnyPrefixOfAFile) {
  const std::string text =
      "\xEF\xBB\xBF[rules:dim:7 start:/7/7/7/7/7/7/7/]\r\n[start-comment:a\nb]\n\n1. a1-a2 b1-b2\n"
      "[x \\] y|z]\n2a.1.1a. ..... c1-c2\n[|]\n";
  for (size_t n = 0; n <= text.size(); ++n) {
    Diagnostics d;
    (void)parse_otg_syntax(std::string_view(text).substr(0, n), "t.otg", d);
  }
  SUCCEED();
}

}  // namespace
}  // namespace skald::otn
