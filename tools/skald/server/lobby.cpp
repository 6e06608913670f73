#include "tools/skald/server/lobby.h"

#include <algorithm>
#include <chrono>

namespace skald::server {
namespace {

constexpr std::size_t kMaxUsername = 32;
constexpr std::size_t kMaxChat = 1000;

/// OpenTafl's login dialog allows [a-zA-Z0-9-_.*]+; other names would break its lists.
bool is_valid_username(const std::string& name) {
  if (name.empty() || name.size() > kMaxUsername) return false;
  return std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_' || c == '.' || c == '*';
  });
}

net::Error error(std::string_view code) {
  return net::Error{std::string(code)};
}

}  // namespace

Lobby::Lobby(const game::GameRegistry& registry, LobbyOptions options)
    : registry_(registry), options_(std::move(options)) {
  if (!options_.now_ms)
    options_.now_ms = [] {
      return std::chrono::duration_cast<std::chrono::milliseconds>(
                 std::chrono::steady_clock::now().time_since_epoch())
          .count();
    };
}

void Lobby::send(Effects& out, ClientId to, net::Packet packet) const {
  out.packets.push_back({to, std::move(packet)});
}

void Lobby::send_all(Effects& out, const std::vector<ClientId>& to,
                     const net::Packet& packet) const {
  for (ClientId c : to)
    send(out, c, packet);
}

std::vector<ClientId> Lobby::lobby_clients() const {
  std::vector<ClientId> all;
  for (const auto& [id, c] : clients_)
    if (!c.username.empty()) all.push_back(id);
  return all;
}

net::GameList Lobby::game_list() const {
  net::GameList list;
  for (const std::string& uuid : room_order_)
    list.games.push_back(rooms_.at(uuid)->info());
  return list;
}

net::ClientList Lobby::client_list() const {
  net::ClientList list;
  for (const auto& [id, c] : clients_)
    if (!c.username.empty()) list.usernames.push_back(c.username);
  return list;
}

Effects Lobby::lobby_update() const {
  Effects out;
  const net::GameList games = game_list();
  const net::ClientList names = client_list();
  for (const auto& [id, c] : clients_) {
    if (c.username.empty()) continue;
    if (!c.room.empty() && rooms_.at(c.room)->started()) continue;
    send(out, id, games);
    send(out, id, names);
  }
  return out;
}

Effects Lobby::on_packet(ClientId client, const net::Packet& packet) {
  Effects out;
  auto it = clients_.find(client);
  if (it == clients_.end()) return out;
  if (const auto* p = std::get_if<net::Login>(&packet)) {
    login(client, *p, out);
    return out;
  }
  if (it->second.username.empty()) {
    // Nothing but a login before logging in.
    send(out, client, error(net::error_code::kLoginFailed));
    return out;
  }
  const std::string& name = it->second.username;
  if (const auto* p = std::get_if<net::LobbyChat>(&packet)) {
    // The sender is who logged in, whatever the packet claims.
    send_all(out, lobby_clients(), net::LobbyChat{name, p->message.substr(0, kMaxChat)});
  } else if (std::holds_alternative<net::GameListRequest>(packet) ||
             std::holds_alternative<net::GameList>(packet)) {
    send(out, client, game_list());
  } else if (std::holds_alternative<net::ClientListRequest>(packet) ||
             std::holds_alternative<net::ClientList>(packet)) {
    send(out, client, client_list());
  } else if (const auto* p = std::get_if<net::CreateGame>(&packet)) {
    create(client, *p, out);
  } else if (const auto* p = std::get_if<net::JoinGame>(&packet)) {
    join(client, *p, out);
  } else if (std::holds_alternative<net::LeaveGame>(packet) ||
             std::holds_alternative<net::GameEnded>(packet)) {
    leave(client, out);
  } else if (const auto* p = std::get_if<net::MoveRecord>(&packet)) {
    move(client, *p, out);
  } else if (const auto* p = std::get_if<net::GameChat>(&packet)) {
    game_chat(client, *p, out);
  } else if (std::holds_alternative<net::HistoryRequest>(packet) && !it->second.room.empty()) {
    const net::StartGame start = rooms_.at(it->second.room)->start_packet();
    send(out, client, start.history.value_or(net::History{}));
  } else if (std::holds_alternative<net::ClockUpdateRequest>(packet) && !it->second.room.empty()) {
    // OpenTafl's UnscheduledClockUpdateTask: the clocks as they stand, to the asker.
    GameRoom& room = *rooms_.at(it->second.room);
    if (room.timed() && room.started()) {
      if (auto flag = room.check_flag(now())) {
        end_game(room, std::move(*flag), out);
        return out;
      }
      send(out, client, room.clock_update());
    }
  }
  // Anything else a client may send (loaded histories, initial clocks) is not served yet.
  return out;
}

