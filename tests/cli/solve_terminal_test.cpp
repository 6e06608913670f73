// `skald solve` as a person uses it: in a real terminal (a detached tmux session on a
// private server), typing at the prompt and reading the screen. Skipped when tmux is not
// installed.

#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "puzzle/solve_puzzles.h"

namespace skald::cli_test {
namespace {

namespace fs = std::filesystem;

/// The output of a shell command.
std::string output_of(const std::string& command) {
  std::string out;
  FILE* pipe = ::popen(command.c_str(), "r");
  if (pipe == nullptr) return out;
  char buffer[4096];
  std::size_t n;
  while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0)
    out.append(buffer, n);
  ::pclose(pipe);
  return out;
}

/// A tmux server of its own (`tmux -L NAME`), so the test touches no other session; killed
/// at the end.
class TmuxTerminal {
 public:
  explicit TmuxTerminal(std::string server) : server_(std::move(server)) {}
  ~TmuxTerminal() {
    std::system((tmux() + " kill-server 2>/dev/null").c_str());
    // The server leaves its socket behind: tmux keeps it in $TMUX_TMPDIR/tmux-UID.
    const char* tmpdir = std::getenv("TMUX_TMPDIR");
    std::error_code ignored;
    fs::remove(fs::path(tmpdir != nullptr && *tmpdir != 0 ? tmpdir : "/tmp") /
                   ("tmux-" + std::to_string(::getuid())) / server_,
               ignored);
  }

  /// Starts `command` in a new 100x50 window.
  bool start(const std::string& command) {
    return std::system(
               (tmux() + " new-session -d -s solve -x 100 -y 50 '" + command + "'").c_str()) == 0;
  }
  /// Types `keys` and presses Enter.
  void type(const std::string& keys) {
    std::system((tmux() + " send-keys -t solve -l '" + keys + "'").c_str());
    std::system((tmux() + " send-keys -t solve Enter").c_str());
  }
  /// The screen, with its scrollback.
  std::string screen() { return output_of(tmux() + " capture-pane -p -S -500 -t solve"); }
  /// Waits until the screen shows `text` (at most ten seconds); the screen then.
  std::string wait_for(const std::string& text) {
    std::string shown;
    for (int i = 0; i < 200; ++i) {
      shown = screen();
      if (shown.find(text) != std::string::npos) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return shown;
  }

 private:
  std::string tmux() const { return "TERM=xterm tmux -L " + server_; }
  std::string server_;
};

TEST(SolveInATerminal, APersonTypesAtThePromptAndSolves) {
  if (::access("/usr/bin/tmux", X_OK) != 0 && std::system("command -v tmux >/dev/null") != 0)
    GTEST_SKIP() << "tmux is not installed: the terminal test needs it";
  const fs::path dir =
      fs::temp_directory_path() / ("skald_solve_tty_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "puzzle.otg") << puzzle_test::king_runs_puzzle("loose");
  TmuxTerminal terminal("skald_solve_test_" + std::to_string(::getpid()));
  ASSERT_TRUE(terminal.start("cd " + dir.string() +
                             " && " SKALD_EXE " solve puzzle.otg; echo EXIT=$?; sleep 60"));

  // The prompt only shows in a terminal; the board is drawn above it. (The screen's lines
  // come without their trailing spaces: the prompt "1a> " reads "1a>".)
  std::string screen = terminal.wait_for("\n1a>");
  ASSERT_NE(screen.find("\n1a>"), std::string::npos) << screen;
  EXPECT_NE(screen.find("The puzzle: defenders win in 2"), std::string::npos) << screen;
  EXPECT_NE(screen.find("a  b  c  d  e  f  g"), std::string::npos) << screen;

  terminal.type("hint");
  screen = terminal.wait_for("Hint: look at the first rank");
  EXPECT_NE(screen.find("Hint: look at the first rank"), std::string::npos) << screen;

  terminal.type("c3-c1");
  screen = terminal.wait_for("\n2a>");
  EXPECT_NE(screen.find("1b  d7-d1-  (attackers)"), std::string::npos) << screen;

  terminal.type("c1-a1");
  screen = terminal.wait_for("EXIT=");
  EXPECT_NE(screen.find("Solved: defenders-win (king escaped) in 2 moves of 2."), std::string::npos)
      << screen;
  EXPECT_NE(screen.find("Hints used: 1."), std::string::npos) << screen;
  EXPECT_NE(screen.find("EXIT=0"), std::string::npos) << screen;
  // What the person typed is echoed by the terminal, not printed twice by skald.
  EXPECT_EQ(screen.find("2a> c1-a1\n2a> c1-a1"), std::string::npos) << screen;
  fs::remove_all(dir);
}

}  // namespace
}  // namespace skald::cli_test
