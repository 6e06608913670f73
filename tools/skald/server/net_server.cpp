#include "tools/skald/server/net_server.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>

#include "tools/skald/server/game_archive.h"

namespace skald::server {
namespace {

using Clock = std::chrono::steady_clock;

bool set_non_blocking(int fd) {
  const int flags = fcntl(fd, F_GETFL, 0);
  return flags >= 0 && fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0;
}

long long now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now().time_since_epoch())
      .count();
}

}  // namespace

std::unique_ptr<NetServer> NetServer::start_or_error(const ServerOptions& options,
                                                     const game::GameRegistry& registry,
                                                     std::string& error) {
  std::unique_ptr<NetServer> server(new NetServer(options, registry));
  std::error_code ec;
  std::filesystem::create_directories(options.data_dir, ec);
  server->store_ = AccountStore::open_or_error(options.data_dir / "accounts.sqlite",
                                               options.password_cost, error);
  if (!server->store_) return nullptr;

  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<std::uint16_t>(options.port));
  if (inet_pton(AF_INET, options.bind_address.c_str(), &address.sin_addr) != 1) {
    error = "not an IPv4 address: " + options.bind_address;
    return nullptr;
  }
  const int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  server->listen_fd_ = fd;
  const int yes = 1;
  if (fd < 0 || setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes) != 0 ||
      bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 || listen(fd, 64) != 0 ||
      !set_non_blocking(fd)) {
    error = "cannot listen on " + options.bind_address + ":" + std::to_string(options.port) + ": " +
            std::strerror(errno);
    return nullptr;
  }
  socklen_t length = sizeof address;
  getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length);
  server->port_ = ntohs(address.sin_port);
  if (pipe2(server->wake_pipe_, O_CLOEXEC | O_NONBLOCK) != 0) {
    error = std::string("cannot make a pipe: ") + std::strerror(errno);
    return nullptr;
  }
  server->login_thread_ = std::thread([s = server.get()] { s->login_worker(); });
  return server;
}

NetServer::~NetServer() {
  stopping_ = true;
  login_wanted_.notify_all();
  if (login_thread_.joinable()) login_thread_.join();
  for (auto& [id, c] : clients_)
    close(c.fd);
  if (listen_fd_ >= 0) close(listen_fd_);
  for (int fd : wake_pipe_)
    if (fd >= 0) close(fd);
}

void NetServer::log(const std::string& line) const {
  if (options_.log) options_.log(line);
}

void NetServer::wake() {
  const char byte = 1;
  [[maybe_unused]] const ssize_t n = write(wake_pipe_[1], &byte, 1);  // full pipe: awake anyway
}

void NetServer::stop() {
  stopping_ = true;
  wake();
}

void NetServer::run() {
  long long last_update = now_ms();
  long long second_started = now_ms();
  std::vector<pollfd> fds;
  std::vector<ClientId> ids;
  while (!stopping_) {
    fds.clear();
    ids.clear();
    fds.push_back({wake_pipe_[0], POLLIN, 0});
    fds.push_back(
        {listen_fd_, static_cast<short>(clients_.size() < options_.max_clients ? POLLIN : 0), 0});
    for (auto& [id, c] : clients_) {
      short events = POLLIN;  // a closing client's input is read and thrown away
      if (!c.output.empty()) events |= POLLOUT;
      fds.push_back({c.fd, events, 0});
      ids.push_back(id);
    }
    const int timeout = std::max(1, options_.clock_tick_ms);
    if (poll(fds.data(), fds.size(), timeout) < 0 && errno != EINTR) break;

    if (fds[0].revents & POLLIN) {
      char buffer[256];
      while (read(wake_pipe_[0], buffer, sizeof buffer) > 0) {
      }
    }
    drain_login_results();
    if (fds[1].revents & POLLIN) accept_clients();
    for (std::size_t i = 0; i < ids.size(); ++i) {
      auto it = clients_.find(ids[i]);
      if (it == clients_.end()) continue;  // dropped while handling another client
      const short revents = fds[i + 2].revents;
      if (revents & (POLLERR | POLLNVAL)) {
        drop(ids[i], "socket error");
        continue;
      }
      if (revents & (POLLIN | POLLHUP)) read_client(ids[i], it->second);
      it = clients_.find(ids[i]);
      if (it != clients_.end() && (revents & POLLOUT)) write_client(it->second);
    }
    // Close those that asked to, once their last packets are out, and those gone quiet.
    std::vector<ClientId> done;
    for (auto& [id, c] : clients_)
      if (c.closing && c.output.empty()) done.push_back(id);
    for (ClientId id : done)
      drop(id, "closed");

    const long long now = now_ms();
    if (now - second_started >= 1000) {
      second_started = now;
      for (auto& [id, c] : clients_)
        c.lines_this_second = 0;
    }
    if (options_.lobby_update_ms > 0 && now - last_update >= options_.lobby_update_ms) {
      last_update = now;
      apply(lobby_.lobby_update());
    }
    apply(lobby_.tick());
  }
  // Shutting down: what clients sent before this has been played; the games still running
  // are saved as they stand, and their players told, before anyone is disconnected.
  drain_login_results();
  apply(lobby_.adjourn_all());
  flush_before_closing();
  std::vector<ClientId> all;
  for (auto& [id, c] : clients_)
    all.push_back(id);
  for (ClientId id : all)
    drop(id, "server stopping");
}

