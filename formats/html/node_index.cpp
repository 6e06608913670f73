#include "formats/html/node_index.h"

#include "skald/record/line_walk.h"

namespace skald::html {

NodeIndex index_nodes(const record::Node& root) {
  NodeIndex index;
  auto add = [&index](const record::Node* node, std::string address) {
    index.number_of.emplace(node, static_cast<int>(index.nodes.size()));
    index.nodes.push_back(node);
    index.addresses.push_back(std::move(address));
  };
  add(&root, "0a");
  record::walk_lines(root, [&](const record::LineTurn& turn) {
    for (std::size_t i = 0; i < turn.turn->moves.size(); ++i)
      add(turn.turn->moves[i], turn.address(i));
  });
  return index;
}

}  // namespace skald::html
