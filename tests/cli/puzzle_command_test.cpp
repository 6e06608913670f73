// `skald puzzle check` end to end: verdicts on stdout, exit status, --json, --shard.

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/skald_run.h"

namespace skald::cli_test {
namespace {

namespace fs = std::filesystem;

std::string brandub_puzzle(const std::string& rank1, const std::string& goal) {
  return "[rules:dim:7 name:Brandub atkf:n ks:n cenhe: cenh: "
         "start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n"
         "[position:/" +
         rank1 +
         "/7/7/7/7/7/3t3/]\n[puzzle-mode:loose]\n[puzzle-start:1a]\n"
         "[puzzle-goal:" +
         goal + "]\n\n1. Kc1-a1\n";
}

class PuzzleCommand : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("skald_puzzle_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    std::ofstream(dir_ / "sound.otg") << brandub_puzzle("2K1t2", "defenders win in 1");
    std::ofstream(dir_ / "cooked.otg") << brandub_puzzle("2K4", "defenders win in 1");
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

TEST_F(PuzzleCommand, SaysSoundAndExitsZero) {
  const SkaldRun r = run_skald("puzzle check sound.otg", dir_);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("sound.otg: sound: defenders win in 1 (puzzle-goal tag, start"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("proof: wins in 1: Kc1-a1"), std::string::npos) << r.out;
}

TEST_F(PuzzleCommand, HashSizesTheProofTable) {
  const SkaldRun r = run_skald("puzzle check --hash 8 sound.otg", dir_);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("sound.otg: sound"), std::string::npos) << r.out;
  const SkaldRun bad = run_skald("puzzle check --hash 0 sound.otg", dir_);
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("error: --hash: expected a table size in MB from 1 to 32768, got 0"),
            std::string::npos)
      << bad.err;
}

TEST_F(PuzzleCommand, NamesTheCookAndExitsOne) {
  const SkaldRun r = run_skald("puzzle check sound.otg cooked.otg", dir_);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find("cooked.otg: flawed"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("cooks (other first moves that win in time): Kc1-g1"), std::string::npos)
      << r.out;
}

TEST_F(PuzzleCommand, JsonGivesOneObjectPerRecord) {
  const SkaldRun r = run_skald("puzzle check --json sound.otg cooked.otg", dir_);
  std::istringstream lines(r.out);
  std::string line;
  std::vector<nlohmann::json> objects;
  while (std::getline(lines, line))
    objects.push_back(nlohmann::json::parse(line));
  ASSERT_EQ(objects.size(), 2u) << r.out;
  EXPECT_EQ(objects[0]["verdict"], "sound");
  EXPECT_EQ(objects[0]["proof"]["moves"], 1);
  EXPECT_EQ(objects[1]["verdict"], "flawed");
  EXPECT_EQ(objects[1]["cooks"].size(), 1u);
}

TEST_F(PuzzleCommand, ShardsSplitTheFiles) {
  const SkaldRun first = run_skald("puzzle check --shard 1/2 sound.otg cooked.otg", dir_);
  const SkaldRun second = run_skald("puzzle check --shard 2/2 sound.otg cooked.otg", dir_);
  EXPECT_NE(first.out.find("sound.otg"), std::string::npos);
  EXPECT_EQ(first.out.find("cooked.otg"), std::string::npos);
  EXPECT_NE(second.out.find("cooked.otg"), std::string::npos);
  const SkaldRun bad = run_skald("puzzle check --shard 3/2 sound.otg", dir_);
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("expected K/N"), std::string::npos) << bad.err;
}

TEST_F(PuzzleCommand, ARecordThatIsNoPuzzleIsAnError) {
  std::ofstream(dir_ / "game.otg")
      << "[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n1. a4-a3\n";
  const SkaldRun r = run_skald("puzzle check game.otg", dir_);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find("game.otg: error: not a puzzle"), std::string::npos) << r.out;
}

TEST_F(PuzzleCommand, NewWritesAPuzzleThatChecksAndRefusesToOverwrite) {
  const std::string args =
      "puzzle new --variant brandub --position '/2K1t2/7/7/7/7/7/3t3/' --to-move defenders "
      "--goal 'defenders win in 1' -o made.otg";
  SkaldRun r = run_skald(args, dir_);
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string text = read_whole_file(dir_ / "made.otg");
  EXPECT_NE(text.find("atkf:n"), std::string::npos) << text;  // the defenders move first
  EXPECT_NE(text.find("[puzzle-goal:defenders win in 1]"), std::string::npos) << text;
  EXPECT_NE(text.find("Defenders to move: defenders win in 1."), std::string::npos) << text;
  r = run_skald(args, dir_);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("--force"), std::string::npos) << r.err;
  r = run_skald("puzzle new --variant brandub --goal 'kings win' -o other.otg", dir_);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("expected a side (attackers or defenders)"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "other.otg"));
}

