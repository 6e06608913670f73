#include "skald/protocol/time_control.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "skald/core/words.h"
#include "skald/engine/limits_check.h"

namespace skald::protocol {

namespace {

using std::chrono::milliseconds;

constexpr const char* kExpected =
    "expected BASE[+INC] in seconds (60+0.5) or OTN's `MAIN [LENGTH/PERIODS] [INCi]` "
    "(3600 30/3 3i)";

/// Seconds written as a decimal number (`90`, `0.5`) within `range`, as milliseconds; else
/// nothing, and `error` says so: `what` and the text with kExpected when it is no number,
/// with the range (engine/limits_check.h) when it is one out of range.
std::optional<milliseconds> seconds_value(std::string_view text, const engine::RealRange& range,
                                          std::string_view what, std::string& error) {
  const auto n = engine::read_real_number(text, range);
  if (n.value) return milliseconds{std::llround(*n.value * 1000)};
  constexpr engine::RealRange kAnyNumber{"a number", -std::numeric_limits<double>::max(),
                                         std::numeric_limits<double>::max()};
  const bool a_number = engine::read_real_number(text, kAnyNumber).value.has_value();
  error = fmt::format("{} `{}`: {}", what, text, a_number ? n.error : kExpected);
  return std::nullopt;
}

std::string seconds_text(milliseconds ms) {
  return ms.count() % 1000 == 0 ? std::to_string(ms.count() / 1000)
                                : fmt::format("{:g}", static_cast<double>(ms.count()) / 1000.0);
}

}  // namespace

std::optional<TimeControl> parse_time_control(std::string_view text, std::string& error) {
  TimeControl t;
  const std::vector<Word> words = split_words(text);
  if (words.size() == 1 && words[0].text.find('+') != std::string_view::npos) {
    const std::string_view w = words[0].text;
    const std::size_t plus = w.find('+');
    const auto base =
        seconds_value(w.substr(0, plus), engine::kMainTimeSecondsRange, "main time", error);
    if (!base) return std::nullopt;
    const auto increment =
        seconds_value(w.substr(plus + 1), engine::kIncrementSecondsRange, "increment", error);
    if (!increment) return std::nullopt;
    if (base->count() == 0) {
      error = fmt::format("main time `{}`: BASE+INC needs main time above 0", w.substr(0, plus));
      return std::nullopt;
    }
    t.base = *base;
    t.increment = *increment;
    return t;
  }
  if (words.empty() || words.size() > 3) {
    error = kExpected;
    return std::nullopt;
  }
  const auto base = seconds_value(words[0].text, engine::kMainTimeSecondsRange, "main time", error);
  if (!base) return std::nullopt;
  t.base = *base;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string_view w = words[i].text;
    const std::size_t slash = w.find('/');
    if (slash != std::string_view::npos && t.overtimes == 0 && i == 1) {
      // The length first, then the count, as OpenTafl reads the tag
      // (GameClock.getTimeSpecForGameNotationString) and the spec's example writes it.
      const auto length =
          seconds_value(w.substr(0, slash), engine::kSecondsRange, "overtime length", error);
      if (!length) return std::nullopt;
      const auto periods =
          engine::read_whole_number(w.substr(slash + 1), engine::kTimeControlOvertimesRange);
      if (!periods.value) {
        error = fmt::format("overtimes `{}`: {}", w, periods.error);
        return std::nullopt;
      }
      t.overtimes = static_cast<int>(*periods.value);
      t.overtime_period = *length;
    } else if (!w.empty() && w.back() == 'i' && t.increment.count() == 0) {
      const auto increment = seconds_value(w.substr(0, w.size() - 1),
                                           engine::kIncrementSecondsRange, "increment", error);
      if (!increment) return std::nullopt;
      t.increment = *increment;
    } else {
      error = fmt::format("`{}`: {}", w, kExpected);
      return std::nullopt;
    }
  }
  if (t.base.count() == 0 && t.overtimes == 0) {
    error = "no time at all: give main time or overtime periods";
    return std::nullopt;
  }
  // One period and no main time, as skald writes a fixed time per move, is one.
  if (t.base.count() == 0 && t.overtimes == 1 && t.increment.count() == 0) {
    t.per_move = t.overtime_period;
    t.overtime_period = milliseconds{0};
    t.overtimes = 0;
  }
  return t;
}

std::string time_control_tag(const TimeControl& t) {
  if (t.per_move.count() > 0) return "0 " + seconds_text(t.per_move) + "/1";
  std::string tag = seconds_text(t.base);
  if (t.overtimes > 0)
    tag += " " + seconds_text(t.overtime_period) + "/" + std::to_string(t.overtimes);
  if (t.increment.count() > 0) tag += " " + seconds_text(t.increment) + "i";
  return tag;
}

MoveClock start_clock(const TimeControl& t) {
  MoveClock clock;
  clock.per_move = t.per_move;
  clock.increment = t.increment;
  clock.overtime_period = t.overtime_period;
  for (SideClock& s : clock.sides) {
    s.left = t.base;
    s.overtimes = t.overtimes;
    if (t.base.count() == 0 && t.overtimes > 0) {
      s.in_overtime = true;
      s.left = t.overtime_period;
    }
  }
  return clock;
}

milliseconds time_allowed(const MoveClock& clock, int side) {
  if (clock.per_move.count() > 0) return clock.per_move;
  const SideClock& s = clock.sides[side == 0 ? 0 : 1];
  // In overtime, `left` is the current period, counted among the periods left.
  const int whole = s.in_overtime ? s.overtimes - 1 : s.overtimes;
  return s.left + clock.overtime_period * std::max(0, whole);
}

bool charge_move(MoveClock& clock, int side, milliseconds used, milliseconds margin) {
  const milliseconds allowed = time_allowed(clock, side);
  if (used > allowed + margin) return false;
  if (clock.per_move.count() > 0) return true;
  used = std::min(used, allowed);
  SideClock& s = clock.sides[side == 0 ? 0 : 1];
  if (!s.in_overtime && used <= s.left) {
    s.left += clock.increment - used;
    return true;
  }
  // Into (or in) overtime: the periods this move used up are lost, the one it ended in
  // comes back whole.
  const milliseconds over = s.in_overtime ? used : used - s.left;
  const long long period = std::max<long long>(1, clock.overtime_period.count());
  const int lost = static_cast<int>(std::min<long long>(over.count() / period, s.overtimes));
  s.in_overtime = true;
  s.overtimes = std::max(1, s.overtimes - lost);  // within the margin: the last one stays
  s.left = clock.overtime_period;
  return true;
}

milliseconds plan_move_time(const MoveClock& clock, int side, int moves_to_go,
                            milliseconds minimum) {
  milliseconds budget{0};
  const SideClock& s = clock.sides[side == 0 ? 0 : 1];
  if (clock.per_move.count() > 0) {
    budget = clock.per_move * 9 / 10;
  } else if (s.in_overtime) {
    budget = s.left * 3 / 4;
  } else {
    const milliseconds period = s.overtimes > 0 ? clock.overtime_period * 3 / 4 : milliseconds{0};
    budget =
        std::min(s.left / std::max(1, moves_to_go) + clock.increment * 3 / 4, s.left / 3) + period;
  }
  // The round trip through the host and its clock's granularity.
  const milliseconds margin = milliseconds{50} + budget / 20;
  budget -= std::min(budget, margin);
  return std::max(budget, minimum);
}

}  // namespace skald::protocol
