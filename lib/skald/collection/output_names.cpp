#include "skald/collection/output_names.h"

#include <algorithm>

namespace skald::collection {

std::string safe_file_name(std::string_view text) {
  std::string out;
  for (const char c : text.substr(0, 100)) {
    const bool safe = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                      c == '-' || c == '_' || c == '.';
    out += safe ? c : '_';
  }
  if (out.empty() || out.front() == '.') out.insert(out.begin(), '_');
  return out;
}

std::string OutputNames::unique(const std::string& folder, std::string_view wanted) {
  const std::string name = safe_file_name(wanted);
  const std::size_t dot = name.rfind('.');
  const std::string stem = dot == std::string::npos || dot == 0 ? name : name.substr(0, dot);
  const std::string extension = dot == std::string::npos || dot == 0 ? "" : name.substr(dot);
  const std::string key = folder + '/' + name;
  if (taken_.insert(key).second) return name;
  // Numbers go on from the last one given for this name, so a thousand records named
  // alike cost a thousand lookups, not half a million.
  int& next = next_number_[key];
  next = std::max(next, 2);
  while (true) {
    std::string candidate = stem + "-" + std::to_string(next++) + extension;
    if (taken_.insert(folder + '/' + candidate).second) return candidate;
  }
}

}  // namespace skald::collection