Effects Lobby::on_unreadable(ClientId client, const Diagnostics& diagnostics) {
  (void)diagnostics;
  Effects out;
  send(out, client, error(net::error_code::kUnknownError));
  return out;
}

void Lobby::login(ClientId client, const net::Login& p, Effects& out) {
  Client& c = clients_[client];
  if (!c.username.empty() || c.login_pending) return;  // one login a connection
  if (p.version != net::kProtocolVersion) {
    send(out, client, error(net::error_code::kVersionMismatch));
    return;
  }
  const bool taken = std::any_of(clients_.begin(), clients_.end(),
                                 [&](const auto& kv) { return kv.second.username == p.username; });
  if (!is_valid_username(p.username) || taken || p.password_hash.empty()) {
    send(out, client, error(net::error_code::kLoginFailed));
    return;
  }
  c.login_pending = true;
  out.logins.push_back({client, p.username, p.password_hash});
}

Effects Lobby::on_login_checked(ClientId client, const std::string& username,
                                LoginOutcome outcome) {
  Effects out;
  auto it = clients_.find(client);
  if (it == clients_.end()) return out;  // gone while its password was checked
  it->second.login_pending = false;
  const bool taken = std::any_of(clients_.begin(), clients_.end(),
                                 [&](const auto& kv) { return kv.second.username == username; });
  if (taken || (outcome != LoginOutcome::logged_in && outcome != LoginOutcome::registered)) {
    send(out, client, error(net::error_code::kLoginFailed));
    return out;
  }
  send_all(out, lobby_clients(), net::LobbyChat{"Server", username + " has connected."});
  it->second.username = username;
  send(out, client, net::Success{"logged-in"});
  return out;
}

void Lobby::create(ClientId client, const net::CreateGame& p, Effects& out) {
  Client& c = clients_[client];
  if (!c.room.empty() || rooms_.count(p.uuid)) {
    send(out, client, error(net::error_code::kAlreadyHosting));
    return;
  }
  std::unique_ptr<GameRoom> room = GameRoom::create_or_null(p, registry_, client, c.username);
  if (!room) {
    send(out, client, error(net::error_code::kBadSave));
    return;
  }
  c.room = p.uuid;
  room_order_.push_back(p.uuid);
  rooms_[p.uuid] = std::move(room);
  out.notes.push_back("game " + p.uuid + " opened by " + c.username);
  send(out, client, net::Success{std::string(net::side_word(p.side))});
}

void Lobby::join(ClientId client, const net::JoinGame& p, Effects& out) {
  Client& c = clients_[client];
  auto it = rooms_.find(p.uuid);
  if (!c.room.empty()) {
    send(out, client, error(net::error_code::kAlreadyHosting));
    return;
  }
  if (it == rooms_.end()) {
    send(out, client, error(net::error_code::kGameCanceled));
    return;
  }
  GameRoom& room = *it->second;
  if (!room.password_ok(p.password_hash)) {
    send(out, client, error(net::error_code::kInvalidGamePassword));
    return;
  }
  if (p.spectate_keyword || p.spectate) {
    room.add_spectator(client);
    c.room = p.uuid;
    send(out, client, net::Success{"spectator"});
    if (room.started()) {
      send(out, client, room.start_packet());
      if (room.timed()) send(out, client, room.clock_update());
    }
    return;
  }
  const std::optional<net::Side> seat = room.take_free_seat(client, c.username, now());
  if (!seat) {
    send(out, client, error(net::error_code::kGameFull));
    return;
  }
  c.room = p.uuid;
  out.notes.push_back("game " + p.uuid + " joined by " + c.username);
  send(out, client, net::Success{std::string(net::side_word(*seat))});
  if (!room.started()) return;
  send_all(out, room.everyone(), room.start_packet());
  send_await_move(room, out);
}

void Lobby::send_await_move(const GameRoom& room, Effects& out) const {
  // The clocks first, so the mover knows its time when it is asked to move (skald sends
  // them after every move; OpenTafl only once a second).
  if (room.timed()) send_all(out, room.everyone(), room.clock_update());
  send(out, *room.player(room.side_to_move()), net::AwaitMove{room.side_to_move()});
}

