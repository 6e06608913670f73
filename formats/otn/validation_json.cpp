#include "formats/otn/validation_json.h"

#include <nlohmann/json.hpp>

namespace skald::otn {

std::string validation_json_line(const std::string& file, std::size_t moves,
                                 const Diagnostics& diagnostics) {
  nlohmann::ordered_json out;
  out["file"] = file;
  out["ok"] = !diagnostics.has_errors();
  out["moves"] = moves;
  out["errors"] = diagnostics.count(Severity::error);
  out["warnings"] = diagnostics.count(Severity::warning);
  nlohmann::ordered_json items = nlohmann::ordered_json::array();
  for (const Diagnostic& d : diagnostics.items()) {
    nlohmann::ordered_json item;
    item["severity"] = severity_name(d.severity);
    item["line"] = d.where.line;
    item["column"] = d.where.column;
    item["address"] = d.address;
    item["message"] = d.message;
    items.push_back(std::move(item));
  }
  out["diagnostics"] = std::move(items);
  // Invalid UTF-8 cannot reach here (the reader decodes first), but replace rather than throw.
  return out.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

}  // namespace skald::otn
