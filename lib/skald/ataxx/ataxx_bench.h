#pragma once

// The searches `skald bench` runs for Ataxx and Spot (game::Game::bench_plan): starts of
// the game's own variants (AtaxxGame::variants) to fixed depths.

#include "skald/game/game.h"

namespace skald::ataxx {

game::BenchPlan ataxx_bench_plan(int players, game::BenchList list);

}  // namespace skald::ataxx
