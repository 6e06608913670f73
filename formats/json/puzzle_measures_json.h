#pragma once

// A puzzle's measures (lib/skald/puzzle/puzzle_measures.h) as `puzzle check --json` adds
// them to its report: the search ladder, defences, length, the quality rules it breaks,
// the grade and the themes (formats/json/README.md).

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "skald/puzzle/puzzle_measures.h"

namespace skald::json {

/// {"ladder":[...],"found_depth","found_nodes","defences","moves","undeclared_duals",
///  "broken_rules","grade","grade_score","themes"}, or {"error"} when not measured.
nlohmann::json puzzle_measures_json(const puzzle::PuzzleMeasures& measures);

/// The measures in plain words, for `puzzle check` without --json: one line for the
/// ladder and defences, one for the rules broken (none when measures.measured is false).
std::vector<std::string> puzzle_measures_lines(const puzzle::PuzzleMeasures& measures);

}  // namespace skald::json
