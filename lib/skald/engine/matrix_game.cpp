#include "skald/engine/matrix_game.h"

#include <algorithm>
#include <limits>

namespace skald::engine {
namespace {

/// `weights` scaled to sum to one; uniform when they sum to zero.
std::vector<double> normalised(const std::vector<double>& weights) {
  double sum = 0;
  for (double w : weights)
    sum += w;
  std::vector<double> out(weights.size());
  for (std::size_t i = 0; i < weights.size(); ++i)
    out[i] = sum > 0 ? weights[i] / sum : 1.0 / static_cast<double>(weights.size());
  return out;
}

}  // namespace

double expected_payoff(const std::vector<double>& payoff, const std::vector<double>& row,
                       const std::vector<double>& column) {
  const std::size_t columns = column.size();
  double value = 0;
  for (std::size_t i = 0; i < row.size(); ++i) {
    if (row[i] == 0) continue;
    double line = 0;
    for (std::size_t j = 0; j < columns; ++j)
      line += payoff[i * columns + j] * column[j];
    value += row[i] * line;
  }
  return value;
}

double exploitability(const std::vector<double>& payoff, const std::vector<double>& row,
                      const std::vector<double>& column) {
  const std::size_t rows = row.size(), columns = column.size();
  double best_row = -std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < rows; ++i) {
    double v = 0;
    for (std::size_t j = 0; j < columns; ++j)
      v += payoff[i * columns + j] * column[j];
    best_row = std::max(best_row, v);
  }
  double best_column = std::numeric_limits<double>::infinity();
  for (std::size_t j = 0; j < columns; ++j) {
    double v = 0;
    for (std::size_t i = 0; i < rows; ++i)
      v += payoff[i * columns + j] * row[i];
    best_column = std::min(best_column, v);
  }
  return best_row - best_column;
}

