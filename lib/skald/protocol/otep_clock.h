#pragma once

// The clock of an OTEP game (OpenTafl Engine Protocol, `clock` command) and the time an
// engine plans to spend on one move from it. OpenTafl sends
//   clock <attacker-ms>[*] <defender-ms>[*] <overtime-seconds> <attacker-overtimes>
//   <defender-overtimes>
// where a `*` says that side's main time is gone and the number is what is left of its
// current overtime period (byo-yomi: a period not used up is given back whole; each one
// overrun costs one of the overtimes left).

#include <chrono>
#include <optional>
#include <string_view>

namespace skald::protocol {

/// One side's time.
struct SideClock {
  std::chrono::milliseconds left{0};  // main time, or what is left of the overtime period
  bool in_overtime = false;
  int overtimes = 0;  // overtime periods left
};

struct OtepClock {
  SideClock sides[2];  // by side number: 0 attackers, 1 defenders
  std::chrono::milliseconds overtime_period{0};
};

/// The clock the arguments of a `clock` command give (the text after `clock `), or
/// nothing when they are not five numbers as the protocol writes them.
std::optional<OtepClock> parse_otep_clock(std::string_view arguments);

/// How long `side` thinks about its next move: a share of its main time (the game's
/// expected length, `moves_to_go`, spread evenly), plus most of an overtime period when
/// it has periods, since a period not used up comes back; in overtime, most of the
/// period. Always leaves a safety margin for the protocol's round trip, and at least
/// `minimum` (a move must be made).
std::chrono::milliseconds plan_move_time(
    const OtepClock& clock, int side, int moves_to_go,
    std::chrono::milliseconds minimum = std::chrono::milliseconds{20});

}  // namespace skald::protocol
