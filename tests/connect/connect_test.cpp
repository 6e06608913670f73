// skald connect (tools/skald/connect/network_player.h) against skald server over loopback:
// two engines log in, one hosts a timed game, the other joins it, they play it to the end,
// and the records both save are the bytes the server saved.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "skald/game/registry.h"
#include "skald/tafl/tafl_game.h"
#include "tools/skald/connect/network_player.h"
#include "tools/skald/server/game_archive.h"
#include "tools/skald/server/net_server.h"

namespace skald::connect {
namespace {

const char* const kBrandub =
    "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

std::string file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

class ConnectTest : public ::testing::Test {
 protected:
  void SetUp() override {
    registry_.add(tafl::make_tafl_game());
    dir_ = std::filesystem::temp_directory_path() /
           ("skald-connect-test-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    server::ServerOptions options;
    options.port = 0;
    options.data_dir = dir_;
    options.password_cost = server::PasswordCost::minimum();
    std::string error;
    server_ = server::NetServer::start_or_error(options, registry_, error);
    ASSERT_TRUE(server_) << error;
    thread_ = std::thread([this] { server_->run(); });
  }
  void TearDown() override {
    if (server_) {
      server_->stop();
      thread_.join();
    }
    std::filesystem::remove_all(dir_);
  }
  ConnectOptions player(const std::string& name) const {
    ConnectOptions o;
    o.port = server_->port();
    o.username = name;
    o.password = name + "-password";
    o.engine.depth = 2;  // fast and the same every time
    o.wait_for_game = std::chrono::milliseconds(10'000);
    o.silence_limit = std::chrono::milliseconds(20'000);
    return o;
  }

  game::GameRegistry registry_;
  std::filesystem::path dir_;
  std::unique_ptr<server::NetServer> server_;
  std::thread thread_;
};

TEST_F(ConnectTest, TwoEnginesPlayATimedGameToTheEndAndSaveTheServersRecord) {
  ConnectOptions host = player("host-bot");
  host.choice = GameChoice::create;
  host.rules = kBrandub;
  host.clock = {120'000, 5'000, 3, 1'000};
  host.side = net::Side::defenders;
  ConnectOptions guest = player("guest-bot");
  guest.choice = GameChoice::join;
  guest.opponent = "host-bot";

  ConnectResult hosted, joined;
  std::thread host_thread([&] { hosted = play_network_game(host, registry_); });
  std::thread guest_thread([&] { joined = play_network_game(guest, registry_); });
  host_thread.join();
  guest_thread.join();
  ASSERT_TRUE(hosted.ok()) << hosted.error;
  ASSERT_TRUE(joined.ok()) << joined.error;
  EXPECT_EQ(hosted.side, net::Side::defenders);
  EXPECT_EQ(joined.side, net::Side::attackers);
  EXPECT_FALSE(hosted.game->moves.empty());
  EXPECT_EQ(hosted.game->moves, joined.game->moves);

  const auto rows = server_->accounts().games("host-bot");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].attacker, "guest-bot");
  EXPECT_EQ(rows[0].defender, "host-bot");
  EXPECT_EQ(rows[0].plies, static_cast<int>(hosted.game->moves.size()));
  const std::string saved = file_text(rows[0].record_path);
  EXPECT_EQ(server::finished_game_otg(*hosted.game), saved);
  EXPECT_EQ(server::finished_game_otg(*joined.game), saved);
}

TEST_F(ConnectTest, AWrongPasswordOrNoGameToJoinIsAnErrorNotAHang) {
  ConnectOptions first = player("someone");
  first.choice = GameChoice::join;
  first.wait_for_game = std::chrono::milliseconds(600);
  const ConnectResult none = play_network_game(first, registry_);
  EXPECT_FALSE(none.ok());
  EXPECT_EQ(none.error, "no open game to join within the wait");
  ConnectOptions wrong = first;
  wrong.password = "not-the-password";
  const ConnectResult refused = play_network_game(wrong, registry_);
  EXPECT_EQ(refused.error, "login refused: invalid-login");
  ConnectOptions nowhere = first;
  nowhere.port = 1;  // nothing listens there
  EXPECT_FALSE(play_network_game(nowhere, registry_).ok());
}

TEST(RandomUuidTest, IsAVersionFourUuid) {
  const std::string a = random_uuid(), b = random_uuid();
  EXPECT_EQ(a.size(), 36u);
  EXPECT_EQ(a[14], '4');
  EXPECT_NE(a, b);
}

}  // namespace
}  // namespace skald::connect
