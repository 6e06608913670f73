#pragma once

// A scripted protocol client for the server tests: a blocking loopback socket with a
// receive timeout, so a test that waits for a packet that never comes fails in seconds
// instead of hanging. It skips the lobby's periodic game and client lists, and the game
// clocks (clock-update) unless `skip_clocks` is false.

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <optional>
#include <string>

#include "formats/net/packet.h"

namespace skald::server::testing {

class TestClient {
 public:
  explicit TestClient(int port) {
    fd_ = socket(AF_INET, SOCK_STREAM, 0);
    timeval timeout{5, 0};
    setsockopt(fd_, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr);
    connected_ = connect(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
  }
  ~TestClient() { close(fd_); }
  TestClient(const TestClient&) = delete;
  TestClient& operator=(const TestClient&) = delete;

  bool connected() const { return connected_; }
  void send_line(const std::string& line) { send_bytes(line + "\n"); }
  void send_bytes(const std::string& bytes) {
    [[maybe_unused]] auto n = ::send(fd_, bytes.data(), bytes.size(), MSG_NOSIGNAL);
  }
  void send(const net::Packet& packet) { send_line(net::write_packet(packet)); }

  /// The next line, or nothing on timeout or when the server closed the connection.
  std::optional<std::string> next_line() {
    while (true) {
      const std::size_t end = buffer_.find('\n');
      if (end != std::string::npos) {
        std::string line = buffer_.substr(0, end);
        buffer_.erase(0, end + 1);
        return line;
      }
      char chunk[4096];
      const ssize_t n = recv(fd_, chunk, sizeof chunk, 0);
      if (n <= 0) return std::nullopt;
      buffer_.append(chunk, static_cast<std::size_t>(n));
    }
  }
  /// The next packet that is not a periodic list or a lobby message, as its line.
  std::optional<std::string> next() {
    while (auto line = next_line()) {
      if (line->starts_with("game-list ") || line->starts_with("client-list ") ||
          line->starts_with("lobby-chat \"Server\"") ||
          (skip_clocks && line->starts_with("clock-update ")))
        continue;
      return line;
    }
    return std::nullopt;
  }
  /// The next line that starts with `prefix`, skipping the others; nothing on timeout.
  std::optional<std::string> next_starting(const std::string& prefix) {
    while (auto line = next_line())
      if (line->starts_with(prefix)) return line;
    return std::nullopt;
  }

  bool skip_clocks = true;
  /// Whether the server closes the connection within `seconds` (reading what it sends).
  bool closed_by_server(int seconds = 5) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
    while (std::chrono::steady_clock::now() < deadline) {
      char chunk[4096];
      const ssize_t n = recv(fd_, chunk, sizeof chunk, 0);
      if (n == 0) return true;
      if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) return true;
    }
    return false;
  }

 private:
  int fd_ = -1;
  bool connected_ = false;
  std::string buffer_;
};

/// Two moves of a started brandub game (the attackers' await-move already read):
/// d1-e1, c4-c1, each answered and passed on.
inline void play_two_moves(TestClient& alice, TestClient& bob) {
  alice.send(net::MoveRecord{"d1-e1"});
  EXPECT_EQ(alice.next(), "move-result 0");
  EXPECT_EQ(bob.next(), "move-record d1-e1");
  EXPECT_EQ(bob.next(), "await-move defenders");
  bob.send(net::MoveRecord{"c4-c1"});
  EXPECT_EQ(bob.next(), "move-result 0");
  EXPECT_EQ(alice.next(), "move-record c4-c1");
  EXPECT_EQ(alice.next(), "await-move attackers");
}

}  // namespace skald::server::testing
