// The record's one walk (record/tree_walk.h) in its three places for the alternatives to a
// move: after the move (python-chess, PGN), after its turn (OTN), after its subtree (SGF,
// the digest, the replay); the events, addresses, stops and states in each.
#include "skald/record/tree_walk.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "record/small_stack.h"
#include "record/toy_game.h"
#include "record/tree_builder.h"
#include "skald/game/record_walk.h"
#include "skald/game/replay.h"
#include "skald/record/numbering.h"
#include "skald/record/record.h"

namespace skald::record {
namespace {

/// Main line a1 a2 a3 a4 (turns 1 and 2); b1 b2 replaces a1; c3 c4 replaces a3, and d4
/// replaces c4 inside that variation.
struct Branchy {
  Record record;
  Branchy() {
    Node& root = record.root();
    const auto main = test::add_line(root, test::alternating({"a1", "a2", "a3", "a4"}, 0));
    test::add_line(root, test::alternating({"b1", "b2"}, 0));
    const auto c = test::add_line(*main[1], test::alternating({"c3", "c4"}, 0));
    test::add_line(*c[0], test::alternating({"d4"}, 1));
  }
};

/// Writes every event of the walk as a word: `1a:a1` for a visit (its address and move),
/// `(` and `)` for a variation, `-a1` for a leave.
struct Events final : TreeVisitor {
  std::vector<std::string> seen;
  std::string stop_at;  // a move whose visit stops the walk

