#pragma once

// The Octagon Theory's benchmark lists for `skald bench` (game::BenchPlan): the start of
// each named rule set for its player count, searched to a fixed depth.

#include "skald/game/game.h"

namespace skald::octagon {

game::BenchPlan octagon_bench_plan(int players, game::BenchList list);

}  // namespace skald::octagon
