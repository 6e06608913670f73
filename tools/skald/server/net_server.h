#pragma once

// NetServer: `skald server`'s network side. One thread runs a poll(2) loop over the
// listening socket and every client socket (non-blocking), reads lines, hands packets to
// the Lobby and writes what it answers; one worker thread checks passwords (Argon2id is
// slow on purpose, and must not stall the loop). No client can hold the others up: each
// has bounded input (one line of net::kMaxPacketBytes), bounded output (a client that does
// not read is dropped) and a bounded rate of lines.
//
// Why poll and not Boost.Asio: the protocol is one line at a time over TCP, the loop is a
// few hundred lines, and the game logic (Lobby) is synchronous; a plain loop keeps the
// whole server on one thread with no locks around the lobby.
//
// Listens on 127.0.0.1 unless told otherwise. Logs connections and games, never passwords.

#include <atomic>
#include <condition_variable>
#include <deque>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "formats/net/packet.h"
#include "skald/game/registry.h"
#include "tools/skald/server/account_store.h"
#include "tools/skald/server/lobby.h"

namespace skald::server {

struct ServerOptions {
  std::string bind_address = "127.0.0.1";
  int port = net::kDefaultPort;    // 0: any free port (tests)
  std::filesystem::path data_dir;  // accounts.sqlite and games/
  PasswordCost password_cost;
  std::size_t max_clients = 512;
  std::size_t max_output_bytes = 1 << 20;
  int max_lines_per_second = 200;
  int max_logins_per_minute_per_address = 30;
  int max_pending_logins = 256;
  int lobby_update_ms = 1000;    // OpenTafl's game and client lists; 0: never
  int clock_update_ms = 1000;    // a running timed game's clocks to its clients
  int clock_tick_ms = 100;       // how often flags are checked (a flag falls this late at most)
  int shutdown_flush_ms = 1000;  // at most this long to send the last packets when stopping
  std::function<void(const std::string&)> log;
};

class NetServer {
 public:
  /// Opens the database, binds and listens, starts the login worker; nullptr with `error`
  /// when any of it fails. `registry` must outlive the server.
  static std::unique_ptr<NetServer> start_or_error(const ServerOptions& options,
                                                   const game::GameRegistry& registry,
                                                   std::string& error);
  ~NetServer();
  NetServer(const NetServer&) = delete;
  NetServer& operator=(const NetServer&) = delete;

  /// The port it listens on (the one chosen when options.port was 0).
  int port() const { return port_; }
  /// Serves until stop(); then adjourns every running game (saved with the moves so far,
  /// result "adjourned", its clients told), sends what is queued and closes every client.
  void run();
  /// Makes run() return soon; callable from any thread.
  void stop();
  AccountStore& accounts() { return *store_; }

 private:
  struct Connection {
    int fd = -1;
    std::string address;
    std::string input;
    std::string output;
    int lines_this_second = 0;
    bool closing = false;  // flush what is queued, then close
  };
  struct LoginResult {
    LoginCheck check;
    LoginOutcome outcome;
  };

  NetServer(const ServerOptions& options, const game::GameRegistry& registry)
      : options_(options), lobby_(registry, LobbyOptions{{}, options.clock_update_ms}) {}
  void flush_before_closing();
  void accept_clients();
  void read_client(ClientId id, Connection& c);
  void write_client(Connection& c);
  void hang_up_oversized(ClientId id, Connection& c);
  void apply(Effects effects);
  void drop(ClientId id, const std::string& why);
  void queue_login(const LoginCheck& check);
  void login_worker();
  void drain_login_results();
  void wake();
  void log(const std::string& line) const;

  ServerOptions options_;
  Lobby lobby_;
  std::unique_ptr<AccountStore> store_;
  int listen_fd_ = -1;
  int wake_pipe_[2] = {-1, -1};
  int port_ = 0;
  std::atomic<bool> stopping_{false};
  ClientId next_id_ = 1;
  std::map<ClientId, Connection> clients_;
  std::map<std::string, std::pair<long long, int>> logins_by_address_;  // minute, count

  std::mutex login_mutex_;
  std::condition_variable login_wanted_;
  std::deque<LoginCheck> login_queue_;
  std::vector<LoginResult> login_results_;
  std::thread login_thread_;
};

}  // namespace skald::server
