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

}  // namespace
}  // namespace skald::record
