#include "tools/skald/server/game_clock.h"

#include <algorithm>

namespace skald::server {

GameClock::GameClock(net::TimeSpec setting) : setting_(setting) {
  for (Entry& e : entries_)
    e = {setting.main_ms, setting.overtime_ms, setting.overtime_count};
}

void GameClock::begin_turn(net::Side side, std::int64_t now_ms) {
  running_ = side;
  turn_mark_ms_ = now_ms;
  running_started_ = true;
  Entry& e = entry(side);
  // As GameClock.start and slap: the increment goes to the main time while there is any,
  // else into the period, which starts whole.
  if (e.main_ms > 0)
    e.main_ms += setting_.increment_ms;
  else
    e.overtime_ms = setting_.overtime_ms + setting_.increment_ms;
}

void GameClock::start(net::Side first, std::int64_t now_ms) {
  if (enabled()) begin_turn(first, now_ms);
}

bool GameClock::charge(std::int64_t now_ms) {
  if (!enabled() || !running_started_ || out_of_time_) return out_of_time_;
  Entry& e = entry(running_);
  const std::int64_t elapsed = std::max<std::int64_t>(0, now_ms - turn_mark_ms_);
  turn_mark_ms_ = now_ms;
  std::int64_t leftover = elapsed;
  if (e.main_ms > 0) {
    e.main_ms -= elapsed;
    leftover = e.main_ms < 0 ? -e.main_ms : 0;
    e.main_ms = std::max<std::int64_t>(0, e.main_ms);
  }
  if (leftover == 0) return false;
  if (e.overtime_ms > 0 && e.overtimes > 0) {
    e.overtime_ms -= leftover;
    while (e.overtime_ms <= 0) {
      const std::int64_t over = -e.overtime_ms;
      --e.overtimes;
      e.overtime_ms = setting_.overtime_ms - over;
      if (e.overtimes <= 0) {
        out_of_time_ = true;
        break;
      }
    }
  } else {
    out_of_time_ = true;
  }
  if (out_of_time_) e.overtime_ms = 0;
  return out_of_time_;
}

bool GameClock::pass_turn(net::Side next, std::int64_t now_ms) {
  if (!enabled()) return true;
  if (charge(now_ms)) return false;
  begin_turn(next, now_ms);
  return true;
}

net::TimeSpec GameClock::left(net::Side side) const {
  const Entry& e = entry(side);
  return {e.main_ms, e.overtime_ms, e.overtimes, 0};
}

std::int64_t GameClock::ms_until_flag() const {
  const Entry& e = entry(running_);
  std::int64_t total = e.main_ms;
  if (e.overtimes > 0 && e.overtime_ms > 0)
    total += e.overtime_ms + static_cast<std::int64_t>(e.overtimes - 1) * setting_.overtime_ms;
  return total;
}

}  // namespace skald::server
