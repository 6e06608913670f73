#pragma once

// LineConnection: the client end of OpenTafl's protocol transport, one packet a line over
// TCP (formats/net/PROTOCOL.md). Blocking, with a deadline on every read so a silent server
// cannot hang the caller. `skald connect` and the load test use it.

#include <chrono>
#include <memory>
#include <optional>
#include <string>

#include "formats/net/packet.h"

namespace skald::connect {

class LineConnection {
 public:
  /// Connects to `host` (an IPv4 address or a name) at `port`; nullptr with `error` saying
  /// why when it cannot.
  static std::unique_ptr<LineConnection> open_or_error(const std::string& host, int port,
                                                       std::string& error);
  ~LineConnection();
  LineConnection(const LineConnection&) = delete;
  LineConnection& operator=(const LineConnection&) = delete;

  /// Sends the packet's line; false when the connection is gone.
  bool send(const net::Packet& packet);
  /// The next line, waiting at most `timeout`; nothing on timeout or when the server closed
  /// the connection (closed() says which).
  std::optional<std::string> next_line(std::chrono::milliseconds timeout);
  bool closed() const { return closed_; }

 private:
  explicit LineConnection(int fd) : fd_(fd) {}
  int fd_ = -1;
  bool closed_ = false;
  std::string buffer_;
};

}  // namespace skald::connect
