// A record of any depth is built, walked and destroyed without recursion: the work runs on
// a thread with a small stack (256 KiB), where a recursive destructor of a 300,000-move
// line would overflow at once.
#include <gtest/gtest.h>

#include <memory>

#include "record/small_stack.h"
#include "skald/record/node.h"

namespace skald::record {
namespace {

using test::run_with_small_stack;

TEST(DeepTree, LongLineIsDestroyedWithoutRecursion) {
  constexpr int kMoves = 300000;
  std::size_t size = 0;
  run_with_small_stack(
      [&] {
        auto root = std::make_unique<Node>();
        Node* tip = root.get();
        for (int i = 0; i < kMoves; ++i)
          tip = tip->add_child(std::make_unique<Node>(i % 2 ? "d3-d1" : "d1-d3", i % 2));
        // A variation every thousand moves, so the destructor meets branches too.
        Node* n = root.get();
        for (int i = 0; n != nullptr; ++i, n = n->next())
          if (i % 1000 == 0) n->add_child(std::make_unique<Node>("e1-e3"));
        size = root->subtree_size();
        root.reset();
      },
      256 * 1024);
  EXPECT_EQ(size, 1u + kMoves + (kMoves / 1000 + 1));
}

}  // namespace
}  // namespace skald::record
