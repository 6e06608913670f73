#include "skald/protocol/engine_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <thread>

namespace skald::protocol {

namespace {

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

}  // namespace

EngineProcess::EngineProcess(const std::string& command, const std::string& folder) {
  int in[2];
  int out[2];
  if (::pipe(in) != 0 || ::pipe(out) != 0) {
    error_ = std::string("cannot make pipes: ") + std::strerror(errno);
    return;
  }
  const pid_t pid = ::fork();
  if (pid < 0) {
    error_ = std::string("cannot start a process: ") + std::strerror(errno);
    ::close(in[0]);
    ::close(in[1]);
    ::close(out[0]);
    ::close(out[1]);
    return;
  }
  if (pid == 0) {
    // The child: the pipes become its standard input and output; stderr is kept.
    ::dup2(in[0], STDIN_FILENO);
    ::dup2(out[1], STDOUT_FILENO);
    ::close(in[0]);
    ::close(in[1]);
    ::close(out[0]);
    ::close(out[1]);
    // Its own process group: stopping the engine stops whatever it started too.
    ::setpgid(0, 0);
    if (!folder.empty() && ::chdir(folder.c_str()) != 0) ::_exit(127);
    ::execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::setpgid(pid, pid);  // also here: whichever of the two runs first
  ::close(in[0]);
  ::close(out[1]);
  pid_ = pid;
  to_engine_ = in[1];
  from_engine_ = out[0];
  // A write to an engine that has died must fail, not kill the host.
  ::signal(SIGPIPE, SIG_IGN);
  ::fcntl(to_engine_, F_SETFD, FD_CLOEXEC);
  ::fcntl(from_engine_, F_SETFD, FD_CLOEXEC);
}

EngineProcess::~EngineProcess() {
  stop(std::chrono::milliseconds{200});
}

bool EngineProcess::send(std::string_view line) {
  if (to_engine_ < 0) return false;
  std::string text(line);
  text += '\n';
  std::size_t written = 0;
  while (written < text.size()) {
    const ssize_t n = ::write(to_engine_, text.data() + written, text.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      error_ = "the engine does not read its input";
      return false;
    }
    written += static_cast<std::size_t>(n);
  }
  return true;
}

std::optional<std::string> EngineProcess::read_line(std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (true) {
    const std::size_t newline = buffer_.find('\n');
    if (newline != std::string::npos) {
      std::string line = buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    if (from_engine_ < 0) return std::nullopt;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return std::nullopt;
    pollfd p{from_engine_, POLLIN, 0};
    const int ready = ::poll(&p, 1, static_cast<int>(std::min<long long>(left.count(), 1 << 30)));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) return std::nullopt;
    char chunk[4096];
    const ssize_t n = ::read(from_engine_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      close_fd(from_engine_);
      reap(false);
      if (!buffer_.empty()) {
        std::string line;
        line.swap(buffer_);
        return line;
      }
      error_ = "the engine closed its output";
      return std::nullopt;
    }
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

std::optional<std::string> EngineProcess::read_until(
    std::initializer_list<std::string_view> prefixes, std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (running()) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return std::nullopt;
    std::optional<std::string> line = read_line(left);
    if (!line) continue;
    for (std::string_view prefix : prefixes)
      if (std::string_view(*line).substr(0, prefix.size()) == prefix) return line;
  }
  return std::nullopt;
}

bool EngineProcess::reap(bool wait) {
  if (pid_ <= 0 || exited_) return true;
  int status = 0;
  const pid_t r = ::waitpid(pid_, &status, wait ? 0 : WNOHANG);
  if (r == pid_) exited_ = true;
  return exited_;
}

bool EngineProcess::group_gone() {
  // The wrapper (sh -c) can exit and leave what it started behind: the engine is gone only
  // when no process of its group is left. A group that still has members keeps its number
  // from being reused, so signalling it cannot reach a stranger.
  return reap(false) && ::kill(-pid_, 0) != 0;
}

void EngineProcess::stop(std::chrono::milliseconds grace) {
  if (pid_ <= 0) return;
  close_fd(to_engine_);
  const auto deadline = std::chrono::steady_clock::now() + grace;
  while (!reap(false) && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds{10});
  if (!group_gone()) {
    ::kill(-pid_, SIGTERM);
    const auto hard = std::chrono::steady_clock::now() + std::chrono::milliseconds{500};
    while (!group_gone() && std::chrono::steady_clock::now() < hard)
      std::this_thread::sleep_for(std::chrono::milliseconds{10});
    // Whatever the wrapper did with the SIGTERM (exited, or passed it to an engine that
    // ignores it), what is left of the group goes. (Orphans that have exited stay in it as
    // zombies where nothing reaps them: they cost this wait, nothing more.)
    ::kill(-pid_, SIGKILL);
    reap(true);
  }
  close_fd(from_engine_);
  pid_ = -1;
}

}  // namespace skald::protocol
