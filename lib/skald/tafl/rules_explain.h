#pragma once

// The rules of a TaflRules in plain English, for `skald rules explain` and for people who
// want to check what a rules string really says: one short line per rule (board, pieces,
// who moves first, how the king wins and is captured, jumps, special squares, shieldwall,
// edge forts, berserk, repetition, speed limits, keys skald does not know).

#include <string>

#include "skald/tafl/rules.h"

namespace skald::tafl {

/// One line per rule, each ending in '\n'.
std::string explain_rules(const TaflRules& rules);

}  // namespace skald::tafl
