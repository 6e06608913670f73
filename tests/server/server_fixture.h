#pragma once

// The server tests' fixture: a NetServer on a port the system picks, in a fresh data
// folder, with the cheapest password hash; scripted clients (test_client.h) talk to it.

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <thread>

#include "formats/net/client_password.h"
#include "server/test_client.h"
#include "skald/game/registry.h"
#include "skald/tafl/tafl_game.h"
#include "tools/skald/server/net_server.h"

namespace skald::server::testing {

inline const char* const kBrandub =
    "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
inline const char* const kGameId = "0f8fad5b-d9cb-469f-a165-70867728950e";

class ServerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    registry_.add(tafl::make_tafl_game());
    dir_ = std::filesystem::temp_directory_path() /
           ("skald-server-test-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    options_.port = 0;
    options_.data_dir = dir_;
    options_.password_cost = PasswordCost::minimum();
    options_.lobby_update_ms = 200;  // exercise the periodic lists the clients skip
  }
  void TearDown() override {
    stop();
    std::filesystem::remove_all(dir_);
  }
  void start() {
    std::string error;
    server_ = NetServer::start_or_error(options_, registry_, error);
    ASSERT_TRUE(server_) << error;
    thread_ = std::thread([this] { server_->run(); });
  }
  void stop() {
    if (!server_) return;
    server_->stop();
    thread_.join();
    server_.reset();
  }
  int port() const { return server_->port(); }

  /// Logs `name` in; the server's answer line.
  static std::string login(TestClient& c, const std::string& name, const std::string& password) {
    c.send(net::Login{name, net::login_password_hash(name, password), net::kProtocolVersion});
    return c.next().value_or("(nothing)");
  }

  /// Logs both in, `host` creates `game` (as attackers), `guest` joins; returns after
  /// both read start-game, before the attackers' await-move.
  static void start_game(TestClient& host, TestClient& guest, const net::CreateGame& game) {
    EXPECT_EQ(login(host, "alice", "a-pw"), "success logged-in");
    EXPECT_EQ(login(guest, "bob", "b-pw"), "success logged-in");
    host.send(game);
    EXPECT_EQ(host.next(), "success attackers");
    guest.send(net::JoinGame{game.uuid, false, "none", false});
    EXPECT_EQ(guest.next(), "success defenders");
    EXPECT_EQ(host.next(), "start-game " + game.rules);
    EXPECT_EQ(guest.next(), "start-game " + game.rules);
  }

  game::GameRegistry registry_;
  std::filesystem::path dir_;
  ServerOptions options_;
  std::unique_ptr<NetServer> server_;
  std::thread thread_;
};

inline net::CreateGame brandub_game(net::Side side) {
  net::CreateGame p;
  p.uuid = kGameId;
  p.side = side;
  p.clock = {300000, 15000, 3, 0};
  p.rules = kBrandub;
  return p;
}

}  // namespace skald::server::testing
