#pragma once

// The positions the puzzle tags name. OpenTafl's replay gives each position the address of
// the move that led to it, so `puzzle-start:6a` is the position after move 6a, the one
// whose comment OpenTafl shows there (its puzzles state their goal in that comment). The
// start position has the address `1a` too, and OpenTafl's lookup finds it first: `1a`
// names the start, and the position after the first move cannot be named. skald reads `0a`
// as the start as well (OpenTafl, finding no such position, stays at the start).

#include <string>

#include "skald/record/address.h"
#include "skald/record/node.h"

namespace skald::record {

struct PositionResolution {
  /// The position is the one after this node (the root: the start); nullptr on error.
  const Node* after = nullptr;
  std::string error;
};

/// The position a puzzle tag's address names in the tree of `root`.
PositionResolution resolve_position(const Node& root, const Address& address);

/// The address that names the position after `node` in a puzzle tag, or nothing for the
/// position after the record's first move (which OpenTafl cannot name).
std::optional<std::string> position_address(const Node& node);

}  // namespace skald::record
