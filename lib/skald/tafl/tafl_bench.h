#pragma once

// The tafl engine's benchmark lists (`skald bench`). The signature list's total node count
// is the engine's signature (tests/bench/signature.txt): any functional change to search,
// move generation or evaluation changes it. The reference list is OpenTafl's own engine
// benchmark, searched with extensions off as OpenTafl has none.

#include "skald/game/game.h"

namespace skald::tafl {

game::BenchPlan tafl_bench_plan(game::BenchList list);

}  // namespace skald::tafl
