// Building the record from .otg text: variations attached where their addresses say,
// comments, tags, the replay's errors and warnings, and the malformed inputs a user meets
// (truncated file, unclosed comment, unknown address, illegal move, bad encoding), each with
// the exact diagnostic expected.
#include "formats/otn/reader.h"

#include <gtest/gtest.h>

#include "formats/otn/writer.h"
#include "huge_token.h"
#include "skald/record/numbering.h"
#include "skald/tafl/tafl_game.h"
#include "tree_compare.h"

namespace skald::otn {
namespace {

// Brandub (7x7): attackers first; d1, d2 attackers, d3 defender, rank 4 `ttTKTtt`.
constexpr const char* kRules =
    "[rules:dim:7 name:Brandub ks:n cenhe: cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n";

class OtnReader : public ::testing::Test {
 protected:
  OtnReader() { registry_.add(tafl::make_tafl_game()); }
  ReadResult read(const std::string& body, bool replay = true) {
    ReadOptions options;
    options.file = "t.otg";
    options.games = replay ? &registry_ : nullptr;
    return read_otg_text(std::string(kRules) + body, options);
  }
  static std::vector<std::string> messages(const Diagnostics& d) {
    std::vector<std::string> out;
    for (const auto& item : d.items())
      out.push_back(format_diagnostic(item));
    return out;
  }
  game::GameRegistry registry_;
};

TEST_F(OtnReader, MainLineAndVariationsAttachWhereTheirAddressesSay) {
  auto r = read(
      "1. d2-e2 d3-e3 \n[first|second]\n\n"
      "1a.1.1a. d2-c2 d3-c3 \n[alt a|alt b]\n\n"
      "1a.1.1a.1.1a. ..... c4-c5 \n[after c2]\n\n"
      "1b.1.1a. ..... c4-c6 \n[alt to e3]\n\n"
      "2. e2-e1 e3-f3 \n[|]\n\n");
  ASSERT_TRUE(r.complete()) << messages(r.diagnostics)[0];
  const record::Node& root = r.record.root();
  ASSERT_EQ(root.child_count(), 2u);
  const record::Node* e2 = root.child(0);
  EXPECT_EQ(e2->move_text, "d2-e2");
  EXPECT_EQ(e2->comment, "first");
  EXPECT_EQ(record::address_text(*e2), "1a");
  // 1a.1: an alternative to 1a, so a second child of the root.
  const record::Node* c2 = root.child(1);
  EXPECT_EQ(c2->move_text, "d2-c2");
  EXPECT_EQ(record::address_text(*c2), "1a.1.1a");
  ASSERT_EQ(c2->child_count(), 2u);
  EXPECT_EQ(c2->child(0)->move_text, "d3-c3");
  // 1a.1.1a.1: off a move inside a variation, it branches after that move.
  EXPECT_EQ(c2->child(1)->move_text, "c4-c5");
  EXPECT_EQ(record::address_text(*c2->child(1)), "1a.1.1a.1.1b");
  EXPECT_EQ(c2->child(1)->comment, "after c2");
  // 1b.1 with a placeholder: an alternative to 1b, a second child of 1a.
  ASSERT_EQ(e2->child_count(), 2u);
  EXPECT_EQ(e2->child(1)->move_text, "c4-c6");
  EXPECT_EQ(record::address_text(*e2->child(1)), "1b.1.1b");
  // The main line continues.
  EXPECT_EQ(e2->child(0)->child(0)->move_text, "e2-e1");
  EXPECT_EQ(record::address_text(*e2->child(0)->child(0)), "2a");
  // Sides and canonical texts come from the replay.
  EXPECT_EQ(e2->side, 0);
  EXPECT_EQ(e2->child(0)->side, 1);
  EXPECT_EQ(e2->canonical_move(), "d2-e2");
}

TEST_F(OtnReader, TagsKeptInOrderWithSources) {
  auto r = read("[event:x]\n[puzzle-mode:loose]\n[puzzle-start:1b]\n\n1. d2-e2 d3-e3\n");
  ASSERT_TRUE(r.complete()) << messages(r.diagnostics)[0];
  ASSERT_EQ(r.record.tags.size(), 4u);
  EXPECT_EQ(r.record.tags[0].key, "rules");
  EXPECT_EQ(r.record.tags[1].key, "event");
  EXPECT_EQ(r.record.tags[3].value, "1b");
  EXPECT_EQ(r.record.tags[1].source.line, 3);
  Diagnostics d;
  EXPECT_EQ(r.record.puzzle_settings(d).mode, record::PuzzleMode::loose);
}

TEST_F(OtnReader, IllegalMoveIsAnErrorWithPositionAndAddress) {
  auto r = read("1. d2-e2 d3-e3\n2. a1-a2 e3-f3\n");
  EXPECT_FALSE(r.complete());
  const auto m = messages(r.diagnostics);
  ASSERT_GE(m.size(), 1u);
  EXPECT_EQ(m[0].rfind("t.otg:4:4: error: at 2a: illegal move `a1-a2`", 0), 0u) << m[0];
  ASSERT_EQ(m.size(), 2u);
  EXPECT_EQ(m[1],
            "t.otg:4:4: note: at 2a: 1 later move of this line and its variations not checked");
}

TEST_F(OtnReader, UnreadableMoveIsAnError) {
  auto r = read("1. d2-e2 zz\n");
  const auto m = messages(r.diagnostics);
  ASSERT_EQ(m.size(), 1u);
  EXPECT_EQ(m[0].rfind("t.otg:3:10: error: at 1b: cannot read move `zz`", 0), 0u) << m[0];
}

TEST_F(OtnReader, WrongCaptureListIsAWarningNamingTheAddress) {
  auto r = read("1. d2-e2xe3 d3-e3\n");
  EXPECT_TRUE(r.complete());
  const auto m = messages(r.diagnostics);
  ASSERT_EQ(m.size(), 1u);
  EXPECT_EQ(m[0].rfind("t.otg:3:4: warning: at 1a: ", 0), 0u) << m[0];
}

TEST_F(OtnReader, UnknownAddress) {
  auto r = read("1. d2-e2 d3-e3\n5a.1.1a. d2-c2\n");
  EXPECT_EQ(messages(r.diagnostics),
            std::vector<std::string>{"t.otg:4:1: error: unknown address: variation line "
                                     "`5a.1.1a.` branches from 5a, which names no move read "
                                     "before it"});
}

TEST_F(OtnReader, VariationContinuingAnUnreadTurn) {
  auto r = read("1. d2-e2 d3-e3\n1a.1.2a. d2-c2\n");
  EXPECT_EQ(messages(r.diagnostics),
            std::vector<std::string>{"t.otg:4:1: error: unknown address: variation line "
                                     "`1a.1.2a.` continues turn 1 of its variation, which was "
                                     "not read before it"});
}

TEST_F(OtnReader, WrongVariationIndexIsRenumberedWithAWarning) {
  auto r = read("1. d2-e2 d3-e3\n1a.2.1a. d2-c2\n");
  EXPECT_EQ(messages(r.diagnostics),
            std::vector<std::string>{"t.otg:4:1: warning: variation line `1a.2.1a.` says "
                                     "variation 2 but it is variation 1 at 1a; it will be "
                                     "renumbered"});
  EXPECT_EQ(r.record.root().child_count(), 2u);
}

TEST_F(OtnReader, VariationNumbersOutOfOrderStillResolve) {
  // Variation and turn numbers that do not come 1, 2, 3... are indexed apart from the
  // others (turn_index.h): each line must still find the lines it continues.
  auto r = read(
      "1. d2-e2 d3-e3\n"
      "1a.2.1a. d2-c2 d3-c3\n"
      "1a.2.2a. c2-c1\n"
      "1a.1.1a. d2-f2\n"
      "1a.1.2a. f2-f1\n"
      "1a.2.1b.1.1a. ..... c4-c5\n"
      "1a.2.3a. c3-b3\n"
      "1a.2.1a. d2-a2\n"
      "2. e2-e1 e3-f3\n"
      "1b.5000.1a. ..... c4-c6\n"
      "1b.5000.2a. e2-e1\n"
      "1b.1.0a. a4-a5\n"
      "1b.1.1b. c4-c6\n",
      false);
  const record::Node& root = r.record.root();
  ASSERT_EQ(root.child_count(), 4u);
  const record::Node* c2 = root.child(1);
  EXPECT_EQ(c2->move_text, "d2-c2");
  ASSERT_EQ(c2->child_count(), 1u);
  const record::Node* c3 = c2->child(0);
  ASSERT_EQ(c3->child_count(), 2u);
  EXPECT_EQ(c3->child(0)->move_text, "c2-c1");
  EXPECT_EQ(c3->child(1)->move_text, "c4-c5");
  ASSERT_EQ(c3->child(0)->child_count(), 1u);
  EXPECT_EQ(c3->child(0)->child(0)->move_text, "c3-b3");
  EXPECT_EQ(root.child(2)->move_text, "d2-f2");
  ASSERT_EQ(root.child(2)->child_count(), 1u);
  EXPECT_EQ(root.child(2)->child(0)->move_text, "f2-f1");
  EXPECT_EQ(root.child(3)->move_text, "d2-a2");
  // Off 1b: 1b.5000 and its continuation, then 1b.1.0a and 1b.1.1b as new variations.
  const record::Node* e2 = root.child(0);
  ASSERT_EQ(e2->child_count(), 4u);
  EXPECT_EQ(e2->child(1)->move_text, "c4-c6");
  ASSERT_EQ(e2->child(1)->child_count(), 1u);
  EXPECT_EQ(e2->child(1)->child(0)->move_text, "e2-e1");
  EXPECT_EQ(e2->child(2)->move_text, "a4-a5");
  EXPECT_EQ(e2->child(3)->move_text, "c4-c6");
  EXPECT_EQ(r.move_count, 16u);
  std::vector<std::string> errors;
  for (const Diagnostic& d : r.diagnostics.items())
    if (d.severity == Severity::error) errors.push_back(format_diagnostic(d));
  EXPECT_EQ(errors, std::vector<std::string>{"t.otg:10:10: error: address 1a.2.1a is written "
                                             "twice; this move is kept as a further variation"});
}

TEST_F(OtnReader, TruncatedFileInsideAComment) {
  auto r = read("1. d2-e2 d3-e3\n[The king is");
  EXPECT_FALSE(r.complete());
  EXPECT_EQ(
      messages(r.diagnostics),
      std::vector<std::string>{
          "t.otg:4:1: error: unclosed comment block: expected `]` before the end of the file"});
  // The moves before the cut are kept.
  EXPECT_EQ(r.record.move_count(), 2u);
}

TEST_F(OtnReader, MissingRulesTag) {
  ReadOptions options;
  options.file = "t.otg";
  auto r = read_otg_text("[event:x]\n\n1. d2-e2\n", options);
  EXPECT_EQ(messages(r.diagnostics),
            std::vector<std::string>{
                "t.otg:1:1: error: expected a `[rules:...]` tag: without rules no move can be "
                "checked"});
}

TEST_F(OtnReader, BadEncodingIsReportedAndTheRestStillReads) {
  ReadOptions options;
  options.file = "t.otg";
  options.encoding = "UTF-8";
  const std::string bytes = std::string(kRules) + "1. d2-e2 d3-e3\n[caf\xE9 \xFF]\n";
  auto r = read_otg_bytes(bytes, options);
  EXPECT_FALSE(r.complete());
  ASSERT_FALSE(r.diagnostics.empty());
  EXPECT_EQ(r.diagnostics.items()[0].where.line, 4);
  EXPECT_EQ(r.record.move_count(), 2u);
}

TEST_F(OtnReader, Latin1FileIsDetectedAndDecoded) {
  ReadOptions options;
  options.file = "t.otg";
  options.encoding = "ISO-8859-1";
  const std::string bytes = std::string(kRules) + "1. d2-e2 d3-e3\n[caf\xE9|]\n";
  auto r = read_otg_bytes(bytes, options);
  EXPECT_TRUE(r.complete());
  EXPECT_EQ(r.record.root().child(0)->comment, "caf\xC3\xA9");
}

TEST_F(OtnReader, EscapedCommentsRoundTripAndTheWriterWarns) {
  auto r = read("1. d2-e2 d3-e3\n[a \\] b \\| c|d \\\\ e\\\\]\n");
  ASSERT_TRUE(r.complete());
  const record::Node* e2 = r.record.root().child(0);
  EXPECT_EQ(e2->comment, "a ] b | c");
  EXPECT_EQ(e2->child(0)->comment, "d \\ e\\");
  WriteOptions options;
  options.file = "t.otg";
  WriteResult w = write_otg(r.record, options);
  EXPECT_NE(w.bytes.find("[a \\] b \\| c|d \\ e\\\\]"), std::string::npos) << w.bytes;
  std::vector<std::string> warnings;
  for (const auto& d : w.diagnostics.items())
    warnings.push_back(format_diagnostic(d));
  EXPECT_EQ(warnings,
            (std::vector<std::string>{
                "t.otg:3:4: warning: at 1a: OpenTafl will not read this comment as written: it "
                "contains `]` or `|`, and OpenTafl has no escape for them in a comment: it ends "
                "the comment at `]` and starts the next move's comment at `|`; write `)` or `/` "
                "instead",
                "t.otg:3:10: warning: at 1b: OpenTafl will not read this comment as written: it "
                "has a backslash at its end or before `[`, `]`, `|` or another backslash, which "
                "skald doubles (its escape) and OpenTafl would read doubled; put a space after "
                "it"}));
  auto again = read_otg_text(w.bytes, {});
  EXPECT_EQ(describe_tree(again.record), describe_tree(r.record));
}

TEST_F(OtnReader, CrlfAndBomAreKeptWhenAsked) {
  std::string text =
      "\xEF\xBB\xBF[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\r\n\r\n"
      "1. d2-e2 d3-e3 \r\n[one\r\ntwo|]\r\n\r\n";
  ReadOptions options;
  options.games = &registry_;
  auto r = read_otg_bytes(text, options);
  ASSERT_TRUE(r.complete()) << messages(r.diagnostics)[0];
  EXPECT_EQ(r.layout.line_ends, LineEnds::crlf);
  EXPECT_TRUE(r.layout.had_bom);
  EXPECT_EQ(r.record.root().child(0)->comment, "one\ntwo");
  WriteOptions w;
  w.line_ends = LineEnds::crlf;
  w.bom = true;
  EXPECT_EQ(write_otg(r.record, w).bytes, text);
}

// `fmt --help` promises the line ends are kept: CR alone (classic Mac OS) too, not LF.
TEST_F(OtnReader, CrOnlyLineEndsAreKept) {
  const std::string text =
      "[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\r\r"
      "1. d2-e2 d3-e3 \r[one\rtwo|]\r\r";
  ReadOptions options;
  options.games = &registry_;
  auto r = read_otg_bytes(text, options);
  ASSERT_TRUE(r.complete()) << messages(r.diagnostics)[0];
  EXPECT_EQ(r.layout.line_ends, LineEnds::cr);
  EXPECT_EQ(r.record.root().child(0)->comment, "one\ntwo");
  WriteOptions w;
  w.line_ends = r.layout.line_ends;
  EXPECT_EQ(write_otg(r.record, w).bytes, text);
}

TEST_F(OtnReader, PlaceholderSegmentsAndEmptyExtraSegments) {
  auto r = read(
      "1. d2-e2 d3-e3\n1b.1.1a. ..... c4-c6\n[about the line|the move]\n"
      "2. e2-e1\n[last|]\n");
  const auto m = messages(r.diagnostics);
  ASSERT_EQ(m.size(), 1u);
  EXPECT_EQ(m[0],
            "t.otg:5:2: warning: at 1b.1.1b: comment segment for the placeholder `.....` of "
            "`1b.1.1a.`: kept at the start of the comment of c4-c6 (OpenTafl would give that "
            "move this segment and drop the next)");
  EXPECT_EQ(r.record.root().child(0)->child(1)->comment, "about the line\n\nthe move");
  EXPECT_EQ(r.record.root().child(0)->child(0)->child(0)->comment, "last");
}

TEST_F(OtnReader, WithoutAGameTheTreeIsStillBuilt) {
  auto r = read("1. d2-e2 d3-e3\n1a.1.1a. d2-c2\n", /*replay=*/false);
  EXPECT_TRUE(r.complete());
  EXPECT_FALSE(r.replayed);
  EXPECT_EQ(r.record.move_count(), 3u);
  EXPECT_EQ(r.record.root().child(0)->canonical_move(), "");
}

TEST_F(OtnReader, WithoutCanonicalTextsTheChecksAreTheSame) {
  // What validate reads: the same tree, sides and diagnostics, only no canonical texts.
  const std::string body =
      "1. d2-e2xe3 d3-e3+ \n[a|b]\n\n1a.1.1a. d2-c2 d3-c3 \n[|]\n\n"
      "1a.1.1a.1.1a. ..... c4-c5 \n[x]\n\n2. e2-e1 e3-f3 \n[|]\n\n3. a1-a2 f3-f2\n";
  ReadOptions options;
  options.file = "t.otg";
  options.games = &registry_;
  const ReadResult with = read_otg_text(std::string(kRules) + body, options);
  options.canonical_moves = false;
  const ReadResult without = read_otg_text(std::string(kRules) + body, options);
  EXPECT_EQ(messages(without.diagnostics), messages(with.diagnostics));
  EXPECT_EQ(messages(with.diagnostics).size(), 4u);
  EXPECT_EQ(describe_tree(without.record), describe_tree(with.record));
  EXPECT_EQ(without.move_count, with.move_count);
  EXPECT_EQ(with.record.root().child(0)->canonical_move(), "d2-e2");
  EXPECT_EQ(without.record.root().child(0)->canonical_move(), "");
}

TEST_F(OtnReader, NeverCrashesOnTruncationsOfARealRecord) {
  const std::string text = std::string(kRules) +
                           "1. d2-e2 d3-e3 \n[a|b]\n\n1a.1.1a. d2-c2 d3-c3 \n[|]\n\n"
                           "1a.1.1a.1.1a. ..... c4-c5 \n[x]\n\n2. e2-e1 e3-f3 \n[|]\n\n";
  for (size_t n = 0; n <= text.size(); ++n) {
    ReadOptions options;
    options.games = &registry_;
    ReadResult r = read_otg_bytes(std::string_view(text).substr(0, n), options);
    (void)write_otg(r.record);
  }
  SUCCEED();
}

TEST_F(OtnReader, AHugeTokenIsQuotedAsAnExcerptWhereItStands) {
  const std::string huge = testing::huge_token();
  // kRules takes lines 1 and 2.
  ReadResult r = read("[" + huge + "]\n");
  const Diagnostic* d = testing::short_diagnostic(r.diagnostics, "after the tag key");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->where.line, 3);
  EXPECT_EQ(d->where.column, 100002);  // where the `:` was expected
  r = read("1. " + huge + "\n");
  d = testing::short_diagnostic(r.diagnostics, "cannot read move");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->where.line, 3);
  EXPECT_EQ(d->where.column, 4);
  // A rules value: the tafl rules' reader.
  ReadOptions options;
  options.file = "t.otg";
  options.games = &registry_;
  r = read_otg_text("[rules:dim:7 atkf:" + huge + " start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n",
                    options);
  d = testing::short_diagnostic(r.diagnostics, "atkf");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->where.line, 1);
  EXPECT_EQ(d->where.column, 14);
}

}  // namespace
}  // namespace skald::otn
