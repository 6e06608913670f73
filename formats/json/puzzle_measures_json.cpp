#include "formats/json/puzzle_measures_json.h"

#include <fmt/core.h>

#include <cmath>

namespace skald::json {

nlohmann::json puzzle_measures_json(const puzzle::PuzzleMeasures& m) {
  if (!m.measured) return {{"error", m.error}};
  nlohmann::json ladder = nlohmann::json::array();
  for (const puzzle::LadderStep& step : m.ladder.steps)
    ladder.push_back({{"depth", step.depth}, {"best", step.best_move}, {"nodes", step.nodes}});
  nlohmann::json j = {{"ladder", ladder},
                      {"found_depth", m.ladder.found_depth},
                      {"found_nodes", m.ladder.found_nodes},
                      {"shallow_depth", m.shallow_depth},
                      {"defences", m.defences},
                      {"moves", m.moves},
                      {"undeclared_duals", m.undeclared_duals},
                      {"broken_rules", m.broken_rules},
                      {"grade", puzzle::grade_name(m.grade)},
                      {"grade_score", std::round(m.grade_score * 100) / 100},
                      {"themes", m.themes}};
  if (!m.duplicate_of.empty())
    j["duplicate_of"] = {{"file", m.duplicate_of}, {"reason", m.duplicate_reason}};
  return j;
}

std::vector<std::string> puzzle_measures_lines(const puzzle::PuzzleMeasures& m) {
  if (!m.measured) return {};
  std::vector<std::string> lines;
  lines.push_back(
      m.ladder.found_depth > 0
          ? fmt::format("the engine plays the first move at depth {} ({} nodes); {} defences",
                        m.ladder.found_depth, m.ladder.found_nodes, m.defences)
          : fmt::format("the engine does not play the first move within depth {}; {} defences",
                        m.ladder.steps.empty() ? 0 : m.ladder.steps.back().depth, m.defences));
  lines.push_back(
      fmt::format("grade: {} (score {:.2f})", puzzle::grade_name(m.grade), m.grade_score));
  std::string broken;
  for (const std::string& rule : m.broken_rules)
    broken += (broken.empty() ? "" : ", ") + rule;
  if (!m.duplicate_of.empty())
    lines.push_back("repeats " + m.duplicate_of + ": " + m.duplicate_reason);
  lines.push_back("quality rules broken: " + (broken.empty() ? std::string("none") : broken));
  return lines;
}

}  // namespace skald::json
