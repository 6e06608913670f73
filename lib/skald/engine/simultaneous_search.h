#pragma once

// SimultaneousSearch<G>: search for two-player zero-sum games whose sides act at once
// (RoPaSci 360), generic over SimultaneousGame. Each node is a joint turn: the search
// keeps the `width` most promising actions of each side (the game's action_key, highest
// first, stable), values every pair of them by searching the position after it one turn
// shallower, and values the node from that matrix. Two methods (SimultaneousMethod):
//   matrix     the matrix is a zero-sum game, solved for its equilibrium (matrix_game.h):
//              the node's value is the game's value, and at the root each side gets a
//              mixed strategy over its kept actions. Sound against any opponent, as far
//              as the widths and the evaluation are: a side cannot be outguessed;
//   averaging  the seed's method (../shared/seeds/001_*): each side values each of its own
//              actions by the mean over the other side's kept replies and plays the best
//              (pure strategies); searched once for each side, from its own view.
// Widths: `root_width` at the root, `inner_width` below it (the cost grows as the square
// of the width per turn). Values are the game's value() for side 0 (hundredths of the
// game's unit; a finished game's value shrinks by one per turn to it, so nearer wins
// count more). Iterative deepening to the depth limit; a depth cut short by a node or
// time limit is discarded and the last complete one kept. Nothing is random: the same
// position, options and limits give the same nodes, strategies and values; drawing an
// action from a strategy is the caller's business. The search never prints.

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <concepts>
#include <cstdint>
#include <functional>
#include <limits>
#include <numeric>
#include <optional>
#include <stop_token>
#include <vector>

#include "skald/engine/matrix_game.h"
#include "skald/engine/progress_reporter.h"

namespace skald::engine {

template <class G>
concept SimultaneousGame = requires(G& game, const G& cgame, int side,
                                    const typename G::Action& action,
                                    typename G::ActionList& list) {
  requires std::copyable<typename G::Action>;
  /// Every legal action of `side`, in the game's order.
  {cgame.generate_actions(side, list)};
  { list.size() } -> std::convertible_to<int>;
  { list[0] } -> std::convertible_to<typename G::Action>;
  /// Plays a joint turn (side 0's action, side 1's); unmake() takes the last one back.
  {game.make(action, action)};
  {game.unmake()};
  { cgame.game_over() } -> std::convertible_to<bool>;
  /// The value for side 0: the finished game's result, else the evaluation.
  { cgame.value() } -> std::convertible_to<int>;
  /// How promising `side`'s action looks, higher first (the widths keep the best).
  { cgame.action_key(side, action) } -> std::convertible_to<int>;
};

enum class SimultaneousMethod { matrix, averaging };

/// "matrix", "averaging".
constexpr const char* simultaneous_method_name(SimultaneousMethod method) {
  return method == SimultaneousMethod::matrix ? "matrix" : "averaging";
}

struct SimultaneousOptions {
  SimultaneousMethod method = SimultaneousMethod::matrix;
  int root_width = 16;
  int inner_width = 6;
  MatrixGameOptions solver;
};

struct SimultaneousLimits {
  int depth = 0;                                   // turns; 0: to kMaxSimultaneousDepth
  std::uint64_t nodes = 0;                         // 0: none
  std::chrono::milliseconds move_time{0};          // 0: none
  std::stop_token stop{};                          // as SearchLimits::stop
  std::chrono::milliseconds progress_interval{0};  // as SearchLimits::progress_interval
};

inline constexpr int kMaxSimultaneousDepth = 16;

/// A side's choice at the root: its kept actions, each with its probability (a pure
/// strategy for the averaging method) and the value the search gave it for that side
/// (the matrix method: against the other side's strategy; averaging: the mean).
template <class Action>
struct RootChoice {
  std::vector<Action> actions;
  std::vector<double> probabilities;
  std::vector<double> values;  // for this side: positive is good for it
};

template <class Action>
struct SimultaneousResult {
  std::array<RootChoice<Action>, 2> sides;  // empty when the game is over at the root
  double value = 0;                         // for side 0
  int depth = 0;                            // last complete depth
  std::uint64_t nodes = 0;
  std::chrono::microseconds elapsed{0};
  bool stopped_early = false;
};

template <SimultaneousGame G>
class SimultaneousSearch {
 public:
  using Action = typename G::Action;
  using Result = SimultaneousResult<Action>;
  using Progress = std::function<void(const Result&)>;

