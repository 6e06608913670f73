#include "formats/json/analysis_json.h"

#include <nlohmann/json.hpp>

namespace skald::json {

namespace {

using json = nlohmann::ordered_json;

json score_json(const ScoreOut& s) {
  json out = json::object();
  if (s.proven) {
    if (s.plies > 0)
      out["win_in_plies"] = s.plies;
    else
      out["loss_in_plies"] = -s.plies;
  } else {
    out["taflmen"] = s.taflmen;
  }
  return out;
}

}  // namespace

QueryParse parse_analysis_query(std::string_view line) {
  QueryParse out;
  json j = json::parse(line, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) {
    out.error = "the line is not valid JSON";
    out.field = "";
    return out;
  }
  if (!j.is_object()) {
    out.error = "expected a JSON object";
    return out;
  }
  AnalysisQuery q;
  if (j.contains("id")) q.id_json = j["id"].dump();
  out.id_json = q.id_json;
  auto fail = [&](const std::string& field, const std::string& message) {
    out.error = message;
    out.field = field;
    return out;
  };
  for (auto it = j.begin(); it != j.end(); ++it) {
    const std::string& key = it.key();
    const json& v = it.value();
    if (key == "id") continue;
    if (key == "variant" || key == "rules" || key == "position" || key == "to_move") {
      if (!v.is_string()) return fail(key, "expected a string");
      std::string s = v.get<std::string>();
      if (key == "variant") q.variant = s;
      if (key == "rules") q.rules = s;
      if (key == "position") q.position = s;
      if (key == "to_move") q.to_move = s;
    } else if (key == "depth" || key == "multipv") {
      if (!v.is_number_integer() || v.get<std::int64_t>() < 1 || v.get<std::int64_t>() > 64)
        return fail(key, "expected an integer from 1 to 64");
      (key == "depth" ? q.depth : q.multipv) = v.get<int>();
    } else if (key == "nodes") {
      if (!v.is_number_integer() || v.get<std::int64_t>() < 1)
        return fail(key, "expected a positive integer");
      q.nodes = v.get<std::uint64_t>();
    } else if (key == "movetime") {
      if (!v.is_number() || v.get<double>() <= 0)
        return fail(key, "expected a positive number of milliseconds");
      q.movetime_ms = static_cast<std::int64_t>(v.get<double>());
    } else {
      return fail(key,
                  "unknown field; expected id, variant, rules, position, to_move, depth, nodes, "
                  "movetime or multipv");
    }
  }
  if (q.variant && q.rules) return fail("rules", "give either variant or rules, not both");
  if (!q.variant && !q.rules) return fail("variant", "give variant or rules");
  out.query = q;
  return out;
}

std::string analysis_to_json_line(const AnalysisReport& r) {
  json j = json::object();
  j["id"] = json::parse(r.id_json, nullptr, false);
  j["to_move"] = r.to_move;
  j["best_move"] = r.best_move ? json(*r.best_move) : json(nullptr);
  j["score"] = score_json(r.score);
  j["pv"] = r.pv;
  json lines = json::array();
  for (const auto& l : r.lines)
    lines.push_back({{"pv", l.pv}, {"score", score_json(l.score)}});
  j["lines"] = lines;
  j["depth"] = r.depth;
  j["seldepth"] = r.selective_depth;
  j["nodes"] = r.nodes;
  j["time_ms"] = r.time_ms;
  j["nps"] = static_cast<std::uint64_t>(r.nodes_per_second);
  if (r.game_over) j["game_over"] = *r.game_over;
  return j.dump();
}

std::string analysis_error_line(const std::string& id_json, const std::string& error,
                                const std::string& field) {
  json j = json::object();
  j["id"] = json::parse(id_json, nullptr, false);
  j["error"] = error;
  j["field"] = field;
  return j.dump();
}

}  // namespace skald::json
