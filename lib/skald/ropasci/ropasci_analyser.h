#pragma once

// The game::Analyser of RoPaSci 360 over engine::SimultaneousSearch (search_game.h): by
// default each turn's matrix of joint actions is solved as a zero-sum game, giving each
// side a mixed strategy over its most promising actions (AnalyserSettings::simultaneous:
// matrix), or the seed's averaging (averaging). The move it names joins one action of
// each side, drawn from their strategies by a generator seeded with
// AnalyserSettings::seed and the position, so the same seed, position and limits give the
// same move. Scores are Upper's, in tokens. Without a limit it searches two turns deep;
// a depth limit beyond three turns is cut to three (a fourth turn costs some fifteen
// seconds), and time or node limits stop the deepening at three turns too.

#include <memory>

#include "skald/game/analyser.h"

namespace skald::ropasci {

std::unique_ptr<game::Analyser> make_ropasci_analyser();

}  // namespace skald::ropasci
