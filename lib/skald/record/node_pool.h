#pragma once

// NodePool: where a record read from a file makes its nodes.
//
// A record read from a long file holds hundreds of thousands of nodes. Made one by one,
// each costs a malloc and a free, and malloc's header and rounding. The pool cuts them one
// after the other out of large blocks instead. They are still owned through
// std::unique_ptr<Node> like any other node (Node's delete knows where a node was made,
// node.h), so edits move them freely, into another record too: a block lives as long as
// any node cut from it, and its pool holds it only while it cuts nodes from it. Nothing is
// shared between pools; a node may be deleted on any thread.

#include <cstddef>
#include <memory>
#include <string>

namespace skald::record {

class Node;

class NodePool {
 public:
  NodePool() = default;
  NodePool(const NodePool&) = delete;
  NodePool& operator=(const NodePool&) = delete;
  NodePool(NodePool&& other) noexcept;
  NodePool& operator=(NodePool&& other) noexcept;
  ~NodePool();

  /// A new node holding `move_text`, made in this pool. The text is moved in once, not
  /// passed down by value (a short text's move is a copy).
  std::unique_ptr<Node> make(std::string&& move_text);

  /// Ends the hold of `node`, made by a pool and already destroyed, on its block. Called
  /// by Node's delete only.
  static void release(Node* node) noexcept;

 private:
  struct Block;
  /// Gives up the block being cut (its nodes keep it alive).
  void leave_block() noexcept;

  Block* block_ = nullptr;
  std::size_t used_ = 0;     // nodes cut from block_
  std::size_t present_ = 0;  // bytes of block_ made present (prefaulted), from its start
};

}  // namespace skald::record
