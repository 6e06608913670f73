// `skald convert` end to end: OTN to XML and back gives the OTN text `skald fmt` writes;
// an existing output is kept unless --force; unknown extensions and broken inputs are
// refused without writing anything. Ataxx self-play games (with a variation and comments
// added) go to PGN and back, Amazons ones to SGF and back, without loss; a file of several
// games is refused unless --split, which writes a folder of records; a record of another
// game is refused by PGN and SGF, and an illegal move in a PGN is named by line and column.

#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "cli/skald_run.h"

namespace skald::cli_test {
namespace {

namespace fs = std::filesystem;

TEST(ConvertCommandTest, OtnToXmlAndBack) {
  const fs::path dir = fs::temp_directory_path() / ("skald_convert_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  fs::copy_file(std::string(SKALD_SOURCE_DIR) + "/examples/brandub-annotated.otg",
                dir / "game.otg");
  ASSERT_EQ(run_skald("fmt game.otg", dir).status, 0);
  SkaldRun r = run_skald("convert game.otg game.xml", dir);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(read_whole_file(dir / "game.xml").find("<record xmlns=\"urn:skald:record:1\""),
            std::string::npos);
  r = run_skald("convert game.xml back.otg", dir);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(read_whole_file(dir / "back.otg"), read_whole_file(dir / "game.otg"));

  r = run_skald("convert game.otg game.xml", dir);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("exists; give --force"), std::string::npos) << r.err;
  EXPECT_EQ(run_skald("convert --force game.otg game.xml", dir).status, 0);

  r = run_skald("convert game.otg game.txt", dir);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("unknown format"), std::string::npos) << r.err;

  std::ofstream(dir / "broken.xml") << "<record><line><move text=\"z9-z1\"/></line>";
  r = run_skald("convert broken.xml broken.otg", dir);
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.err.find("broken.xml:1:"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir / "broken.otg"));
  fs::remove_all(dir);
}

class ConvertInterchangeTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("skald_interchange_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  /// Runs skald and requires success.
  SkaldRun ok(const std::string& args) {
    SkaldRun r = run_skald(args, dir_);
    EXPECT_EQ(r.status, 0) << args << "\n" << r.err;
    return r;
  }
  std::string file(const std::string& name) { return read_whole_file(dir_ / name); }

  fs::path dir_;
};

