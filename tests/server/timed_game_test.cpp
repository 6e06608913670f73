// Timed games, spectators and chat on skald server over loopback: clock updates as
// OpenTafl's server sends them, a flag fall that ends the game and is recorded, the history
// a spectator gets on joining a running game, and the moves and chat that reach it.
#include <string>

#include "formats/otn/reader.h"
#include "server/server_fixture.h"

namespace skald::server {
namespace {

using testing::brandub_game;
using testing::kBrandub;
using testing::kGameId;
using testing::play_two_moves;
using testing::ServerTest;
using testing::TestClient;

net::CreateGame timed_game(net::TimeSpec clock) {
  net::CreateGame game = brandub_game(net::Side::attackers);
  game.clock = clock;
  return game;
}

TEST_F(ServerTest, AFlagFallEndsTheGameForTheOtherSideAndTheRecordSaysSo) {
  start();
  TestClient alice(port()), bob(port());
  start_game(alice, bob, timed_game({400, 0, 0, 0}));
  EXPECT_EQ(alice.next(), "await-move attackers");
  // The attackers never move: their 0.4 s run out, the defenders win.
  for (TestClient* c : {&alice, &bob}) {
    EXPECT_EQ(c->next(), "victory DEFENDER");
    EXPECT_EQ(c->next(), "game-ended");
  }
  const auto rows = server_->accounts().games("alice");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].result, "defenders-win");
  EXPECT_EQ(rows[0].termination, "attackers ran out of time");
  otn::ReadOptions read;
  read.games = &registry_;
  const otn::ReadResult record = otn::read_otg_file(rows[0].record_path, read);
  EXPECT_FALSE(record.diagnostics.has_errors());
  const auto tag = [&](const std::string& key) {
    const record::Tag* t = record.record.find_tag(key);
    return t ? t->value : std::string("(none)");
  };
  EXPECT_EQ(tag("result"), "-1");
  EXPECT_EQ(tag("termination"), "attackers ran out of time");
  EXPECT_EQ(tag("time-control"), "0");
  EXPECT_EQ(tag("time-remaining"), "0, 0");
}

TEST_F(ServerTest, AMoveMadeAfterTheFlagFellLosesOnTime) {
  options_.clock_tick_ms = 60'000;  // only the move itself finds the flag down
  options_.lobby_update_ms = 0;
  start();
  TestClient alice(port()), bob(port());
  start_game(alice, bob, timed_game({200, 0, 0, 0}));
  EXPECT_EQ(alice.next(), "await-move attackers");
  std::this_thread::sleep_for(std::chrono::milliseconds(400));
  alice.send(net::MoveRecord{"d1-e1"});
  EXPECT_EQ(alice.next(), "victory DEFENDER");
  EXPECT_EQ(bob.next(), "victory DEFENDER");
  const auto rows = server_->accounts().games(std::nullopt);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].plies, 0);
  EXPECT_EQ(rows[0].termination, "attackers ran out of time");
}

TEST_F(ServerTest, ClocksGoOutAfterEveryMoveEverySecondAndWhenAsked) {
  options_.clock_update_ms = 300;
  start();
  TestClient alice(port()), bob(port());
  start_game(alice, bob, timed_game({60'000, 5'000, 2, 1'000}));
  alice.skip_clocks = false;
  // At the start: both clocks (the attackers' turn has begun: main plus increment), then
  // the attackers are asked to move.
  const auto first = alice.next();
  ASSERT_TRUE(first && first->starts_with("clock-update ")) << first.value_or("(nothing)");
  const auto parsed = net::parse_packet(*first);
  ASSERT_TRUE(parsed.packet);
  const auto& clocks = std::get<net::ClockUpdate>(*parsed.packet);
  EXPECT_LE(clocks.attackers.main_ms, 61'000);
  EXPECT_GT(clocks.attackers.main_ms, 59'000);
  EXPECT_EQ(clocks.defenders, (net::TimeSpec{60'000, 5'000, 2, 0}));
  EXPECT_EQ(alice.next(), "await-move attackers");
  // Periodic updates while the attackers think.
  EXPECT_TRUE(alice.next_starting("clock-update ").has_value());
  alice.send(net::ClockUpdateRequest{});
  EXPECT_TRUE(alice.next_starting("clock-update ").has_value());
  alice.send(net::MoveRecord{"d1-e1"});
  EXPECT_TRUE(alice.next_starting("move-result 0").has_value());
  EXPECT_EQ(bob.next(), "move-record d1-e1");  // the periodic clocks before it skipped
  bob.skip_clocks = false;
  const auto after = bob.next();
  ASSERT_TRUE(after && after->starts_with("clock-update ")) << after.value_or("(nothing)");
  EXPECT_EQ(bob.next(), "await-move defenders");
}

TEST_F(ServerTest, ASpectatorGetsTheHistoryThenEveryMoveAndTheChat) {
  start();
  TestClient alice(port()), bob(port()), carol(port());
  start_game(alice, bob, timed_game({60'000, 0, 0, 0}));
  EXPECT_EQ(alice.next(), "await-move attackers");
  play_two_moves(alice, bob);

  EXPECT_EQ(login(carol, "carol", "c-pw"), "success logged-in");
  carol.send(net::JoinGame{kGameId, true, "none", true});
  EXPECT_EQ(carol.next(), "success spectator");
  const auto start_line = carol.next().value_or("(nothing)");
  // The rules, then the history: board size, each move with its mover's time left.
  ASSERT_TRUE(start_line.starts_with("start-game " + std::string(kBrandub) + " history 7 d1-e1 "))
      << start_line;
  const auto parsed = net::parse_packet(start_line);
  ASSERT_TRUE(parsed.packet) << start_line;
  const auto& history = std::get<net::StartGame>(*parsed.packet).history;
  ASSERT_TRUE(history);
  ASSERT_EQ(history->moves.size(), 2u);
  EXPECT_EQ(history->moves[1].move, "c4-c1");
  EXPECT_GT(history->moves[1].time_left.main_ms, 50'000);
  carol.skip_clocks = false;
  EXPECT_TRUE(carol.next_starting("clock-update ").has_value());
  carol.skip_clocks = true;

  alice.send(net::MoveRecord{"d2-e2"});
  EXPECT_EQ(alice.next(), "move-result 0");
  EXPECT_EQ(carol.next(), "move-record d2-e2");

  alice.send(net::GameChat{"alice", "good luck"});
  for (TestClient* c : {&alice, &bob, &carol})
    EXPECT_EQ(c->next_starting("game-chat "), "game-chat \"alice\" good luck");
  carol.send(net::GameChat{"someone-else", "nice move"});  // the sender is who logged in
  for (TestClient* c : {&alice, &bob, &carol})
    EXPECT_EQ(c->next_starting("game-chat "), "game-chat \"carol\" nice move");

  carol.send(net::LobbyChat{"carol", "hello lobby"});
  for (TestClient* c : {&alice, &bob, &carol})
    EXPECT_EQ(c->next_starting("lobby-chat \"carol\""), "lobby-chat \"carol\" hello lobby");
}

}  // namespace
}  // namespace skald::server
