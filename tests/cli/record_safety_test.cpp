// Records that cannot silently break: an unclosed tag is an error where it opens, two rules
// tags are an error naming both lines, the puzzle tags must name moves of the record, and
// `tags --set` checks what it writes while still letting a user repair a bad tag.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "cli/skald_run.h"

namespace {

using skald::cli_test::read_whole_file;
using skald::cli_test::run_skald;
namespace fs = std::filesystem;

constexpr const char* kRules = "[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n";

class RecordSafety : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("skald_safety_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  void write(const std::string& name, const std::string& text) {
    std::ofstream(dir_ / name, std::ios::binary) << text;
  }
  fs::path dir_;
};

TEST_F(RecordSafety, UnclosedTagIsAnErrorWhereItOpensAndTheNextTagIsRead) {
  write("r.otg", std::string("[event:x]\n[result:-1\n") + kRules + "\n1. d1-b1\n");
  const auto run = run_skald("validate r.otg", dir_);
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find("r.otg:2:1: error: unclosed tag `[result:`"), std::string::npos)
      << run.err;
  // The rules tag on the next line was not swallowed.
  EXPECT_EQ(run.err.find("expected a `[rules:...]` tag"), std::string::npos) << run.err;
}

TEST_F(RecordSafety, TwoRulesTagsAreAnErrorNamingBothLines) {
  write("r.otg", std::string(kRules) + "[event:x]\n" + kRules + "\n1. d1-b1\n");
  const auto run = run_skald("validate r.otg", dir_);
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find("r.otg:3:1: error: a second `[rules:...]` tag (the first is on line 1)"),
            std::string::npos)
      << run.err;
}

TEST_F(RecordSafety, ValidateChecksThePuzzleTags) {
  write("missing.otg",
        std::string(kRules) + "[puzzle-mode:loose]\n[puzzle-start:9a]\n\n1. d1-b1 d3-b3\n");
  const auto missing = run_skald("validate missing.otg", dir_);
  EXPECT_EQ(missing.status, 1);
  EXPECT_NE(missing.err.find("missing.otg:3:1: error: puzzle-start names no position"),
            std::string::npos)
      << missing.err;
  write("order.otg", std::string(kRules) +
                         "[puzzle-mode:strict]\n[puzzle-prestart:1b]\n[puzzle-start:1a]\n\n"
                         "1. d1-b1 d3-b3\n");
  const auto order = run_skald("validate order.otg", dir_);
  EXPECT_EQ(order.status, 1);
  EXPECT_NE(order.err.find("must come before puzzle-start 1a"), std::string::npos) << order.err;
}

TEST_F(RecordSafety, TagsSetRefusesAValueThatDoesNotWork) {
  const std::string text = std::string(kRules) + "\n1. d1-b1 d3-b3 \n[|]\n";
  write("r.otg", text);
  for (const char* bad : {"rules=dim:4", "puzzle-start=9a", "position=/7/7/", "puzzle-mode=loud"}) {
    const auto run = run_skald(std::string("tags r.otg --set '") + bad + "'", dir_);
    EXPECT_EQ(run.status, 2) << bad;
    EXPECT_NE(run.err.find("not changed"), std::string::npos) << bad << ": " << run.err;
    EXPECT_EQ(read_whole_file(dir_ / "r.otg"), text) << bad;
  }
  const auto good = run_skald("tags r.otg --set puzzle-mode=strict --set puzzle-start=1b", dir_);
  EXPECT_EQ(good.status, 0) << good.err;
  EXPECT_NE(read_whole_file(dir_ / "r.otg").find("[puzzle-start:1b]"), std::string::npos);
}

TEST_F(RecordSafety, ABadTagCanBeRepairedWithTags) {
  write("r.otg",
        std::string(kRules) + "[position:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3tX/]\n\n1. d1-b1\n");
  EXPECT_EQ(run_skald("validate r.otg", dir_).status, 1);
  const auto repair =
      run_skald("tags r.otg --set position=/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/", dir_);
  EXPECT_EQ(repair.status, 0) << repair.err;
  const auto after = run_skald("validate r.otg", dir_);
  EXPECT_EQ(after.status, 0) << after.err;
}

