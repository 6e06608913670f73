#include "skald/protocol/otep_clock.h"

#include <algorithm>
#include <charconv>
#include <string>
#include <vector>

#include "skald/core/words.h"

namespace skald::protocol {

namespace {

std::optional<long long> number(std::string_view word) {
  long long value = 0;
  const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (error != std::errc{} || end != word.data() + word.size() || value < 0) return std::nullopt;
  return value;
}

}  // namespace

std::optional<OtepClock> parse_otep_clock(std::string_view arguments) {
  std::vector<std::string_view> w;
  for (const Word& word : split_words(arguments))
    w.push_back(word.text);
  if (w.size() != 5) return std::nullopt;
  OtepClock clock;
  for (int side = 0; side < 2; ++side) {
    std::string_view word = w[static_cast<std::size_t>(side)];
    SideClock& s = clock.sides[side];
    if (!word.empty() && word.back() == '*') {
      s.in_overtime = true;
      word.remove_suffix(1);
    }
    const auto ms = number(word);
    if (!ms) return std::nullopt;
    s.left = std::chrono::milliseconds{*ms};
  }
  const auto period = number(w[2]);
  const auto attacker_overtimes = number(w[3]);
  const auto defender_overtimes = number(w[4]);
  if (!period || !attacker_overtimes || !defender_overtimes) return std::nullopt;
  clock.overtime_period = std::chrono::seconds{*period};
  clock.sides[0].overtimes = static_cast<int>(std::min(*attacker_overtimes, 1'000'000LL));
  clock.sides[1].overtimes = static_cast<int>(std::min(*defender_overtimes, 1'000'000LL));
  return clock;
}

std::chrono::milliseconds plan_move_time(const OtepClock& clock, int side, int moves_to_go,
                                         std::chrono::milliseconds minimum) {
  using std::chrono::milliseconds;
  const SideClock& s = clock.sides[side == 0 ? 0 : 1];
  milliseconds budget{0};
  if (s.in_overtime) {
    budget = s.left * 3 / 4;
  } else {
    // A period not used up comes back: most of one is free on every move.
    const milliseconds period = s.overtimes > 0 ? clock.overtime_period * 3 / 4 : milliseconds{0};
    budget = std::min(s.left / std::max(1, moves_to_go), s.left / 3) + period;
  }
  // The round trip through the host and its clock's granularity.
  const milliseconds margin = milliseconds{50} + budget / 20;
  budget -= std::min(budget, margin);
  return std::max(budget, minimum);
}

}  // namespace skald::protocol
