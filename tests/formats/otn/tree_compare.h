#pragma once

// A text description of a record (tags, then every node depth first with its depth, move
// text, side and comment), so tests can compare two trees with one EXPECT_EQ and see the
// first difference.

#include <string>

#include "skald/record/record.h"

namespace skald::otn {

inline void describe_node(const record::Node& node, int depth, std::string& out) {
  out += std::string(static_cast<size_t>(depth), ' ');
  out += node.move_text + " side=" + std::to_string(node.side) + " [" + node.comment + "]\n";
  for (const auto& child : node.children())
    describe_node(*child, depth + 1, out);
}

inline std::string describe_tree(const record::Record& record) {
  std::string out;
  for (const auto& tag : record.tags)
    out += "tag " + tag.key + "=" + tag.value + "\n";
  describe_node(record.root(), 0, out);
  return out;
}

}  // namespace skald::otn
