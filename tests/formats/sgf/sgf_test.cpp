// The Amazons SGF (formats/sgf): red-bean's example moves read as skald's moves (SGF's B is
// White, at the bottom); made-up records on the three boards with variations, set-ups and
// comments that need escaping, the Amazons example and the Amazons puzzles go
// record -> SGF -> record without loss; a hand-written SGF reads to its golden OTN; bad SGF
// is reported with line and column, never thrown.

#include <gtest/gtest.h>

#include <filesystem>

#include "formats/interchange_support.h"
#include "formats/sgf/sgf_reader.h"
#include "formats/sgf/sgf_syntax.h"
#include "formats/sgf/sgf_writer.h"
#include "huge_token.h"

namespace skald::sgf {
namespace {

namespace fs = std::filesystem;
using interchange_test::otn_text;
using interchange_test::read_file;
using interchange_test::tree_of;

class SgfTest : public ::testing::Test {
 protected:
  SgfTest() : games_(interchange_test::all_games()) {}

  record::Record read_one(std::string_view text) {
    SgfReadResult read = read_sgf(text, "test.sgf");
    EXPECT_FALSE(read.diagnostics.has_errors()) << text;
    EXPECT_EQ(read.games.size(), 1u) << text;
    if (read.games.empty()) return {};
    Diagnostics replayed;
    EXPECT_TRUE(interchange_test::replay(read.games[0], games_, replayed))
        << text << (replayed.items().empty() ? "" : replayed.items()[0].message);
    return std::move(read.games[0]);
  }

  /// record -> SGF -> record, replayed.
  record::Record through_sgf(const record::Record& record, std::string* sgf_out = nullptr) {
    const SgfWriteResult written = write_sgf(record, {});
    EXPECT_FALSE(written.diagnostics.has_errors())
        << (written.diagnostics.items().empty() ? "" : written.diagnostics.items()[0].message);
    if (sgf_out) *sgf_out = written.text;
    return read_one(written.text);
  }

