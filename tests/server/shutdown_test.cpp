// Stopping and restarting skald server: running games are adjourned and saved with their
// moves (nothing lost), their players told; accounts and finished games survive a restart;
// `skald server` itself does all that on SIGTERM.
#include <signal.h>
#include <sys/wait.h>

#include <cstdio>
#include <string>

#include "formats/otn/reader.h"
#include "server/server_fixture.h"

namespace skald::server {
namespace {

using testing::brandub_game;
using testing::play_two_moves;
using testing::ServerTest;
using testing::TestClient;

TEST_F(ServerTest, StoppingAdjournsARunningGameAndSavesItsMoves) {
  start();
  TestClient alice(port()), bob(port());
  start_game(alice, bob, brandub_game(net::Side::attackers));
  EXPECT_EQ(alice.next(), "await-move attackers");
  play_two_moves(alice, bob);
  stop();
  for (TestClient* c : {&alice, &bob}) {
    const auto chat = c->next().value_or("(nothing)");
    EXPECT_TRUE(chat.starts_with("game-chat \"Server\" The server is shutting down")) << chat;
    EXPECT_EQ(c->next(), "game-ended");
    EXPECT_TRUE(c->closed_by_server());
  }
  start();  // the adjourned game is in the database after a restart
  const auto rows = server_->accounts().games("bob");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].result, "adjourned");
  EXPECT_EQ(rows[0].plies, 2);
  otn::ReadOptions read;
  read.games = &registry_;
  const otn::ReadResult record = otn::read_otg_file(rows[0].record_path, read);
  EXPECT_TRUE(record.replayed);
  EXPECT_EQ(record.move_count, 2u);
  EXPECT_EQ(record.record.find_tag("result"), nullptr);  // unfinished: no result
}

TEST_F(ServerTest, RestartingTheServerKeepsAccountsAndFinishedGames) {
  start();
  {
    TestClient alice(port()), bob(port());
    start_game(alice, bob, brandub_game(net::Side::attackers));
    EXPECT_EQ(alice.next(), "await-move attackers");
    play_two_moves(alice, bob);
    bob.send(net::LeaveGame{testing::kGameId});  // resigns
    EXPECT_EQ(alice.next(), "victory ATTACKER");
  }
  stop();
  start();
  const auto rows = server_->accounts().games("alice");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].result, "attackers-win");
  EXPECT_EQ(rows[0].termination, "defenders left");
  EXPECT_EQ(rows[0].plies, 2);
  EXPECT_TRUE(std::filesystem::exists(rows[0].record_path));
  TestClient wrong(port());
  EXPECT_EQ(login(wrong, "bob", "not-bobs"), "error invalid-login");
  TestClient right(port());
  EXPECT_EQ(login(right, "bob", "b-pw"), "success logged-in");
}

#ifdef SKALD_EXE
/// `skald server` in a child process, its first stdout line read for the port.
struct ServerProcess {
  pid_t pid = -1;
  int port = 0;
  ServerProcess(const std::filesystem::path& data) {
    int out[2];
    if (pipe(out) != 0) return;
    pid = fork();
    if (pid == 0) {
      dup2(out[1], 1);
      close(out[0]);
      execl(SKALD_EXE, SKALD_EXE, "server", "--port", "0", "--data", data.c_str(), "--quiet",
            static_cast<char*>(nullptr));
      _exit(127);
    }
    close(out[1]);
    FILE* in = fdopen(out[0], "r");
    char line[512] = {0};
    if (in && fgets(line, sizeof line, in)) {
      const std::string text = line;  // skald server: 127.0.0.1:PORT, data in ...
      const std::size_t colon = text.find("127.0.0.1:");
      if (colon != std::string::npos) port = std::atoi(text.c_str() + colon + 10);
    }
    if (in) fclose(in);
  }
  /// SIGTERM, then the exit status (-1 when it had to be killed after 10 s).
  int terminate() {
    kill(pid, SIGTERM);
    for (int i = 0; i < 200; ++i) {
      int status = 0;
      if (waitpid(pid, &status, WNOHANG) == pid)
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
    return -1;
  }
};

TEST_F(ServerTest, SigtermAdjournsRunningGamesAndLosesNoResult) {
  ServerProcess process(dir_);
  ASSERT_GT(process.pid, 0);
  ASSERT_GT(process.port, 0) << "no port in skald server's first line";
  {
    // One game finished, one still running when the signal comes.
    TestClient alice(process.port), bob(process.port);
    start_game(alice, bob, brandub_game(net::Side::attackers));
    EXPECT_EQ(alice.next(), "await-move attackers");
    bob.send(net::LeaveGame{testing::kGameId});
    EXPECT_EQ(alice.next(), "victory ATTACKER");
  }
  TestClient carol(process.port), dave(process.port);
  EXPECT_EQ(login(carol, "carol", "c"), "success logged-in");
  EXPECT_EQ(login(dave, "dave", "d"), "success logged-in");
  net::CreateGame second = brandub_game(net::Side::attackers);
  second.uuid = "1b4e28ba-2fa1-11d2-883f-0016d3cca427";
  carol.send(second);
  EXPECT_EQ(carol.next(), "success attackers");
  dave.send(net::JoinGame{second.uuid, false, "none", false});
  EXPECT_EQ(dave.next(), "success defenders");
  EXPECT_EQ(carol.next_starting("await-move "), "await-move attackers");
  carol.send(net::MoveRecord{"d1-e1"});
  EXPECT_EQ(carol.next(), "move-result 0");
  EXPECT_EQ(process.terminate(), 0);
  EXPECT_EQ(carol.next_starting("game-ended"), "game-ended");

  std::string error;
  auto store =
      AccountStore::open_or_error(dir_ / "accounts.sqlite", PasswordCost::minimum(), error);
  ASSERT_TRUE(store) << error;
  const auto rows = store->games(std::nullopt);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].result, "attackers-win");
  EXPECT_EQ(rows[1].result, "adjourned");
  EXPECT_EQ(rows[1].plies, 1);
}
#endif

}  // namespace
}  // namespace skald::server
