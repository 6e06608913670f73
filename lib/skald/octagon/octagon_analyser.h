#pragma once

// The game::Analyser of The Octagon Theory: two players through skald's alpha-beta search
// (engine/search.h) and its proof search, three and four through the N-player searches
// (engine/multi_player_search.h: hypermax, paranoid or max-n), all over
// OctagonSearchGame (search_game.h). Scores in pieces; the evaluation's terms from
// evaluation.h.

#include <memory>

#include "skald/game/analyser.h"

namespace skald::octagon {

std::unique_ptr<game::Analyser> make_octagon_analyser();

}  // namespace skald::octagon
