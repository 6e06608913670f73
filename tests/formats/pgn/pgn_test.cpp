// The Ataxx PGN (formats/pgn): libataxx's own test game reads into the record it describes
// and is written back byte for byte as libataxx writes it; cuteataxx's header reads; made-up
// records with variations and comments, the Ataxx example and the Ataxx puzzles go
// record -> PGN -> record without loss; a hand-written PGN reads to its golden OTN; what
// PGN cannot carry is refused; bad PGN is reported with line and column, never thrown.

#include <gtest/gtest.h>

#include <filesystem>

#include "formats/interchange_support.h"
#include "formats/pgn/pgn_reader.h"
#include "formats/pgn/pgn_writer.h"
#include "huge_token.h"

namespace skald::pgn {
namespace {

namespace fs = std::filesystem;
using interchange_test::otn_text;
using interchange_test::read_file;
using interchange_test::tree_of;

// libataxx's tests/pgn.cpp, "PGN - 1": what libataxx writes for this tree.
constexpr std::string_view kLibataxxGame =
    "[Event \"PGN Test\"]\n"
    "[FEN \"x5o/7/7/7/7/7/o5x x 0 1\"]\n"
    "[Black \"PlayerBlack\"]\n"
    "[White \"PlayerWhite\"]\n"
    "[Result \"*\"]\n"
    "\n"
    "1. g2 { Test comment } 1... a2 2. g3 a3 (2... b2 { Alternate line } 3. g4 a3 { done }) "
    "3. g4 *\n"
    "\n";

class PgnTest : public ::testing::Test {
 protected:
  PgnTest() : games_(interchange_test::all_games()) {}

  /// record -> PGN -> record, replayed.
  record::Record through_pgn(const record::Record& record, std::string* pgn_out = nullptr) {
    const PgnWriteResult written = write_pgn(record, {});
    EXPECT_FALSE(written.diagnostics.has_errors());
    if (pgn_out) *pgn_out = written.text;
    PgnReadResult read = read_pgn(written.text, "back.pgn");
    EXPECT_FALSE(read.diagnostics.has_errors()) << written.text;
    EXPECT_EQ(read.games.size(), 1u);
    if (read.games.empty()) return {};
    Diagnostics replayed;
    EXPECT_TRUE(interchange_test::replay(read.games[0], games_, replayed)) << written.text;
    return std::move(read.games[0]);
  }

