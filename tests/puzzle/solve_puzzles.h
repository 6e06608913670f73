#pragma once

// The puzzle records the solve tests play: through the library
// (tests/puzzle/solve_session_test.cpp) and through `skald solve` (tests/cli/solve_*).

#include <string>

namespace skald::puzzle_test {

/// Brandub, the defenders first: the king on c3, an attacker on d7; the defenders win in
/// two (c3-c1, then a free corner; several first moves win). The record's lines: 1a Kc3-c1,
/// 1b d7-d1, 2a Kc1-a1, and the variation 1b.1.1b d7-b7 Kc1-g1. The start comment hides a
/// hint. `rank2`: rank 2 of the position (an attacker on b2 makes c3-c2 lose the king).
inline std::string king_runs_puzzle(const std::string& mode, const std::string& rank2 = "7") {
  return "[rules:dim:7 name:Brandub atkf:n ks:n cenhe: cenh: "
         "start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n"
         "[position:/7/" +
         rank2 + "/2K4/7/7/7/3t3/]\n[puzzle-mode:" + mode +
         "]\n[puzzle-start:1a]\n[puzzle-goal:defenders win in 2]\n"
         "[start-comment:The king runs. (hint: look at the first rank)]\n\n"
         "1. Kc3-c1 d7-d1\n[Good. (hint: two corners)|]\n"
         "2. Kc1-a1\n"
         "1b.1.1b. d7-b7 Kc1-g1\n";
}

/// The same run behind a three-move prologue: the attackers first, 1. d7-d6 Kc3-c2
/// 2. d6-d7; the puzzle is the position after 2a (the king on c2).
inline constexpr const char* kProloguePuzzle =
    "[rules:dim:7 name:Brandub ks:n cenhe: cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n"
    "[position:/7/7/2K4/7/7/7/3t3/]\n[puzzle-mode:loose]\n[puzzle-prestart:1a]\n"
    "[puzzle-start:2a]\n[puzzle-goal:defenders win in 2]\n\n"
    "1. d7-d6 Kc3-c2\n2. d6-d7 Kc2-c1\n3. d7-d1 Kc1-a1\n";

}  // namespace skald::puzzle_test
