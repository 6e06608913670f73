#pragma once

// TimeManager: how long one move may think, and whether the next iterative-deepening depth
// is worth starting.
//
// From a game clock it plans by game phase, as OpenTafl's author describes: a number of
// opening and middle-game moves that depends on the board size (3 and 6 on 7x7, 5 and 10 on
// 9x9, 10 and 20 on larger boards) share the main time (5% for the opening, 75% for the
// middle game, the rest decreasing through the endgame); with overtimes, the main time is
// spent on the opening and middle game and every later move uses most of one overtime.
// Before each new depth it predicts that depth's cost from the last: the ratio of the last
// two depths when known, else 10x for an even next depth and 20x for an odd one; a depth
// that would end after the soft budget is not started, and the hard limit aborts one.
//
// A fixed move time (`--movetime`, no clock) is a target to use, not a ceiling to stay far
// below: every depth is started while time is left and the move time aborts the one
// running (whose partial result the search discards). Predicting there would stop at a
// tenth of the time whenever the next depth looks ten times dearer, and the time left
// would be lost; with a clock the unspent budget stays on the clock for later moves.
// Searches limited only by depth or nodes are untimed and stay deterministic.

#include <chrono>
#include <cstdint>

#include "skald/engine/search_options.h"

namespace skald::engine {

/// How a game's main time is spread: over how many moves of opening and of middle game
/// (afterwards the search lives on overtime, or on an equal share of what is left). The
/// game gives its own (SearchableGame's optional phase_plan()); this is the default.
struct PhasePlan {
  int opening_moves = 10;
  int middle_moves = 20;
};

class TimeManager {
 public:
  using Ms = std::chrono::milliseconds;

  /// Plans a move for `limits`, spreading main time by `plan`.
  TimeManager(const SearchLimits& limits, PhasePlan plan = {});

  /// Whether any time limit applies.
  bool timed() const { return timed_; }
  /// Thinking time the plan aims at.
  Ms soft_budget() const { return soft_; }
  /// Time after which a running depth is aborted.
  Ms hard_limit() const { return hard_; }

  /// Records that `depth` completed after `elapsed` since the search began.
  void depth_completed(int depth, Ms elapsed);
  /// Whether to start `next_depth` at `elapsed`, given the cost of the depths so far
  /// (with a fixed move time: whenever time is left).
  bool should_start(int next_depth, Ms elapsed) const;
  /// Whether the search thinks until the hard limit (a fixed move time without a clock).
  bool uses_all_time() const { return uses_all_time_; }

 private:
  bool timed_ = false;
  bool uses_all_time_ = false;
  Ms soft_{0};
  Ms hard_{0};
  Ms last_depth_cost_{0};
  Ms previous_depth_cost_{0};
  Ms last_completion_{0};
};

}  // namespace skald::engine