// A puzzle cut from a game: the solver steps through the last six moves before it, not the
// whole game, and is told where the prologue starts; --prologue-moves changes it.
TEST_F(PuzzleCommand, NewFromAGameStartsItsPrologueAFewMovesBeforeThePuzzle) {
  fs::copy_file(fs::path(SKALD_SOURCE_DIR) / "examples" / "brandub-annotated.otg",
                dir_ / "game.otg");
  SkaldRun r = run_skald(
      "puzzle new --prologue game.otg --at 9b --goal 'attackers win in 3' -o near.otg", dir_);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("near.otg: the prologue starts at 6b, 6 moves before the puzzle"),
            std::string::npos)
      << r.out;
  std::string text = read_whole_file(dir_ / "near.otg");
  EXPECT_NE(text.find("[puzzle-prestart:6b]"), std::string::npos) << text;
  EXPECT_NE(text.find("[puzzle-start:9b]"), std::string::npos) << text;
  r = run_skald(
      "puzzle new --prologue game.otg --at 9b --goal 'attackers win in 3' --prologue-moves -1 "
      "-o whole.otg",
      dir_);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("the prologue starts at 1a, 18 moves before"), std::string::npos) << r.out;
  text = read_whole_file(dir_ / "whole.otg");
  EXPECT_NE(text.find("[puzzle-prestart:1a]"), std::string::npos) << text;
  // The position after the first move has no name OpenTafl reads: the prologue starts at
  // the start instead.
  r = run_skald(
      "puzzle new --prologue game.otg --at 2a --goal 'attackers win in 3' --prologue-moves 2 "
      "-o early.otg",
      dir_);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("the prologue starts at 1a, 3 moves before"), std::string::npos) << r.out;
}

TEST_F(PuzzleCommand, SetChangesTheGoalAndRefusesABadStart) {
  SkaldRun r = run_skald("puzzle set sound.otg --goal 'defenders win in 2' --mode strict", dir_);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "sound.otg: ok, puzzle-mode strict, puzzle-goal defenders win in 2\n");
  const std::string text = read_whole_file(dir_ / "sound.otg");
  EXPECT_NE(text.find("[puzzle-goal:defenders win in 2]"), std::string::npos) << text;
  EXPECT_NE(text.find("[puzzle-mode:strict]"), std::string::npos) << text;
  r = run_skald("puzzle set sound.otg --start 9a", dir_);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("not changed"), std::string::npos) << r.err;
  EXPECT_EQ(read_whole_file(dir_ / "sound.otg"), text);
}

TEST_F(PuzzleCommand, MineWritesPuzzlesThatCheckSound) {
  std::ofstream(dir_ / "game.otg")
      << "[rules:dim:7 name:Brandub atkf:n ks:n cenhe: cenh: "
         "start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n[position:/2K1t2/7/7/7/7/7/3t3/]\n\n"
         "1. Kc1-c2 d7-d6\n";
  SkaldRun r =
      run_skald("puzzle mine game.otg --min-moves 1 --max-moves 2 --unique -o mined", dir_);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("game-start.otg: defenders win in 1 after start"), std::string::npos)
      << r.out;
  r = run_skald("puzzle check mined/game-start.otg", dir_);
  EXPECT_EQ(r.status, 0) << r.out << r.err;
}

}  // namespace
}  // namespace skald::cli_test

namespace skald::cli_test {
namespace {

const fs::path kShipped = fs::path(SKALD_SOURCE_DIR) / "tests" / "data" / "puzzles";

TEST(PuzzleCheckQuality, MeasuresAWinAndFailsABrokenRuleOnlyWithQuality) {
  // A win in 1 is sound but not a puzzle: its measures say which rule it breaks.
  const fs::path dir = fs::temp_directory_path() / ("skald_quality_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "in-one.otg") << brandub_puzzle("2K1t2", "defenders win in 1");
  const SkaldRun plain = run_skald("puzzle check --json in-one.otg", dir);
  EXPECT_EQ(plain.status, 0) << plain.err;
  const nlohmann::json j = nlohmann::json::parse(plain.out);
  // The engine plays the escape at depth 1 as well.
  EXPECT_EQ(j["measures"]["broken_rules"], nlohmann::json::array({"not-obvious", "not-win-in-1"}));
  EXPECT_EQ(j["measures"]["moves"], 1);
  EXPECT_TRUE(j["measures"].contains("grade"));
  const SkaldRun strict = run_skald("puzzle check --quality in-one.otg", dir);
  EXPECT_EQ(strict.status, 1);
  EXPECT_NE(strict.out.find("quality rules broken: not-obvious, not-win-in-1"), std::string::npos)
      << strict.out;
  fs::remove_all(dir);
}

TEST(PuzzleCheckQuality, ALaterPuzzleThatRepeatsAnEarlierOneBreaksDistinct) {
  const SkaldRun r =
      run_skald("puzzle check --json 11-copenhagen-1-52a.otg 16-fetlar-1-52a.otg", kShipped);
  std::istringstream lines(r.out);
  std::string first, second;
  ASSERT_TRUE(std::getline(lines, first) && std::getline(lines, second)) << r.out;
  EXPECT_FALSE(nlohmann::json::parse(first)["measures"].contains("duplicate_of"));
  const nlohmann::json later = nlohmann::json::parse(second)["measures"];
  EXPECT_EQ(later["duplicate_of"]["file"], "11-copenhagen-1-52a.otg");
  EXPECT_EQ(later["duplicate_of"]["reason"], "shares a position");
  const auto& broken = later["broken_rules"];
  EXPECT_NE(std::find(broken.begin(), broken.end(), "distinct"), broken.end()) << later;
}

}  // namespace
}  // namespace skald::cli_test
