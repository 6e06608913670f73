// Mining puzzles from records: positions where the side to move forces a win become
// puzzle records that prove sound.

#include "skald/puzzle/mine.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "corpus.h"
#include "formats/otn/reader.h"
#include "skald/game/registry.h"
#include "skald/puzzle/puzzle_check.h"
#include "skald/puzzle/puzzle_measures.h"
#include "skald/tafl/tafl_game.h"

namespace skald::puzzle {
namespace {

class MineTest : public ::testing::Test {
 protected:
  MineTest() { games_.add(tafl::make_tafl_game()); }

  otn::ReadResult read(const std::string& text) {
    otn::ReadOptions options;
    options.games = &games_;
    return otn::read_otg_text(text, options);
  }
  /// One of the tests' puzzles (tests/data/puzzles).
  otn::ReadResult read_fixture(const std::string& name) {
    otn::ReadOptions options;
    options.games = &games_;
    return otn::read_otg_file(
        (std::filesystem::path(SKALD_SOURCE_DIR) / "tests" / "data" / "puzzles" / name).string(),
        options);
  }
  const game::Game& game() { return *games_.games().front(); }

  game::GameRegistry games_;
};

TEST_F(MineTest, FindsAForcedWinAndWritesAPuzzleThatChecksSound) {
  // The defenders first; the king on c1 escapes to a1 at once (e1 blocks the other way),
  // but the record plays Kc1-c2 and the attackers reply.
  const otn::ReadResult r = read(
      "[rules:dim:7 name:Brandub atkf:n ks:n cenhe: cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/"
      "3t3/]\n[position:/2K1t2/7/7/7/7/7/3t3/]\n\n1. Kc1-c2 d7-d6\n");
  ASSERT_FALSE(r.diagnostics.has_errors());
  auto analyser = game().make_analyser();
  MineOptions options;
  options.min_moves = 1;
  options.max_moves = 2;
  options.unique = true;
  std::vector<MineProgress> reports;
  const auto found = mine_record(r.record, game(), *analyser, options,
                                 [&](const MineProgress& p) { reports.push_back(p); });
  ASSERT_FALSE(found.empty());
  EXPECT_EQ(found[0].address, "start");
  EXPECT_EQ(goal_text(found[0].goal, game()), "defenders win in 1");
  ASSERT_EQ(found[0].winning_first_moves.size(), 1u);
  EXPECT_EQ(found[0].winning_first_moves[0].substr(0, 6), "Kc1-a1");
  ASSERT_FALSE(reports.empty());
  EXPECT_EQ(reports.back().positions, 3u);  // the start and both moves

  const PuzzleReport check = check_puzzle(found[0].puzzle.record, game(), *analyser);
  EXPECT_EQ(check.verdict, Verdict::sound) << check.error;
}

TEST_F(MineTest, UniqueDropsPositionsWithSeveralWinningMoves) {
  // Both corners are open: two first moves win.
  const otn::ReadResult r = read(
      "[rules:dim:7 name:Brandub atkf:n ks:n cenhe: cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/"
      "3t3/]\n[position:/2K4/7/7/7/7/7/3t3/]\n\n1. Kc1-c2\n");
  auto analyser = game().make_analyser();
  MineOptions options;
  options.min_moves = 1;
  options.max_moves = 1;
  EXPECT_EQ(mine_record(r.record, game(), *analyser, options).size(), 1u);
  options.unique = true;
  EXPECT_TRUE(mine_record(r.record, game(), *analyser, options).empty());
}

TEST_F(MineTest, MinesOpenTaflsEscapePuzzle) {
  const auto file = testing::corpus_path("opentafl/Ard-Ri-Escape-Puzzle.otg");
  SKALD_SKIP_WITHOUT_CORPUS(file);
  otn::ReadOptions options;
  options.games = &games_;
  const otn::ReadResult r = otn::read_otg_file(file.string(), options);
  auto analyser = game().make_analyser();
  MineOptions mine;
  mine.max_moves = 2;
  mine.unique = true;
  const auto found = mine_record(r.record, game(), *analyser, mine);
  bool after_8a = false;
  for (const MinedPuzzle& m : found) {
    const PuzzleReport check = check_puzzle(m.puzzle.record, game(), *analyser);
    EXPECT_EQ(check.verdict, Verdict::sound) << m.address << ": " << verdict_name(check.verdict);
    after_8a = after_8a || (m.address == "8a" && goal_text(m.goal, game()) == "defenders win in 2");
  }
  EXPECT_TRUE(after_8a);
}

constexpr const char* kDefendersFirstBrandub =
    "[rules:dim:7 name:Brandub atkf:n ks:n cenhe: cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/"
    "3t3/]\n";

TEST_F(MineTest, CountsTheForcedWinsEachRuleRejects) {
  // Both corners are open: a win in 1 by two first moves.
  const otn::ReadResult r =
      read(std::string(kDefendersFirstBrandub) + "[position:/2K4/7/7/7/7/7/3t3/]\n\n1. Kc1-c2\n");
  auto analyser = game().make_analyser();
  MineOptions options;
  options.max_moves = 1;
  std::vector<MineProgress> reports;
  const auto keep = [&](const MineProgress& p) { reports.push_back(p); };
  options.min_moves = 2;
  EXPECT_TRUE(mine_record(r.record, game(), *analyser, options, keep).empty());
  ASSERT_FALSE(reports.empty());
  EXPECT_EQ(reports.back().rejected.too_short, 1u);
  options.min_moves = 1;
  options.unique = true;
  reports.clear();
  EXPECT_TRUE(mine_record(r.record, game(), *analyser, options, keep).empty());
  EXPECT_EQ(reports.back().rejected.several_first_moves, 1u);
  EXPECT_EQ(reports.back().rejected.too_short, 0u);
  EXPECT_EQ(reports.back().rejected.total(), 1u);
}

TEST_F(MineTest, ObviousDepthRejectsAWinTheEngineSeesAtOnce) {
  const otn::ReadResult r =
      read(std::string(kDefendersFirstBrandub) + "[position:/2K1t2/7/7/7/7/7/3t3/]\n");
  auto analyser = game().make_analyser();
  MineOptions options;
  options.min_moves = 1;
  options.max_moves = 1;
  EXPECT_EQ(mine_record(r.record, game(), *analyser, options).size(), 1u);
  options.obvious_depth = 2;
  std::vector<MineProgress> reports;
  EXPECT_TRUE(mine_record(r.record, game(), *analyser, options, [&](const MineProgress& p) {
                reports.push_back(p);
              }).empty());
  EXPECT_EQ(reports.back().rejected.obvious, 1u);
}

TEST_F(MineTest, DistinctRejectsAPositionOnTheMainLineOfAPuzzleKept) {
  // The king on d2 wins in 2; the record then plays the proof's first two moves, after
  // which the win in 1 left stands on the first puzzle's main line.
  const std::string position =
      std::string(kDefendersFirstBrandub) + "[position:/7/3K3/7/7/7/7/3t3/]\n";
  auto analyser = game().make_analyser();
  MineOptions options;
  options.min_moves = 1;
  options.max_moves = 2;
  const auto first = mine_record(read(position).record, game(), *analyser, options);
  ASSERT_EQ(first.size(), 1u);
  const record::Node* move = first[0].puzzle.start->next();
  ASSERT_TRUE(move != nullptr && move->next() != nullptr);
  const otn::ReadResult played = read(position + "\n1. " + std::string(move->played_move()) + " " +
                                      std::string(move->next()->played_move()) + "\n");
  ASSERT_FALSE(played.diagnostics.has_errors());
  EXPECT_EQ(mine_record(played.record, game(), *analyser, options).size(), 2u);
  options.distinct = true;
  std::vector<MineProgress> reports;
  EXPECT_EQ(mine_record(played.record, game(), *analyser, options,
                        [&](const MineProgress& p) { reports.push_back(p); })
                .size(),
            1u);
  EXPECT_EQ(reports.back().rejected.not_distinct, 1u);
}

TEST_F(MineTest, UniqueLineRejectsASolutionWithALaterDual) {
  // Shipped puzzle 03: after 10a the defenders win in 3, and at 11b the king wins by a3
  // or g3 alike.
  const otn::ReadResult r = read_fixture("03-brandub-3-10a.otg");
  ASSERT_FALSE(r.diagnostics.has_errors());
  auto analyser = game().make_analyser();
  MineOptions options;
  options.min_moves = 3;
  options.max_moves = 3;
  const auto at_10a = [](const std::vector<MinedPuzzle>& found) {
    return std::any_of(found.begin(), found.end(),
                       [](const MinedPuzzle& m) { return m.address == "10a"; });
  };
  EXPECT_TRUE(at_10a(mine_record(r.record, game(), *analyser, options)));
  options.unique_line = true;
  std::vector<MineProgress> reports;
  EXPECT_FALSE(at_10a(mine_record(r.record, game(), *analyser, options,
                                  [&](const MineProgress& p) { reports.push_back(p); })));
  EXPECT_GE(reports.back().rejected.duals, 1u);
}

TEST_F(MineTest, DeclareDualsKeepsALaterDualDeclaredInALoosePuzzleOnly) {
  // Shipped puzzle 03 again: the dual at 11b (the king wins by a3 or g3 alike) is not the
  // last move (the defenders win in 3), so only declare_duals keeps the puzzle.
  const otn::ReadResult r = read_fixture("03-brandub-3-10a.otg");
  ASSERT_FALSE(r.diagnostics.has_errors());
  auto analyser = game().make_analyser();
  MineOptions options;
  options.min_moves = 3;
  options.max_moves = 3;
  options.unique_line = true;
  options.declare_duals = true;
  const auto at_10a = [](const std::vector<MinedPuzzle>& found) -> const MinedPuzzle* {
    for (const MinedPuzzle& m : found)
      if (m.address == "10a") return &m;
    return nullptr;
  };
  const std::vector<MinedPuzzle> loose = mine_record(r.record, game(), *analyser, options);
  const MinedPuzzle* mined = at_10a(loose);
  ASSERT_NE(mined, nullptr);
  const std::string declared = mined->puzzle.record.tag_value_or_empty("puzzle-duals");
  EXPECT_EQ(declared.substr(0, 3), "11b") << declared;
  // Declared, the dual breaks no rule: puzzle check finds it where the tag says.
  const PuzzleReport check = check_puzzle(mined->puzzle.record, game(), *analyser);
  ASSERT_FALSE(check.duals.empty());
  EXPECT_EQ(check.duals[0].address, "11b");
  const PuzzleMeasures measures = measure_puzzle(mined->puzzle.record, game(), *analyser, check);
  EXPECT_TRUE(measures.undeclared_duals.empty());

  options.mode = record::PuzzleMode::strict;
  EXPECT_EQ(at_10a(mine_record(r.record, game(), *analyser, options)), nullptr);
}

TEST_F(MineTest, ALastMoveDualIsDeclaredInALoosePuzzleAndRejectedInAStrictOne) {
  // The defenders first: the king on c3 goes to a3, c1 or g3 (c5 bars the way up), from
  // where two corners are open and the attacker on d7 can close neither: whatever the
  // proof plays, its last move has a second way to win at once.
  const otn::ReadResult r = read(
      "[rules:dim:7 name:Brandub atkf:n ks:n cenhe: cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/"
      "3t3/]\n[position:/7/7/2K4/7/2T4/7/3t3/]\n\n1. Kc3-c2 d7-e7\n");
  ASSERT_FALSE(r.diagnostics.has_errors());
  auto analyser = game().make_analyser();
  MineOptions options;
  options.min_moves = 2;
  options.max_moves = 2;
  options.unique_line = true;
  const auto at_start = [](const std::vector<MinedPuzzle>& found) -> const MinedPuzzle* {
    for (const MinedPuzzle& m : found)
      if (m.address == "start") return &m;
    return nullptr;
  };
  const std::vector<MinedPuzzle> loose = mine_record(r.record, game(), *analyser, options);
  const MinedPuzzle* mined = at_start(loose);
  ASSERT_NE(mined, nullptr);
  EXPECT_EQ(mined->puzzle.record.tag_value_or_empty("puzzle-duals"), "2a");
  // The check finds that dual where the tag declares it (three first moves win, so the
  // check also calls the puzzle cooked: this test is about the last move).
  const PuzzleReport check = check_puzzle(mined->puzzle.record, game(), *analyser);
  ASSERT_EQ(check.duals.size(), 1u);
  EXPECT_EQ(check.duals[0].address, "2a");

  options.mode = record::PuzzleMode::strict;
  std::vector<MineProgress> reports;
  EXPECT_EQ(at_start(mine_record(r.record, game(), *analyser, options,
                                 [&](const MineProgress& p) { reports.push_back(p); })),
            nullptr);
  EXPECT_GE(reports.back().rejected.duals, 1u);
}

}  // namespace
}  // namespace skald::puzzle
