#pragma once

// GameRoom: one game on the server, from `create-game` to its result: its rules and clock
// setting, the two seats and the spectators, and the game state that judges every move
// with skald's own game code (the game registry's tafl game reads the rules string). It
// knows nothing of sockets or packets on the wire; the Lobby routes what it decides.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "formats/net/packet.h"
#include "skald/game/game.h"
#include "skald/game/registry.h"

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
};

/// What one `move-record` did.
struct MoveVerdict {
  int code = net::move_code::kIllegalMove;  // OpenTafl's move result code
  std::optional<FinishedGame> finished;     // when the move ended the game
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
  /// Seats `client` in the free seat, if any; the game starts when both are taken.
  std::optional<net::Side> take_free_seat(ClientId client, const std::string& name);
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
  /// Plays `move` for `client`: out of turn or illegal leaves the game as it was.
  MoveVerdict play(ClientId client, const std::string& move);
  /// Ends the game because `leaver` left it: the other side wins.
  FinishedGame forfeit_by(net::Side leaver) const;

  net::GameInfo info() const;
  net::StartGame start_packet() const;

 private:
  GameRoom() = default;
  FinishedGame finished(net::Victory victory, std::string termination) const;

  std::string uuid_;
  std::string rules_;
  std::string rules_name_;
  net::TimeSpec clock_;
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
