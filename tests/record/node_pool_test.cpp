// Nodes made by a record's pool: owned by std::unique_ptr like any other, they may move
// into another tree and outlive the record that made them (an ASan build checks that no
// block is freed under a node, and none leaks).
#include "skald/record/node_pool.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "skald/record/node.h"
#include "skald/record/record.h"

namespace skald::record {
namespace {

/// Grows a line of `moves` pooled nodes below `from`; returns its last node.
Node* grow_line(Record& record, Node* from, int moves) {
  for (int i = 0; i < moves; ++i)
    from = from->add_child(record.new_node("m" + std::to_string(i)));
  return from;
}

TEST(NodePool, NodesOutliveTheRecordThatMadeThem) {
  std::unique_ptr<Node> kept;
  Record other;
  {
    Record record;
    // More nodes than one block holds, with a comment too long for a short string.
    grow_line(record, &record.root(), 5000);
    Node* mid = record.root().child(0);
    for (int i = 0; i < 2500; ++i)
      mid = mid->next();
    mid->comment = std::string(100, 'c');
    kept = mid->parent()->take_child(0);
    // A pooled subtree moved into another record, and a heap node in this one.
    other.root().add_child(record.root().take_child(0));
    record.root().add_child(std::make_unique<Node>("heap"));
    record.root().add_child(record.new_node("pooled"));
  }
  EXPECT_EQ(kept->comment, std::string(100, 'c'));
  EXPECT_EQ(kept->subtree_size(), 2500u);
  EXPECT_EQ(other.move_count(), 2500u);
  EXPECT_TRUE(kept->is_root());
  kept.reset();
  EXPECT_EQ(other.move_count(), 2500u);
}

TEST(NodePool, MovedRecordKeepsItsPool) {
  Record record;
  grow_line(record, &record.root(), 100);
  Record moved = std::move(record);
  grow_line(moved, &moved.root(), 3000);
  EXPECT_EQ(moved.move_count(), 3100u);
  Record assigned;
  grow_line(assigned, &assigned.root(), 10);
  assigned = std::move(moved);
  EXPECT_EQ(assigned.move_count(), 3100u);
}

TEST(NodePool, NodesMayDieOnAnotherThread) {
  Record record;
  grow_line(record, &record.root(), 4000);
  std::unique_ptr<Node> line = record.root().take_child(0);
  std::thread([&] { line.reset(); }).join();
  EXPECT_EQ(record.move_count(), 0u);
  grow_line(record, &record.root(), 10);
  EXPECT_EQ(record.move_count(), 10u);
}

// A subtree is freed with the holds on each block ended a run at a time
// (NodePool::Releaser): nodes of two pools, of small and large blocks and of the heap,
// interleaved along one line and its variations, die together; the nodes left alive keep
// their blocks (ASan: nothing freed under them, nothing leaked).
TEST(NodePool, SubtreeOfMixedBlocksIsFreedTogether) {
  Record first;
  Record second;
  // Past the small blocks of each pool, into large ones.
  grow_line(first, &first.root(), 20000);
  grow_line(second, &second.root(), 20000);
  std::unique_ptr<Node> a = first.root().take_child(0);
  std::unique_ptr<Node> b = second.root().take_child(0);
  Record mixed;
  Node* at = &mixed.root();
  Node* left_alive = nullptr;
  for (int i = 0; i < 20000 && a != nullptr && b != nullptr; ++i) {
    // The next node of each line, then a heap node with a variation of a pool's node.
    std::unique_ptr<Node> a_rest = a->child_count() > 0 ? a->take_child(0) : nullptr;
    std::unique_ptr<Node> b_rest = b->child_count() > 0 ? b->take_child(0) : nullptr;
    at = at->add_child(std::move(a));
    at = at->add_child(std::move(b));
    if (i % 1000 == 0) {
      at = at->add_child(std::make_unique<Node>("heap"));
      at->add_child(first.new_node("variation"));
      at->add_child(second.new_node("variation"));
    }
    if (i == 10001) left_alive = at;  // a pool's node: its continuation is the line
    a = std::move(a_rest);
    b = std::move(b_rest);
  }
  // Half of the line leaves the tree and outlives the rest.
  std::unique_ptr<Node> kept = left_alive->take_child(0);
  const std::size_t kept_size = kept->subtree_size();
  const std::size_t freed = mixed.move_count();
  EXPECT_GT(freed, 20000u);
  EXPECT_GT(kept_size, 20000u);
  mixed.root().take_child(0).reset();
  EXPECT_EQ(mixed.move_count(), 0u);
  EXPECT_EQ(kept->subtree_size(), kept_size);
  EXPECT_EQ(kept->next()->next()->move_text.view().substr(0, 1), "m");
  // The pools still make nodes, in blocks some of whose nodes are gone.
  grow_line(first, &first.root(), 100);
  grow_line(second, &second.root(), 100);
  EXPECT_EQ(first.move_count() + second.move_count(), 200u);
}

}  // namespace
}  // namespace skald::record
