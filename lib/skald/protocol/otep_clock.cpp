#include "skald/protocol/otep_clock.h"

#include <string>
#include <vector>

#include "skald/core/words.h"
#include "skald/engine/limits_check.h"

namespace skald::protocol {

std::optional<MoveClock> parse_otep_clock(std::string_view arguments, std::string& error) {
  std::vector<std::string_view> w;
  for (const Word& word : split_words(arguments))
    w.push_back(word.text);
  if (w.size() != 5) {
    error = "expected five numbers (clocks, overtime, overtimes), got " + std::to_string(w.size());
    return std::nullopt;
  }
  // Each number in its range (engine/limits_check.h): a clock past it would overflow the
  // time planned from it.
  const auto read = [&](std::string_view word, const char* what,
                        const engine::WholeRange& range) -> std::optional<std::int64_t> {
    const auto n = engine::read_whole_number(word, range);
    if (!n.value) error = std::string(what) + ": " + n.error;
    return n.value;
  };
  MoveClock clock;
  constexpr const char* kSideClocks[] = {"attacker clock", "defender clock"};
  for (int side = 0; side < 2; ++side) {
    std::string_view word = w[static_cast<std::size_t>(side)];
    SideClock& s = clock.sides[side];
    if (!word.empty() && word.back() == '*') {
      s.in_overtime = true;
      word.remove_suffix(1);
    }
    const auto ms = read(word, kSideClocks[side], engine::kClockMsRange);
    if (!ms) return std::nullopt;
    s.left = std::chrono::milliseconds{*ms};
  }
  const auto period = read(w[2], "overtime", engine::kOvertimeSecondsRange);
  if (!period) return std::nullopt;
  const auto attacker_overtimes = read(w[3], "attacker overtimes", engine::kOvertimesRange);
  if (!attacker_overtimes) return std::nullopt;
  const auto defender_overtimes = read(w[4], "defender overtimes", engine::kOvertimesRange);
  if (!defender_overtimes) return std::nullopt;
  clock.overtime_period = std::chrono::seconds{*period};
  clock.sides[0].overtimes = static_cast<int>(*attacker_overtimes);
  clock.sides[1].overtimes = static_cast<int>(*defender_overtimes);
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