  void set_options(const SimultaneousOptions& options) { options_ = options; }
  const SimultaneousOptions& options() const { return options_; }

  /// Searches `game` (left as it was) within `limits`.
  Result run(G& game, const SimultaneousLimits& limits, const Progress& progress = {}) {
    start_ = std::chrono::steady_clock::now();
    limits_ = limits;
    nodes_ = 0;
    stopped_ = false;
    stop_requested_.store(false);
    std::stop_callback on_stop(limits.stop, [this] { stop_requested_.store(true); });
    Result result;
    result.value = game.value();
    progress_.start(progress, result, limits.progress_interval);
    if (game.game_over()) {
      result.elapsed = elapsed();
      return result;
    }
    const int max_depth =
        limits.depth > 0 ? std::min(limits.depth, kMaxSimultaneousDepth) : kMaxSimultaneousDepth;
    for (int depth = 1; depth <= max_depth; ++depth) {
      depth_ = depth;
      Result found = options_.method == SimultaneousMethod::matrix ? matrix_root(game, depth)
                                                                   : averaging_root(game, depth);
      if (stopped_) {
        result.stopped_early = true;
        break;
      }
      found.depth = depth;
      result = std::move(found);
      result.nodes = nodes_;
      result.elapsed = elapsed();
      if (progress_.active()) report();
      if (time_is_up() || stop_requested_.load()) break;
    }
    progress_.finish();
    result.nodes = nodes_;
    result.elapsed = elapsed();
    return result;
  }

 private:
  using ActionList = typename G::ActionList;

