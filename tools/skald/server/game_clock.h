#pragma once

// GameClock: the two clocks of a timed game on the server, kept as OpenTafl's server keeps
// them (engine.clock.GameClock in server mode, ticked by ServerGame.ClockUpdateTask):
//   - a side's turn starts with its increment added to its main time, or, once its main
//     time is gone, with its overtime period given back whole (byo-yomi) plus the increment;
//   - time used comes off the main time first; what is left over comes off the current
//     overtime period, and every period used up costs one of the periods left;
//   - a side whose main time is gone with no period left, or that uses up its last period,
//     is out of time (a flag fall: the other side wins).
// It reads no clock of its own: every call says what time it is (milliseconds of a
// monotonic clock), so the lobby's tests can run a game's time forwards by hand.

#include <cstdint>

#include "formats/net/packet.h"

namespace skald::server {

class GameClock {
 public:
  explicit GameClock(net::TimeSpec setting);

  /// Whether the game is timed at all (OpenTafl's TimeSpec.isEnabled).
  bool enabled() const { return setting_.enabled(); }
  const net::TimeSpec& setting() const { return setting_; }

  /// Starts `first`'s turn at `now_ms`.
  void start(net::Side first, std::int64_t now_ms);
  /// Charges the side to move for the time since the last call; true when it is now out
  /// of time (and stays so).
  bool charge(std::int64_t now_ms);
  /// The side to move moved at `now_ms`: charges it, then starts `next`'s turn. False when
  /// the mover had run out of time before it moved (the move is too late).
  bool pass_turn(net::Side next, std::int64_t now_ms);

  bool out_of_time() const { return out_of_time_; }
  net::Side running_side() const { return running_; }
  /// What `side` has left, as a clock-update carries it: `main|period/periods|0`.
  net::TimeSpec left(net::Side side) const;
  /// The milliseconds until the side to move runs out, if nothing happens before.
  std::int64_t ms_until_flag() const;

 private:
  struct Entry {
    std::int64_t main_ms = 0;
    std::int64_t overtime_ms = 0;
    int overtimes = 0;
  };
  Entry& entry(net::Side side) { return entries_[side == net::Side::attackers ? 0 : 1]; }
  const Entry& entry(net::Side side) const {
    return entries_[side == net::Side::attackers ? 0 : 1];
  }
  void begin_turn(net::Side side, std::int64_t now_ms);

  net::TimeSpec setting_;
  Entry entries_[2];
  net::Side running_ = net::Side::attackers;
  std::int64_t turn_mark_ms_ = 0;  // when the running side was last charged
  bool running_started_ = false;
  bool out_of_time_ = false;
};

}  // namespace skald::server
