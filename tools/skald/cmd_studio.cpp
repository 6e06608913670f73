// skald studio: a local web application to read, play and annotate a record with the
// engine live (tools/skald/studio/server.h), served by skald itself on 127.0.0.1.
#include <fmt/core.h>
#include <spawn.h>
#include <sys/wait.h>

#include <filesystem>
#include <thread>

#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/number_option.h"
#include "tools/skald/record_io.h"
#include "tools/skald/stop_signals.h"
#include "tools/skald/studio/guard.h"
#include "tools/skald/studio/server.h"

extern char** environ;

namespace skald::cli {
namespace {
namespace fs = std::filesystem;

struct StudioOptions {
  std::string path = ".";
  int port = 0;
  bool no_browser = false;
  std::string bind = "127.0.0.1";
  bool allow_remote = false;
  std::string dialect;
  std::string encoding;
};

/// Opens `url` in the desktop's browser when there is a desktop to show it on; a machine
/// without one (a server, CI) is left alone: the printed URL is enough there.
void open_browser(const std::string& url) {
  if (std::getenv("DISPLAY") == nullptr && std::getenv("WAYLAND_DISPLAY") == nullptr) return;
  const char* argv[] = {"xdg-open", url.c_str(), nullptr};
  pid_t pid = 0;
  if (posix_spawnp(&pid, "xdg-open", nullptr, nullptr, const_cast<char**>(argv), environ) == 0) {
    // xdg-open hands the URL to the browser and returns; reap it off the main thread.
    std::thread([pid] { ::waitpid(pid, nullptr, 0); }).detach();
  }
}

int run_studio(const StudioOptions& options) {
  std::error_code error;
  const fs::path given = fs::path(options.path);
  if (!fs::exists(given, error)) {
    fmt::print(stderr, "{}: error: no such file or folder\n", options.path);
    return 1;
  }
  const bool folder = fs::is_directory(given, error);
  const fs::path root = fs::canonical(folder ? given : fs::absolute(given).parent_path(), error);
  if (error) {
    fmt::print(stderr, "{}: error: cannot open: {}\n", options.path, error.message());
    return 1;
  }
  const bool loopback = studio::is_loopback_address(options.bind);
  if (!loopback && !options.allow_remote) {
    fmt::print(stderr,
               "error: --bind {} would let other machines reach the studio and write your files; "
               "give --allow-remote as well if that is what you want\n",
               options.bind);
    return 1;
  }
  block_stop_signals();

  studio::ServerOptions server_options;
  server_options.root = root;
  server_options.open_file = folder ? std::string() : given.filename().string();
  server_options.bind_address = options.bind;
  server_options.port = options.port;
  server_options.token = studio::new_token();
  server_options.documents.games = &known_games(options.dialect);
  server_options.documents.encoding = options.encoding;
  server_options.variants = &known_variants(options.dialect);
  studio::StudioServer server(server_options);
  const studio::StudioServer::Bound bound = server.bind();
  if (!bound.error.empty()) {
    fmt::print(stderr, "error: {}\n", bound.error);
    return 1;
  }
  if (!loopback) {
    fmt::print(stderr,
               "warning: the studio listens on {}, not only on this machine: anyone who can "
               "reach it and has the token can read and change the records in {}\n",
               options.bind, root.string());
  }
  const std::string host = loopback ? "127.0.0.1" : options.bind;
  const std::string url =
      fmt::format("http://{}:{}/?token={}", host, bound.port, server_options.token);
  fmt::print("skald studio: serving {}\n  {}\n(Ctrl-C to stop)\n", root.string(), url);
  std::fflush(stdout);
  std::thread serving([&server] { server.serve(); });
  if (!options.no_browser) open_browser(url);
  wait_for_stop_signal();
  server.stop();
  serving.join();
  return 0;
}

}  // namespace

void setup_studio(CLI::App& app, RunContext& ctx) {
  auto options = std::make_shared<StudioOptions>();
  auto* cmd = app.add_subcommand("studio",
                                 "Open a record (or a folder) in the browser to play, "
                                 "annotate and analyse it, saved as you edit");
  cmd->footer(
      "Serves a local web page and prints its URL, with a token that only this run knows;\n"
      "opens the browser when there is a desktop (--no-browser: not). Click a piece to see\n"
      "its moves and click one to play it: where the record has the move the cursor follows\n"
      "it, elsewhere it becomes a new variation. Comments, variations and the engine's lines\n"
      "live. Each edit is saved at once, atomically and under the file lock; when the file\n"
      "changed on disk meanwhile the edit is refused and the page offers to reload.\n"
      "Only files under the folder opened are served. Listens on 127.0.0.1 unless --bind\n"
      "names another address, which also needs --allow-remote.\n\n"
      "Examples:\n"
      "  skald studio examples/\n"
      "  skald studio game.otg --port 8765 --no-browser");
  cmd->add_option("path", options->path, "A .otg record or a folder of them (default: .)");
  cmd->add_option("--port", options->port, "Port to listen on (default: any free one)")
      ->check(whole_number_in(engine::kPortRange));
  cmd->add_flag("--no-browser", options->no_browser, "Only print the URL");
  cmd->add_option("--bind", options->bind, "Address to listen on (default: 127.0.0.1)");
  cmd->add_flag("--allow-remote", options->allow_remote,
                "Allow --bind to a non-loopback address (prints a warning)");
  cmd->add_option("--encoding", options->encoding, "Charset of the records (default: detect)");
  add_dialect_option(cmd, options->dialect);
  cmd->callback([&ctx, options] { ctx.exit_code = run_studio(*options); });
}

}  // namespace skald::cli
