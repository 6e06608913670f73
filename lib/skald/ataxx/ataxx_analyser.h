#pragma once

// The engine behind Ataxx and Spot (game::Analyser): two players through skald's
// alpha-beta search (engine/search.h) and its proof search; three or four through the
// N-player search (engine/multi_player_search.h), hypermax or paranoid as
// AnalyserSettings::multi_player says. Scores are in stones (the evaluation counts in
// hundredths): with N players, a player's utility divided by N - 1, its worth minus the
// average of the others'.

#include <memory>

#include "skald/game/analyser.h"

namespace skald::ataxx {

std::unique_ptr<game::Analyser> make_ataxx_analyser();

}  // namespace skald::ataxx
