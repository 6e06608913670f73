// `skald server`: a server OpenTafl's clients can play on (tools/skald/server/net_server.h),
// with accounts and finished games in SQLite; `skald server games` lists the games it saved.
#include <fmt/core.h>

#include <cstdio>
#include <nlohmann/json.hpp>
#include <thread>

#include "tools/skald/commands.h"
#include "tools/skald/record_io.h"
#include "tools/skald/server/net_server.h"
#include "tools/skald/stop_signals.h"
#include "tools/skald/studio/guard.h"

namespace skald::cli {
namespace {

struct ServerCommand {
  std::string data = "skald-server";
  std::string bind = "127.0.0.1";
  int port = net::kDefaultPort;
  bool allow_remote = false;
  bool quiet = false;
  // games
  std::string player;
  bool json = false;
};

int run_server(const ServerCommand& c) {
  if (!studio::is_loopback_address(c.bind) && !c.allow_remote) {
    fmt::print(stderr,
               "error: --bind {} would let other machines log in; give --allow-remote as well "
               "if that is what you want\n",
               c.bind);
    return 1;
  }
  block_stop_signals();

  server::ServerOptions options;
  options.bind_address = c.bind;
  options.port = c.port;
  options.data_dir = c.data;
  if (!c.quiet) options.log = [](const std::string& line) { fmt::print(stderr, "{}\n", line); };
  std::string error;
  auto server = server::NetServer::start_or_error(options, known_games(""), error);
  if (!server) {
    fmt::print(stderr, "error: {}\n", error);
    return 1;
  }
  if (!studio::is_loopback_address(c.bind))
    fmt::print(stderr, "warning: listening on {}: anyone who can reach it can log in\n", c.bind);
  fmt::print("skald server: {}:{}, data in {} (Ctrl-C to stop)\n", c.bind, server->port(), c.data);
  std::fflush(stdout);  // a script waiting for the port reads it now, not at exit
  std::thread serving([&server] { server->run(); });
  wait_for_stop_signal();
  server->stop();
  serving.join();
  return 0;
}

int run_games(const ServerCommand& c) {
  std::string error;
  auto store = server::AccountStore::open_or_error(
      std::filesystem::path(c.data) / "accounts.sqlite", {}, error);
  if (!store) {
    fmt::print(stderr, "error: {}\n", error);
    return 1;
  }
  const auto rows = store->games(c.player.empty() ? std::nullopt : std::optional(c.player));
  for (const server::GameRow& g : rows) {
    if (c.json) {
      nlohmann::json j = {{"uuid", g.uuid},
                          {"attackers", g.attacker},
                          {"defenders", g.defender},
                          {"result", g.result},
                          {"termination", g.termination},
                          {"plies", g.plies},
                          {"record", g.record_path},
                          {"rules", g.rules}};
      fmt::print("{}\n", j.dump());
    } else {
      fmt::print("{}  {} vs {}  {} ({}), {} plies  {}\n", g.uuid, g.attacker, g.defender, g.result,
                 g.termination, g.plies, g.record_path);
    }
  }
  return 0;
}

}  // namespace

void setup_server(CLI::App& app, RunContext& ctx) {
  auto c = std::make_shared<ServerCommand>();
  auto* cmd = app.add_subcommand("server",
                                 "Serve OpenTafl's network protocol: lobby, games, "
                                 "accounts");
  cmd->footer(
      "OpenTafl's clients (its lobby, its --headless AI client) log in, chat, create and join\n"
      "games; skald judges every move with its own rules code and saves each finished game\n"
      "as an .otg record in DATA/games, listed by `skald server games`. Accounts (a new name\n"
      "registers itself, as on OpenTafl's server) live in DATA/accounts.sqlite, passwords as\n"
      "Argon2id hashes only. Listens on 127.0.0.1 unless --bind names another address, which\n"
      "also needs --allow-remote. The protocol: formats/net/PROTOCOL.md.\n\n"
      "Game clocks are the server's: the creator's setting (main time, byo-yomi overtime\n"
      "periods, increment, as OpenTafl has them); both clocks go to the players and spectators\n"
      "after every move and every second; a flag fall ends the game for the other side and the\n"
      "record says so (termination, time-remaining). Spectators get the moves so far on\n"
      "joining, then every move and the game chat. Limits: 64 KiB a line, 200 lines a second,\n"
      "30 logins a minute per address; a client that does not read is dropped.\n"
      "Ctrl-C or SIGTERM stops it gracefully: every running game is saved as it stands\n"
      "(result \"adjourned\"), its players told, then the connections close.\n\n"
      "Examples:\n  skald server --data ~/tafl-server\n"
      "  skald server games --data ~/tafl-server --player alice --json");
  cmd->add_option("--data", c->data, "Folder of the database and the saved games")
      ->capture_default_str();
  cmd->add_option("--port", c->port, "Port (OpenTafl's clients use 11541)")
      ->check(CLI::Range(0, 65535))
      ->capture_default_str();
  cmd->add_option("--bind", c->bind, "Address to listen on (default: 127.0.0.1)");
  cmd->add_flag("--allow-remote", c->allow_remote,
                "Allow --bind to a non-loopback address (prints a warning)");
  cmd->add_flag("--quiet", c->quiet, "Do not log connections and games to stderr");
  auto* games = cmd->add_subcommand("games", "List the finished games the server saved");
  games->add_option("--data", c->data, "The server's data folder")->capture_default_str();
  games->add_option("--player", c->player, "Only the games this user played");
  games->add_flag("--json", c->json, "One JSON object a line");
  games->callback([&ctx, c] { ctx.exit_code = run_games(*c); });
  cmd->callback([&ctx, c, games] {
    if (!games->parsed()) ctx.exit_code = run_server(*c);
  });
}

}  // namespace skald::cli
