#pragma once

// ProgressReporter<Result>: when and what a search reports between the ends of its depths.
// Every search (alpha-beta, N-player, simultaneous) reports its last complete depth after
// each depth; a depth that takes long reports that same result again with the nodes and
// time so far, at the interval its limits ask for, so that a person watching a live
// analysis sees it work. The search asks due() at a node count of its choosing (reading
// the clock costs more than a node) and calls report() with what it has to add.

#include <chrono>
#include <functional>

namespace skald::engine {

template <class Result>
class ProgressReporter {
 public:
  using Progress = std::function<void(const Result&)>;

  /// Reports `completed` (the search's result of its last complete depth, which the search
  /// keeps up to date) through `progress`, when that is set; `interval` 0: only after
  /// complete depths.
  void start(const Progress& progress, const Result& completed,
             std::chrono::milliseconds interval) {
    if (!progress) return;
    progress_ = &progress;
    completed_ = &completed;
    interval_ = interval;
    last_ = std::chrono::steady_clock::now();
  }
  /// Ends the reports (the search returns).
  void finish() {
    progress_ = nullptr;
    completed_ = nullptr;
  }
  bool active() const { return progress_ != nullptr; }

  /// Whether a report within a depth is due: a depth was completed and the interval has
  /// passed since the last report.
  bool due(int completed_depth) const {
    return progress_ != nullptr && interval_.count() > 0 && completed_depth > 0 &&
           std::chrono::steady_clock::now() - last_ >= interval_;
  }
  /// Reports the last complete depth's result, after `update(copy)` fills in the figures
  /// so far (nodes, time).
  template <class Update>
  void report(Update&& update) {
    Result now = *completed_;
    update(now);
    last_ = std::chrono::steady_clock::now();
    (*progress_)(now);
  }
  const Result& completed() const { return *completed_; }

 private:
  const Progress* progress_ = nullptr;
  const Result* completed_ = nullptr;
  std::chrono::milliseconds interval_{0};
  std::chrono::steady_clock::time_point last_;
};

}  // namespace skald::engine
