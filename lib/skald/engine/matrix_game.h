#pragma once

// Two-player zero-sum matrix games: the row player picks a row, the column player a
// column, at once; the row player gets the entry and the column player loses it. A mixed
// strategy is a probability per row (per column); an equilibrium is a pair of them that
// neither player can improve on alone, and its value is the same for every equilibrium
// (von Neumann's minimax theorem). The simultaneous search (simultaneous_search.h) solves
// one such game per node, over the actions it keeps of each side.
//
// Methods: a pure saddle point when the matrix has one (max-min equals min-max), else by
// linear programming (the default: exact, a dense simplex with Bland's rule over the
// column player's program, max sum(w) with (A - min + 1) w <= 1, w >= 0, whose dual gives
// the row player's strategy), or by regret matching+ (Tammelin 2014: regrets floored at
// zero, alternating updates, averages weighted by iteration) until the averaged strategies
// are within the tolerance of an equilibrium or the iterations run out. Deterministic: the
// same matrix and options give the same strategies, bit for bit.

#include <cstddef>
#include <vector>

namespace skald::engine {

enum class MatrixGameMethod { linear_programming, regret_matching };

struct MatrixGameOptions {
  MatrixGameMethod method = MatrixGameMethod::linear_programming;
  /// Regret matching: at most this many iterations...
  int max_iterations = 4000;
  /// ...stopping once the exploitability is at most this much (in the entries' units).
  double tolerance = 1e-3;
};

struct MatrixGameSolution {
  std::vector<double> row;     // the row player's (maximiser's) probabilities
  std::vector<double> column;  // the column player's (minimiser's)
  double value = 0;            // the row player's expected entry under both strategies
  /// How much the two players could gain together by best replies to each other's
  /// strategies: the best row reply's value minus the best column reply's (0 at an exact
  /// equilibrium).
  double exploitability = 0;
  int iterations = 0;  // simplex pivots or regret-matching rounds; 0 for a saddle point
};

/// Solves the game of the `rows` x `columns` matrix `payoff`, row by row (entry (i, j) at
/// i * columns + j). Both sizes must be at least one.
MatrixGameSolution solve_matrix_game(const std::vector<double>& payoff, int rows, int columns,
                                     const MatrixGameOptions& options = {});

/// The row player's expected entry when the players play `row` and `column`.
double expected_payoff(const std::vector<double>& payoff, const std::vector<double>& row,
                       const std::vector<double>& column);

/// The exploitability of a strategy pair (see MatrixGameSolution::exploitability).
double exploitability(const std::vector<double>& payoff, const std::vector<double>& row,
                      const std::vector<double>& column);

}  // namespace skald::engine
