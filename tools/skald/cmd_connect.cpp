// `skald connect`: skald's engine as a network player (tools/skald/connect/network_player.h)
// on a server of OpenTafl's protocol: skald's own `skald server` or OpenTafl's `--server`.
// It plays one game and saves its record.
#include <fmt/core.h>

#include <cstdlib>
#include <string>

#include "formats/text/atomic_write.h"
#include "skald/protocol/time_control.h"
#include "tools/skald/commands.h"
#include "tools/skald/connect/network_player.h"
#include "tools/skald/record_io.h"
#include "tools/skald/server/game_archive.h"

namespace skald::cli {
namespace {

struct ConnectCommand {
  std::string host = "127.0.0.1";
  int port = net::kDefaultPort;
  std::string user;
  std::string password;
  bool create = false;
  bool join = false;
  std::string variant = "brandub";
  std::string rules;
  std::string side = "attackers";
  std::string clock = "300+5";
  std::string game_password;
  std::string opponent;
  std::string game_uuid;
  double wait_seconds = 30;
  int depth = 0;
  int move_time_ms = 0;
  int threads = 1;
  std::size_t hash = 64;
  std::string out;
  bool quiet = false;
};

/// The protocol's clock setting for a time control as a user writes it (time_control.h).
std::optional<net::TimeSpec> clock_setting(const std::string& text, std::string& error) {
  const auto control = protocol::parse_time_control(text, error);
  if (!control) return std::nullopt;
  if (control->per_move.count() > 0) return net::TimeSpec{0, control->per_move.count(), 1, 0};
  return net::TimeSpec{control->base.count(), control->overtime_period.count(), control->overtimes,
                       control->increment.count()};
}

int run_connect(const ConnectCommand& c) {
  connect::ConnectOptions options;
  options.host = c.host;
  options.port = c.port;
  options.username = c.user;
  options.password = c.password;
  if (options.password.empty())
    if (const char* env = std::getenv("SKALD_CONNECT_PASSWORD")) options.password = env;
  if (options.password.empty()) {
    fmt::print(stderr, "error: give --password or set SKALD_CONNECT_PASSWORD\n");
    return 1;
  }
  options.choice = c.join ? connect::GameChoice::join : connect::GameChoice::create;
  if (options.choice == connect::GameChoice::create) {
    if (!c.rules.empty()) {
      options.rules = c.rules;
    } else {
      const game::RulesChoice choice = known_variants("").resolve(c.variant);
      if (!choice.ok()) {
        fmt::print(stderr, "error: --variant {}: {}\n", c.variant, choice.error);
        return 1;
      }
      options.rules = choice.rules;
    }
    std::string error;
    const auto clock = clock_setting(c.clock, error);
    if (!clock) {
      fmt::print(stderr, "error: --clock {}: {}\n", c.clock, error);
      return 1;
    }
    options.clock = *clock;
    options.side = c.side == "defenders" ? net::Side::defenders : net::Side::attackers;
  }
  options.game_password = c.game_password;
  options.opponent = c.opponent;
  options.game_uuid = c.game_uuid;
  options.wait_for_game = std::chrono::milliseconds(static_cast<long long>(c.wait_seconds * 1000));
  options.engine.name = "skald";
  options.engine.depth = c.depth;
  options.engine.move_time = std::chrono::milliseconds(c.move_time_ms);
  options.engine.analyser.threads = c.threads;
  options.engine.analyser.hash_megabytes = c.hash;
  if (!c.quiet) options.log = [](const std::string& line) { fmt::print(stderr, "{}\n", line); };

  const connect::ConnectResult result = connect::play_network_game(options, known_games(""));
  if (!result.ok()) {
    fmt::print(stderr, "error: {}\n", result.error);
    return 1;
  }
  const server::FinishedGame& game = *result.game;
  const std::string path = c.out.empty() ? game.uuid + ".otg" : c.out;
  if (auto failed = text::write_file_atomically(path, server::finished_game_otg(game))) {
    fmt::print(stderr, "error: {}: {}\n", path, *failed);
    return 1;
  }
  fmt::print("{} {} vs {}: {} ({}), {} plies, saved in {}\n", game.uuid, game.attacker,
             game.defender, server::result_word(game), game.termination, game.moves.size(), path);
  return 0;
}

}  // namespace

void setup_connect(CLI::App& app, RunContext& ctx) {
  auto c = std::make_shared<ConnectCommand>();
  auto* cmd = app.add_subcommand(
      "connect", "Play one game on a network server (skald server, OpenTafl --server)");
  cmd->footer(
      "Logs in to a server of OpenTafl's network protocol (a new name registers itself),\n"
      "creates a game (--create: --variant or --rules, --side, --clock) or joins an open one\n"
      "(--join, optionally --opponent NAME or --game UUID), plays it with skald's engine and\n"
      "saves the record (--out, default UUID.otg) as the server judged it. By default the\n"
      "engine plays by the game clock the server sends (a share of the main time, most of\n"
      "an overtime period and of the increment); --depth or --move-time fix its effort.\n"
      "The password is sent as OpenTafl's clients send it (a SHA-512 hash, not in clear);\n"
      "SKALD_CONNECT_PASSWORD keeps it off the command line. OpenTafl's own server listens\n"
      "on port 11541 only. Exit status 0 when a game was played to its end and saved.\n\n"
      "Examples:\n"
      "  skald connect --user skald-bot --password pw --create --variant brandub --clock 120+2\n"
      "  skald connect --user guest --password pw --join --opponent skald-bot --out game.otg");
  cmd->add_option("--host", c->host, "Server address")->capture_default_str();
  cmd->add_option("--port", c->port, "Server port")
      ->check(CLI::Range(1, 65535))
      ->capture_default_str();
  cmd->add_option("--user", c->user, "Account name ([a-zA-Z0-9-_.*]+)")->required();
  cmd->add_option("--password", c->password, "Account password");
  auto* create = cmd->add_flag("--create", c->create, "Host a new game");
  auto* join = cmd->add_flag("--join", c->join, "Join an open game");
  create->excludes(join);
  cmd->add_option("--variant", c->variant, "Variant to host (--create)")->capture_default_str();
  cmd->add_option("--rules", c->rules, "OTN rules string to host instead of --variant");
  cmd->add_option("--side", c->side, "Side to play when hosting")
      ->check(CLI::IsMember({"attackers", "defenders"}))
      ->capture_default_str();
  cmd->add_option("--clock", c->clock,
                  "Game clock when hosting: BASE[+INC] seconds, or OTN's `MAIN LENGTH/PERIODS "
                  "INCi`")
      ->capture_default_str();
  cmd->add_option("--game-password", c->game_password, "The game's password (host or join)");
  cmd->add_option("--opponent", c->opponent, "Join only a game this user hosts");
  cmd->add_option("--game", c->game_uuid, "Join only this game (its UUID)");
  cmd->add_option("--wait", c->wait_seconds, "Seconds to wait for a game to join")
      ->capture_default_str();
  cmd->add_option("--depth", c->depth, "Search to this depth every move (0: by the clock)");
  cmd->add_option("--move-time", c->move_time_ms, "Milliseconds a move (0: by the clock)");
  cmd->add_option("--threads", c->threads, "Search threads")->capture_default_str();
  cmd->add_option("--hash", c->hash, "Transposition table size in megabytes")
      ->capture_default_str();
  cmd->add_option("--out", c->out, "Where to save the record");
  cmd->add_flag("--quiet", c->quiet, "Do not log the session to stderr");
  cmd->callback([&ctx, c] {
    if (!c->create && !c->join) {
      fmt::print(stderr, "error: give --create or --join\n");
      ctx.exit_code = 2;
      return;
    }
    ctx.exit_code = run_connect(*c);
  });
}

}  // namespace skald::cli
