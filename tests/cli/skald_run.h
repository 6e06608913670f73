#pragma once

// Runs the built skald (SKALD_EXE) from a test: `run_skald("validate x.otg", dir)` gives
// its stdout, stderr and exit status. Shared by the CLI test files.

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace skald::cli_test {

/// The CLI tests' records and positions (tests/cli/data).
inline const std::filesystem::path kCliData =
    std::filesystem::path(SKALD_TESTS_DIR) / "cli" / "data";

struct SkaldRun {
  std::string out;
  std::string err;
  int status = -1;
};

inline std::string read_whole_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

/// Runs `skald <args>` through the shell in `dir` (the CLI tests' data by default), capturing
/// stdout, stderr and the exit status (-1 when it did not exit normally). With `seconds`, a run
/// that takes longer is killed (exit status 124, from timeout(1)), so a test of a former hang fails
/// instead of hanging.
inline SkaldRun run_skald(const std::string& args, const std::filesystem::path& dir = kCliData,
                          int seconds = 0) {
  static int serial = 0;
  const std::filesystem::path err_file =
      std::filesystem::temp_directory_path() /
      ("skald_cli_err_" + std::to_string(::getpid()) + "_" + std::to_string(++serial));
  const std::string limit =
      seconds > 0 ? "timeout -k 2 " + std::to_string(seconds) + " " : std::string();
  const std::string command = "cd '" + dir.string() + "' && " + limit + "'" SKALD_EXE "' " + args +
                              " 2>'" + err_file.string() + "'";
  SkaldRun run;
  FILE* pipe = ::popen(command.c_str(), "r");
  if (pipe == nullptr) return run;
  char buffer[4096];
  std::size_t n;
  while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0)
    run.out.append(buffer, n);
  const int status = ::pclose(pipe);
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  run.err = read_whole_file(err_file);
  std::filesystem::remove(err_file);
  return run;
}

}  // namespace skald::cli_test