namespace {

/// Regret matching+ (see the header), into `out`'s strategies and iterations.
void regret_matching(const std::vector<double>& payoff, std::size_t r, std::size_t c,
                     const MatrixGameOptions& options, MatrixGameSolution& out) {
  const double tolerance = options.tolerance;
  std::vector<double> row_regret(r, 0.0), column_regret(c, 0.0);
  std::vector<double> row_sum(r, 0.0), column_sum(c, 0.0);
  std::vector<double> row_values(r), column_values(c);
  std::vector<double> x = normalised(row_regret), y = normalised(column_regret);
  const int iterations = std::max(1, options.max_iterations);
  for (int t = 1; t <= iterations; ++t) {
    // The row player's regrets against the column player's current strategy...
    double expected = 0;
    for (std::size_t i = 0; i < r; ++i) {
      double v = 0;
      for (std::size_t j = 0; j < c; ++j)
        v += payoff[i * c + j] * y[j];
      row_values[i] = v;
      expected += x[i] * v;
    }
    for (std::size_t i = 0; i < r; ++i)
      row_regret[i] = std::max(0.0, row_regret[i] + row_values[i] - expected);
    x = normalised(row_regret);
    // ...then the column player's against the row player's new one (alternating updates).
    expected = 0;
    for (std::size_t j = 0; j < c; ++j) {
      double v = 0;
      for (std::size_t i = 0; i < r; ++i)
        v += payoff[i * c + j] * x[i];
      column_values[j] = v;
      expected += y[j] * v;
    }
    for (std::size_t j = 0; j < c; ++j)
      column_regret[j] = std::max(0.0, column_regret[j] + expected - column_values[j]);
    y = normalised(column_regret);
    const double weight = static_cast<double>(t);
    for (std::size_t i = 0; i < r; ++i)
      row_sum[i] += weight * x[i];
    for (std::size_t j = 0; j < c; ++j)
      column_sum[j] += weight * y[j];
    out.iterations = t;
    if (t % 32 == 0 || t == iterations) {
      out.row = normalised(row_sum);
      out.column = normalised(column_sum);
      out.exploitability = exploitability(payoff, out.row, out.column);
      if (out.exploitability <= tolerance) break;
    }
  }
}

/// The exact equilibrium by the simplex method (see the header), into `out`'s strategies
/// and iterations; `low` is the smallest entry.
void linear_programming(const std::vector<double>& payoff, std::size_t r, std::size_t c, double low,
                        MatrixGameSolution& out) {
  // Tableau: r constraint rows [A' | I | 1] and the objective row [-1 | 0 | 0], where
  // A' = A - low + 1 has entries of at least one, so the program is bounded and the
  // slacks are a feasible start.
  const std::size_t width = c + r + 1, rhs = c + r;
  std::vector<double> t((r + 1) * width, 0.0);
  const auto at = [&](std::size_t i, std::size_t j) -> double& { return t[i * width + j]; };
  for (std::size_t i = 0; i < r; ++i) {
    for (std::size_t j = 0; j < c; ++j)
      at(i, j) = payoff[i * c + j] - low + 1;
    at(i, c + i) = 1;
    at(i, rhs) = 1;
  }
  for (std::size_t j = 0; j < c; ++j)
    at(r, j) = -1;
  std::vector<std::size_t> basis(r);
  for (std::size_t i = 0; i < r; ++i)
    basis[i] = c + i;
  constexpr double kEpsilon = 1e-12;
  const int max_pivots = static_cast<int>(50 * (r + c) + 100);
  for (int pivot = 0; pivot < max_pivots; ++pivot) {
    // Bland's rule: the first improving column enters, the first tied row leaves.
    std::size_t enter = width;
    for (std::size_t j = 0; j < rhs; ++j)
      if (at(r, j) < -kEpsilon) {
        enter = j;
        break;
      }
    if (enter == width) break;
    std::size_t leave = r;
    double best = 0;
    for (std::size_t i = 0; i < r; ++i) {
      if (at(i, enter) <= kEpsilon) continue;
      const double ratio = at(i, rhs) / at(i, enter);
      if (leave == r || ratio < best - kEpsilon ||
          (ratio <= best + kEpsilon && basis[i] < basis[leave])) {
        leave = i;
        best = ratio;
      }
    }
    if (leave == r) break;  // unbounded: cannot happen with positive entries
    const double scale = at(leave, enter);
    for (std::size_t j = 0; j < width; ++j)
      at(leave, j) /= scale;
    for (std::size_t i = 0; i <= r; ++i) {
      if (i == leave || at(i, enter) == 0) continue;
      const double factor = at(i, enter);
      for (std::size_t j = 0; j < width; ++j)
        at(i, j) -= factor * at(leave, j);
    }
    basis[leave] = enter;
    out.iterations = pivot + 1;
  }
  std::vector<double> w(c, 0.0), u(r, 0.0);
  for (std::size_t i = 0; i < r; ++i)
    if (basis[i] < c) w[basis[i]] = std::max(0.0, at(i, rhs));
  for (std::size_t i = 0; i < r; ++i)
    u[i] = std::max(0.0, at(r, c + i));
  out.column = normalised(w);
  out.row = normalised(u);
}

}  // namespace

MatrixGameSolution solve_matrix_game(const std::vector<double>& payoff, int rows, int columns,
                                     const MatrixGameOptions& options) {
  const auto r = static_cast<std::size_t>(rows), c = static_cast<std::size_t>(columns);
  MatrixGameSolution out;
  // A saddle point: the row whose worst entry is best, against the column whose best
  // entry is worst, when the two meet.
  std::size_t best_row = 0, best_column = 0;
  double maximin = -std::numeric_limits<double>::infinity();
  double minimax = std::numeric_limits<double>::infinity();
  double low = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < r; ++i) {
    double worst = std::numeric_limits<double>::infinity();
    for (std::size_t j = 0; j < c; ++j) {
      worst = std::min(worst, payoff[i * c + j]);
      low = std::min(low, payoff[i * c + j]);
    }
    if (worst > maximin) maximin = worst, best_row = i;
  }
  for (std::size_t j = 0; j < c; ++j) {
    double best = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < r; ++i)
      best = std::max(best, payoff[i * c + j]);
    if (best < minimax) minimax = best, best_column = j;
  }
  if (maximin >= minimax) {
    out.row.assign(r, 0.0);
    out.column.assign(c, 0.0);
    out.row[best_row] = 1;
    out.column[best_column] = 1;
    out.value = payoff[best_row * c + best_column];
    return out;
  }

  if (options.method == MatrixGameMethod::regret_matching)
    regret_matching(payoff, r, c, options, out);
  else
    linear_programming(payoff, r, c, low, out);
  out.exploitability = exploitability(payoff, out.row, out.column);
  out.value = expected_payoff(payoff, out.row, out.column);
  return out;
}

}  // namespace skald::engine
