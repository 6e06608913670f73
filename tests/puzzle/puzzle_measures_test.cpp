// The measures of a proved puzzle and the quality rules they decide: a win in 1, an
// obvious first move, a dual at a later step (declared or not), the defences; and the
// grade computed from them.

#include "skald/puzzle/puzzle_measures.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "formats/otn/reader.h"
#include "skald/game/registry.h"
#include "skald/puzzle/puzzle_grade.h"
#include "skald/tafl/tafl_game.h"

namespace skald::puzzle {
namespace {

namespace fs = std::filesystem;

class PuzzleMeasuresTest : public ::testing::Test {
 protected:
  PuzzleMeasuresTest() { games_.add(tafl::make_tafl_game()); }

  /// Checks and measures the puzzle of `text`; the check must find it sound.
  PuzzleMeasures measure_text(const std::string& text) {
    otn::ReadOptions options;
    options.games = &games_;
    const otn::ReadResult read = otn::read_otg_text(text, options);
    EXPECT_FALSE(read.diagnostics.has_errors()) << text;
    const game::Game& game = *games_.game_for_rules_or_null(read.record.rules_text());
    auto analyser = game.make_analyser();
    report_ = check_puzzle(read.record, game, *analyser);
    EXPECT_EQ(report_.verdict, Verdict::sound) << report_.error;
    return measure_puzzle(read.record, game, *analyser, report_);
  }

  /// A puzzle of the shipped collection, its text with `extra_tag` added after the rules.
  PuzzleMeasures measure_shipped(const std::string& name, const std::string& extra_tag = "") {
    std::string text = otn_text(fs::path(SKALD_SOURCE_DIR) / "tests" / "data" / "puzzles" / name);
    text.insert(text.find('\n') + 1, extra_tag);
    return measure_text(text);
  }

  static std::string otn_text(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  }

  static bool breaks(const PuzzleMeasures& m, const std::string& rule) {
    return std::find(m.broken_rules.begin(), m.broken_rules.end(), rule) != m.broken_rules.end();
  }

  game::GameRegistry games_;
  PuzzleReport report_;
};

TEST_F(PuzzleMeasuresTest, AWinInOneBreaksTheRule) {
  // Brandub, the defenders first; the king on c1 escapes to a1 at once.
  const PuzzleMeasures m = measure_text(
      "[rules:dim:7 name:Brandub atkf:n ks:n cenhe: cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/"
      "3t3/]\n[position:/2K1t2/7/7/7/7/7/3t3/]\n[puzzle-mode:loose]\n[puzzle-start:1a]\n"
      "[puzzle-goal:defenders win in 1]\n\n1. Kc1-a1\n");
  ASSERT_TRUE(m.measured) << m.error;
  EXPECT_TRUE(m.win_in_one);
  EXPECT_TRUE(breaks(m, kRuleNotWinInOne));
}

TEST_F(PuzzleMeasuresTest, AFirstMoveTheEngineSeesAtDepthOneIsObvious) {
  const PuzzleMeasures m = measure_shipped("01-brandub-1-7a.otg");
  ASSERT_TRUE(m.measured) << m.error;
  EXPECT_EQ(m.ladder.found_depth, 1);
  EXPECT_TRUE(m.obvious);
  EXPECT_TRUE(breaks(m, kRuleNotObvious));
  EXPECT_FALSE(m.win_in_one);
  EXPECT_FALSE(breaks(m, kRuleNotWinInOne));
}

TEST_F(PuzzleMeasuresTest, AFirstMoveFoundOnlyAtDepthFourIsNotObvious) {
  const PuzzleMeasures m = measure_shipped("09-tablut-9x9-7-10b.otg");
  ASSERT_TRUE(m.measured) << m.error;
  EXPECT_EQ(m.ladder.found_depth, 4);
  EXPECT_GT(m.ladder.found_nodes, 0u);
  ASSERT_GE(m.ladder.steps.size(), 4u);
  EXPECT_EQ(m.ladder.steps[0].depth, 1);
  EXPECT_FALSE(m.obvious);
  EXPECT_FALSE(breaks(m, kRuleNotObvious));
  EXPECT_EQ(m.moves, 3);
  EXPECT_GT(m.defences, 0);
}

TEST_F(PuzzleMeasuresTest, AnUndeclaredDualBreaksUniquenessADeclaredOneDoesNot) {
  // After 10a the king wins at 11b by a3 or g3 alike.
  const PuzzleMeasures plain = measure_shipped("03-brandub-3-10a.otg");
  ASSERT_TRUE(plain.measured) << plain.error;
  EXPECT_EQ(plain.undeclared_duals, std::vector<std::string>{"11b"});
  EXPECT_TRUE(breaks(plain, kRuleUnique));

  const PuzzleMeasures declared = measure_shipped("03-brandub-3-10a.otg", "[puzzle-duals:11b]\n");
  ASSERT_TRUE(declared.measured) << declared.error;
  EXPECT_TRUE(declared.undeclared_duals.empty());
  EXPECT_FALSE(breaks(declared, kRuleUnique));
}

TEST_F(PuzzleMeasuresTest, TheGradeGrowsWithTheDepthTheEngineNeeds) {
  const PuzzleMeasures shallow = measure_shipped("01-brandub-1-7a.otg");
  const PuzzleMeasures deep = measure_shipped("09-tablut-9x9-7-10b.otg");
  EXPECT_LT(shallow.grade_score + 10, deep.grade_score);
  EXPECT_EQ(shallow.grade, Grade::easy);
  // The bounds are the shipped collection's (deep wins): against them 09 is an easier one.
  EXPECT_EQ(deep.grade, grade_of(deep.grade_score, GradeThresholds{}));
  EXPECT_GE(deep.grade, Grade::medium);
}

TEST(PuzzleGrade, ScoresFallIntoTheirBuckets) {
  const GradeThresholds t{5, 7, 9};
  EXPECT_EQ(grade_of(4.99, t), Grade::easy);
  EXPECT_EQ(grade_of(5, t), Grade::medium);
  EXPECT_EQ(grade_of(7.5, t), Grade::hard);
  EXPECT_EQ(grade_of(12, t), Grade::very_hard);
  EXPECT_STREQ(grade_name(Grade::very_hard), "very hard");
}

TEST(PuzzleGrade, CalibrationSplitsScoresIntoEqualQuarters) {
  const GradeThresholds t = calibrated_thresholds({8, 1, 2, 3, 4, 5, 6, 7});
  EXPECT_DOUBLE_EQ(t.medium, 2.5);
  EXPECT_DOUBLE_EQ(t.hard, 4.5);
  EXPECT_DOUBLE_EQ(t.very_hard, 6.5);
}

}  // namespace
}  // namespace skald::puzzle
