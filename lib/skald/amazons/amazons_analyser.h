#pragma once

// The Amazons analyser behind game::Analyser: engine::Search and engine::ProofSearch over
// AmazonsSearchGame (half-moves: the amazon's move, then its arrow), with lines paired back
// into full moves as records write them (`d1-d6/g9`) and values in squares of territory.
// Depths and plies the analyser takes and reports are full moves; the search's are halves.
// Multi-PV lines differ in their first amazon move (the root's choices are amazon moves).
// AmazonsGame::make_analyser() makes it.

#include <memory>

#include "skald/game/analyser.h"

namespace skald::amazons {

std::unique_ptr<game::Analyser> make_amazons_analyser();

}  // namespace skald::amazons
