// The studio's analysers made ahead of time (tools/skald/studio/analyser_pool.h): what is
// taken is an analyser of the game asked for, configured for its use; takes from several
// threads at once, with spares being made meanwhile, each get their own; a pool destroyed
// while it makes spares waits for them.
#include "tools/skald/studio/analyser_pool.h"

#include <gtest/gtest.h>

#include <set>
#include <thread>

#include "every_game.h"

namespace skald::studio {
namespace {

constexpr char kBrandubRecord[] =
    "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

class AnalyserPoolTest : public ::testing::Test {
 protected:
  void SetUp() override {
    testing::add_every_game(games_);
    game_ = games_.game_for_rules_or_null(kBrandubRecord);
    ASSERT_NE(game_, nullptr);
    Diagnostics diagnostics;
    state_ = game_->start_state(kBrandubRecord, std::nullopt, diagnostics);
    ASSERT_NE(state_, nullptr);
  }
  game::GameRegistry games_;
  const game::Game* game_ = nullptr;
  std::unique_ptr<game::GameState> state_;
};

TEST_F(AnalyserPoolTest, WhatIsTakenAnalysesTheGameAskedFor) {
  AnalyserPool pool;
  pool.prepare(*game_);
  for (const AnalyserPool::Use use : {AnalyserPool::Use::search, AnalyserPool::Use::text}) {
    std::unique_ptr<game::Analyser> analyser = pool.take(*game_, use);
    ASSERT_NE(analyser, nullptr);
    game::AnalysisLimits limits;
    limits.depth = 2;
    const game::Analysis analysis = analyser->analyse(*state_, limits);
    EXPECT_TRUE(analysis.error.empty()) << analysis.error;
    EXPECT_FALSE(analysis.pv.empty());
  }
}

TEST_F(AnalyserPoolTest, TakesFromSeveralThreadsEachGetTheirOwn) {
  AnalyserPool pool;
  pool.prepare(*game_);
  std::vector<std::unique_ptr<game::Analyser>> taken(6);
  {
    std::vector<std::jthread> threads;
    for (std::size_t i = 0; i < taken.size(); ++i)
      threads.emplace_back([&, i] {
        taken[i] = pool.take(*game_, i % 2 ? AnalyserPool::Use::text : AnalyserPool::Use::search);
      });
  }
  std::set<const game::Analyser*> distinct;
  for (const auto& analyser : taken) {
    ASSERT_NE(analyser, nullptr);
    distinct.insert(analyser.get());
  }
  EXPECT_EQ(distinct.size(), taken.size());
}

TEST_F(AnalyserPoolTest, APoolDestroyedWhileMakingWaitsForItsMakers) {
  AnalyserPool pool;
  for (const game::Game* game : games_.games())
    pool.prepare(*game);
}

}  // namespace
}  // namespace skald::studio
