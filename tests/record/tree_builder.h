#pragma once

// Helpers for record tests: build lines of moves quickly and list a tree's addresses.

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "skald/record/node.h"
#include "skald/record/numbering.h"

namespace skald::test {

/// A move and the side that made it.
struct M {
  std::string text;
  int side;
};

/// Appends `moves` as a line below `at` (the first becomes a new child of `at`, each next
/// one the continuation of the previous). Returns the nodes, in order.
inline std::vector<record::Node*> add_line(record::Node& at, const std::vector<M>& moves) {
  std::vector<record::Node*> nodes;
  record::Node* parent = &at;
  for (const M& m : moves) {
    parent = parent->add_child(std::make_unique<record::Node>(m.text, m.side));
    nodes.push_back(parent);
  }
  return nodes;
}

/// Alternating moves (`side` first) named by `texts`.
inline std::vector<M> alternating(const std::vector<std::string>& texts, int side) {
  std::vector<M> out;
  for (const auto& t : texts) {
    out.push_back({t, side});
    side = 1 - side;
  }
  return out;
}

/// Every move of the tree in preorder (continuation first), as "address move".
inline std::vector<std::string> address_map(const record::Node& root) {
  std::vector<std::string> out;
  std::vector<const record::Node*> stack;
  for (auto it = root.children().rbegin(); it != root.children().rend(); ++it)
    stack.push_back(it->get());
  while (!stack.empty()) {
    const record::Node* n = stack.back();
    stack.pop_back();
    out.push_back(record::address_text(*n) + " " + n->move_text);
    for (auto it = n->children().rbegin(); it != n->children().rend(); ++it)
      stack.push_back(it->get());
  }
  return out;
}

}  // namespace skald::test
