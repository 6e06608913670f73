#pragma once

// Analysis as JSON lines (the format of `skald analyse`): one query object per input line,
// one result or error object per output line. README.md beside this file describes the
// fields; analysis.schema.json is their JSON Schema. Parsing never throws: a bad line gives
// an error with the offending field, and the query's id when it could be read.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skald::json {

/// One analysis request. `id_json` is the query's id as JSON text ("null" when absent), so
/// any id (number, string, object) is echoed back unchanged.
struct AnalysisQuery {
  std::string id_json = "null";
  /// What names the rules, as the command line's --game, --variant and --rules do: a
  /// game alone stands for its default variant; a game with a variant or rules must be
  /// theirs; a variant may be a game's name. Either variant or rules, not both.
  std::optional<std::string> game;
  std::optional<std::string> variant;
  std::optional<std::string> rules;
  std::optional<std::string> position;
  std::optional<std::string> to_move;
  std::optional<int> depth;
  std::optional<std::uint64_t> nodes;
  std::optional<std::int64_t> movetime_ms;
  std::optional<int> multipv;
};

/// A parsed query, or an error naming the field at fault.
struct QueryParse {
  std::optional<AnalysisQuery> query;
  std::string id_json = "null";
  std::string error;
  std::string field;
};

/// Reads one JSON line as a query. Unknown fields are errors (so typos are not ignored).
QueryParse parse_analysis_query(std::string_view line);

/// A score for the side to move: a forced result in plies, or a value in the game's unit
/// (`{"value": 0.4, "unit": "taflman"}`).
struct ScoreOut {
  std::optional<int> win_in_plies;
  std::optional<int> loss_in_plies;
  double value = 0;  // when neither is set
  std::string unit;  // what `value` counts ("taflman")
};

struct AnalysisLine {
  std::vector<std::string> pv;  // OTN move records
  ScoreOut score;
};

/// One side's mixed strategy at a simultaneous turn: its actions, likeliest first.
struct StrategyAction {
  std::string action;
  double probability = 0;
  double value = 0;  // for this side, in the game's unit
};
struct SideStrategy {
  std::string side;
  std::vector<StrategyAction> actions;
};

/// The answer to one query.
struct AnalysisReport {
  std::string id_json = "null";
  std::string to_move;
  std::optional<std::string> best_move;  // OTN; empty when the game is over
  ScoreOut score;
  std::vector<std::string> pv;
  std::vector<AnalysisLine> lines;  // multi-PV, best first
  int depth = 0;
  int selective_depth = 0;
  std::uint64_t nodes = 0;
  double time_ms = 0;
  double nodes_per_second = 0;
  std::optional<std::string> game_over;  // "attackers-win (king captured)" ...
  /// Simultaneous turns: each side's mixed strategy (`"strategies"`, left out when empty).
  std::vector<SideStrategy> strategies;
};

/// One output line (no trailing newline).
std::string analysis_to_json_line(const AnalysisReport& report);
/// `{"id":..., "error":..., "field":...}` (no trailing newline).
std::string analysis_error_line(const std::string& id_json, const std::string& error,
                                const std::string& field);

}  // namespace skald::json
