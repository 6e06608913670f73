#pragma once

// NodePool: where a record read from a file makes its nodes.
//
// A record read from a long file holds hundreds of thousands of nodes. Made one by one,
// each costs a malloc and a free, and malloc's header and rounding. The pool cuts them one
// after the other out of blocks instead: its first few of 256 KB from the heap, the rest
// (a long record's) of 2 MB on huge pages. They are still owned through
// std::unique_ptr<Node> like any other node (Node's delete knows where a node was made,
// node.h), so edits move them freely, into another record too: a block lives as long as
// any node cut from it, and its pool holds it only while it cuts nodes from it. Nothing is
// shared between pools; a node may be deleted on any thread.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>

namespace skald::record {

class Node;

class NodePool {
  struct Block;  // the head of a block of nodes (node_pool.cpp)

 public:
  NodePool() = default;
  NodePool(const NodePool&) = delete;
  NodePool& operator=(const NodePool&) = delete;
  NodePool(NodePool&& other) noexcept;
  NodePool& operator=(NodePool&& other) noexcept;
  ~NodePool();

  /// A new node holding `move_text`, made in this pool.
  std::unique_ptr<Node> make(std::string_view move_text);

  /// The kinds of block a node is cut from (Node::pool_block_; 0: not made by a pool).
  static constexpr std::uint8_t kSmallBlock = 1;
  static constexpr std::uint8_t kLargeBlock = 2;
  /// Ends the hold of `node`, made by a pool from a block of `kind` and already destroyed,
  /// on its block. Called by Node's delete only.
  static void release(Node* node, std::uint8_t kind) noexcept;

  /// Ends the holds of many destroyed nodes, as release() does one by one, but a run of
  /// nodes of one block in one step: freeing a long line (Node's destructor) then costs
  /// an atomic step per block, not per node. Whatever was added is released by flush()
  /// and at the latest when the Releaser dies.
  class Releaser {
   public:
    Releaser() = default;
    Releaser(const Releaser&) = delete;
    Releaser& operator=(const Releaser&) = delete;
    ~Releaser() { flush(); }
    /// As release(node, kind).
    void add(Node* node, std::uint8_t kind) noexcept;
    void flush() noexcept;

   private:
    Block* block_ = nullptr;  // of the run being gathered
    std::size_t count_ = 0;   // its nodes
    std::uint8_t kind_ = 0;   // its block's kind
  };

 private:
  /// Gives up the block being cut (its nodes keep it alive).
  void leave_block() noexcept;

  Block* block_ = nullptr;
  std::size_t used_ = 0;             // nodes cut from block_
  std::size_t present_ = 0;          // bytes of block_ made present (prefaulted), from its start
  std::size_t blocks_ = 0;           // blocks cut from so far
  std::uint8_t kind_ = kSmallBlock;  // of block_
};

}  // namespace skald::record