  game::GameRegistry games_;
};

TEST_F(PgnTest, ReadsLibataxxTestGame) {
  PgnReadResult read = read_pgn(kLibataxxGame, "libataxx.pgn");
  ASSERT_FALSE(read.diagnostics.has_errors());
  ASSERT_EQ(read.games.size(), 1u);
  record::Record& r = read.games[0];
  EXPECT_EQ(r.tag_value_or_empty("event"), "PGN Test");
  EXPECT_EQ(r.tag_value_or_empty("position"), "x5o/7/7/7/7/7/o5x x 0 1");
  EXPECT_EQ(r.tag_value_or_empty("x"), "PlayerBlack");
  EXPECT_EQ(r.tag_value_or_empty("o"), "PlayerWhite");
  EXPECT_EQ(r.find_tag("result"), nullptr);  // `*`: nothing known
  EXPECT_EQ(r.rules_text(), "ataxx");
  const record::Node* g2 = r.root().next();
  ASSERT_NE(g2, nullptr);
  EXPECT_EQ(g2->move_text, "g2");
  EXPECT_EQ(g2->comment, "Test comment");
  const record::Node* a3 = g2->next()->next()->next();
  EXPECT_EQ(a3->move_text, "a3");
  // (2... b2 ...) is an alternative to a3: a second child of g3.
  const record::Node* g3 = a3->parent();
  ASSERT_EQ(g3->child_count(), 2u);
  const record::Node* b2 = g3->child(1);
  EXPECT_EQ(b2->move_text, "b2");
  EXPECT_EQ(b2->comment, "Alternate line");
  EXPECT_EQ(b2->next()->next()->comment, "done");
  EXPECT_EQ(a3->next()->move_text, "g4");
  EXPECT_EQ(a3->next()->child_count(), 0u);
  Diagnostics replayed;
  EXPECT_TRUE(interchange_test::replay(r, games_, replayed));
  EXPECT_EQ(r.root().next()->source.line, 7);
  EXPECT_EQ(r.root().next()->source.column, 4);
}

TEST_F(PgnTest, WritesLibataxxTestGameAsLibataxxDoes) {
  PgnReadResult read = read_pgn(kLibataxxGame, "libataxx.pgn");
  ASSERT_EQ(read.games.size(), 1u);
  Diagnostics replayed;
  ASSERT_TRUE(interchange_test::replay(read.games[0], games_, replayed));
  const PgnWriteResult written = write_pgn(read.games[0], {});
  EXPECT_FALSE(written.diagnostics.has_errors());
  EXPECT_EQ(written.text, kLibataxxGame);
}

TEST_F(PgnTest, SecondPlayerFirstNumbersAsLibataxx) {
  // libataxx's "PGN - 2": o moves first.
  const std::string_view text =
      "[Event \"PGN Test\"]\n[FEN \"x5o/7/7/7/7/7/o5x o 0 1\"]\n[Black \"PlayerBlack\"]\n"
      "[White \"PlayerWhite\"]\n[Result \"*\"]\n\n1... a2 2. g2 *\n\n";
  PgnReadResult read = read_pgn(text, "second.pgn");
  ASSERT_EQ(read.games.size(), 1u);
  Diagnostics replayed;
  ASSERT_TRUE(interchange_test::replay(read.games[0], games_, replayed));
  EXPECT_EQ(write_pgn(read.games[0], {}).text, text);
}

TEST_F(PgnTest, ReadsCuteataxxHeaderAndResults) {
  // The tags cuteataxx writes (pgn.cpp), and its result: 1-0 when Black (x) won.
  const std::string_view text =
      "[Event \"*\"]\n[Site \"CuteAtaxx\"]\n[Date \"2026-11-26 03:00:00\"]\n[Round \"1\"]\n"
      "[Black \"engine-a\"]\n[White \"engine-b\"]\n[Result \"1-0\"]\n"
      "[FEN \"x5o/7/7/7/7/7/o5x x 0 1\"]\n[FinalFEN \"x5o/7/7/7/7/7/o5x x 0 1\"]\n"
      "[Adjudicated \"Max game length reached\"]\n[Winner \"engine-a\"]\n[Loser \"engine-b\"]\n"
      "[PlyCount \"2\"]\n[Material \"+0\"]\n\n1. g2 a2 1-0\n\n\n";
  PgnReadResult read = read_pgn(text, "cute.pgn");
  ASSERT_FALSE(read.diagnostics.has_errors());
  ASSERT_EQ(read.games.size(), 1u);
  const record::Record& r = read.games[0];
  EXPECT_EQ(r.tag_value_or_empty("site"), "CuteAtaxx");
  EXPECT_EQ(r.tag_value_or_empty("round"), "1");
  EXPECT_EQ(r.tag_value_or_empty("result"), "1");
  EXPECT_EQ(r.tag_value_or_empty("FinalFEN"), "x5o/7/7/7/7/7/o5x x 0 1");
  EXPECT_EQ(r.tag_value_or_empty("PlyCount"), "2");
  // Written back: every tag in its order, by its name.
  const PgnWriteResult written = write_pgn(r, {});
  EXPECT_EQ(written.text.substr(0, text.find("\n\n1.")), text.substr(0, text.find("\n\n1.")));
}

TEST_F(PgnTest, RandomRecordsRoundTripWithoutLoss) {
  const auto comments = interchange_test::tricky_comments(false);
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    record::Record original = interchange_test::random_record(
        games_, seed % 4 == 0 ? "spot players:2" : "ataxx", seed, 30 + static_cast<int>(seed),
        static_cast<int>(seed % 7), comments);
    original.set_tag("event", "round trip " + std::to_string(seed));
    original.set_tag("x", "first \"quoted\" \\ player");
    original.set_tag("o", "second player");
    original.set_tag("puzzle-goal", "x win in 3");
    if (seed % 3 == 0) original.set_tag("result", seed % 2 == 0 ? "1" : "-1");
    if (seed % 5 == 0) original.set_tag("start-comment", "before { the first move\nof all");
    std::string pgn;
    const record::Record back = through_pgn(original, &pgn);
    EXPECT_EQ(otn_text(back), otn_text(original)) << "seed " << seed << "\n" << pgn;
    EXPECT_EQ(tree_of(back), tree_of(original)) << "seed " << seed;
  }
}

TEST_F(PgnTest, SetUpPositionsRoundTrip) {
  record::Record r;
  r.set_tag("rules", "ataxx");
  r.set_tag("position", "x5o/7/2-1-2/7/2-1-2/7/o5x o 3 7");
  r.root().add_child(r.new_node("a2"))->add_child(r.new_node("g2"));
  Diagnostics replayed;
  ASSERT_TRUE(interchange_test::replay(r, games_, replayed));
  std::string pgn;
  const record::Record back = through_pgn(r, &pgn);
  EXPECT_NE(pgn.find("[FEN \"x5o/7/2-1-2/7/2-1-2/7/o5x o 3 7\"]"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("1... a2 2. g2 *"), std::string::npos) << pgn;
  EXPECT_EQ(otn_text(back), otn_text(r));
}

TEST_F(PgnTest, ShippedAtaxxRecordsRoundTrip) {
  const std::vector<fs::path> files = interchange_test::shipped_records("ataxx");
  ASSERT_GE(files.size(), 4u);
  for (const fs::path& file : files) {
    const otn::ReadResult read = interchange_test::read_otn(read_file(file), games_, file.string());
    ASSERT_FALSE(read.diagnostics.has_errors()) << file;
    std::string pgn;
    const record::Record back = through_pgn(read.record, &pgn);
    EXPECT_EQ(otn_text(back), otn_text(read.record)) << file << "\n" << pgn;
  }
}

TEST_F(PgnTest, HandWrittenPgnReadsToGoldenRecord) {
  // Regenerate: build/release/skald convert --force tests/formats/pgn/data/hand.pgn
  //             tests/formats/pgn/data/hand.otg
  const fs::path data = fs::path(SKALD_TESTS_DIR) / "formats/pgn/data";
  PgnReadResult read = read_pgn(read_file(data / "hand.pgn"), "hand.pgn");
  ASSERT_FALSE(read.diagnostics.has_errors());
  ASSERT_EQ(read.games.size(), 1u);
  Diagnostics replayed;
  ASSERT_TRUE(interchange_test::replay(read.games[0], games_, replayed));
  EXPECT_EQ(otn_text(read.games[0]), read_file(data / "hand.otg"));
  // The annotation glyphs were dropped with a warning, once each.
  EXPECT_EQ(read.diagnostics.count(Severity::warning), 2);
}

TEST_F(PgnTest, SeveralGamesInOneFile) {
  const std::string two = std::string(kLibataxxGame) + "[Event \"second\"]\n\n1. f1 f7 0-1\n";
  PgnReadResult read = read_pgn(two, "two.pgn");
  ASSERT_FALSE(read.diagnostics.has_errors());
  ASSERT_EQ(read.games.size(), 2u);
  EXPECT_EQ(read.games[1].tag_value_or_empty("event"), "second");
  EXPECT_EQ(read.games[1].tag_value_or_empty("result"), "-1");
  EXPECT_EQ(read.starts[1].line, 9);
  EXPECT_EQ(read.starts[1].column, 1);
  // Games without tags, one after the other, split at their results.
  read = read_pgn("1. g2 a2 *\n1. f1 *\n", "bare.pgn");
  ASSERT_EQ(read.games.size(), 2u);
  EXPECT_EQ(read.games[1].root().next()->move_text, "f1");
}

TEST_F(PgnTest, RefusesWhatPgnCannotCarry) {
  record::Record r;
  r.set_tag("rules", "ataxx");
  r.set_tag("bad key", "a key with a space");
  record::Node* g2 = r.root().add_child(r.new_node("g2"));
  g2->comment = "a } brace";
  const PgnWriteResult written = write_pgn(r, {"game.otg", "*"});
  EXPECT_TRUE(written.text.empty());
  ASSERT_EQ(written.diagnostics.count(Severity::error), 2);
  EXPECT_NE(written.diagnostics.items()[0].message.find("`bad key` cannot be a PGN tag name"),
            std::string::npos);
  EXPECT_NE(written.diagnostics.items()[1].message.find("the comment of 1a holds `}`"),
            std::string::npos)
      << written.diagnostics.items()[1].message;
}

TEST_F(PgnTest, ReportsBadPgnWithLineAndColumn) {
  const std::vector<interchange_test::BadInput> cases = {
      {"[Event \"x\"]\n\n1. g2 { never closed", 3, 7, "comment not closed: expected `}`"},
      {"1. g2 (1. f2 a2\n", 1, 7, "variation not closed: expected `)`"},
      {"( 1. g2 ) *", 1, 1, "a variation `(` before any move"},
      {"1. g2 ) *", 1, 7, "`)` closes no variation"},
      {"[Event x]\n1. g2 *", 1, 8, "needs a value in quotes"},
      {"[Event \"x\n", 1, 8, "is not closed: expected `\"`"},
      {"[Event \"x\" \n1. g2 *", 2, 1, "expected `]` to close the tag Event"},
      {"1. g2 (a2 * ) *", 1, 11, "inside a variation"},
      {"1. g2 < *", 1, 7, "unexpected `<`"},
      {"1. g2 * 1-0", 1, 9, "a second result"},
      {"", 1, 1, "no game"},
  };
  for (const interchange_test::BadInput& c : cases)
    interchange_test::expect_first_error(read_pgn(c.text, "bad.pgn").diagnostics, c, "bad.pgn");
}

TEST_F(PgnTest, BinaryJunkIsReadInLinearTimeWithBoundedErrors) {
  std::string junk(200000, '\x01');
  const PgnReadResult read = read_pgn(junk, "junk.pgn");
  EXPECT_TRUE(read.diagnostics.has_errors());
  EXPECT_LE(read.diagnostics.items().size(), 110u);
  // Deep nesting does not recurse.
  std::string deep = "1. g2";
  for (int i = 0; i < 20000; ++i)
    deep += " (1. f2";
  const PgnReadResult nested = read_pgn(deep, "deep.pgn");
  EXPECT_TRUE(nested.diagnostics.has_errors());
}

TEST_F(PgnTest, AHugeMoveIsQuotedAsAnExcerptWhereItStands) {
  PgnReadResult read = read_pgn("[Event \"x\"]\n\n1. " + testing::huge_token() + " *\n", "t.pgn");
  ASSERT_EQ(read.games.size(), 1u);
  Diagnostics replayed;
  EXPECT_FALSE(interchange_test::replay(read.games[0], games_, replayed));
  const Diagnostic* d = testing::short_diagnostic(replayed, "cannot read move");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->where.line, 3);
  EXPECT_EQ(d->where.column, 4);
}

}  // namespace
}  // namespace skald::pgn
