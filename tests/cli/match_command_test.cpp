// `skald match` end to end: two skald engines play a short match with records and JSON
// results; every record validates and says who played, the result and why; bad engine
// specifications and options are refused with a message.

#include <gtest/gtest.h>

#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "cli/skald_run.h"
#include "sanitized.h"

namespace skald::cli_test {
namespace {

namespace fs = std::filesystem;

class MatchCommandTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("skald_match_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

TEST_F(MatchCommandTest, PlaysRecordsAndRatesAShortMatch) {
  // Engines at fixed depths; the clock is generous so that a slow build (ASan) on a busy
  // machine does not lose a game on time (a lost brandub position at depth 3 costs 0.4M
  // nodes since quiescence answers threats).
  const SkaldRun r = run_skald(
      "match --variant brandub --engine skald,depth=1,name=shallow --engine "
      "skald,depth=3,name=deep "
      "--games 4 --random-plies 2 --max-plies 80 --concurrency 2 --move-time 20000 -o games "
      "--json results.json",
      dir_);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("shallow vs deep: 4 games"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Elo difference:"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("game 4/4:"), std::string::npos) << r.err;
  const nlohmann::json j = nlohmann::json::parse(read_whole_file(dir_ / "results.json"));
  ASSERT_EQ(j["games"].size(), 4u);
  EXPECT_EQ(j["wins"].get<int>() + j["draws"].get<int>() + j["losses"].get<int>(), 4);
  for (int i = 1; i <= 4; ++i) {
    const fs::path game = dir_ / "games" / ("game-000" + std::to_string(i) + ".otg");
    const std::string text = read_whole_file(game);
    // Colours swap within a pair: the first player attacks in odd rounds.
    const std::string attackers = i % 2 == 1 ? "shallow" : "deep";
    EXPECT_NE(text.find("[attackers:" + attackers + "]"), std::string::npos) << text;
    EXPECT_NE(text.find("[termination:"), std::string::npos) << text;
    EXPECT_NE(text.find("[opening:random "), std::string::npos) << text;
    const SkaldRun v = run_skald("validate " + game.string(), dir_);
    EXPECT_EQ(v.status, 0) << v.out << v.err;
  }
  // The same match again plays the same games (each engine's search is deterministic).
  const SkaldRun again = run_skald(
      "match --variant brandub --engine skald,depth=1,name=shallow --engine "
      "skald,depth=3,name=deep "
      "--games 4 --random-plies 2 --max-plies 80 --move-time 20000 -o games2",
      dir_);
  ASSERT_EQ(again.status, 0) << again.err;
  for (int i = 1; i <= 4; ++i) {
    const std::string name = "game-000" + std::to_string(i) + ".otg";
    EXPECT_EQ(read_whole_file(dir_ / "games" / name), read_whole_file(dir_ / "games2" / name));
  }
}

// --balanced keeps the random openings a fixed-node search values near the start position:
// analysed the same way, each game's position after the opening (node 1b, the two random
// plies, the attackers to move again) is within the window of the start's (node 0a); the
// default seeds' first pairs are not all kept (seed 1, valued 0.7 below the start, is not).
TEST_F(MatchCommandTest, BalancedOpeningsAreNearTheStart) {
  // Each opening drawn costs a 300,000-node search: under the sanitizers one pair.
  const int games = testing::sample_size(6, 2);
  const SkaldRun r = run_skald(
      "match --variant brandub --engine skald,depth=1 --engine skald,depth=1 --games " +
          std::to_string(games) + " --random-plies 2 --balanced 0.3 --max-plies 4 -o games",
      dir_);
  ASSERT_EQ(r.status, 0) << r.err;
  std::set<std::string> seeds;
  // Each game's values cost two searches; under the sanitizers one game is valued.
  const int valued = testing::sample_size(6, 1);
  for (int i = 1; i <= games; ++i) {
    const fs::path game = dir_ / "games" / ("game-000" + std::to_string(i) + ".otg");
    const std::string text = read_whole_file(game);
    const std::size_t at = text.find("[opening:random ");
    ASSERT_NE(at, std::string::npos) << text;
    seeds.insert(text.substr(at, text.find(']', at) - at));
    const auto value_at = [&](const std::string& at) {
      const SkaldRun a =
          run_skald("analyse " + game.string() + " --at " + at + " --nodes 300000", dir_);
      EXPECT_EQ(a.status, 0) << a.err;
      const nlohmann::json j = nlohmann::json::parse(a.out.substr(0, a.out.find('\n')));
      EXPECT_TRUE(j["score"].contains("value")) << a.out;
      return j["score"].value("value", 100.0);
    };
    if (i <= valued) {
      EXPECT_LE(std::abs(value_at("1b") - value_at("0a")), 0.3 + 1e-9) << game;
    }
  }
  EXPECT_EQ(seeds.size(), static_cast<std::size_t>(games / 2));
  EXPECT_EQ(seeds.count("[opening:random 1"), 0u) << "seed 1 is a balanced opening after all";
  const SkaldRun bad =
      run_skald("match --variant brandub --engine skald --engine skald --balanced 0.5 -o x", dir_);
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("give --random-plies"), std::string::npos) << bad.err;
}

// Two fixed-depth engines on one thread with no openings play the same two games in every
// pair: said before the match, and the distinct games counted after it.
TEST_F(MatchCommandTest, DeterministicEnginesWithoutOpeningsAreWarnedAndCounted) {
  const SkaldRun r = run_skald(
      "match --variant brandub --engine skald,depth=1 --engine skald,depth=2 --games 6 "
      "--max-plies 12 --json results.json",
      dir_);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("warning: both engines play the same moves every time"), std::string::npos)
      << r.err;
  EXPECT_NE(r.out.find("distinct games: 2 of 6"), std::string::npos) << r.out;
  const nlohmann::json j = nlohmann::json::parse(read_whole_file(dir_ / "results.json"));
  EXPECT_EQ(j["distinct_games"], 2);
  // Random openings make the pairs differ: no warning.
  const SkaldRun opened = run_skald(
      "match --variant brandub --engine skald,depth=1 --engine skald,depth=2 --games 4 "
      "--random-plies 2 --max-plies 12",
      dir_);
  ASSERT_EQ(opened.status, 0) << opened.err;
  EXPECT_EQ(opened.err.find("warning:"), std::string::npos) << opened.err;
  EXPECT_EQ(opened.out.find("distinct games"), std::string::npos) << opened.out;
}

// An engine held to a fixed depth takes what the depth costs: no clock, so a millisecond a
// move on a busy machine loses it nothing.
TEST_F(MatchCommandTest, AFixedDepthEngineIsNotTimed) {
  const SkaldRun r = run_skald(
      "match --variant brandub --engine skald,depth=4 --engine skald,depth=4 --games 2 "
      "--random-plies 2 --max-plies 16 --move-time 1 --time-margin 0",
      dir_);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err.find("lost on time"), std::string::npos) << r.err;
}

// The start-up limit of an external engine is a setting: one that never says hello forfeits
// after it, with the limit in the reason.
TEST_F(MatchCommandTest, TheEngineStartUpLimitIsASetting) {
  const SkaldRun r = run_skald(
      "match --variant brandub --engine 'otep,startup=300,name=mute:sleep 5' --engine "
      "skald,depth=1 --games 2 -o games",
      dir_);
  EXPECT_NE(r.err.find("mute cannot start: no hello within 0.3 s"), std::string::npos) << r.err;
}

TEST_F(MatchCommandTest, RefusesWhatItCannotUse) {
  SkaldRun r = run_skald("match --variant brandub --engine skald", dir_);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("give two --engine options (got 1)"), std::string::npos) << r.err;
  r = run_skald("match --variant brandub --engine skald,depht=3 --engine skald", dir_);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("unknown setting `depht` for skald"), std::string::npos) << r.err;
  r = run_skald("match --variant brandub --engine skald,contempt=much --engine skald", dir_);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(
      r.err.find("contempt: expected a contempt in the game's unit from -100 to 100, got much"),
      std::string::npos)
      << r.err;
  r = run_skald("match --variant brandub --engine otep --engine skald", dir_);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("give the command after `otep:`"), std::string::npos) << r.err;
  r = run_skald("match --variant brandub --engine skald --engine skald --time-control soon", dir_);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("expected BASE[+INC] in seconds"), std::string::npos) << r.err;
  r = run_skald("match --variant brandub --engine skald --engine skald --sprt 5 0 0.05 0.05", dir_);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("--sprt: ELO0 (5) must be below ELO1 (0)"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace skald::cli_test
