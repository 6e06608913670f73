#pragma once

// GameRoom: one game on the server, from `create-game` to its result: its rules and clock
// setting, the two seats and the spectators, and the game state that judges every move
// with skald's own game code (the game registry's tafl game reads the rules string), and
// its clock (game_clock.h), which the lobby ticks. It knows nothing of sockets or packets
// on the wire; the Lobby routes what it decides. Times are milliseconds of a monotonic
// clock the caller reads, so tests can move time by hand.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "formats/net/packet.h"
#include "skald/game/game.h"
#include "skald/game/registry.h"
#include "tools/skald/server/game_clock.h"

namespace skald::server {

using ClientId = std::uint64_t;

/// A game that is over, for the record and the database.
struct FinishedGame {
  std::string uuid;
  std::string rules;
  std::string attacker;
  std::string defender;
  net::Victory victory = net::Victory::draw;
  std::string termination;
  std::vector<std::string> moves;  // canonical, as the game wrote them
  const game::Game* game = nullptr;
  net::TimeSpec clock;                        // the setting the game was played under
  std::optional<net::ClockUpdate> time_left;  // both clocks at the end, when timed
  bool adjourned = false;  // stopped unfinished (the server shut down): no result
};

/// What one `move-record` did.
struct MoveVerdict {
  int code = net::move_code::kIllegalMove;  // OpenTafl's move result code
  std::optional<FinishedGame> finished;     // when the move ended the game
  bool too_late = false;  // the mover's time ran out before it moved: `finished` says so
};

class GameRoom {
 public:
  /// A room for `request` with its creator seated, or nullptr when no registered game
  /// reads the rules (OpenTafl answers that with `error bad-save`).
  static std::unique_ptr<GameRoom> create_or_null(const net::CreateGame& request,
                                                  const game::GameRegistry& registry, ClientId host,
                                                  const std::string& host_name);

  const std::string& uuid() const { return uuid_; }
  bool started() const { return started_; }
  /// Whether `password_hash` opens the game (any does when it has no password).
  bool password_ok(const std::string& password_hash) const;
  /// Seats `client` in the free seat, if any; the game (and its clock) starts at `now_ms`
  /// when both are taken.
  std::optional<net::Side> take_free_seat(ClientId client, const std::string& name,
                                          std::int64_t now_ms);
  void add_spectator(ClientId client) { spectators_.push_back(client); }
  void remove_spectator(ClientId client);
  /// The seat `client` holds, if it plays here.
  std::optional<net::Side> seat_of(ClientId client) const;
  std::optional<ClientId> player(net::Side side) const;
  const std::vector<ClientId>& spectators() const { return spectators_; }
  /// Players and spectators.
  std::vector<ClientId> everyone() const;

  /// The side to move (the game must have started).
  net::Side side_to_move() const;
  /// Plays `move` for `client` at `now_ms`: out of turn or illegal leaves the game as it
  /// was; a move after the mover's flag fell ends the game on time instead.
  MoveVerdict play(ClientId client, const std::string& move, std::int64_t now_ms);
  /// Ends the game because `leaver` left it: the other side wins.
  FinishedGame forfeit_by(net::Side leaver) const;
  /// The game as it stands, stopped without a result (the server is shutting down).
  FinishedGame adjourned() const;

  /// Whether the game is timed.
  bool timed() const { return clock_.enabled(); }
  /// Charges the side to move up to `now_ms`: the finished game when its flag fell.
  std::optional<FinishedGame> check_flag(std::int64_t now_ms);
  /// Both sides' time left, as `clock-update` sends it.
  net::ClockUpdate clock_update() const;
  /// Whether a periodic clock-update is due at `now_ms` (every `interval_ms`); marks it sent.
  bool clock_update_due(std::int64_t now_ms, std::int64_t interval_ms);

  net::GameInfo info() const;
  net::StartGame start_packet() const;

 private:
  GameRoom() = default;
  FinishedGame finished(net::Victory victory, std::string termination) const;

  std::string uuid_;
  std::string rules_;
  std::string rules_name_;
  GameClock clock_{net::TimeSpec{}};
  std::int64_t last_clock_update_ms_ = 0;
  std::vector<net::TimeSpec> move_times_;  // the mover's time left after each move
  std::string password_hash_;
  bool combine_chat_ = true;
  bool allow_replay_ = true;
  const game::Game* game_ = nullptr;
  std::unique_ptr<game::GameState> state_;
  std::optional<ClientId> seats_[2];
  std::string names_[2] = {"<none>", "<none>"};
  std::vector<ClientId> spectators_;
  std::vector<std::string> moves_;
  bool started_ = false;
};

}  // namespace skald::server
