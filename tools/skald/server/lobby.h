#pragma once

// Lobby: the server's protocol logic, without sockets or threads. It takes what clients
// sent (already read into packets) and the answers of the login worker, and returns
// Effects: the packets to send to whom, the logins to check, the games that finished (to
// save), the clients to drop. Deterministic and synchronous, so tests can drive it
// directly; NetServer (net_server.h) runs it on its one network thread.
//
// It follows OpenTafl's server (formats/net/PROTOCOL.md) with two deliberate differences:
// a move out of turn is answered with `move-result -1` instead of silence, and a packet
// that does not read is answered with `error unknown-error`.

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "formats/net/packet.h"
#include "skald/core/diagnostic.h"
#include "skald/game/registry.h"
#include "tools/skald/server/account_store.h"
#include "tools/skald/server/game_room.h"

namespace skald::server {

struct Outgoing {
  ClientId to = 0;
  net::Packet packet;
};

/// A login the worker must check (slow: a password hash), then report with on_login_checked.
struct LoginCheck {
  ClientId client = 0;
  std::string username;
  std::string password_hash;
};

struct Effects {
  std::vector<Outgoing> packets;
  std::vector<LoginCheck> logins;
  std::vector<FinishedGame> finished;
  std::vector<ClientId> disconnect;
  /// Lines for the server's log: games opened and joined.
  std::vector<std::string> notes;
};

/// The lobby's clock and how often it reports the game clocks.
struct LobbyOptions {
  /// Milliseconds of a monotonic clock; the steady clock when empty (tests pass their own).
  std::function<std::int64_t()> now_ms;
  /// How often a running timed game's clocks go to its players and spectators
  /// (OpenTafl's ClockUpdateTask runs in 1000 ms buckets).
  std::int64_t clock_update_ms = 1000;
};

class Lobby {
 public:
  explicit Lobby(const game::GameRegistry& registry, LobbyOptions options = {});

  void on_connect(ClientId client) { clients_[client]; }
  Effects on_packet(ClientId client, const net::Packet& packet);
  /// A line that did not read (the reader's diagnostics).
  Effects on_unreadable(ClientId client, const Diagnostics& diagnostics);
  Effects on_login_checked(ClientId client, const std::string& username, LoginOutcome outcome);
  /// The client is gone: its game is forfeited or cancelled, the lobby told.
  Effects on_disconnect(ClientId client);

  /// The periodic lobby update OpenTafl sends about once a second: game and client lists
  /// to every logged-in client not playing a running game.
  Effects lobby_update() const;
  /// The game clocks at the present time: flags that fell end their games, and the
  /// periodic `clock-update`s that are due go out. Call it often (every 100 ms): a flag
  /// falls at the first tick after it is due.
  Effects tick();
  /// The server is shutting down: every running game is adjourned (saved without a
  /// result, its clients told in game chat and sent `game-ended`), every open one closed.
  Effects adjourn_all();
  std::size_t game_count() const { return rooms_.size(); }

 private:
  struct Client {
    std::string username;  // empty until logged in
    bool login_pending = false;
    std::string room;  // uuid of the game it is in, empty when none
  };

  void login(ClientId client, const net::Login& p, Effects& out);
  void create(ClientId client, const net::CreateGame& p, Effects& out);
  void join(ClientId client, const net::JoinGame& p, Effects& out);
  void leave(ClientId client, Effects& out);
  void move(ClientId client, const net::MoveRecord& p, Effects& out);
  void game_chat(ClientId client, const net::GameChat& p, Effects& out);
  void end_game(GameRoom& room, FinishedGame finished, Effects& out);
  void send_await_move(const GameRoom& room, Effects& out) const;
  std::int64_t now() const { return options_.now_ms(); }
  void close_room(std::string uuid);  // by value: it may be the closing room's own

  void send(Effects& out, ClientId to, net::Packet packet) const;
  void send_all(Effects& out, const std::vector<ClientId>& to, const net::Packet& packet) const;
  std::vector<ClientId> lobby_clients() const;
  net::GameList game_list() const;
  net::ClientList client_list() const;

  const game::GameRegistry& registry_;
  LobbyOptions options_;
  std::map<ClientId, Client> clients_;
  std::map<std::string, std::unique_ptr<GameRoom>> rooms_;
  std::vector<std::string> room_order_;  // creation order, for the game list
};

}  // namespace skald::server