void Lobby::move(ClientId client, const net::MoveRecord& p, Effects& out) {
  const Client& c = clients_[client];
  if (c.room.empty()) return;  // as OpenTafl: a move outside a game is not read
  GameRoom& room = *rooms_.at(c.room);
  MoveVerdict verdict = room.play(client, p.move, now());
  if (verdict.too_late) {
    end_game(room, std::move(*verdict.finished), out);
    return;
  }
  send(out, client, net::MoveResult{verdict.code});
  if (verdict.code < 0) {
    if (verdict.code != net::move_code::kIllegalSide)
      send(out, client, net::AwaitMove{room.side_to_move()});
    return;
  }
  const net::Side mover = *room.seat_of(client);
  const net::Side other =
      mover == net::Side::attackers ? net::Side::defenders : net::Side::attackers;
  send(out, *room.player(other), net::MoveRecord{p.move});
  send_all(out, room.spectators(), net::MoveRecord{p.move});
  if (verdict.finished) {
    end_game(room, std::move(*verdict.finished), out);
    return;
  }
  send_await_move(room, out);
}

Effects Lobby::tick() {
  Effects out;
  const std::int64_t at = now();
  std::vector<std::string> order = room_order_;  // end_game closes rooms as it goes
  for (const std::string& uuid : order) {
    GameRoom& room = *rooms_.at(uuid);
    if (auto flag = room.check_flag(at)) {
      end_game(room, std::move(*flag), out);
    } else if (room.clock_update_due(at, options_.clock_update_ms)) {
      send_all(out, room.everyone(), room.clock_update());
    }
  }
  return out;
}

Effects Lobby::adjourn_all() {
  Effects out;
  std::vector<std::string> order = room_order_;
  for (const std::string& uuid : order) {
    GameRoom& room = *rooms_.at(uuid);
    const std::vector<ClientId> everyone = room.everyone();
    if (room.started()) {
      send_all(out, everyone,
               net::GameChat{"Server",
                             "The server is shutting down: this game is adjourned and "
                             "saved as it stands."});
      send_all(out, everyone, net::GameEnded{});
      out.finished.push_back(room.adjourned());
    } else {
      send_all(out, everyone, error(net::error_code::kGameCanceled));
    }
    for (ClientId c : everyone)
      clients_[c].room.clear();
    close_room(uuid);
  }
  return out;
}

void Lobby::game_chat(ClientId client, const net::GameChat& p, Effects& out) {
  const Client& c = clients_[client];
  if (c.room.empty()) return;
  const GameRoom& room = *rooms_.at(c.room);
  const bool spectator = !room.seat_of(client);
  const bool combined = room.info().combine_chat;
  send_all(out, spectator && !combined ? room.spectators() : room.everyone(),
           net::GameChat{c.username, p.message.substr(0, kMaxChat)});
}

void Lobby::end_game(GameRoom& room, FinishedGame finished, Effects& out) {
  const std::vector<ClientId> everyone = room.everyone();
  // The clocks as the game ended, so what the players save says what the server saves.
  if (finished.time_left) send_all(out, everyone, net::ClockUpdate{*finished.time_left});
  send_all(out, everyone, net::VictoryPacket{finished.victory});
  send_all(out, everyone, net::GameEnded{});
  out.finished.push_back(std::move(finished));
  for (ClientId c : everyone)
    clients_[c].room.clear();
  close_room(room.uuid());
}

void Lobby::leave(ClientId client, Effects& out) {
  Client& c = clients_[client];
  if (c.room.empty()) return;
  GameRoom& room = *rooms_.at(c.room);
  const std::optional<net::Side> seat = room.seat_of(client);
  if (!seat) {
    room.remove_spectator(client);
    c.room.clear();
    return;
  }
  if (!room.started()) {
    // The host cancels: whoever waited in the game is told it is gone.
    const std::vector<ClientId> others = room.everyone();
    for (ClientId o : others) {
      clients_[o].room.clear();
      if (o != client) send(out, o, error(net::error_code::kGameCanceled));
    }
    close_room(room.uuid());
    return;
  }
  FinishedGame finished = room.forfeit_by(*seat);
  const std::optional<ClientId> opponent =
      room.player(*seat == net::Side::attackers ? net::Side::defenders : net::Side::attackers);
  end_game(room, std::move(finished), out);
  if (opponent) send(out, *opponent, error(net::error_code::kOpponentLeft));
}

void Lobby::close_room(std::string uuid) {
  rooms_.erase(uuid);
  room_order_.erase(std::remove(room_order_.begin(), room_order_.end(), uuid), room_order_.end());
}

Effects Lobby::on_disconnect(ClientId client) {
  Effects out;
  auto it = clients_.find(client);
  if (it == clients_.end()) return out;
  leave(client, out);
  const std::string name = it->second.username;
  clients_.erase(client);
  if (!name.empty())
    send_all(out, lobby_clients(), net::LobbyChat{"Server", name + " has disconnected."});
  return out;
}

}  // namespace skald::server
