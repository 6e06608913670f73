#include "formats/json/puzzle_report_json.h"

#include <fmt/core.h>

namespace skald::json {
namespace {

std::string joined(const std::vector<std::string>& moves, const char* separator = " ") {
  std::string out;
  for (const std::string& m : moves)
    out += (out.empty() ? "" : separator) + m;
  return out;
}

const char* status_name(game::ProofStatus status) {
  switch (status) {
    case game::ProofStatus::proven:
      return "proven";
    case game::ProofStatus::disproven:
      return "disproven";
    case game::ProofStatus::unknown:
      return "unknown";
  }
  return "unknown";
}

nlohmann::json problems_json(const std::vector<puzzle::LineProblem>& problems) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& p : problems)
    out.push_back({{"address", p.address}, {"text", p.text}});
  return out;
}

}  // namespace

nlohmann::json puzzle_report_json(const std::string& file, const puzzle::PuzzleReport& r) {
  nlohmann::json j = {{"file", file}, {"verdict", puzzle::verdict_name(r.verdict)}};
  if (r.verdict == puzzle::Verdict::error) {
    j["error"] = r.error;
    return j;
  }
  nlohmann::json firsts = nlohmann::json::array();
  for (const auto& m : r.winning_first_moves)
    firsts.push_back({{"move", m.move}, {"moves", m.moves}});
  j.update({{"mode", record::puzzle_mode_name(r.mode)},
            {"goal", r.goal_text},
            {"goal_source", r.goal_source},
            {"position", r.position},
            {"proof",
             {{"status", status_name(r.proof.status)},
              {"moves", r.proof.moves},
              {"shortest", r.proof.shortest},
              {"line", r.proof.line}}},
            {"intended", r.intended},
            {"winning_first_moves", firsts},
            {"cooks", r.cooks},
            {"refutation", r.refutation},
            {"refutation_text", r.refutation_text},
            {"duals", problems_json(r.duals)},
            {"line_problems", problems_json(r.line_problems)},
            {"missing_defences", problems_json(r.missing_defences)},
            {"nodes", r.nodes},
            {"seconds", static_cast<double>(r.elapsed.count()) / 1e6}});
  return j;
}

std::vector<std::string> puzzle_report_lines(const puzzle::PuzzleReport& r) {
  if (r.verdict == puzzle::Verdict::error) return {"error: " + r.error};
  std::vector<std::string> lines;
  lines.push_back(fmt::format("{}: {} ({}, {}; {} puzzle)", puzzle::verdict_name(r.verdict),
                              r.goal_text, r.goal_source, r.position,
                              record::puzzle_mode_name(r.mode)));
  if (r.proof.status == game::ProofStatus::proven)
    lines.push_back(fmt::format("proof: wins in {}{}: {}", r.proof.moves,
                                r.proof.shortest ? "" : " (a shorter win not ruled out)",
                                joined(r.proof.line)));
  if (!r.intended.empty()) lines.push_back("the record's move: " + r.intended);
  if (!r.cooks.empty())
    lines.push_back("cooks (other first moves that win in time): " + joined(r.cooks, ", "));
  if (!r.refutation.empty())
    lines.push_back("refutation: " + joined(r.refutation) +
                    (r.refutation_text.empty() ? "" : ": " + r.refutation_text));
  for (const auto& p : r.line_problems)
    lines.push_back("wrong line at " + p.address + ": " + p.text);
  for (const auto& p : r.missing_defences)
    lines.push_back("missing defence at " + p.address + ": " + p.text);
  for (const auto& p : r.duals)
    lines.push_back("dual at " + p.address + ": " + p.text);
  lines.push_back(
      fmt::format("{} nodes, {:.2f} s", r.nodes, static_cast<double>(r.elapsed.count()) / 1e6));
  return lines;
}

}  // namespace skald::json
