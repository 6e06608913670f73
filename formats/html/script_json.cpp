#include "formats/html/script_json.h"

#include <algorithm>

namespace skald::html {

void append_json_for_script(std::string& out, const nlohmann::ordered_json& json) {
  const std::string text =
      json.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
  // Room for the text and its escapes at once: a string grown a character at a time ends
  // with up to twice the room it needs (the nodes' text held for a page took 2x).
  std::size_t escapes = 0;
  for (const char c : text)
    escapes += c == '<' || c == '>' || c == '&';
  const std::size_t needed = out.size() + text.size() + 5 * escapes;
  if (out.capacity() < needed) out.reserve(std::max(needed, 2 * out.capacity()));
  for (const char c : text) {
    switch (c) {
      case '<':
        out += "\\u003c";
        break;
      case '>':
        out += "\\u003e";
        break;
      case '&':
        out += "\\u0026";
        break;
      default:
        out += c;
    }
  }
}

std::string json_for_script(const nlohmann::ordered_json& json) {
  std::string out;
  append_json_for_script(out, json);
  return out;
}

}  // namespace skald::html
