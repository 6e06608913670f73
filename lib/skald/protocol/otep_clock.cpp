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

std::optional<MoveClock> parse_otep_clock(std::string_view arguments) {
  std::vector<std::string_view> w;
  for (const Word& word : split_words(arguments))
    w.push_back(word.text);
  if (w.size() != 5) return std::nullopt;
  MoveClock clock;
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

std::string otep_clock_command(const MoveClock& clock) {
  if (clock.per_move.count() > 0) {
    const std::string main = std::to_string(clock.per_move.count());
    return "clock " + main + " " + main + " " +
           std::to_string((clock.per_move.count() + 999) / 1000) + " 1 1";
  }
  std::string command = "clock";
  for (const SideClock& s : clock.sides)
    command += " " + std::to_string(s.left.count()) + (s.in_overtime ? "*" : "");
  command += " " + std::to_string((clock.overtime_period.count() + 999) / 1000);
  for (const SideClock& s : clock.sides)
    command += " " + std::to_string(s.overtimes);
  return command;
}

}  // namespace skald::protocol