  WalkAction visit(const WalkedNode& at) override {
    EXPECT_EQ(at.address(), address_text(at.node));
    seen.push_back(at.address() + ":" + at.node.move_text);
    return !stop_at.empty() && at.node.move_text == stop_at ? WalkAction::stop
                                                            : WalkAction::enter_all;
  }
  void begin_variation() override { seen.push_back("("); }
  void end_variation() override { seen.push_back(")"); }
  void leave(const Node& node, std::size_t) override {
    seen.push_back("-" + (node.is_root() ? std::string("root") : node.move_text));
  }
};

/// Events without leave(): the walk then skips the nodes between a line's branch points
/// on its way back up.
struct EventsNotLeft final : TreeVisitor {
  Events events;
  WalkAction visit(const WalkedNode& at) override { return events.visit(at); }
  void begin_variation() override { events.begin_variation(); }
  void end_variation() override { events.end_variation(); }
  void leave(const Node& node, std::size_t) override {
    ADD_FAILURE() << "left " << node.move_text << " without wanting leave()";
  }
  bool wants_leave() const override { return false; }
};

std::vector<std::string> events(const Node& from, Alternatives alternatives,
                                const std::string& stop_at = "") {
  Events e;
  e.stop_at = stop_at;
  walk_tree(from, e, {.alternatives = alternatives});
  return e.seen;
}

TEST(TreeWalk, AfterMoveIsPythonChessOrder) {
  Branchy t;
  EXPECT_EQ(events(t.record.root(), Alternatives::after_move),
            (std::vector<std::string>{
                "0a:",   "1a:a1",      "(",          "1a.1.1a:b1", "1a.1.1b:b2",
                "-b2",   "-b1",        ")",          "1b:a2",      "2a:a3",
                "(",     "2a.1.1a:c3", "2a.1.1b:c4", "(",          "2a.1.1a.1.1b:d4",
                "-d4",   ")",          "-c4",        "-c3",        ")",
                "2b:a4", "-a4",        "-a3",        "-a2",        "-a1",
                "-root"}));
}

TEST(TreeWalk, AfterTurnWalksATurnBeforeTheVariationsInsideIt) {
  Branchy t;
  EXPECT_EQ(
      events(t.record.root(), Alternatives::after_turn),
      (std::vector<std::string>{
          "0a:", "1a:a1", "1b:a2", "(",   "1a.1.1a:b1", "1a.1.1b:b2", "-b2", "-b1",
          ")",   "2a:a3", "2b:a4", "(",   "2a.1.1a:c3", "2a.1.1b:c4", "(",   "2a.1.1a.1.1b:d4",
          "-d4", ")",     "-c4",   "-c3", ")",          "-a4",        "-a3", "-a2",
          "-a1", "-root"}));
}

TEST(TreeWalk, AfterSubtreeWalksEachChildsSubtreeWhole) {
  Branchy t;
  EXPECT_EQ(events(t.record.root(), Alternatives::after_subtree),
            (std::vector<std::string>{"0a:",
                                      "1a:a1",
                                      "1b:a2",
                                      "2a:a3",
                                      "2b:a4",
                                      "-a4",
                                      "-a3",
                                      "(",
                                      "2a.1.1a:c3",
                                      "2a.1.1b:c4",
                                      "-c4",
                                      "(",
                                      "2a.1.1a.1.1b:d4",
                                      "-d4",
                                      ")",
                                      "-c3",
                                      ")",
                                      "-a2",
                                      "-a1",
                                      "(",
                                      "1a.1.1a:b1",
                                      "1a.1.1b:b2",
                                      "-b2",
                                      "-b1",
                                      ")",
                                      "-root"}));
  // The default, and the order of the tree builder's preorder.
  std::vector<std::string> plain;
  walk_tree(t.record.root(), [&](const Node& node, std::size_t) {
    if (!node.is_root()) plain.push_back(address_text(node) + " " + node.move_text);
    return WalkAction::enter_all;
  });
  EXPECT_EQ(plain, test::address_map(t.record.root()));
}

TEST(TreeWalk, AVisitorThatWantsNoLeaveSeesTheSameEventsInEveryOrder) {
  Branchy t;
  const Node& c3 = *t.record.root().child(0)->child(0)->child(1);
  for (const Node* from : {static_cast<const Node*>(&t.record.root()), &c3}) {
    for (const Alternatives order :
         {Alternatives::after_move, Alternatives::after_turn, Alternatives::after_subtree}) {
      std::vector<std::string> expected = events(*from, order);
      std::erase_if(expected, [](const std::string& e) { return e.starts_with("-"); });
      EventsNotLeft e;
      EXPECT_TRUE(walk_tree(*from, e, {.alternatives = order}));
      EXPECT_EQ(e.events.seen, expected);
    }
  }
}

TEST(TreeWalk, StopEndsTheWalkAtOnceInEveryOrder) {
  Branchy t;
  EXPECT_EQ(events(t.record.root(), Alternatives::after_move, "c4"),
            (std::vector<std::string>{"0a:", "1a:a1", "(", "1a.1.1a:b1", "1a.1.1b:b2", "-b2", "-b1",
                                      ")", "1b:a2", "2a:a3", "(", "2a.1.1a:c3", "2a.1.1b:c4"}));
  EXPECT_EQ(events(t.record.root(), Alternatives::after_turn, "a3").back(), "2a:a3");
  EXPECT_EQ(events(t.record.root(), Alternatives::after_subtree, "b1").back(), "1a.1.1a:b1");
}

TEST(TreeWalk, FromAVariationNodeNamesItsNodesTheSame) {
  Branchy t;
  const Node& c3 = *t.record.root().child(0)->child(0)->child(1);
  for (const Alternatives order :
       {Alternatives::after_move, Alternatives::after_turn, Alternatives::after_subtree}) {
    const std::vector<std::string> seen = events(c3, order);
    EXPECT_EQ(seen.front(), "2a.1.1a:c3");
    EXPECT_EQ(seen.size(), 8u);  // 3 visits, 3 leaves, one variation
  }
}

TEST(TreeWalk, VariationsNestedTwentyThousandDeepWithoutRecursion) {
  // Each variation replaces the second move of the one before: 20,000 lines open at once,
  // on a thread whose stack no recursion over the record would fit in.
  constexpr int kLevels = 20000;
  Record record;
  Node* parent = &record.root();
  Node* deepest = nullptr;
  int side = 0;  // of the move the next line replaces
  for (int i = 0; i < kLevels; ++i) {
    const auto line = test::add_line(*parent, test::alternating({"x", "y"}, side));
    deepest = line[1];
    parent = line[0];  // the next variation replaces line[1]
    side = 1 - side;
  }
  const std::string deepest_address = address_text(*deepest);
  for (const Alternatives order :
       {Alternatives::after_move, Alternatives::after_turn, Alternatives::after_subtree}) {
    struct Count final : TreeVisitor {
      const Node* deepest;
      std::size_t visits = 0, leaves = 0, open = 0, most_open = 0;
      std::string deepest_address;
      WalkAction visit(const WalkedNode& at) override {
        ++visits;
        if (&at.node == deepest) deepest_address = at.address();
        return WalkAction::enter_all;
      }
      void begin_variation() override { most_open = std::max(most_open, ++open); }
      void end_variation() override { --open; }
      void leave(const Node&, std::size_t) override { ++leaves; }
    } count;
    count.deepest = deepest;
    test::run_with_small_stack([&] { EXPECT_TRUE(walk_tree(record.root(), count, {order})); },
                               256 * 1024);
    EXPECT_EQ(count.visits, 1u + 2 * kLevels);
    EXPECT_EQ(count.leaves, count.visits);
    EXPECT_EQ(count.open, 0u);
    EXPECT_EQ(count.most_open, static_cast<std::size_t>(kLevels) - 1);
    EXPECT_EQ(count.deepest_address, deepest_address);
  }
}

TEST(TreeWalk, StatesAreTheMovesReplayedInEveryOrder) {
  // The walk with states copies a branch point's state for its alternatives; in every
  // order each node must see the moves of its own path played, and no other.
  test::ToyGame game;
  Record record;
  record.set_tag("rules", "toy pile:40");
  const auto main = test::add_line(record.root(), test::alternating({"1", "2", "1", "3"}, 0));
  test::add_line(record.root(), test::alternating({"2", "1"}, 0));
  const auto third = test::add_line(*main[1], test::alternating({"2", "2"}, 0));
  test::add_line(*third[0], test::alternating({"1"}, 1));
  test::add_line(*main[1], test::alternating({"3"}, 0));
  Diagnostics d;
  ASSERT_TRUE(game::replay_record(record, game, {}, d));
  for (const Alternatives order :
       {Alternatives::after_move, Alternatives::after_turn, Alternatives::after_subtree}) {
    std::size_t visits = 0;
    std::string error;
    EXPECT_TRUE(game::walk_record(
        record.root(), game::record_start_state(record, game, error),
        [&](const game::WalkNode& at) {
          ++visits;
          const game::StateAtNode replayed = game::state_at(record, at.node, game);
          EXPECT_NE(replayed.state, nullptr) << replayed.error;
          if (replayed.state) {
            EXPECT_EQ(at.state.position_text(), replayed.state->position_text()) << at.address();
          }
          EXPECT_EQ(at.address(), address_text(at.node));
          return WalkAction::enter_all;
        },
        {.alternatives = order}));
    EXPECT_EQ(visits, record.move_count() + 1);
  }
}

}  // namespace
}  // namespace skald::record