TEST_F(RecordSafety, AUtf8FileWithOneBadByteIsAnErrorAndIsNeverRewritten) {
  // Valid accented UTF-8 and one stray byte (then a NUL): both are errors at their line and
  // column (a lone CR ends a line too), and no command rewrites the file as windows-1252.
  const std::string text =
      std::string(kRules) + std::string("[event:Caf\xC3\xA9 \xE9t]\r\n\n1. d1-b1 \n[ok\0]\n", 35);
  write("r.otg", text);
  const auto run = run_skald("validate r.otg", dir_);
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find("r.otg:2:13: error: invalid UTF-8 byte sequence 0xE9"), std::string::npos)
      << run.err;
  EXPECT_NE(run.err.find("r.otg:5:4: error: invalid UTF-8 byte sequence 0x00"), std::string::npos)
      << run.err;
  for (const char* edit : {"fmt r.otg", "tags r.otg --set site=x", "edit r.otg comment 1a hi"}) {
    const auto changed = run_skald(edit, dir_);
    EXPECT_NE(changed.status, 0) << edit;
    EXPECT_EQ(read_whole_file(dir_ / "r.otg"), text) << edit;
  }
}

TEST_F(RecordSafety, ALegacyCharsetIsGuessedOnlyWithoutUtf8AndSaysWhere) {
  write("r.otg", std::string(kRules) + "\n1. d1-b1 \n[caf\xE9]\n");
  const auto run = run_skald("validate r.otg", dir_);
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.err.find("r.otg:4:5: warning: the file is not valid UTF-8; assumed"),
            std::string::npos)
      << run.err;
}

TEST_F(RecordSafety, GarbageGivesTheFirstErrorsAndACountOfTheRest) {
  std::string garbage;
  for (int i = 0; i < 200000; ++i)
    garbage += static_cast<char>((i * 7919 + 13) % 256);
  write("g.otg", garbage);
  const auto run = run_skald("validate g.otg", dir_);
  EXPECT_EQ(run.status, 1);
  const auto lines = std::count(run.err.begin(), run.err.end(), '\n');
  EXPECT_LE(lines, 25) << run.err.substr(0, 2000);
  EXPECT_NE(run.err.find("more diagnostics not shown"), std::string::npos);
  EXPECT_EQ(run.err.find('\x1b'), std::string::npos) << "no raw escape reaches the terminal";
}

TEST_F(RecordSafety, TheStartPositionHoldsHintsInTheStartComment) {
  write("r.otg",
        std::string(kRules) + "[start-comment:Brandub. (Hint: the corners)]\n\n1. d1-b1\n");
  const auto read = run_skald("hint r.otg --at 0a", dir_);
  EXPECT_EQ(read.status, 0) << read.err;
  EXPECT_EQ(read.out, "hint: the corners\n");
  const auto added = run_skald("edit r.otg hint 0a 'the d-file'", dir_);
  EXPECT_EQ(added.status, 0) << added.err;
  EXPECT_NE(read_whole_file(dir_ / "r.otg")
                .find("[start-comment:Brandub. (Hint: the corners) (Hint: the d-file)]"),
            std::string::npos)
      << read_whole_file(dir_ / "r.otg");
  EXPECT_EQ(run_skald("edit r.otg unhint 0a 0", dir_).status, 0);
  EXPECT_EQ(run_skald("hint r.otg --at 0a", dir_).out, "hint: the d-file\n");
}

TEST_F(RecordSafety, DeletingTheMoveAPuzzleTagNamesIsRefused) {
  const std::string text =
      std::string(kRules) + "[puzzle-mode:strict]\n[puzzle-start:1b]\n\n1. d1-b1 d3-b3 \n[|]\n";
  write("r.otg", text);
  const auto refused = run_skald("edit r.otg delete 1a", dir_);
  EXPECT_EQ(refused.status, 2) << refused.err;
  EXPECT_NE(refused.err.find("puzzle-start"), std::string::npos) << refused.err;
  EXPECT_EQ(read_whole_file(dir_ / "r.otg"), text);
  EXPECT_EQ(run_skald("tags r.otg --set puzzle-start=1a", dir_).status, 0);
  const auto allowed = run_skald("edit r.otg delete 1b", dir_);
  EXPECT_EQ(allowed.status, 0) << allowed.err;
}

TEST_F(RecordSafety, MovesAndPerftTakeARecordsNode) {
  write("r.otg", std::string(kRules) + "\n1. d1-b1\n");
  // After 1a the defenders move: their moves, not the attackers'.
  const auto moves = run_skald("moves r.otg --at 1a", dir_);
  EXPECT_EQ(moves.status, 0) << moves.err;
  EXPECT_NE(moves.out.find("c4-c1"), std::string::npos) << moves.out;
  EXPECT_EQ(moves.out.find("b4-b2"), std::string::npos) << moves.out;
  const auto perft = run_skald("perft r.otg --at 0a --depth 1", dir_);
  EXPECT_EQ(perft.status, 0) << perft.err;
  EXPECT_NE(perft.out.find("nodes             40"), std::string::npos) << perft.out;
  EXPECT_EQ(run_skald("moves", dir_).status, 2);
}

}  // namespace
