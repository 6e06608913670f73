// `skald show` in colour on a terminal and plain elsewhere: the tool runs on a pseudo
// terminal of its own (forkpty), under the environment each case gives, and its screen
// output is read back.

#include <gtest/gtest.h>
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "cli/skald_run.h"

namespace skald::cli_test {
namespace {

/// What `skald show` writes to a terminal, run with TERM and NO_COLOR as given (null:
/// unset) and `extra` arguments.
std::string on_a_terminal(const char* term, const char* no_color, const std::string& extra) {
  int master = -1;
  const pid_t child = ::forkpty(&master, nullptr, nullptr, nullptr);
  if (child < 0) return "<no pseudo terminal>";
  if (child == 0) {
    if (term != nullptr)
      ::setenv("TERM", term, 1);
    else
      ::unsetenv("TERM");
    if (no_color != nullptr)
      ::setenv("NO_COLOR", no_color, 1);
    else
      ::unsetenv("NO_COLOR");
    const std::string example = std::string(SKALD_SOURCE_DIR) + "/examples/brandub-annotated.otg";
    std::vector<std::string> args = {SKALD_EXE, "show", example, "--at", "1a"};
    if (!extra.empty()) args.push_back(extra);
    std::vector<char*> argv;
    for (std::string& a : args)
      argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  std::string out;
  char buffer[4096];
  ssize_t n;
  // Reading the master ends with EIO once the child has exited and closed the terminal.
  while ((n = ::read(master, buffer, sizeof buffer)) > 0)
    out.append(buffer, static_cast<std::size_t>(n));
  ::close(master);
  int status = 0;
  ::waitpid(child, &status, 0);
  return out;
}

TEST(ShowColour, ColoursOnATerminalThatShowsThem) {
  const std::string screen = on_a_terminal("xterm", nullptr, "");
  EXPECT_NE(screen.find("\x1b[1;31m\u265F\x1b[0m"), std::string::npos) << "attackers red";
  EXPECT_NE(screen.find("\x1b[1;34m\u2654\x1b[0m"), std::string::npos) << "the king blue";
  EXPECT_NE(screen.find("\x1b[33m[\x1b[0m"), std::string::npos) << "the last move";
  EXPECT_NE(screen.find("d2-e2"), std::string::npos);
}

TEST(ShowColour, NoColoursWhenAskedOrWhenTheTerminalCannot) {
  for (const auto& [term, no_color, extra] :
       std::vector<std::tuple<const char*, const char*, std::string>>{
           {"xterm", nullptr, "--no-color"},
           {"xterm", "1", ""},
           {"dumb", nullptr, ""},
           {nullptr, nullptr, ""}}) {
    const std::string screen = on_a_terminal(term, no_color, extra);
    SCOPED_TRACE(std::string("TERM=") + (term ? term : "(unset)") +
                 " NO_COLOR=" + (no_color ? no_color : "(unset)") + " " + extra);
    EXPECT_NE(screen.find("\u2654"), std::string::npos) << screen;
    EXPECT_EQ(screen.find('\x1b'), std::string::npos) << screen;
  }
  // A pipe: the golden files (tests/cli/golden/show_*.txt) hold the plain board; here the
  // same command that gave colours on a terminal.
  const SkaldRun piped = run_skald(
      "show '" + std::string(SKALD_SOURCE_DIR) + "/examples/brandub-annotated.otg' --at 1a",
      SKALD_SOURCE_DIR);
  EXPECT_EQ(piped.status, 0);
  EXPECT_EQ(piped.out.find('\x1b'), std::string::npos);
}

}  // namespace
}  // namespace skald::cli_test