void NetServer::flush_before_closing() {
  const long long deadline = now_ms() + options_.shutdown_flush_ms;
  while (now_ms() < deadline) {
    std::vector<pollfd> fds;
    std::vector<ClientId> ids;
    for (auto& [id, c] : clients_)
      if (!c.output.empty()) {
        fds.push_back({c.fd, POLLOUT, 0});
        ids.push_back(id);
      }
    if (fds.empty()) return;
    if (poll(fds.data(), fds.size(), 50) < 0 && errno != EINTR) return;
    for (std::size_t i = 0; i < ids.size(); ++i) {
      Connection& c = clients_.at(ids[i]);
      if (fds[i].revents & (POLLERR | POLLHUP | POLLNVAL))
        c.output.clear();  // gone: nothing more to send
      else if (fds[i].revents & POLLOUT)
        write_client(c);
    }
  }
}

void NetServer::accept_clients() {
  while (clients_.size() < options_.max_clients) {
    sockaddr_in peer{};
    socklen_t length = sizeof peer;
    const int fd = accept4(listen_fd_, reinterpret_cast<sockaddr*>(&peer), &length,
                           SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (fd < 0) return;  // EAGAIN: no more waiting; other errors: try on the next round
    const int yes = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
    char text[INET_ADDRSTRLEN] = "?";
    inet_ntop(AF_INET, &peer.sin_addr, text, sizeof text);
    const ClientId id = next_id_++;
    clients_[id] = Connection{fd, text, {}, {}, 0, false};
    lobby_.on_connect(id);
    log("client " + std::to_string(id) + " connected from " + text);
  }
}

void NetServer::read_client(ClientId id, Connection& c) {
  char buffer[16384];
  const ssize_t n = recv(c.fd, buffer, sizeof buffer, 0);
  if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
    drop(id, n == 0 ? "disconnected" : "read error");
    return;
  }
  if (n < 0) return;
  // Input left unread at close would make the kernel reset the connection, and the client
  // could lose the error that says why it is closed.
  if (c.closing) return;
  c.input.append(buffer, static_cast<std::size_t>(n));
  std::size_t start = 0;
  for (std::size_t end; (end = c.input.find('\n', start)) != std::string::npos; start = end + 1) {
    if (++c.lines_this_second > options_.max_lines_per_second) {
      drop(id, "flooding");
      return;
    }
    if (end - start > net::kMaxPacketBytes) {
      hang_up_oversized(id, c);
      return;
    }
    const std::string_view line(c.input.data() + start, end - start);
    net::ParsedPacket parsed = net::parse_packet(line);
    apply(parsed.packet ? lobby_.on_packet(id, *parsed.packet)
                        : lobby_.on_unreadable(id, parsed.diagnostics));
    if (!clients_.count(id)) return;  // the lobby's effects dropped it
  }
  c.input.erase(0, start);
  if (c.input.size() > net::kMaxPacketBytes) hang_up_oversized(id, c);
}

