// The zero-sum matrix-game solver of the simultaneous search (engine/matrix_game.h): known
// equilibria, saddle points, and the bound it promises.

#include <gtest/gtest.h>

#include <cmath>

#include "skald/engine/matrix_game.h"

namespace skald::engine {
namespace {

TEST(MatrixGame, RockPaperScissorsIsUniform) {
  // Rows and columns: rock, paper, scissors; the row player's gain.
  const std::vector<double> rps = {0, -1, 1, 1, 0, -1, -1, 1, 0};
  const MatrixGameSolution s = solve_matrix_game(rps, 3, 3);
  for (double p : s.row)
    EXPECT_NEAR(p, 1.0 / 3, 0.01);
  for (double p : s.column)
    EXPECT_NEAR(p, 1.0 / 3, 0.01);
  EXPECT_NEAR(s.value, 0, 0.01);
  EXPECT_LE(s.exploitability, 1e-9);
  EXPECT_GT(s.iterations, 0);
}

TEST(MatrixGame, AnUnevenGameHasItsKnownMix) {
  // Row 1 pays 3 or -1, row 2 pays -2 or 4: the row player mixes 6/10 and 4/10, the
  // column player 5/10 and 5/10, the value is 1.
  const std::vector<double> m = {3, -1, -2, 4};
  const MatrixGameSolution s = solve_matrix_game(m, 2, 2);
  EXPECT_NEAR(s.row[0], 0.6, 1e-9);
  EXPECT_NEAR(s.column[0], 0.5, 1e-9);
  EXPECT_NEAR(s.value, 1.0, 1e-9);
  // Regret matching gets there too, within its tolerance.
  const MatrixGameSolution rm =
      solve_matrix_game(m, 2, 2, {MatrixGameMethod::regret_matching, 20000, 1e-3});
  EXPECT_NEAR(rm.row[0], 0.6, 0.01);
  EXPECT_NEAR(rm.value, 1.0, 0.01);
  EXPECT_LE(rm.exploitability, 1e-3);
}

TEST(MatrixGame, ASaddlePointIsPure) {
  // Row 2 dominates; against it the column player's best is column 3.
  const std::vector<double> m = {1, 2, 0, 4, 5, 3, 2, 1, -1};
  const MatrixGameSolution s = solve_matrix_game(m, 3, 3);
  EXPECT_EQ(s.row, (std::vector<double>{0, 1, 0}));
  EXPECT_EQ(s.column, (std::vector<double>{0, 0, 1}));
  EXPECT_EQ(s.value, 3);
  EXPECT_EQ(s.iterations, 0);
  EXPECT_EQ(exploitability(m, s.row, s.column), 0);
}

TEST(MatrixGame, BothMethodsAgreeOnRectangularGames) {
  for (int seed = 1; seed <= 20; ++seed) {
    const int rows = 2 + seed % 7, columns = 2 + (seed * 3) % 9;
    std::vector<double> m;
    for (int i = 0; i < rows * columns; ++i)
      m.push_back(std::round(std::sin(i * 1.7 + seed) * 100));
    if (seed % 4 == 0) m[0] = 100000;  // a won game beside small values, as searches give
    const MatrixGameSolution lp = solve_matrix_game(m, rows, columns);
    EXPECT_LE(lp.exploitability, 1e-6 * 100000) << seed;
    double sum = 0;
    for (double p : lp.row) {
      EXPECT_GE(p, 0);
      sum += p;
    }
    EXPECT_NEAR(sum, 1, 1e-9);
    EXPECT_NEAR(lp.value, expected_payoff(m, lp.row, lp.column), 1e-9);
    const MatrixGameSolution rm =
        solve_matrix_game(m, rows, columns, {MatrixGameMethod::regret_matching, 100000, 0.5});
    EXPECT_NEAR(rm.value, lp.value, 1.0) << seed;
    // Deterministic, bit for bit.
    const MatrixGameSolution again = solve_matrix_game(m, rows, columns);
    EXPECT_EQ(again.row, lp.row);
    EXPECT_EQ(again.column, lp.column);
  }
}

}  // namespace
}  // namespace skald::engine