  game::GameRegistry games_;
};

TEST_F(SgfTest, ReadsRedBeanExampleAsWhiteFirstFromTheBottom) {
  // red-bean.com/sgf/amazons.html: "Example: ;B[djddgd];W[addgad];B[gjehea]".
  const record::Record r = read_one("(;FF[4]GM[18];B[djddgd];W[addgad];B[gjehea])");
  EXPECT_EQ(r.rules_text(), "amazons size:10");
  EXPECT_FALSE(r.position_text().has_value());
  const record::Node* first = r.root().next();
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(first->move_text, "d1-d7/g7");
  EXPECT_EQ(first->side, 0);  // White
  EXPECT_EQ(first->next()->move_text, "a7-d4/a7");
  EXPECT_EQ(first->next()->side, 1);
  EXPECT_EQ(first->next()->next()->move_text, "g1-e3/e10");
  EXPECT_EQ(first->source.line, 1);
  EXPECT_EQ(first->source.column, 16);
}

TEST_F(SgfTest, WritesRootTagsAndMoves) {
  record::Record r =
      read_one("(;GM[18];B[djddgd];W[addgad](;B[gjehea]C[a \\] b \\\\ c])(;B[jgjfhf]))");
  r.set_tag("event", "Test");
  r.set_tag("white", "Ann");
  r.set_tag("puzzle-mode", "loose");
  const SgfWriteResult written = write_sgf(r, {});
  ASSERT_FALSE(written.diagnostics.has_errors());
  EXPECT_EQ(written.text,
            "(;FF[4]GM[18]CA[UTF-8]AP[skald]SZ[10]\n"
            "RU[amazons size:10]\n"
            "EV[Test]\n"
            "PB[Ann]\n"
            "SK[puzzle-mode:loose]\n"
            ";B[djddgd];W[addgad]\n"
            "(;B[gjehea]C[a \\] b \\\\ c])\n"
            "(;B[jgjfhf]))\n");
}

TEST_F(SgfTest, SmallBoardsWriteTheirStartAsSetUp) {
  record::Record r;
  r.set_tag("rules", "amazons size:6");
  r.root().add_child(r.new_node("a2-a4/a3"));
  Diagnostics replayed;
  ASSERT_TRUE(interchange_test::replay(r, games_, replayed));
  std::string sgf;
  const record::Record back = through_sgf(r, &sgf);
  // 6x6: White a2 b1 e1 f2, Black a5 b6 e6 f5; SGF rows count from the top.
  EXPECT_NE(sgf.find("SZ[6]\nAB[bf][ef][ae][fe]AW[ab][fb][ba][ea]PL[B]\n"), std::string::npos)
      << sgf;
  EXPECT_NE(sgf.find(";B[aeacad]"), std::string::npos) << sgf;
  EXPECT_EQ(otn_text(back), otn_text(r));
  EXPECT_FALSE(back.position_text().has_value());
}

TEST_F(SgfTest, RandomRecordsRoundTripWithoutLoss) {
  const auto comments = interchange_test::tricky_comments(true);
  const char* sizes[] = {"amazons size:6", "amazons size:8", "amazons size:10"};
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    record::Record original = interchange_test::random_record(games_, sizes[seed % 3], seed,
                                                              10 + static_cast<int>(seed % 20),
                                                              static_cast<int>(seed % 6), comments);
    if (seed % 2 == 0) original.set_tag("start-comment", "the start ] \\ : comment\nof two lines");
    original.set_tag("event", "round trip " + std::to_string(seed));
    original.set_tag("white", "Ann [the first]");
    original.set_tag("black", "Bob");
    original.set_tag("puzzle-goal", "white win in 3: a colon");
    original.set_tag("sgf-GN", "a foreign property");
    if (seed % 3 == 0) original.set_tag("result", "-1");
    std::string sgf;
    const record::Record back = through_sgf(original, &sgf);
    EXPECT_EQ(otn_text(back), otn_text(original)) << "seed " << seed << "\n" << sgf;
    EXPECT_EQ(tree_of(back), tree_of(original)) << "seed " << seed;
  }
}

TEST_F(SgfTest, SetUpPositionsRoundTrip) {
  record::Record r;
  r.set_tag("rules", "amazons size:8");
  r.set_tag("position", "2q2q2/8/q6q/3x4/8/Q6Q/8/2Q2Q2 b");
  r.root().add_child(r.new_node("a6-b6/a6"));
  Diagnostics replayed;
  ASSERT_TRUE(interchange_test::replay(r, games_, replayed));
  std::string sgf;
  const record::Record back = through_sgf(r, &sgf);
  EXPECT_NE(sgf.find("AA[dd]PL[W]"), std::string::npos) << sgf;
  EXPECT_NE(sgf.find(";W[acbcac]"), std::string::npos) << sgf;
  EXPECT_EQ(otn_text(back), otn_text(r));
}

TEST_F(SgfTest, EmptyBoardSetUpRoundTrips) {
  // AE alone empties squares of the start; a board without amazons is written with AE.
  SgfReadResult read = read_sgf("(;GM[18]SZ[6]AE[aa:ff]AA[cc]PL[W])", "empty.sgf");
  ASSERT_FALSE(read.diagnostics.has_errors());
  ASSERT_EQ(read.games.size(), 1u);
  EXPECT_EQ(read.games[0].tag_value_or_empty("position"), "6/6/2x3/6/6/6 b");
  const SgfWriteResult written = write_sgf(read.games[0], {});
  EXPECT_NE(written.text.find("AE[aa:ff]AA[cc]PL[W]"), std::string::npos) << written.text;
  SgfReadResult again = read_sgf(written.text, "again.sgf");
  ASSERT_EQ(again.games.size(), 1u);
  EXPECT_EQ(again.games[0].tag_value_or_empty("position"), "6/6/2x3/6/6/6 b");
}

TEST_F(SgfTest, ShippedAmazonsRecordsRoundTrip) {
  const std::vector<fs::path> files = interchange_test::shipped_records("amazons");
  ASSERT_GE(files.size(), 4u);
  for (const fs::path& file : files) {
    const otn::ReadResult read = interchange_test::read_otn(read_file(file), games_, file.string());
    ASSERT_FALSE(read.diagnostics.has_errors()) << file;
    std::string sgf;
    const record::Record back = through_sgf(read.record, &sgf);
    EXPECT_EQ(otn_text(back), otn_text(read.record)) << file << "\n" << sgf;
  }
}

TEST_F(SgfTest, HandWrittenSgfReadsToGoldenRecord) {
  // Regenerate: build/release/skald convert --force tests/formats/sgf/data/hand.sgf
  //             tests/formats/sgf/data/hand.otg
  const fs::path data = fs::path(SKALD_TESTS_DIR) / "formats/sgf/data";
  SgfReadResult read = read_sgf(read_file(data / "hand.sgf"), "hand.sgf");
  ASSERT_FALSE(read.diagnostics.has_errors());
  ASSERT_EQ(read.games.size(), 1u);
  Diagnostics replayed;
  ASSERT_TRUE(interchange_test::replay(read.games[0], games_, replayed));
  EXPECT_EQ(otn_text(read.games[0]), read_file(data / "hand.otg"));
  EXPECT_EQ(read.diagnostics.count(Severity::warning), 2);  // BL and TR, once each
  EXPECT_EQ(read.games[0].root().next()->comment,
            "White (SGF's B) opens: d1-d7/g7. A bracket ] and a backslash \\,\nand a soft line "
            "break.");
}

TEST_F(SgfTest, CommentsOfNodesWithoutMoves) {
  SgfReadResult read =
      read_sgf("(;GM[18]C[start];C[more];B[djddgd];C[after];C[and more])", "moveless.sgf");
  ASSERT_FALSE(read.diagnostics.has_errors());
  EXPECT_EQ(read.diagnostics.count(Severity::warning), 1);
  ASSERT_EQ(read.games.size(), 1u);
  EXPECT_EQ(read.games[0].start_comment(), "start\nmore");
  EXPECT_EQ(read.games[0].root().next()->comment, "after\nand more");
}

TEST_F(SgfTest, RepeatedTagsKeepTheirOrder) {
  // A key held more than once travels in SK every time; found by fuzz_sgf_reader
  // (data/fuzz-duplicate-tags.sgf), where C and RE came back in another order each round,
  // and data/fuzz-repeated-rules.sgf, two RU whose SK tags gained a rules tag each round.
  const auto tags_of = [](const record::Record& r) {
    std::vector<std::string> out;
    for (const record::Tag& t : r.tags)
      out.push_back(t.key + "=" + t.value);
    return out;
  };
  const fs::path data = fs::path(SKALD_TESTS_DIR) / "formats/sgf/data";
  for (const std::string& text :
       {std::string("(;GM[18]RE[B+]EV[a]C[one]SK[x:1]RE[W+]C[two]EV[b]C[three];B[djddgd])"),
        read_file(data / "fuzz-duplicate-tags.sgf"), read_file(data / "fuzz-repeated-rules.sgf")}) {
    SgfReadResult first = read_sgf(text, "repeated.sgf");
    ASSERT_FALSE(first.diagnostics.has_errors());
    ASSERT_EQ(first.games.size(), 1u);
    const std::string written = write_sgf(first.games[0], {}).text;
    SgfReadResult again = read_sgf(written, "again.sgf");
    ASSERT_EQ(again.games.size(), 1u);
    EXPECT_EQ(tags_of(again.games[0]), tags_of(first.games[0])) << written;
    EXPECT_EQ(write_sgf(again.games[0], {}).text, written);
  }
}

TEST_F(SgfTest, SeveralGameTrees) {
  SgfReadResult read = read_sgf("(;GM[18]SZ[6];B[afadac])\n(;GM[18]EV[two];B[djddgd])", "two.sgf");
  ASSERT_FALSE(read.diagnostics.has_errors());
  ASSERT_EQ(read.games.size(), 2u);
  EXPECT_EQ(read.games[0].rules_text(), "amazons size:6");
  EXPECT_EQ(read.games[1].tag_value_or_empty("event"), "two");
  EXPECT_EQ(read.starts[1].line, 2);
  EXPECT_EQ(read.starts[1].column, 2);
}

TEST(SgfSyntaxTest, TextValues) {
  EXPECT_EQ(sgf_text("a\\]b\\\\c\\:d"), "a]b\\c:d");
  EXPECT_EQ(sgf_text("soft\\\nbreak"), "softbreak");
  EXPECT_EQ(sgf_text("soft\\\r\nbreak\r\nkept"), "softbreak\r\nkept");
  EXPECT_EQ(sgf_escape("a]b\\c:d"), "a\\]b\\\\c:d");
  EXPECT_EQ(sgf_escape("a]b\\c:d", true), "a\\]b\\\\c\\:d");
  EXPECT_EQ(composed_separator("k\\:ey:value"), 5u);
  EXPECT_EQ(declared_charset("(;FF[4]CA[ISO-8859-1]GM[18];B[djddgd]C[CA[x]])"), "ISO-8859-1");
  EXPECT_EQ(declared_charset("(;FF[4]GM[18];C[CA[x]])"), "");
}

TEST(SgfErrorsTest, ReportsBadSgfWithLineAndColumn) {
  const std::vector<interchange_test::BadInput> cases = {
      {"(;GM[1];B[dd])", 1, 3, "another game than the Amazons"},
      {"(;GM[18]SZ[12])", 1, 9, "6x6, 8x8 and 10x10"},
      {"(;GM[18]SZ[8]RU[amazons size:6])", 1, 9, "RU[amazons size:6] says size:6"},
      {"(;GM[18]RU[amazons size:7])", 1, 9, "not usable Amazons rules"},
      {"(;GM[18]\nC[never closed)", 2, 2, "value not closed"},
      {"(;GM[18];B[djddgz])", 1, 11, "expected three points of the board"},
      {"(;GM[18];W[addgad])", 1, 11, "B is to move here"},
      {"(;GM[18];B[djddgd];AB[aa])", 1, 20, "a set-up after the start"},
      {"(;GM[18]B[djddgd])", 1, 9, "a move in the root node"},
      {"(;GM[18]PL[X])", 1, 11, "expected PL[B] or PL[W]"},
      {"(;GM[18]AB[zz])", 1, 11, "expected a point of the 10x10 board"},
      {"(;GM[18]AB[aa]AW[aa])", 1, 17, "already set up"},
      {"(;GM[18]SK[novalue])", 1, 11, "expected a tag `key:value`"},
      {"(;GM[18]()", 1, 9, "empty game tree"},
      {"(;GM[18]))", 1, 10, "closes no game tree"},
      {"(;GM[18]", 1, 1, "game tree not closed"},
      {"(;GM[18] x[1])", 1, 10, "needs an upper-case letter"},
      {"(;GM[18] 1)", 1, 10, "unexpected `1`"},
      {"no tree here", 1, 13, "no game tree"},
  };
  for (const interchange_test::BadInput& c : cases)
    interchange_test::expect_first_error(read_sgf(c.text, "bad.sgf").diagnostics, c, "bad.sgf");
}

TEST(SgfErrorsTest, DeepTreesAndJunkAreLinear) {
  std::string deep = "(;GM[18]";
  for (int i = 0; i < 50000; ++i)
    deep += "(;C[x]";
  const SgfReadResult read = read_sgf(deep, "deep.sgf");
  EXPECT_TRUE(read.diagnostics.has_errors());
  EXPECT_LE(read.diagnostics.items().size(), 110u);
  const SgfReadResult junk = read_sgf(std::string(100000, '('), "junk.sgf");
  EXPECT_TRUE(junk.diagnostics.has_errors());
  EXPECT_LE(junk.diagnostics.items().size(), 110u);
}

TEST_F(SgfTest, AHugeValueIsQuotedAsAnExcerptWhereItStands) {
  const std::string huge = testing::huge_token();
  SgfReadResult read = read_sgf("(;GM[" + huge + "])", "t.sgf");
  const Diagnostic* d = testing::short_diagnostic(read.diagnostics, "GM[");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->where.line, 1);
  EXPECT_EQ(d->where.column, 3);
  read = read_sgf("(;GM[18];B[" + huge + "])", "t.sgf");
  d = testing::short_diagnostic(read.diagnostics, "B[");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->where.column, 11);
  // An unknown property's name.
  read = read_sgf("(;GM[18];" + testing::huge_token('X') + "[a])", "t.sgf");
  d = testing::short_diagnostic(read.diagnostics, "ignored");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->where.column, 10);
}

}  // namespace
}  // namespace skald::sgf
