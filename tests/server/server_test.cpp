// skald server over loopback: scripted clients (test_client.h) log in, chat, create, join and
// play games; the saved records are read back and replayed. Every wait is bounded by the
// client's receive timeout; the server runs on a port the system picks.
#include <random>

#include "formats/otn/reader.h"
#include "server/server_fixture.h"

namespace skald::server {
namespace {

using testing::brandub_game;
using testing::kBrandub;
using testing::kGameId;
using testing::ServerTest;
using testing::TestClient;

TEST_F(ServerTest, TwoClientsPlayAGameToTheEndAndTheSavedRecordReplays) {
  start();
  TestClient alice(port()), bob(port());
  ASSERT_TRUE(alice.connected() && bob.connected());
  EXPECT_EQ(login(alice, "alice", "a-pw"), "success logged-in");
  EXPECT_EQ(login(bob, "bob", "b-pw"), "success logged-in");

  alice.send(brandub_game(net::Side::attackers));
  EXPECT_EQ(alice.next(), "success attackers");
  bob.send(net::GameListRequest{});
  bool listed = false;  // the answer, or a periodic list sent since: either names the game
  for (int i = 0; i < 20 && !listed; ++i) {
    const auto line = bob.next_line();
    if (!line) break;
    listed = line->starts_with("game-list ") && line->find(kGameId) != std::string::npos;
  }
  EXPECT_TRUE(listed);
  bob.send(net::JoinGame{kGameId, false, "none", false});
  EXPECT_EQ(bob.next(), "success defenders");
  EXPECT_EQ(alice.next(), "start-game " + std::string(kBrandub));
  EXPECT_EQ(bob.next(), "start-game " + std::string(kBrandub));
  EXPECT_EQ(alice.next(), "await-move attackers");

  // Both sides play seeded random legal moves, chosen with skald's game code, to the end.
  Diagnostics diagnostics;
  auto state = registry_.find_by_name("tafl")->start_state(kBrandub, std::nullopt, diagnostics);
  std::mt19937 rng(7);
  int plies = 0;
  std::string last_result;
  while (state->outcome().kind == game::OutcomeKind::ongoing && plies < 400) {
    const bool attackers = state->side_to_move() == 0;
    TestClient& mover = attackers ? alice : bob;
    TestClient& other = attackers ? bob : alice;
    const auto moves = state->legal_moves();
    const std::string move = state->short_move_text(moves[rng() % moves.size()]);
    ASSERT_TRUE(state->play(move).ok);
    ++plies;
    mover.send(net::MoveRecord{move});
    last_result = mover.next().value_or("(nothing)");
    ASSERT_TRUE(last_result.starts_with("move-result ")) << last_result;
    EXPECT_EQ(other.next(), "move-record " + move);
    if (state->outcome().kind == game::OutcomeKind::ongoing) {
      EXPECT_EQ(last_result, "move-result 0");
      EXPECT_EQ(other.next(), std::string("await-move ") + (attackers ? "defenders" : "attackers"));
    }
  }
  ASSERT_NE(state->outcome().kind, game::OutcomeKind::ongoing) << "no result in 400 plies";
  const int winner = state->outcome().winner;
  const std::string victory = winner == 0 ? "ATTACKER" : winner == 1 ? "DEFENDER" : "DRAW";
  EXPECT_EQ(last_result, winner == 0   ? "move-result 2"
                         : winner == 1 ? "move-result 3"
                                       : "move-result 4");
  for (TestClient* c : {&alice, &bob}) {
    EXPECT_EQ(c->next(), "victory " + victory);
    EXPECT_EQ(c->next(), "game-ended");
  }
  stop();  // the game was saved before the victory was sent; stopping flushes nothing more

  std::string error;
  auto store =
      AccountStore::open_or_error(dir_ / "accounts.sqlite", PasswordCost::minimum(), error);
  ASSERT_TRUE(store) << error;
  const auto rows = store->games("alice");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].plies, plies);
  EXPECT_EQ(rows[0].defender, "bob");
  otn::ReadOptions read;
  read.games = &registry_;
  const otn::ReadResult record = otn::read_otg_file(rows[0].record_path, read);
  EXPECT_TRUE(record.replayed);
  EXPECT_FALSE(record.diagnostics.has_errors());
  EXPECT_EQ(record.move_count, static_cast<std::size_t>(plies));
}

