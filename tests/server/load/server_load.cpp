// server_load: a load test of skald server. N simulated clients (two a game) log in and
// play seeded random games on a server in this process, starting new games until the time
// is up and finishing the ones under way; then it checks that every game the clients saw
// end is in the server's database with its result, and prints games per minute, the move
// round trip (p50, p99, max: a move sent to its move-result back) and the peak memory.
//
//   server_load [--clients N] [--seconds S]   (defaults 200 and 20; ctest runs a small N)
// Exit status 0 when no game was lost and no result is missing.
#include <fmt/core.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "formats/net/client_password.h"
#include "skald/game/registry.h"
#include "skald/tafl/tafl_game.h"
#include "tools/skald/connect/line_connection.h"
#include "tools/skald/connect/network_player.h"
#include "tools/skald/server/net_server.h"

namespace {

using namespace skald;
using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

const char* const kBrandub =
    "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
constexpr milliseconds kWait{10'000};  // any one answer; a server that takes longer fails
constexpr int kMaxPlies = 600;

struct Tally {
  std::mutex mutex;
  std::vector<double> round_trips_ms;
  std::vector<std::string> finished_uuids;
  std::vector<std::string> failures;
};

/// Reads lines until one starts with `prefix`; false on timeout or close.
bool read_until(connect::LineConnection& c, const std::string& prefix,
                std::string* line = nullptr) {
  const auto deadline = Clock::now() + kWait;
  while (Clock::now() < deadline) {
    auto got = c.next_line(std::chrono::duration_cast<milliseconds>(deadline - Clock::now()));
    if (!got) return false;
    if (got->starts_with(prefix)) {
      if (line) *line = *got;
      return true;
    }
  }
  return false;
}

/// One pair of clients on one thread: they play games against each other until `until`.
void play_pair(int pair, int port, Clock::time_point until, const game::Game& tafl, Tally& tally) {
  const auto fail = [&](const std::string& why) {
    std::lock_guard lock(tally.mutex);
    tally.failures.push_back(fmt::format("pair {}: {}", pair, why));
  };
  std::string error;
  auto host = connect::LineConnection::open_or_error("127.0.0.1", port, error);
  auto guest = connect::LineConnection::open_or_error("127.0.0.1", port, error);
  if (!host || !guest) return fail(error);
  connect::LineConnection* seat[2] = {host.get(), guest.get()};  // attackers, defenders
  for (int i = 0; i < 2; ++i) {
    const std::string name = fmt::format("load-{}-{}", pair, i);
    seat[i]->send(net::Login{name, net::login_password_hash(name, "pw"), net::kProtocolVersion});
    if (!read_until(*seat[i], "success logged-in")) return fail("login of " + name);
  }
  std::mt19937 rng(static_cast<unsigned>(pair));
  std::vector<double> round_trips;
  while (Clock::now() < until) {
    net::CreateGame create;
    create.uuid = connect::random_uuid();
    create.rules = kBrandub;
    create.clock = {600'000, 0, 0, 0};
    host->send(create);
    if (!read_until(*host, "success attackers")) return fail("create");
    guest->send(net::JoinGame{create.uuid, false, "none", false});
    if (!read_until(*guest, "success defenders")) return fail("join");
    if (!read_until(*host, "await-move attackers")) return fail("no first await-move");
    Diagnostics diagnostics;
    auto state = tafl.start_state(kBrandub, std::nullopt, diagnostics);
    int plies = 0;
    bool over = false;
    while (!over) {
      const int mover = state->side_to_move() == 0 ? 0 : 1;
      const auto moves = state->legal_moves();
      std::string move;
      if (moves.empty() || plies >= kMaxPlies) {
        seat[mover]->send(net::GameEnded{});  // resign: a game must end, and be saved
        over = true;
        break;
      }
      move = state->short_move_text(moves[rng() % moves.size()]);
      state->play(move);
      ++plies;
      const auto sent = Clock::now();
      seat[mover]->send(net::MoveRecord{move});
      std::string result;
      if (!read_until(*seat[mover], "move-result ", &result)) return fail("no move-result");
      round_trips.push_back(std::chrono::duration<double, std::milli>(Clock::now() - sent).count());
      if (result != "move-result 0" && !result.starts_with("move-result 2") &&
          !result.starts_with("move-result 3") && !result.starts_with("move-result 4"))
        return fail("refused " + move + ": " + result);
      if (!read_until(*seat[1 - mover], "move-record ")) return fail("move not relayed");
      over = state->outcome().kind != game::OutcomeKind::ongoing;
      if (!over && !read_until(*seat[1 - mover], "await-move ")) return fail("no await-move");
    }
    for (auto* c : seat)
      if (!read_until(*c, "game-ended")) return fail("no game-ended");
    std::lock_guard lock(tally.mutex);
    tally.finished_uuids.push_back(create.uuid);
  }
  std::lock_guard lock(tally.mutex);
  tally.round_trips_ms.insert(tally.round_trips_ms.end(), round_trips.begin(), round_trips.end());
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

long peak_memory_kb() {
  std::ifstream status("/proc/self/status");
  std::string key;
  long value = 0;
  while (status >> key) {
    if (key == "VmHWM:") {
      status >> value;
      return value;
    }
    status.ignore(1 << 12, '\n');
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  int clients = 200;
  double seconds = 20;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    if (flag == "--clients")
      clients = std::max(2, std::atoi(argv[i + 1]));
    else if (flag == "--seconds")
      seconds = std::atof(argv[i + 1]);
  }
  const int pairs = clients / 2;

  game::GameRegistry registry;
  registry.add(tafl::make_tafl_game());
  const auto dir =
      std::filesystem::temp_directory_path() / ("skald-server-load-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  server::ServerOptions options;
  options.port = 0;
  options.data_dir = dir;
  // The load is games, not password hashing: logins use the cheapest Argon2id.
  options.password_cost = server::PasswordCost::minimum();
  options.max_logins_per_minute_per_address = clients * 2;  // every client is 127.0.0.1
  // The simulated clients move as fast as the server answers, thousands of lines a second
  // on an idle machine: more than the flood limit allows a real client
  // (ServerTest.AFloodOfLinesIsDisconnectedAndOthersAreServed tests that limit).
  options.max_lines_per_second = 1'000'000;
  std::string error;
  auto server = server::NetServer::start_or_error(options, registry, error);
  if (!server) {
    fmt::print(stderr, "error: {}\n", error);
    return 1;
  }
  std::thread serving([&] { server->run(); });

  Tally tally;
  const auto started = Clock::now();
  const auto until =
      started + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  std::vector<std::thread> threads;
  for (int p = 0; p < pairs; ++p)
    threads.emplace_back(play_pair, p, server->port(), until,
                         std::cref(*registry.find_by_name("tafl")), std::ref(tally));
  for (auto& t : threads)
    t.join();
  const double elapsed = std::chrono::duration<double>(Clock::now() - started).count();
  server->stop();
  serving.join();

  // Every game the clients saw end must be in the database, with a result.
  const auto rows = server->accounts().games(std::nullopt);
  std::size_t missing = 0, without_result = 0;
  for (const std::string& uuid : tally.finished_uuids) {
    const auto row = std::find_if(rows.begin(), rows.end(),
                                  [&](const server::GameRow& r) { return r.uuid == uuid; });
    if (row == rows.end())
      ++missing;
    else if (row->result.empty() || row->result == "adjourned")
      ++without_result;
  }
  server.reset();
  std::filesystem::remove_all(dir);

  fmt::print("server_load: {} clients in {} games at once, {:.1f} s\n", pairs * 2, pairs, elapsed);
  fmt::print("  games finished: {} ({:.0f} a minute), saved: {}, missing: {}, without result: {}\n",
             tally.finished_uuids.size(), tally.finished_uuids.size() * 60.0 / elapsed, rows.size(),
             missing, without_result);
  fmt::print("  moves: {}, round trip p50 {:.2f} ms, p99 {:.2f} ms, max {:.2f} ms\n",
             tally.round_trips_ms.size(), percentile(tally.round_trips_ms, 0.5),
             percentile(tally.round_trips_ms, 0.99), percentile(tally.round_trips_ms, 1.0));
  fmt::print("  peak memory (this process: server and clients): {} MiB\n", peak_memory_kb() / 1024);
  for (const std::string& f : tally.failures)
    fmt::print("  FAILED {}\n", f);
  const bool ok = tally.failures.empty() && missing == 0 && without_result == 0 &&
                  rows.size() == tally.finished_uuids.size() && !tally.finished_uuids.empty();
  fmt::print("{}\n", ok ? "ok: no game lost, no result missing" : "FAILED");
  return ok ? 0 : 1;
}