  /// The `width` best actions of `side`, by the game's key.
  std::vector<Action> kept_actions(const G& game, int side, int width) const {
    ActionList list;
    game.generate_actions(side, list);
    std::vector<std::pair<int, int>> keyed;  // (key, index)
    keyed.reserve(static_cast<std::size_t>(list.size()));
    for (int i = 0; i < list.size(); ++i)
      keyed.emplace_back(game.action_key(side, list[i]), i);
    std::stable_sort(keyed.begin(), keyed.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    const int kept = std::min<int>(std::max(width, 1), static_cast<int>(keyed.size()));
    std::vector<Action> out;
    out.reserve(static_cast<std::size_t>(kept));
    for (int i = 0; i < kept; ++i)
      out.push_back(list[keyed[static_cast<std::size_t>(i)].second]);
    return out;
  }

  /// The value of a finished game or a leaf, for side 0.
  static double leaf_value(const G& game, int ply) {
    const double v = game.value();
    if (!game.game_over() || v == 0) return v;
    return v > 0 ? v - ply : v + ply;
  }

  /// The matrix of values after each pair of kept actions (rows side 0's), or nothing
  /// when a limit stopped the search.
  template <class Value>
  std::optional<std::vector<double>> value_matrix(G& game, const std::vector<Action>& rows,
                                                  const std::vector<Action>& columns,
                                                  Value&& value_after) {
    std::vector<double> matrix;
    matrix.reserve(rows.size() * columns.size());
    for (const Action& a : rows) {
      for (const Action& b : columns) {
        game.make(a, b);
        ++nodes_;
        const double v = value_after();
        game.unmake();
        if (stopped_ || check_limits()) return std::nullopt;
        matrix.push_back(v);
      }
    }
    return matrix;
  }

  double matrix_value(G& game, int depth, int ply) {
    if (game.game_over() || depth == 0) return leaf_value(game, ply);
    const std::vector<Action> rows = kept_actions(game, 0, options_.inner_width);
    const std::vector<Action> columns = kept_actions(game, 1, options_.inner_width);
    const auto matrix =
        value_matrix(game, rows, columns, [&] { return matrix_value(game, depth - 1, ply + 1); });
    if (!matrix) return 0;
    return solve_matrix_game(*matrix, static_cast<int>(rows.size()),
                             static_cast<int>(columns.size()), options_.solver)
        .value;
  }

  Result matrix_root(G& game, int depth) {
    Result out;
    const std::vector<Action> rows = kept_actions(game, 0, options_.root_width);
    const std::vector<Action> columns = kept_actions(game, 1, options_.root_width);
    const auto matrix =
        value_matrix(game, rows, columns, [&] { return matrix_value(game, depth - 1, 1); });
    if (!matrix) return out;
    const MatrixGameSolution solution = solve_matrix_game(
        *matrix, static_cast<int>(rows.size()), static_cast<int>(columns.size()), options_.solver);
    out.value = solution.value;
    out.sides[0] = {rows, solution.row, {}};
    out.sides[1] = {columns, solution.column, {}};
    // What each action is worth to its side against the other side's strategy.
    const std::size_t c = columns.size();
    for (std::size_t i = 0; i < rows.size(); ++i) {
      double v = 0;
      for (std::size_t j = 0; j < c; ++j)
        v += (*matrix)[i * c + j] * solution.column[j];
      out.sides[0].values.push_back(v);
    }
    for (std::size_t j = 0; j < c; ++j) {
      double v = 0;
      for (std::size_t i = 0; i < rows.size(); ++i)
        v += (*matrix)[i * c + j] * solution.row[i];
      out.sides[1].values.push_back(-v);
    }
    return out;
  }

  /// The seed's value of a position for `me` (+1 for side 0, -1 for side 1 as `sign`):
  /// the best of its kept actions, each valued by the mean over the other side's kept
  /// replies.
  double averaging_value(G& game, int depth, int ply, int me) {
    const double sign = me == 0 ? 1.0 : -1.0;
    if (game.game_over() || depth == 0) return sign * leaf_value(game, ply);
    const std::vector<double> means = action_means(game, depth, ply, me, options_.inner_width);
    if (means.empty()) return 0;
    return *std::max_element(means.begin(), means.end());
  }

  /// The mean value for `me` of each of its kept actions; fills `kept` when given.
  std::vector<double> action_means(G& game, int depth, int ply, int me, int width,
                                   std::vector<Action>* kept = nullptr) {
    const std::vector<Action> mine = kept_actions(game, me, width);
    const std::vector<Action> theirs = kept_actions(game, 1 - me, width);
    const std::vector<Action>& rows = me == 0 ? mine : theirs;
    const std::vector<Action>& columns = me == 0 ? theirs : mine;
    const auto matrix = value_matrix(game, rows, columns,
                                     [&] { return averaging_value(game, depth - 1, ply + 1, me); });
    if (!matrix) return {};
    std::vector<double> means(mine.size(), 0.0);
    const std::size_t c = columns.size();
    for (std::size_t i = 0; i < rows.size(); ++i)
      for (std::size_t j = 0; j < c; ++j)
        means[me == 0 ? i : j] += (*matrix)[i * c + j] / static_cast<double>(theirs.size());
    if (kept != nullptr) *kept = mine;
    return means;
  }

  Result averaging_root(G& game, int depth) {
    Result out;
    for (int me = 0; me < 2; ++me) {
      std::vector<Action> kept;
      const std::vector<double> means =
          action_means(game, depth, 0, me, options_.root_width, &kept);
      if (stopped_) return out;
      RootChoice<Action>& choice = out.sides[static_cast<std::size_t>(me)];
      choice.actions = kept;
      choice.values = means;
      choice.probabilities.assign(kept.size(), 0.0);
      const auto best = std::max_element(means.begin(), means.end()) - means.begin();
      choice.probabilities[static_cast<std::size_t>(best)] = 1.0;
      if (me == 0) out.value = means[static_cast<std::size_t>(best)];
    }
    return out;
  }

  std::chrono::microseconds elapsed() const {
    return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() -
                                                                 start_);
  }
  bool time_is_up() const {
    return limits_.move_time.count() > 0 && elapsed() >= limits_.move_time;
  }
  /// Reports the last complete depth with the nodes and time so far.
  void report() {
    progress_.report([this](Result& now) {
      now.nodes = nodes_;
      now.elapsed = elapsed();
    });
  }

  /// Sets stopped_ once a node or time limit is reached or a stop asked for (the clock
  /// read every 256 nodes). The first depth always completes, so that every search names
  /// an action per side.
  bool check_limits() {
    if (depth_ <= 1) return false;
    if (stop_requested_.load(std::memory_order_relaxed)) stopped_ = true;
    if ((nodes_ & 255) == 0 && progress_.due(progress_.active() ? 1 : 0)) report();
    if (limits_.nodes > 0 && nodes_ >= limits_.nodes) stopped_ = true;
    if ((nodes_ & 255) == 0 && time_is_up()) stopped_ = true;
    return stopped_;
  }

  SimultaneousOptions options_;
  SimultaneousLimits limits_;
  std::chrono::steady_clock::time_point start_;
  std::uint64_t nodes_ = 0;
  bool stopped_ = false;
  std::atomic<bool> stop_requested_{false};  // set from another thread (limits' stop)
  ProgressReporter<Result> progress_;
  int depth_ = 0;
};

}  // namespace skald::engine
