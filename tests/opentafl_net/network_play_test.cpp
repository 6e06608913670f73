// Network play between skald and OpenTafl (formats/net/PROTOCOL.md), over loopback on
// OpenTafl's fixed port 11541: OpenTafl's headless AI client (network.client.
// HeadlessAIClient, playing with `skald otep` as its engine) joins a game `skald connect`
// hosts, first on `skald server`, then on OpenTafl's own `--server`. Both sides play to
// the end and the records agree. Skips, saying why, without Java or OpenTafl, or when
// port 11541 is taken (OpenTafl cannot use another).
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>

#include "formats/otn/reader.h"
#include "opentafl/engine_folder.h"
#include "opentafl/opentafl_java.h"
#include "sanitized.h"
#include "skald/game/registry.h"
#include "skald/tafl/tafl_game.h"
#include "tools/skald/connect/network_player.h"
#include "tools/skald/server/net_server.h"

namespace skald {
namespace {

namespace fs = std::filesystem;
using std::chrono::milliseconds;

constexpr int kOpenTaflPort = 11541;
const char* const kBrandub =
    "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

bool port_accepts(int port) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_port = htons(static_cast<std::uint16_t>(port));
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  const bool ok = ::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0;
  close(fd);
  return ok;
}

/// `opentafl ARGS` in its own process group, run in `folder`, its output in folder/log.
class OpenTaflProcess {
 public:
  OpenTaflProcess(const fs::path& folder, const std::vector<std::string>& args) {
    pid_ = fork();
    if (pid_ != 0) return;
    setpgid(0, 0);
    setenv("OPENTAFL_RUN_DIR", folder.c_str(), 1);
    const std::string log = (folder / "opentafl.log").string();
    FILE* out = std::fopen(log.c_str(), "a");
    if (out) {
      dup2(fileno(out), 1);
      dup2(fileno(out), 2);
    }
    const std::string program = std::string(SKALD_OPENTAFL_DIR) + "/opentafl";
    std::vector<char*> argv{const_cast<char*>(program.c_str())};
    for (const std::string& a : args)
      argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(program.c_str(), argv.data());
    _exit(127);
  }
  ~OpenTaflProcess() { stop(); }
  /// Whether it exited within `timeout`.
  bool wait(milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (pid_ > 0 && std::chrono::steady_clock::now() < deadline) {
      if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
        pid_ = -1;
        return true;
      }
      std::this_thread::sleep_for(milliseconds(100));
    }
    return pid_ <= 0;
  }
  void stop() {
    if (pid_ <= 0) return;
    kill(-pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
    pid_ = -1;
  }

 private:
  pid_t pid_ = -1;
};

class OpenTaflNetworkTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (testing::kSanitized) GTEST_SKIP() << "whole games with OpenTafl: release builds only";
    SKALD_SKIP_WITHOUT_OPENTAFL(java_);
    if (port_accepts(kOpenTaflPort))
      GTEST_SKIP() << "port 11541 is taken, and OpenTafl's client cannot use another";
    registry_.add(tafl::make_tafl_game());
    folder_ = fs::temp_directory_path() /
              ("skald-net-opentafl-" + std::to_string(::getpid()) + "-" +
               ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(folder_);
    fs::create_directories(folder_);
    testing::declare_engine(folder_ / "engines", "skald", SKALD_EXE, "otep --move-time 50 --quiet");
  }
  void TearDown() override {
    if (!folder_.empty()) fs::remove_all(folder_);
  }

