#include "formats/json/analysis_json.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

#include "skald/core/excerpt.h"
#include "skald/engine/limits_check.h"

namespace skald::json {

namespace {

using json = nlohmann::ordered_json;

json score_json(const ScoreOut& s) {
  json out = json::object();
  if (s.win_in_plies) {
    out["win_in_plies"] = *s.win_in_plies;
  } else if (s.loss_in_plies) {
    out["loss_in_plies"] = *s.loss_in_plies;
  } else {
    out["value"] = s.value;
    out["unit"] = s.unit;
  }
  return out;
}

/// How deep arrays and objects nest, strings skipped; stops counting past `limit`. The
/// JSON parser recurses per level, so a line of 50,000 `[` must be refused before it.
int nesting_depth(std::string_view line, int limit) {
  int depth = 0, deepest = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (in_string) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
      if (deepest > limit) return deepest;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return deepest;
}

constexpr int kMaxNesting = 64;

}  // namespace

QueryParse parse_analysis_query(std::string_view line) {
  QueryParse out;
  if (nesting_depth(line, kMaxNesting) > kMaxNesting) {
    out.error =
        "the line nests arrays or objects more than " + std::to_string(kMaxNesting) + " deep";
    return out;
  }
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
  engine::RequestedLimits requested;
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
    if (key == "game" || key == "variant" || key == "rules" || key == "position" ||
        key == "to_move") {
      if (!v.is_string()) return fail(key, "expected a string");
      std::string s = v.get<std::string>();
      if (key == "game") q.game = s;
      if (key == "variant") q.variant = s;
      if (key == "rules") q.rules = s;
      if (key == "position") q.position = s;
      if (key == "to_move") q.to_move = s;
    } else if (key == "depth" || key == "multipv" || key == "nodes") {
      if (!v.is_number_integer() ||
          (v.is_number_unsigned() &&
           v.get<std::uint64_t>() >
               static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())))
        return fail(key, "expected a whole number");
      (key == "depth"   ? requested.depth
       : key == "nodes" ? requested.nodes
                        : requested.multipv) = v.get<std::int64_t>();
    } else if (key == "movetime") {
      if (!v.is_number()) return fail(key, "expected a number of milliseconds");
      requested.movetime_ms = v.get<double>();
    } else {
      // The field is named as an excerpt: a message repeats no megabyte of its query.
      return fail(excerpt(key),
                  "unknown field; expected id, game, variant, rules, position, to_move, depth, "
                  "nodes, movetime or multipv");
    }
  }
  if (const auto bad = engine::check_limits(requested)) return fail(bad->field, bad->message);
  if (requested.depth) q.depth = static_cast<int>(*requested.depth);
  if (requested.multipv) q.multipv = static_cast<int>(*requested.multipv);
  if (requested.nodes) q.nodes = static_cast<std::uint64_t>(*requested.nodes);
  if (requested.movetime_ms)
    q.movetime_ms = static_cast<std::int64_t>(std::ceil(*requested.movetime_ms));
  if (q.variant && q.rules) return fail("rules", "give either variant or rules, not both");
  if (!q.game && !q.variant && !q.rules) return fail("variant", "give game, variant or rules");
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
  if (!r.strategies.empty()) {
    json strategies = json::object();
    for (const SideStrategy& side : r.strategies) {
      json actions = json::array();
      for (const StrategyAction& a : side.actions)
        actions.push_back(
            {{"action", a.action}, {"probability", a.probability}, {"value", a.value}});
      strategies[side.side] = actions;
    }
    j["strategies"] = strategies;
  }
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
