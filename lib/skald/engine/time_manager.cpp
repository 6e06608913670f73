#include "skald/engine/time_manager.h"

#include <algorithm>

namespace skald::engine {

namespace {

// Share of the remaining main time for this move, by phase.
std::chrono::milliseconds main_time_share(const GameClock& clock, PhasePlan plan,
                                          bool has_overtime) {
  using Ms = std::chrono::milliseconds;
  int played = clock.moves_played;
  auto main = clock.main_remaining.count();
  if (main <= 0) return Ms{0};
  if (has_overtime) {
    // Spread the main time over the opening and middle game; afterwards live on overtime.
    int left = plan.opening_moves + plan.middle_moves - played;
    return Ms{left > 0 ? main / left : 0};
  }
  if (played < plan.opening_moves) {
    // 5% of the whole for the opening: from what remains, the opening's share is about
    // 5 / (5 + 75 + 20) of it.
    return Ms{main * 5 / 100 / std::max(1, plan.opening_moves - played)};
  }
  if (played < plan.opening_moves + plan.middle_moves) {
    int left = plan.opening_moves + plan.middle_moves - played;
    return Ms{main * 75 / 95 / left};
  }
  // Endgame: a decreasing share of what is left.
  return Ms{main / 12};
}

}  // namespace

TimeManager::TimeManager(const SearchLimits& limits, PhasePlan plan) {
  if (limits.move_time.count() > 0) {
    timed_ = true;
    soft_ = limits.move_time;
    hard_ = limits.move_time;
    uses_all_time_ = !limits.clock;
  }
  if (limits.clock) {
    const GameClock& c = *limits.clock;
    bool has_overtime = c.overtimes_remaining > 0 && c.overtime.count() > 0;
    Ms share = main_time_share(c, plan, has_overtime);
    if (has_overtime) share += c.overtime * 8 / 10;
    share += c.increment * 8 / 10;
    // Never plan on more than what is on the clock, minus a safety margin.
    Ms available = c.main_remaining + (has_overtime ? c.overtime : Ms{0});
    Ms margin = std::min(Ms{50}, available / 10);
    Ms cap = std::max(Ms{1}, available - margin);
    Ms soft = std::clamp(share, Ms{1}, cap);
    Ms hard = std::clamp(share * 3, Ms{1}, cap);
    if (!timed_ || soft < soft_) soft_ = soft;
    if (!timed_ || hard < hard_) hard_ = hard;
    timed_ = true;
  }
}

void TimeManager::depth_completed(int, Ms elapsed) {
  previous_depth_cost_ = last_depth_cost_;
  last_depth_cost_ = elapsed - last_completion_;
  last_completion_ = elapsed;
}

bool TimeManager::should_start(int next_depth, Ms elapsed) const {
  if (!timed_) return true;
  if (elapsed >= soft_) return false;
  if (uses_all_time_) return true;
  std::int64_t factor = next_depth % 2 == 0 ? 10 : 20;
  if (previous_depth_cost_.count() > 0 && last_depth_cost_.count() > 0)
    factor = std::clamp<std::int64_t>(last_depth_cost_.count() / previous_depth_cost_.count(), 2,
                                      factor);
  Ms predicted = last_depth_cost_ * factor;
  return elapsed + predicted <= soft_;
}

}  // namespace skald::engine
