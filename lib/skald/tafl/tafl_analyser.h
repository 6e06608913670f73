#pragma once

// The tafl analyser behind game::Analyser: engine::Search over TaflSearchGame, with moves
// written in OTN and values in taflmen (a man's worth of material, the evaluation's unit
// divided by 100). TaflGame::make_analyser() makes it.

#include <memory>

#include "skald/game/analyser.h"

namespace skald::tafl {

std::unique_ptr<game::Analyser> make_tafl_analyser();

}  // namespace skald::tafl
