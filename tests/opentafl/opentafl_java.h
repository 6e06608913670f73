#pragma once

// Running OpenTafl's own Java code from a test: finds Java and ../shared/opentafl, compiles
// a harness from tests/opentafl against opentafl.jar, runs it on an input text and returns
// what it printed. A test that cannot run it skips, saying why (SKALD_SKIP_WITHOUT_OPENTAFL).

#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

namespace skald::testing {

class OpenTaflJava {
 public:
  /// Finds java, javac, OpenTafl's jar and the Debian jars it needs; on failure, why() says
  /// what is missing.
  OpenTaflJava();
  /// Removes the compiled classes and the files of the runs.
  ~OpenTaflJava();
  OpenTaflJava(const OpenTaflJava&) = delete;
  OpenTaflJava& operator=(const OpenTaflJava&) = delete;

  bool available() const { return why_.empty(); }
  const std::string& why() const { return why_; }

  /// Compiles tests/opentafl/<name>.java (once per process) and runs class `name` with
  /// `input` on its standard input and `args` after the class name. Returns the file that
  /// holds its standard output (read it line by line: it can be large), or nothing when it could
  /// not be compiled or exited with an error (`error()` then holds the compiler's or the program's
  /// messages). With `folder`, the program runs there (OpenTafl finds engines/ and its
  /// other files in its working folder).
  std::optional<std::filesystem::path> run(const std::string& name, const std::string& input,
                                           const std::string& args = "",
                                           const std::filesystem::path& folder = {});
  const std::string& error() const { return error_; }

 private:
  std::string classpath_;
  std::filesystem::path classes_;
  std::string why_;
  std::string error_;
};

namespace opentafl_java_detail {

namespace fs = std::filesystem;

/// The first of `names` found in a folder of PATH, or empty.
inline std::string on_path(const std::string& name) {
  const char* path = std::getenv("PATH");
  if (path == nullptr) return "";
  std::stringstream folders(path);
  std::string folder;
  while (std::getline(folders, folder, ':')) {
    const fs::path candidate = fs::path(folder) / name;
    if (::access(candidate.c_str(), X_OK) == 0) return candidate.string();
  }
  return "";
}

inline std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

/// Single-quoted for /bin/sh.
inline std::string shell_quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) {
    if (c == '\'')
      out += "'\\''";
    else
      out += c;
  }
  return out + "'";
}

}  // namespace opentafl_java_detail

inline OpenTaflJava::OpenTaflJava() {
  using namespace opentafl_java_detail;
  if (on_path("java").empty() || on_path("javac").empty()) {
    why_ = "java and javac are not on PATH (tools/bootstrap installs default-jdk-headless)";
    return;
  }
  const fs::path opentafl = SKALD_OPENTAFL_DIR;
  if (!fs::exists(opentafl / "opentafl.jar")) {
    why_ = "no opentafl.jar in " + opentafl.string();
    return;
  }
  // OpenTafl reads its configuration with ini4j and writes JSON with javax.json; jline is
  // loaded by its terminal classes (Debian: libini4j-java libjsonp-java libjline2-java).
  classpath_ = (opentafl / "opentafl.jar").string();
  for (const char* jar : {"ini4j.jar", "jline2.jar", "javax.json.jar", "javax.json-api.jar"}) {
    const fs::path path = fs::path("/usr/share/java") / jar;
    if (!fs::exists(path)) {
      why_ = std::string("no ") + path.string() +
             " (tools/bootstrap installs libini4j-java libjline2-java libjsonp-java)";
      return;
    }
    classpath_ += ":" + path.string();
  }
  classes_ = fs::temp_directory_path() / ("skald-opentafl-" + std::to_string(::getpid()));
}

inline std::optional<std::filesystem::path> OpenTaflJava::run(const std::string& name,
                                                              const std::string& input,
                                                              const std::string& args,
                                                              const std::filesystem::path& folder) {
  using namespace opentafl_java_detail;
  namespace fs = std::filesystem;
  error_.clear();
  if (!available()) {
    error_ = why_;
    return std::nullopt;
  }
  fs::create_directories(classes_);
  const fs::path log = classes_ / (name + ".log");
  const fs::path compiled = classes_ / (name + ".class");
  if (!fs::exists(compiled)) {
    const fs::path source = fs::path(SKALD_TESTS_DIR) / "opentafl" / (name + ".java");
    const std::string javac =
        "javac -nowarn -cp " + shell_quoted(classpath_) + " -d " + shell_quoted(classes_.string()) +
        " " + shell_quoted(source.string()) + " >" + shell_quoted(log.string()) + " 2>&1";
    if (std::system(javac.c_str()) != 0) {
      error_ = "javac failed: " + read_file(log);
      return std::nullopt;
    }
  }
  const fs::path in = classes_ / (name + ".in");
  const fs::path out = classes_ / (name + ".out");
  std::ofstream(in, std::ios::binary) << input;
  const std::string cd = folder.empty() ? "" : "cd " + shell_quoted(folder.string()) + " && ";
  const std::string java = cd + "java -cp " + shell_quoted(classes_.string() + ":" + classpath_) +
                           " " + name + " " + args + " <" + shell_quoted(in.string()) + " >" +
                           shell_quoted(out.string()) + " 2>" + shell_quoted(log.string());
  const int status = std::system(java.c_str());
  if (status != 0) {
    error_ = "java " + name + " failed (status " + std::to_string(status) + "): " + read_file(log);
    return std::nullopt;
  }
  return out;
}

inline OpenTaflJava::~OpenTaflJava() {
  std::error_code ignored;
  if (!classes_.empty()) std::filesystem::remove_all(classes_, ignored);
}

}  // namespace skald::testing

/// Skips the current test when OpenTafl cannot be run here, with the reason.
#define SKALD_SKIP_WITHOUT_OPENTAFL(java) \
  if (!(java).available()) GTEST_SKIP() << "OpenTafl cannot be run here: " << (java).why()
