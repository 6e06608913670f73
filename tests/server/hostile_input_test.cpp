// What a hostile or careless client cannot do to skald server: join a full game or a
// password-protected one without its password, guess passwords faster than the limit per
// address allows, or flood the server with lines. Each gets an error or a disconnect, and
// the server serves the others on.
#include <string>

#include "server/server_fixture.h"

namespace skald::server {
namespace {

using testing::brandub_game;
using testing::kGameId;
using testing::ServerTest;
using testing::TestClient;

TEST_F(ServerTest, AFullGameCannotBeJoinedButCanBeWatched) {
  start();
  TestClient alice(port()), bob(port()), mallory(port());
  start_game(alice, bob, brandub_game(net::Side::attackers));
  EXPECT_EQ(login(mallory, "mallory", "m"), "success logged-in");
  mallory.send(net::JoinGame{kGameId, false, "none", false});
  EXPECT_EQ(mallory.next(), "error game-full");
  mallory.send(net::JoinGame{"00000000-0000-0000-0000-000000000000", false, "none", false});
  EXPECT_EQ(mallory.next(), "error game-canceled");
  mallory.send(net::MoveRecord{"d1-e1"});  // not in the game: not read, as OpenTafl
  mallory.send(net::JoinGame{kGameId, true, "none", true});
  EXPECT_EQ(mallory.next(), "success spectator");
  mallory.send(net::MoveRecord{"d1-e1"});  // a spectator's move is out of turn
  EXPECT_EQ(mallory.next_starting("move-result"), "move-result -1");
}

TEST_F(ServerTest, APasswordProtectedGameNeedsItsPassword) {
  start();
  TestClient alice(port()), bob(port()), mallory(port());
  EXPECT_EQ(login(alice, "alice", "a"), "success logged-in");
  EXPECT_EQ(login(bob, "bob", "b"), "success logged-in");
  EXPECT_EQ(login(mallory, "mallory", "m"), "success logged-in");
  net::CreateGame game = brandub_game(net::Side::defenders);
  game.password_hash = net::game_password_hash("open sesame");
  alice.send(game);
  EXPECT_EQ(alice.next(), "success defenders");
  mallory.send(net::JoinGame{kGameId, false, "none", false});
  EXPECT_EQ(mallory.next(), "error invalid-game-password");
  mallory.send(net::JoinGame{kGameId, false, net::game_password_hash("guess"), false});
  EXPECT_EQ(mallory.next(), "error invalid-game-password");
  mallory.send(net::JoinGame{kGameId, true, "none", true});  // nor watched
  EXPECT_EQ(mallory.next(), "error invalid-game-password");
  bob.send(net::JoinGame{kGameId, false, net::game_password_hash("open sesame"), false});
  EXPECT_EQ(bob.next(), "success attackers");
}

TEST_F(ServerTest, LoginAttemptsPerAddressAreLimited) {
  options_.max_logins_per_minute_per_address = 3;
  start();
  for (int i = 0; i < 3; ++i) {
    TestClient guess(port());
    login(guess, "victim", "guess-" + std::to_string(i));  // the first registers victim
  }
  // Over the limit, even the right password is refused (for the rest of the minute).
  TestClient right(port());
  EXPECT_EQ(login(right, "victim", "guess-0"), "error invalid-login");
}

TEST_F(ServerTest, AFloodOfLinesIsDisconnectedAndOthersAreServed) {
  options_.max_lines_per_second = 50;
  start();
  TestClient flood(port()), quiet(port());
  EXPECT_EQ(login(flood, "flood", "f"), "success logged-in");
  std::string burst;
  for (int i = 0; i < 500; ++i)
    burst += "client-list\n";
  flood.send_line(burst);
  EXPECT_TRUE(flood.closed_by_server());
  EXPECT_EQ(login(quiet, "quiet", "q"), "success logged-in");
}

TEST_F(ServerTest, AnEndlessLineWithoutALineEndIsDisconnected) {
  start();
  TestClient c(port());
  c.send_bytes(std::string(net::kMaxPacketBytes + 4096, 'z'));  // and no newline
  EXPECT_EQ(c.next(), "error unknown-error");
  EXPECT_TRUE(c.closed_by_server());
}

}  // namespace
}  // namespace skald::server
