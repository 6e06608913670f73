#pragma once

// A puzzle check's report (lib/skald/puzzle/puzzle_check.h) for people and programs, the
// same wherever it is shown: `skald puzzle check` (text and --json) and skald studio.

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "skald/puzzle/puzzle_check.h"

namespace skald::json {

/// The report as `puzzle check --json` writes it (formats/json/README.md): verdict, mode,
/// goal, proof, the record's move, winning first moves, cooks, refutation, duals, the
/// record's wrong lines and missing defences, nodes and seconds.
nlohmann::json puzzle_report_json(const std::string& file, const puzzle::PuzzleReport& report);

/// The report in plain words: the verdict line ("sound: attackers win in 3 (puzzle-goal
/// tag, start; loose puzzle)" or "error: ...") and then one line per fact (the proof, the
/// record's move, cooks, refutation, wrong lines, missing defences, duals, the effort).
std::vector<std::string> puzzle_report_lines(const puzzle::PuzzleReport& report);

}  // namespace skald::json