TEST_F(ServerTest, MovesOutOfTurnAndIllegalMovesAreRefused) {
  start();
  TestClient alice(port()), bob(port());
  login(alice, "alice", "a");
  login(bob, "bob", "b");
  alice.send(brandub_game(net::Side::attackers));
  alice.next();
  bob.send(net::JoinGame{kGameId, false, "none", false});
  bob.next();
  alice.next();  // start-game
  bob.next();
  alice.next();  // await-move attackers
  bob.send(net::MoveRecord{"d1-e1"});
  EXPECT_EQ(bob.next(), "move-result -1");
  alice.send(net::MoveRecord{"d1-d7"});  // through pieces
  EXPECT_EQ(alice.next(), "move-result -3");
  EXPECT_EQ(alice.next(), "await-move attackers");
  alice.send(net::MoveRecord{"d1-e1"});
  EXPECT_EQ(alice.next(), "move-result 0");
}

TEST_F(ServerTest, WrongPasswordAndDoubleLoginAreRefused) {
  start();
  {
    TestClient first(port());
    EXPECT_EQ(login(first, "alice", "right"), "success logged-in");
    TestClient twice(port());
    EXPECT_EQ(login(twice, "alice", "right"), "error invalid-login");
  }
  TestClient wrong(port());
  EXPECT_EQ(login(wrong, "alice", "wrong"), "error invalid-login");
  TestClient again(port());
  EXPECT_EQ(login(again, "alice", "right"), "success logged-in");
}

TEST_F(ServerTest, RestartingTheServerKeepsAccounts) {
  start();
  {
    TestClient c(port());
    EXPECT_EQ(login(c, "carol", "secret"), "success logged-in");
  }
  stop();
  start();
  TestClient wrong(port());
  EXPECT_EQ(login(wrong, "carol", "not-it"), "error invalid-login");
  TestClient right(port());
  EXPECT_EQ(login(right, "carol", "secret"), "success logged-in");
}

TEST_F(ServerTest, MalformedPacketsGetAnErrorAndOversizedOnesADisconnect) {
  start();
  TestClient c(port());
  c.send_line("no such packet");
  EXPECT_EQ(c.next(), "error unknown-error");
  c.send_line("login alice-without-quotes hash 7");
  EXPECT_EQ(c.next(), "error unknown-error");
  c.send_line("create-game " + std::string(kGameId));  // before logging in
  EXPECT_EQ(c.next(), "error unknown-error");
  EXPECT_EQ(login(c, "dave", "pw"), "success logged-in");  // still served
  net::CreateGame bad = brandub_game(net::Side::attackers);
  bad.rules = "dim:99 nonsense";
  c.send(bad);
  EXPECT_EQ(c.next(), "error bad-save");
  c.send_line("lobby-chat \"dave\" " + std::string(net::kMaxPacketBytes + 10, 'x'));
  EXPECT_EQ(c.next(), "error unknown-error");
  EXPECT_TRUE(c.closed_by_server());
  TestClient after(port());  // the server lives on
  EXPECT_EQ(login(after, "erin", "pw"), "success logged-in");
}

TEST_F(ServerTest, AClientThatDoesNotReadIsDroppedAndOthersAreServed) {
  options_.max_output_bytes = 64 * 1024;
  options_.max_lines_per_second = 100000;
  start();
  TestClient sleeper(port()), talker(port());
  EXPECT_EQ(login(sleeper, "sleeper", "pw"), "success logged-in");
  EXPECT_EQ(login(talker, "talker", "pw"), "success logged-in");
  // Enough lobby chat to fill the sleeper's socket buffers and its bounded queue. The
  // talker reads its own echoes as it goes, as a live client does.
  const std::string chat = "lobby-chat \"talker\" " + std::string(900, 'y');
  for (int i = 0; i < 4000; ++i) {
    talker.send_line(chat);
    ASSERT_TRUE(talker.next().has_value()) << "the talker was not served at line " << i;
  }
  EXPECT_TRUE(sleeper.closed_by_server());
}

}  // namespace
}  // namespace skald::server