TEST_F(ConvertInterchangeTest, AtaxxSelfPlayThroughPgnAndBack) {
  ok("selfplay --game ataxx --games 3 --depth 1 -o games");
  for (int i = 1; i <= 3; ++i) {
    const std::string game = "games/ataxx-" + std::to_string(i) + ".otg";
    ok("edit " + game + " add 0a g2 g6");
    ok("edit " + game + " comment 1a 'a { brace, ( and ) \"quotes\"'");
    ok("edit " + game + " comment 1a.1.1b 'o answers at once.'");
    ok("convert " + game + " g.pgn --force");
    const std::string pgn = file("g.pgn");
    EXPECT_NE(pgn.find("[Event \"skald self-play"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("(1. g2 g6 { o answers at once. })"), std::string::npos) << pgn;
    ok("convert g.pgn back.otg --force");
    // The main line's result comes back as a tag (PGN needs one); nothing else changes.
    const std::size_t result_at = pgn.find("[Result \"");
    ASSERT_NE(result_at, std::string::npos);
    const std::string result =
        pgn.substr(result_at + 9, pgn.find('"', result_at + 9) - result_at - 9);
    EXPECT_NE(pgn.find(" " + result + "\n\n"), std::string::npos) << "termination marker";
    if (result != "*") ok("tags back.otg --unset result");
    EXPECT_EQ(file("back.otg"), file(game)) << pgn;
  }
}

TEST_F(ConvertInterchangeTest, AmazonsSelfPlayThroughSgfAndBack) {
  ok("selfplay --variant amazons-6x6 --games 2 --depth 1 -o games");
  for (int i = 1; i <= 2; ++i) {
    const std::string game = "games/amazons-6x6-" + std::to_string(i) + ".otg";
    ok("edit " + game + " add 0a a2-a4/a3 b6-c5/b6");
    ok("edit " + game + " comment 1a 'a [bracket and a back\\slash'");
    ok("convert " + game + " g.sgf --force");
    const std::string sgf = file("g.sgf");
    EXPECT_NE(sgf.find("(;FF[4]GM[18]CA[UTF-8]AP[skald]SZ[6]"), std::string::npos) << sgf;
    EXPECT_NE(sgf.find("(;B[aeacad];W[bacbba])"), std::string::npos) << sgf;
    EXPECT_NE(sgf.find("C[a [bracket and a back\\\\slash]"), std::string::npos) << sgf;
    ok("convert g.sgf back.otg --force");
    EXPECT_EQ(file("back.otg"), file(game)) << sgf;
  }
}

TEST_F(ConvertInterchangeTest, SeveralGamesNeedSplit) {
  ok("selfplay --game ataxx --games 2 --depth 1 -o games");
  ok("convert games/ataxx-1.otg one.pgn");
  ok("convert games/ataxx-2.otg two.pgn");
  std::ofstream(dir_ / "both.pgn") << file("one.pgn") << file("two.pgn");
  const std::string one = file("one.pgn");
  const int second_line = 1 + static_cast<int>(std::count(one.begin(), one.end(), '\n'));
  SkaldRun r = run_skald("convert both.pgn both.otg", dir_);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("both.pgn:" + std::to_string(second_line) +
                       ":1: error: a second game starts here (2 games in the file)"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("give --split"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "both.otg"));
  r = ok("convert both.pgn split --split");
  EXPECT_NE(r.out.find("2 records written to split"), std::string::npos) << r.out;
  ok("convert one.pgn one.otg");
  EXPECT_EQ(file("split/game-0001.otg"), file("one.otg"));
  EXPECT_TRUE(fs::exists(dir_ / "split/game-0002.otg"));
  r = run_skald("convert both.pgn split --split", dir_);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("exists; give --force"), std::string::npos) << r.err;
  // SGF collections too.
  ok("convert " + std::string(SKALD_SOURCE_DIR) + "/examples/amazons-annotated.otg a.sgf");
  std::ofstream(dir_ / "two.sgf") << file("a.sgf") << file("a.sgf");
  r = run_skald("convert two.sgf two.otg", dir_);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("give --split"), std::string::npos) << r.err;
  ok("convert two.sgf sgfs --split");
  EXPECT_EQ(file("sgfs/game-0002.otg"),
            read_whole_file(std::string(SKALD_SOURCE_DIR) + "/examples/amazons-annotated.otg"));
}

// A link in the output folder is replaced by the record, never written through: the file it
// points to, outside the folder, is left as it was.
TEST_F(ConvertInterchangeTest, SplitForceNeverWritesThroughALinkInTheFolder) {
  ok("selfplay --game ataxx --games 2 --depth 1 -o games");
  ok("convert games/ataxx-1.otg one.pgn");
  ok("convert games/ataxx-2.otg two.pgn");
  std::ofstream(dir_ / "both.pgn") << file("one.pgn") << file("two.pgn");
  std::ofstream(dir_ / "outside.txt") << "not a record";
  fs::create_directories(dir_ / "split");
  fs::create_symlink("../outside.txt", dir_ / "split/game-0001.otg");
  ok("convert both.pgn split --split --force");
  EXPECT_EQ(file("outside.txt"), "not a record");
  EXPECT_FALSE(fs::is_symlink(dir_ / "split/game-0001.otg"));
  // What the first game reads back as from PGN (its result tag comes from PGN's Result).
  ok("convert one.pgn one.otg");
  EXPECT_EQ(file("split/game-0001.otg"), file("one.otg"));
}

