#pragma once

// The Amazons engine's benchmark lists (`skald bench`): the starts of the three board
// sizes searched to fixed depths in full moves. Their node counts join tafl's in the
// engine's signature (tests/bench/signature.txt). Amazons has no reference program's
// benchmark to compare with, so the reference list is empty.

#include "skald/game/game.h"

namespace skald::amazons {

game::BenchPlan amazons_bench_plan(game::BenchList list);

}  // namespace skald::amazons
