#pragma once

// The positions the puzzle tags name. OpenTafl names a position by the move that leaves
// it (its replay's states carry the address of their exiting move; the start is `1a`), so
// `puzzle-start:6a` is the position before move 6a. skald reads `0a` as the start too. The
// address of the move that would follow the end of the main line names the position at
// its end: a puzzle cut out of a game before its solution is written.

#include <string>

#include "skald/record/address.h"
#include "skald/record/node.h"

namespace skald::record {

struct PositionResolution {
  /// The position is the one after this node (the root: the start); nullptr on error.
  const Node* after = nullptr;
  /// The move the address names (the move that leaves the position), when it exists.
  const Node* move = nullptr;
  std::string error;
};

/// The position a puzzle tag's address names in the tree of `root`.
PositionResolution resolve_position(const Node& root, const Address& address);

/// The address the move after `node` on the main line would have (`node` is the main
/// line's last move or the root), its side being the side to move after `node`.
std::string next_main_line_address(const Node& node);

}  // namespace skald::record
