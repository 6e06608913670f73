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

/// A score: a value in taflmen, or a forced result in plies.
struct ScoreOut {
  bool proven = false;
  double taflmen = 0;  // when !proven, seen by the side to move
  int plies = 0;       // when proven: > 0 the side to move wins in `plies`, < 0 loses
};

struct AnalysisLine {
  std::vector<std::string> pv;  // OTN move records
  ScoreOut score;
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
};

/// One output line (no trailing newline).
std::string analysis_to_json_line(const AnalysisReport& report);
/// `{"id":..., "error":..., "field":...}` (no trailing newline).
std::string analysis_error_line(const std::string& id_json, const std::string& error,
                                const std::string& field);

/// The verdict `analyse --annotate` writes in a record for the analysis line `json_line`
/// (as analysis_to_json_line() writes it): "skald depth 4: next c4-c6 (-0.6 taflmen)", or
/// "wins in N plies" / "loses in N plies" for a proved result. Empty when the line has no
/// best move (an error, a finished game) or cannot be read.
std::string verdict_of_analysis_line(const std::string& json_line);

}  // namespace skald::json
