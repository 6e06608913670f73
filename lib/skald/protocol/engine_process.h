#pragma once

// EngineProcess: an external engine program on the other end of two pipes, spoken to in
// lines of text (OTEP, UAI). Reading waits at most a given time, so a hung engine cannot
// hang the host; the process is always stopped and reaped when the object goes (closing
// its input, then SIGTERM, then SIGKILL), so no engine is ever left running. POSIX only.

#include <sys/types.h>

#include <chrono>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace skald::protocol {

class EngineProcess {
 public:
  /// Starts `command` with /bin/sh -c in `folder` (empty: the current one). On failure
  /// running() is false and error() says why.
  EngineProcess(const std::string& command, const std::string& folder = {});
  ~EngineProcess();
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  /// Whether the engine can still talk: started, not exited, its output not closed (an
  /// engine that closed it is as good as gone, even before the system reaps it).
  bool running() const { return pid_ > 0 && !exited_ && from_engine_ >= 0; }
  const std::string& error() const { return error_; }

  /// Writes one line (a newline is added). False when the engine cannot be written to.
  bool send(std::string_view line);
  /// The next line the engine writes (without its newline), waiting at most `timeout`;
  /// nothing on timeout or when the engine has closed its output (then running() is false).
  std::optional<std::string> read_line(std::chrono::milliseconds timeout);
  /// The next line that starts with one of `prefixes`, the others skipped (status lines,
  /// logs), waiting at most `timeout` in all; nothing when the time runs out or the engine
  /// closes its output (then running() is false).
  std::optional<std::string> read_until(std::initializer_list<std::string_view> prefixes,
                                        std::chrono::milliseconds timeout);
  /// Stops the engine: closes its input, waits up to `grace` for it to exit, then sends
  /// what is left of its process group SIGTERM and, half a second later, SIGKILL.
  void stop(std::chrono::milliseconds grace = std::chrono::milliseconds{1000});

 private:
  bool reap(bool wait);
  /// Whether the engine and everything in its process group have exited.
  bool group_gone();

  pid_t pid_ = -1;
  int to_engine_ = -1;
  int from_engine_ = -1;
  bool exited_ = false;
  std::string buffer_;
  std::string error_;
};

}  // namespace skald::protocol
