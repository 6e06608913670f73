// Node's compact parts: the canonical text kept only when it differs from the written one,
// and the child list whose inline child and heap array share one word.
#include "skald/record/node.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace skald::record {
namespace {

TEST(Node, CanonicalTextIsEmptyUntilSet) {
  Node node("d1-d3");
  EXPECT_EQ(node.canonical_move(), "");
}

TEST(Node, CanonicalTextEqualToTheWrittenOne) {
  Node node("d1-d3");
  node.set_canonical_move("d1-d3");
  EXPECT_EQ(node.canonical_move(), "d1-d3");
}

TEST(Node, CanonicalTextOfItsOwn) {
  Node node("d1-d3");
  node.set_canonical_move("d1-d3xd4");
  EXPECT_EQ(node.canonical_move(), "d1-d3xd4");
  // Set again: equal to the written text, then different, then cleared.
  node.set_canonical_move("d1-d3");
  EXPECT_EQ(node.canonical_move(), "d1-d3");
  node.set_canonical_move(std::string(40, 'x'));
  EXPECT_EQ(node.canonical_move(), std::string(40, 'x'));
  node.set_canonical_move("");
  EXPECT_EQ(node.canonical_move(), "");
}

TEST(Node, ChildrenInlineThenOnTheHeapThenBack) {
  Node root;
  Node* first = root.add_child(std::make_unique<Node>("a"));
  EXPECT_EQ(root.child_count(), 1u);
  EXPECT_EQ(root.next(), first);
  for (int i = 0; i < 9; ++i)
    root.add_child(std::make_unique<Node>("v" + std::to_string(i)));
  ASSERT_EQ(root.child_count(), 10u);
  EXPECT_EQ(root.child(0), first);
  for (std::size_t i = 0; i < root.child_count(); ++i)
    EXPECT_EQ(root.child(i)->index_in_parent(), i);
  root.move_child(9, 0);
  EXPECT_EQ(root.child(0)->move_text, "v8");
  EXPECT_EQ(root.child(1), first);
  while (root.child_count() > 1)
    root.take_child(root.child_count() - 1);
  EXPECT_EQ(root.child(0)->move_text, "v8");
  root.insert_child(0, std::make_unique<Node>("b"));
  EXPECT_EQ(root.child(0)->move_text, "b");
  EXPECT_EQ(root.child(1)->index_in_parent(), 1u);
  EXPECT_EQ(root.subtree_size(), 3u);
  std::unique_ptr<Node> taken = root.take_child(0);
  EXPECT_TRUE(taken->is_root());
  EXPECT_EQ(root.child_count(), 1u);
}

}  // namespace
}  // namespace skald::record
