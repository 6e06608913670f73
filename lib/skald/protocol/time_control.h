#pragma once

// Time in skald's matches and engines, in one place: a time control (a fixed time per
// move, or main time with an increment and byo-yomi overtime periods, the choices of OTN's
// `time-control` tag), the clock of a game under it, and how long an engine plans to think
// about its next move from that clock (the match's own player, `skald otep` and `skald uai`
// all plan the same way).
//
// Overtime is OpenTafl's byo-yomi: once a side's main time is gone it has `overtimes`
// periods of `overtime_period` each; a move made within a period gives the period back
// whole, and every period a move uses up is lost; a side that uses up its last one is out
// of time. The increment is added to the main time after each move made in main time.

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace skald::protocol {

struct TimeControl {
  std::chrono::milliseconds per_move{0};  // a fixed time per move; else the ones below
  std::chrono::milliseconds base{0};
  std::chrono::milliseconds increment{0};
  std::chrono::milliseconds overtime_period{0};
  int overtimes = 0;
  /// Extra time before a player is out of time (the host's own overhead).
  std::chrono::milliseconds margin{500};
};

/// A time control as a user writes it, in seconds (decimals allowed): `BASE[+INC]`
/// (`90+1`), or OTN's tag `<main> [<length>/<periods>] [<increment>i]` (`3600 30/3 3i`:
/// an hour, three 30-second overtimes, 3 s a move; the length first, as OpenTafl reads it
/// and the spec's example has it, though the spec's grammar names the count first). Nothing when
/// the text is neither; then `error` says what was expected.
std::optional<TimeControl> parse_time_control(std::string_view text, std::string& error);

/// The OTN `time-control` tag of `t`; a fixed time per move is one overtime period of that
/// length with no main time (it comes back after every move).
std::string time_control_tag(const TimeControl& t);

/// One side's time.
struct SideClock {
  std::chrono::milliseconds left{0};  // main time, or what is left of the overtime period
  bool in_overtime = false;
  int overtimes = 0;  // overtime periods left
};

/// A game's clock as a player sees it when asked for a move.
struct MoveClock {
  /// Fixed time per move (zero: the game clock below).
  std::chrono::milliseconds per_move{0};
  SideClock sides[2];  // by side number
  std::chrono::milliseconds increment{0};
  std::chrono::milliseconds overtime_period{0};
};

/// The clock at the start of a game under `t`.
MoveClock start_clock(const TimeControl& t);

/// The most `side` may think about this move before it is out of time: the time per move,
/// or what is left of its main time or period plus its whole periods left.
std::chrono::milliseconds time_allowed(const MoveClock& clock, int side);

/// Charges a move that took `used` to `side` (the increment added, periods lost); false
/// when that is more than time_allowed() plus `margin`: the side is out of time. A move
/// within the margin costs only what was allowed.
bool charge_move(MoveClock& clock, int side, std::chrono::milliseconds used,
                 std::chrono::milliseconds margin);

/// How long `side` thinks about its next move: a share of its main time (the game's
/// expected length, `moves_to_go`, spread evenly, never more than a third), most of the
/// increment, and most of an overtime period when it has periods, since a period not
/// used up comes back; in overtime, most of the period; nine tenths of a fixed time per
/// move. Always leaves a safety margin for the host's round trip, and at least `minimum`
/// (a move must be made).
std::chrono::milliseconds plan_move_time(
    const MoveClock& clock, int side, int moves_to_go,
    std::chrono::milliseconds minimum = std::chrono::milliseconds{20});

}  // namespace skald::protocol