  /// `skald connect` hosting brandub as the attackers, on its own thread; returns once the
  /// game is open (or the session failed).
  void host_game() {
    options_.port = kOpenTaflPort;
    options_.username = "skald-bot";
    options_.password = "skald-pw";
    options_.choice = connect::GameChoice::create;
    options_.rules = kBrandub;
    options_.clock = {60'000, 0, 0, 0};
    options_.engine.depth = 2;
    options_.silence_limit = milliseconds(60'000);
    options_.log = [this](const std::string& line) {
      if (line.starts_with("created game")) created_ = true;
      std::lock_guard lock(log_mutex_);
      connect_log_ += line + "\n";
    };
    host_ = std::thread([this] { hosted_ = connect::play_network_game(options_, registry_); });
    for (int i = 0; i < 200 && !created_; ++i)
      std::this_thread::sleep_for(milliseconds(50));
  }
  /// OpenTafl's headless client joining skald-bot's game with `skald otep` as its engine.
  std::unique_ptr<OpenTaflProcess> join_with_opentafl() {
    return std::make_unique<OpenTaflProcess>(
        folder_,
        std::vector<std::string>{"--headless", "--server", "127.0.0.1", "--username",
                                 "opentafl-bot", "--password", "ot-pw", "--engine",
                                 "engines/skald.ini", "--join", "--opponent", "skald-bot"});
  }
  /// The moves of the record OpenTafl's client saved (saved-games/headless-ai).
  std::optional<std::size_t> opentafl_record_moves(const fs::path& folder = {}) {
    const std::optional<std::vector<std::string>> moves = opentafl_record_line(folder);
    if (!moves) return std::nullopt;
    return moves->size();
  }
  /// The main line of the record OpenTafl's client run in `folder` (this test's folder
  /// when empty) saved, move by move.
  std::optional<std::vector<std::string>> opentafl_record_line(const fs::path& folder = {}) {
    const fs::path saved = (folder.empty() ? folder_ : folder) / "saved-games" / "headless-ai";
    if (!fs::exists(saved)) return std::nullopt;
    for (const auto& entry : fs::directory_iterator(saved))
      return record_line(entry.path());
    return std::nullopt;
  }
  /// The main line of the record at `path`, move by move.
  std::vector<std::string> record_line(const fs::path& path) {
    otn::ReadOptions read;
    read.games = &registry_;
    const otn::ReadResult record = otn::read_otg_file(path.string(), read);
    std::vector<std::string> moves;
    for (const record::Node* at = &record.record.root(); at->child_count() > 0;) {
      at = at->child(0);
      moves.push_back(at->move_text);
    }
    return moves;
  }
  std::string log_tail(const fs::path& folder = {}) {
    std::ifstream in((folder.empty() ? folder_ : folder) / "opentafl.log");
    std::string text((std::istreambuf_iterator<char>(in)), {});
    return text.size() > 3000 ? text.substr(text.size() - 3000) : text;
  }

  testing::OpenTaflJava java_;
  game::GameRegistry registry_;
  fs::path folder_;
  connect::ConnectOptions options_;
  std::atomic<bool> created_{false};
  std::mutex log_mutex_;
  std::string connect_log_;  // skald connect's session, shown when a test fails
  std::thread host_;
  connect::ConnectResult hosted_;

  /// skald server on OpenTafl's port, its data in this test's folder, logging to `log`.
  server::ServerOptions server_options(std::function<void(const std::string&)> log = {}) {
    server::ServerOptions options;
    options.port = kOpenTaflPort;
    options.data_dir = folder_ / "server";
    options.password_cost = server::PasswordCost::minimum();
    options.log = std::move(log);
    return options;
  }
};

TEST_F(OpenTaflNetworkTest, OpenTaflsHeadlessClientPlaysSkaldConnectOnSkaldServer) {
  std::string error;
  auto server = server::NetServer::start_or_error(server_options(), registry_, error);
  if (!server) GTEST_SKIP() << "cannot listen on 11541: " << error;
  std::thread serving([&] { server->run(); });
  host_game();
  ASSERT_TRUE(created_.load());
  auto opentafl = join_with_opentafl();
  host_.join();
  EXPECT_TRUE(opentafl->wait(milliseconds(30'000))) << "OpenTafl's client did not quit";
  server->stop();
  serving.join();
  ASSERT_TRUE(hosted_.ok()) << hosted_.error << "\nOpenTafl's log:\n" << log_tail();
  const auto rows = server->accounts().games("skald-bot");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].defender, "opentafl-bot");
  EXPECT_EQ(rows[0].plies, static_cast<int>(hosted_.game->moves.size()));
  EXPECT_NE(rows[0].result, "adjourned");
  EXPECT_EQ(opentafl_record_moves(), hosted_.game->moves.size()) << log_tail();
}

TEST_F(OpenTaflNetworkTest, TwoOpenTaflClientsPlayATimedGameOnSkaldServer) {
  std::mutex server_log_mutex;
  std::string server_log;
  const auto log = [&](const std::string& line) {
    std::lock_guard lock(server_log_mutex);
    server_log += line + "\n";
  };
  std::string error;
  auto server = server::NetServer::start_or_error(server_options(log), registry_, error);
  if (!server) GTEST_SKIP() << "cannot listen on 11541: " << error;
  std::thread serving([&] { server->run(); });
  // Each client in a folder of its own (its engine file, its saved games, its log).
  const fs::path hosting = folder_ / "host", joining = folder_ / "join";
  for (const fs::path& f : {hosting, joining})
    testing::declare_engine(f / "engines", "skald", SKALD_EXE, "otep --move-time 50 --quiet");
  // Brandub is the sixth of OpenTafl's variants (rules.Variants); a minute each on the
  // clock (main+overtime/count+increment, milliseconds).
  OpenTaflProcess host(
      hosting, {"--headless", "--server", "127.0.0.1", "--username", "ot-host", "--password",
                "host-pw", "--engine", "engines/skald.ini", "--create", "--rules", "6", "--clock",
                "60000+0/0+0", "--side", "attackers"});
  const auto logged = [&](const std::string& what) {
    std::lock_guard lock(server_log_mutex);
    return server_log.find(what) != std::string::npos;
  };
  for (int i = 0; i < 600 && !logged(" opened by ot-host"); ++i)
    std::this_thread::sleep_for(milliseconds(50));
  ASSERT_TRUE(logged(" opened by ot-host")) << server_log << log_tail(hosting);
  OpenTaflProcess join(
      joining, {"--headless", "--server", "127.0.0.1", "--username", "ot-join", "--password",
                "join-pw", "--engine", "engines/skald.ini", "--join", "--opponent", "ot-host"});
  std::vector<server::GameRow> rows;
  for (int i = 0; i < 1200 && rows.empty(); ++i) {
    std::this_thread::sleep_for(milliseconds(100));
    rows = server->accounts().games("ot-host");
  }
  // Each client saves its record once told the game is over; they stay on the server
  // after it, as OpenTafl's do, and are stopped here.
  for (int i = 0; i < 300 && !(opentafl_record_line(hosting) && opentafl_record_line(joining)); ++i)
    std::this_thread::sleep_for(milliseconds(100));
  std::this_thread::sleep_for(milliseconds(500));  // a record seen may be still being written
  server->stop();
  serving.join();
  {
    std::lock_guard lock(server_log_mutex);
    ASSERT_EQ(rows.size(), 1u) << server_log << log_tail(hosting) << "\n" << log_tail(joining);
  }
  EXPECT_EQ(rows[0].attacker, "ot-host");
  EXPECT_EQ(rows[0].defender, "ot-join");
  EXPECT_NE(rows[0].result, "adjourned");
  const std::vector<std::string> saved = record_line(rows[0].record_path);
  EXPECT_EQ(static_cast<int>(saved.size()), rows[0].plies);
  EXPECT_GT(saved.size(), 4u) << "both engines moved";
  // The same moves; skald's record also marks threats to the king (`+`, `-`), which
  // OpenTafl's clients leave out.
  const auto unmarked = [](std::optional<std::vector<std::string>> line) {
    if (line)
      for (std::string& m : *line)
        while (!m.empty() && (m.back() == '+' || m.back() == '-'))
          m.pop_back();
    return line;
  };
  EXPECT_EQ(unmarked(opentafl_record_line(hosting)), unmarked(saved)) << log_tail(hosting);
  EXPECT_EQ(unmarked(opentafl_record_line(joining)), unmarked(saved)) << log_tail(joining);
  // And OpenTafl loads the server's record, every move of it.
  const auto read = java_.run("OpenTaflRecords", rows[0].record_path + "\n");
  ASSERT_TRUE(read) << java_.error();
  std::ifstream lines(*read);
  std::string line;
  ASSERT_TRUE(std::getline(lines, line));
  const nlohmann::json loaded = nlohmann::json::parse(line);
  EXPECT_FALSE(loaded.contains("error")) << line;
  EXPECT_EQ(loaded.value("moves", nlohmann::json::array()).size(), saved.size()) << line;
}

TEST_F(OpenTaflNetworkTest, SkaldConnectPlaysOpenTaflsHeadlessClientOnOpenTaflsServer) {
  // The server in a folder of its own: OpenTafl keeps its players file and logs there.
  fs::create_directories(folder_ / "server");
  OpenTaflProcess opentafl_server(folder_ / "server", {"--server"});
  for (int i = 0; i < 300 && !port_accepts(kOpenTaflPort); ++i)
    std::this_thread::sleep_for(milliseconds(100));
  ASSERT_TRUE(port_accepts(kOpenTaflPort)) << "OpenTafl's server did not start\n" << log_tail();
  host_game();
  ASSERT_TRUE(created_.load()) << hosted_.error << "\n" << log_tail();
  auto opentafl = join_with_opentafl();
  host_.join();
  EXPECT_TRUE(opentafl->wait(milliseconds(30'000))) << "OpenTafl's client did not quit";
  opentafl_server.stop();
  ASSERT_TRUE(hosted_.ok()) << hosted_.error << "\nOpenTafl's log:\n" << log_tail();
  EXPECT_FALSE(hosted_.game->moves.empty()) << hosted_.game->termination << "\nskald connect:\n"
                                            << connect_log_ << "\nOpenTafl:\n"
                                            << log_tail();
  EXPECT_EQ(hosted_.game->defender, "opentafl-bot");
  EXPECT_EQ(opentafl_record_moves(), hosted_.game->moves.size()) << log_tail();
}

}  // namespace
}  // namespace skald
