#pragma once

// The clock of an OTEP game (OpenTafl Engine Protocol, `clock` command), read and written
// (time_control.h plans a move from it). OpenTafl sends
//   clock <attacker-ms>[*] <defender-ms>[*] <overtime-seconds> <attacker-overtimes>
//   <defender-overtimes>
// where a `*` says that side's main time is gone and the number is what is left of its
// current overtime period (byo-yomi: a period not used up is given back whole; each one
// overrun costs one of the overtimes left).

#include <optional>
#include <string>
#include <string_view>

#include "skald/protocol/time_control.h"

namespace skald::protocol {

/// The clock the arguments of a `clock` command give (the text after `clock `), or
/// nothing when they are not five numbers as the protocol writes them, each in its range
/// (engine/limits_check.h: clocks up to 30 days); then `error` names the number and its
/// range.
std::optional<MoveClock> parse_otep_clock(std::string_view arguments, std::string& error);

/// The `clock` command for `clock` (sides 0 and 1: attackers and defenders). A fixed time
/// per move, which OTEP cannot say, is that much main time and one overtime period as long
/// (whole seconds, as the protocol counts them), sent afresh every move: OpenTafl's engine
/// fails on `0*` and on no main time, and plans most of what this gives.
std::string otep_clock_command(const MoveClock& clock);

}  // namespace skald::protocol