void NetServer::hang_up_oversized(ClientId id, Connection& c) {
  // A line longer than any packet: say so, then hang up.
  c.output += net::write_packet(net::Error{std::string(net::error_code::kUnknownError)}) + "\n";
  c.input.clear();
  c.closing = true;
  log("client " + std::to_string(id) + " sent an oversized line");
}

void NetServer::write_client(Connection& c) {
  while (!c.output.empty()) {
    const ssize_t n = send(c.fd, c.output.data(), c.output.size(), MSG_NOSIGNAL);
    if (n <= 0) return;  // EAGAIN: the rest waits for POLLOUT; errors show as POLLERR
    c.output.erase(0, static_cast<std::size_t>(n));
  }
}

void NetServer::apply(Effects effects) {
  for (Outgoing& o : effects.packets) {
    auto it = clients_.find(o.to);
    if (it == clients_.end()) continue;
    Connection& c = it->second;
    c.output += net::write_packet(o.packet);
    c.output += '\n';
    if (c.output.size() > options_.max_output_bytes) {
      // A client that does not read must not make the server hold its backlog.
      c.output.clear();
      drop(o.to, "not reading its packets");
    }
  }
  for (const LoginCheck& check : effects.logins)
    queue_login(check);
  for (const FinishedGame& game : effects.finished) {
    std::string error;
    if (auto row = archive_game(game, options_.data_dir / "games", *store_, error))
      log("game " + game.uuid + " saved: " + row->result + " (" + row->termination + ")");
    else
      log("game " + game.uuid + " NOT saved: " + error);
  }
  for (ClientId id : effects.disconnect)
    drop(id, "dropped by the lobby");
  for (const std::string& note : effects.notes)
    log(note);
}

void NetServer::drop(ClientId id, const std::string& why) {
  auto it = clients_.find(id);
  if (it == clients_.end()) return;
  write_client(it->second);  // a last try for what is queued (an error saying why)
  close(it->second.fd);
  clients_.erase(it);
  log("client " + std::to_string(id) + " closed: " + why);
  apply(lobby_.on_disconnect(id));
}

void NetServer::queue_login(const LoginCheck& check) {
  auto c = clients_.find(check.client);
  if (c == clients_.end()) return;
  auto& [minute, count] = logins_by_address_[c->second.address];
  const long long this_minute = now_ms() / 60000;
  if (minute != this_minute) {
    minute = this_minute;
    count = 0;
  }
  bool refused = ++count > options_.max_logins_per_minute_per_address;
  {
    std::lock_guard lock(login_mutex_);
    refused = refused || static_cast<int>(login_queue_.size()) >= options_.max_pending_logins;
    if (!refused) login_queue_.push_back(check);
  }
  if (refused) {
    apply(lobby_.on_login_checked(check.client, check.username, LoginOutcome::wrong_password));
    return;
  }
  login_wanted_.notify_one();
}

void NetServer::login_worker() {
  while (true) {
    LoginCheck check;
    {
      std::unique_lock lock(login_mutex_);
      login_wanted_.wait(lock, [this] { return stopping_ || !login_queue_.empty(); });
      if (stopping_) return;
      check = std::move(login_queue_.front());
      login_queue_.pop_front();
    }
    const LoginOutcome outcome = store_->login_or_register(check.username, check.password_hash);
    {
      std::lock_guard lock(login_mutex_);
      login_results_.push_back({std::move(check), outcome});
    }
    wake();
  }
}

void NetServer::drain_login_results() {
  std::vector<LoginResult> results;
  {
    std::lock_guard lock(login_mutex_);
    results.swap(login_results_);
  }
  for (const LoginResult& r : results) {
    if (r.outcome == LoginOutcome::registered) log("registered " + r.check.username);
    apply(lobby_.on_login_checked(r.check.client, r.check.username, r.outcome));
  }
}

}  // namespace skald::server
