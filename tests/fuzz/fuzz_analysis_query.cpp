// libFuzzer target: analysis query lines (formats/json/analysis_json.h).
// Invariant: every line gives either a query whose limits pass engine::check_limits, or an
// error that can be written as an error line; neither throws.
#include <cstdint>
#include <string_view>

#include "formats/json/analysis_json.h"
#include "skald/engine/limits_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace skald;
  const json::QueryParse parsed =
      json::parse_analysis_query({reinterpret_cast<const char*>(data), size});
  if (!parsed.query) {
    if (parsed.error.empty()) __builtin_trap();
    (void)json::analysis_error_line(parsed.id_json, parsed.error, parsed.field);
    return 0;
  }
  const json::AnalysisQuery& q = *parsed.query;
  engine::RequestedLimits limits;
  if (q.depth) limits.depth = *q.depth;
  if (q.multipv) limits.multipv = *q.multipv;
  if (q.nodes) limits.nodes = static_cast<std::int64_t>(*q.nodes);
  if (q.movetime_ms) limits.movetime_ms = static_cast<double>(*q.movetime_ms);
  if (engine::check_limits(limits)) __builtin_trap();
  return 0;
}
