#include "skald/record/tree_walk.h"

#include <vector>

namespace skald::record {

bool walk_tree(const Node& from,
               const std::function<WalkAction(const Node& node, std::size_t depth)>& visit,
               const std::function<void(const Node& node, std::size_t depth)>& leave) {
  std::vector<const Node*> continuation_only;  // nodes whose variations are skipped
  const Node* node = &from;
  std::size_t depth = 0;
  while (true) {
    const WalkAction action = visit(*node, depth);
    if (action == WalkAction::stop) return false;
    if (action != WalkAction::skip_below && node->child_count() > 0) {
      if (action == WalkAction::enter_continuation && node->child_count() > 1)
        continuation_only.push_back(node);
      node = node->child(0);
      ++depth;
      continue;
    }
    // The subtree is done: climb to the next variation still to visit.
    while (true) {
      if (leave) leave(*node, depth);
      if (node == &from) return true;
      const Node* parent = node->parent();
      const bool only_continuation =
          !continuation_only.empty() && continuation_only.back() == parent;
      const std::size_t next = node->index_in_parent() + 1;
      if (!only_continuation && next < parent->child_count()) {
        node = parent->child(next);
        break;
      }
      if (only_continuation) continuation_only.pop_back();
      node = parent;
      --depth;
    }
  }
}

}  // namespace skald::record
