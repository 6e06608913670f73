#pragma once

// walk_tree(): the record's one order of nodes, without game states. The walk with states
// (game/record_walk.h) visits the nodes in the same order; this form serves the code that
// reads only the tree (comments, digests).
//
// Order: pre-order depth first, main line first: a node, then its continuation's whole
// subtree (children()[0]), then each of its variations' subtrees in order, as OTN writes
// variations after the move they branch from. So the main line is walked to its end before
// any variation, and every line to its end before the variations that branch from it.
//
// No recursion and no stack: the walk climbs back through the parent links, so a record of
// any depth costs constant memory (a small list only where the visitor asked for the
// continuation alone).

#include <cstddef>
#include <functional>

#include "skald/record/node.h"

namespace skald::record {

/// What the visitor tells a walk after seeing a node.
enum class WalkAction {
  enter_all,           // go on below: the continuation, then the variations
  enter_continuation,  // go on with children()[0] only: the node's variations are skipped
  skip_below,          // nothing below this node is visited
  stop,                // end the walk here
};

/// Calls `visit` for `from` and every node below it in the order above; `depth` counts the
/// moves below `from` (0 for `from` itself). False when the visitor stopped the walk.
/// `leave`, when given, is called for each visited node once everything below it was
/// walked or skipped (post-order: a writer closes a variation there); not after a stop.
bool walk_tree(const Node& from,
               const std::function<WalkAction(const Node& node, std::size_t depth)>& visit,
               const std::function<void(const Node& node, std::size_t depth)>& leave = {});

}  // namespace skald::record
