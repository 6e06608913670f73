#include "skald/record/puzzle_position.h"

#include "skald/record/numbering.h"

namespace skald::record {

namespace {

bool names_the_start(const std::string& text) {
  return text == "0a" || text == "1a";
}

}  // namespace

PositionResolution resolve_position(const Node& root, const Address& address) {
  PositionResolution out;
  if (names_the_start(format_address(address))) {
    out.after = &root;
    return out;
  }
  const Resolution found = resolve(root, address);
  out.after = found.node;
  out.error = found.error;
  return out;
}

std::optional<std::string> position_address(const Node& node) {
  if (node.is_root()) return "1a";
  const std::string text = address_text(node);
  if (names_the_start(text)) return std::nullopt;
  return text;
}

}  // namespace skald::record