// Something that cannot be replaced (a folder where a record goes) stops the run before a
// single file changes, not after the ones before it.
TEST_F(ConvertInterchangeTest, SplitWritesEveryRecordOrNone) {
  ok("selfplay --game ataxx --games 2 --depth 1 -o games");
  ok("convert games/ataxx-1.otg one.pgn");
  ok("convert games/ataxx-2.otg two.pgn");
  std::ofstream(dir_ / "both.pgn") << file("one.pgn") << file("two.pgn");
  fs::create_directories(dir_ / "split/game-0002.otg");
  std::ofstream(dir_ / "split/game-0001.otg") << "old";
  SkaldRun r = run_skald("convert both.pgn split --split --force", dir_);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("split/game-0002.otg: error: it is a folder"), std::string::npos) << r.err;
  EXPECT_EQ(file("split/game-0001.otg"), "old");
}

// A run stopped halfway (here by the file size limit, which kills it at the second, large
// record) leaves no output folder; the next run clears what it left and writes it whole.
TEST_F(ConvertInterchangeTest, AStoppedSplitLeavesNoPartialFolder) {
  ok("selfplay --game ataxx --games 2 --depth 1 -o games");
  ok("convert games/ataxx-1.otg one.pgn");
  // Past the 100 KB the limit allows, within the 128 KB an argument may hold.
  ok("edit games/ataxx-2.otg comment 1a '" + std::string(120000, 'x') + "'");
  ok("convert games/ataxx-2.otg two.pgn");
  std::ofstream(dir_ / "both.pgn") << file("one.pgn") << file("two.pgn");
  const std::string command = "cd '" + dir_.string() +
                              "' && (ulimit -f 100; exec '" SKALD_EXE
                              "' convert both.pgn split --split) 2>/dev/null";
  EXPECT_NE(std::system(command.c_str()), 0);
  EXPECT_FALSE(fs::exists(dir_ / "split")) << "a partial folder";
  ok("convert both.pgn split --split");
  ok("convert one.pgn one.otg");
  EXPECT_EQ(file("split/game-0001.otg"), file("one.otg"));
  for (const auto& entry : fs::directory_iterator(dir_))
    EXPECT_NE(entry.path().filename().string().rfind(".split.tmp-", 0), 0u)
        << entry.path() << " left behind";
}

TEST_F(ConvertInterchangeTest, SgfCharsetFromItsCaProperty) {
  std::ofstream(dir_ / "latin.sgf") << "(;FF[4]GM[18]CA[ISO-8859-1]PB[Andr\xe9];B[djddgd])";
  ok("convert latin.sgf latin.otg");
  EXPECT_NE(file("latin.otg").find("[white:Andr\xc3\xa9]"), std::string::npos) << file("latin.otg");
}

TEST_F(ConvertInterchangeTest, RefusesOtherGamesAndIllegalMoves) {
  const std::string examples = std::string(SKALD_SOURCE_DIR) + "/examples/";
  SkaldRun r = run_skald("convert " + examples + "brandub-annotated.otg b.pgn", dir_);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("PGN holds Ataxx games; this record plays `tafl`"), std::string::npos)
      << r.err;
  r = run_skald("convert " + examples + "ataxx-annotated.otg a.sgf", dir_);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("Ataxx goes to .pgn"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "b.pgn"));
  EXPECT_FALSE(fs::exists(dir_ / "a.sgf"));
  std::ofstream(dir_ / "bad.pgn") << "[Event \"x\"]\n\n1. g2 a2 2. d4 *\n";
  r = run_skald("convert bad.pgn bad.otg", dir_);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("bad.pgn:3:13: error:"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "bad.otg"));
  std::ofstream(dir_ / "bad.sgf") << "(;GM[18]SZ[6]\n;B[aeacad];W[aeacad])";
  r = run_skald("convert bad.sgf bad.otg", dir_);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("bad.sgf:2:13: error:"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "bad.otg"));
}

}  // namespace
}  // namespace skald::cli_test
