// The one walk over a record (game/record_walk.h, record/tree_walk.h): its order, early exit,
// skipped subtrees, moves that do not play, depth, and the states it shows.
#include "skald/game/record_walk.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "record/small_stack.h"
#include "record/toy_game.h"
#include "record/tree_builder.h"
#include "skald/game/replay.h"
#include "skald/record/numbering.h"
#include "skald/record/record.h"
#include "skald/record/tree_walk.h"

namespace skald::game {
namespace {

using record::WalkAction;

/// A visitor made of lambdas, recording what it was shown.
struct Recorder : RecordVisitor {
  std::vector<std::string> visited;  // "address move"
  std::vector<std::string> left;     // addresses, in leave() order
  std::vector<std::string> failed;   // "address skipped message"
  std::function<WalkAction(const WalkNode&)> decide = [](const WalkNode&) {
    return WalkAction::enter_all;
  };

  WalkAction visit(const WalkNode& at) override {
    EXPECT_EQ(at.address(), record::address_text(at.node));
    visited.push_back(at.address() + " " + at.node.move_text);
    return decide(at);
  }
  WalkAction unplayable(const WalkNode& at, std::size_t skipped) override {
    failed.push_back(at.address() + " " + std::to_string(skipped) + " " +
                     at.played->diagnostics.items().front().message);
    return WalkAction::enter_all;
  }
  void leave(const record::Node& node, std::size_t) override {
    left.push_back(record::address_text(node));
  }
};

/// A toy record with variations nested three deep, replayed (so every side is known).
struct Nested {
  test::ToyGame game;
  record::Record record;
  std::vector<record::Node*> main;

  Nested() {
    record.set_tag("rules", "toy pile:40");
    main = test::add_line(record.root(), test::alternating({"1", "2", "1", "3", "2"}, 0));
    // An alternative to the first move, with one to its second move in turn.
    const auto first = test::add_line(record.root(), test::alternating({"2", "1", "1"}, 0));
    test::add_line(*first[0], test::alternating({"3", "1"}, 1));
    // An alternative to 2a, and a second one.
    const auto third = test::add_line(*main[1], test::alternating({"2", "2"}, 0));
    test::add_line(*third[0], test::alternating({"1"}, 1));
    test::add_line(*main[1], test::alternating({"3"}, 0));
    Diagnostics d;
    EXPECT_TRUE(replay_record(record, game, {}, d));
    EXPECT_FALSE(d.has_errors());
  }

  std::unique_ptr<GameState> start() const {
    std::string error;
    return record_start_state(record, game, error);
  }
};

TEST(RecordWalk, VisitsPreOrderMainLineFirstWithEachNodesAddress) {
  Nested n;
  Recorder r;
  EXPECT_TRUE(walk_record(n.record.root(), n.start(), r));
  const std::vector<std::string> expected = {
      "0a ",       "1a 1",      "1b 2",      "2a 1",           "2b 3",
      "3a 2",      "2a.1.1a 2", "2a.1.1b 2", "2a.1.1a.1.1b 1", "2a.2.1a 3",
      "1a.1.1a 2", "1a.1.1b 1", "1a.1.2a 1", "1a.1.1a.1.1b 3", "1a.1.1a.1.2a 1"};
  EXPECT_EQ(r.visited, expected);
  // The same order as the walk without states and as the tree builder's preorder.
  std::vector<std::string> plain;
  record::walk_tree(n.record.root(), [&](const record::Node& node, std::size_t) {
    if (!node.is_root()) plain.push_back(record::address_text(node) + " " + node.move_text);
    return WalkAction::enter_all;
  });
  EXPECT_EQ(plain, test::address_map(n.record.root()));
  EXPECT_EQ(std::vector<std::string>(r.visited.begin() + 1, r.visited.end()), plain);
  // leave() comes after each node's subtree: post-order, the root last.
  ASSERT_EQ(r.left.size(), r.visited.size());
  EXPECT_EQ(r.left.front(), "3a");
  EXPECT_EQ(r.left.back(), "0a");
  // The walk without states leaves its nodes in the same post-order.
  std::vector<std::string> plain_left;
  record::walk_tree(
      n.record.root(), [](const record::Node&, std::size_t) { return WalkAction::enter_all; },
      [&](const record::Node& node, std::size_t) {
        plain_left.push_back(node.is_root() ? "0a" : record::address_text(node));
      });
  EXPECT_EQ(plain_left, r.left);
}

TEST(RecordWalk, StateAtEachNodeIsTheMovesFromTheStartReplayed) {
  Nested n;
  struct Check : RecordVisitor {
    const Nested& n;
    int visits = 0;
    explicit Check(const Nested& n) : n(n) {}
    WalkAction visit(const WalkNode& at) override {
      const StateAtNode replayed = state_at(n.record, at.node, n.game);
      EXPECT_NE(replayed.state, nullptr) << replayed.error;
      if (replayed.state) {
        EXPECT_EQ(at.state.position_text(), replayed.state->position_text()) << at.address();
      }
      ++visits;
      return WalkAction::enter_all;
    }
  } check(n);
  walk_record(n.record.root(), n.start(), check);
  EXPECT_EQ(check.visits, static_cast<int>(n.record.move_count()) + 1);
}

TEST(RecordWalk, StopEndsTheWalkAtOnce) {
  Nested n;
  Recorder r;
  r.decide = [](const WalkNode& at) {
    return at.address() == "2a.1.1a" ? WalkAction::stop : WalkAction::enter_all;
  };
  EXPECT_FALSE(walk_record(n.record.root(), n.start(), r));
  ASSERT_EQ(r.visited.size(), 7u);
  EXPECT_EQ(r.visited.back(), "2a.1.1a 2");
  // Nothing is left after a stop but the nodes finished before it.
  EXPECT_EQ(r.left, (std::vector<std::string>{"3a", "2b", "2a"}));

  bool stopped_early =
      !record::walk_tree(n.record.root(), [](const record::Node& node, std::size_t) {
        return node.move_text == "3" ? WalkAction::stop : WalkAction::enter_all;
      });
  EXPECT_TRUE(stopped_early);
}

TEST(RecordWalk, SkipBelowAndContinuationOnlyLeaveSubtreesOut) {
  Nested n;
  Recorder r;
  r.decide = [](const WalkNode& at) {
    if (at.address() == "1b") return WalkAction::enter_continuation;  // 2a's variations out
    if (at.address() == "1a.1.1a") return WalkAction::skip_below;
    return WalkAction::enter_all;
  };
  EXPECT_TRUE(walk_record(n.record.root(), n.start(), r));
  EXPECT_EQ(r.visited,
            (std::vector<std::string>{"0a ", "1a 1", "1b 2", "2a 1", "2b 3", "3a 2", "1a.1.1a 2"}));
  EXPECT_EQ(r.left.back(), "0a");
  EXPECT_EQ(r.left.size(), r.visited.size());

  std::vector<std::string> plain;
  record::walk_tree(n.record.root(), [&](const record::Node& node, std::size_t depth) {
    plain.push_back(std::to_string(depth) + node.move_text);
    if (node.is_root()) return WalkAction::enter_continuation;
    return depth == 2 ? WalkAction::skip_below : WalkAction::enter_all;
  });
  EXPECT_EQ(plain, (std::vector<std::string>{"0", "11", "22"}));
}

TEST(RecordWalk, AMoveThatDoesNotPlayIsReportedAndItsSubtreeSkipped) {
  Nested n;
  // An illegal move with two moves below it, in a variation off 1b.
  const auto bad = test::add_line(*n.main[0], test::alternating({"7", "1", "1"}, 1));
  Recorder r;
  EXPECT_TRUE(walk_record(n.record.root(), n.start(), r));
  ASSERT_EQ(r.failed.size(), 1u);
  EXPECT_EQ(r.failed[0], "1b.1.1b 2 move \"7\": expected 1, 2 or 3, optionally prefixed by b");
  for (const std::string& v : r.visited)
    EXPECT_EQ(v.find("1b.1."), std::string::npos) << v;
  EXPECT_EQ(r.visited.size(), n.record.move_count() + 1 - 3);

  // The replay says the same: an error at the move, and a note that its subtree was not
  // checked.
  Diagnostics d;
  ASSERT_TRUE(replay_record(n.record, n.game, {"t.otg"}, d));
  std::vector<Diagnostic> found;  // the toy game's warnings about `+` left out
  for (const Diagnostic& item : d.items())
    if (item.severity != Severity::warning) found.push_back(item);
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0].address, "1b.1.1b");
  EXPECT_EQ(found[0].severity, Severity::error);
  EXPECT_EQ(found[1].address, "1b.1.1b");
  EXPECT_EQ(found[1].message, "2 later moves of this line and its variations not checked");
  EXPECT_EQ(bad[1]->canonical_move(), "");
}

TEST(RecordWalk, WalkFromAVariationNodeNamesItsNodesTheSame) {
  Nested n;
  const record::Node* from = n.main[1]->child(1);  // 2a.1.1a
  ASSERT_EQ(record::address_text(*from), "2a.1.1a");
  Recorder r;
  EXPECT_TRUE(walk_record(*from, state_at(n.record, *from, n.game).state, r));
  EXPECT_EQ(r.visited, (std::vector<std::string>{"2a.1.1a 2", "2a.1.1b 2", "2a.1.1a.1.1b 1"}));
}

TEST(RecordWalk, TwentyThousandLevelsDeepWithoutRecursion) {
  // A main line of 20,000 moves with a one-move variation after every move: every node is a
  // branch point, on a thread whose stack no recursion over the record would fit in.
  constexpr int kMoves = 20000;
  test::ToyGame game;
  record::Record record;
  record.set_tag("rules", "toy pile:1000000");
  std::vector<std::string> ones(kMoves, "1");
  const auto line = test::add_line(record.root(), test::alternating(ones, 0));
  for (record::Node* node : line)
    node->add_child(std::make_unique<record::Node>("2"));
  std::size_t visits = 0;
  std::size_t deepest = 0;
  std::size_t leaves = 0;
  std::string last;
  struct Count : RecordVisitor {
    std::size_t& visits;
    std::size_t& deepest;
    std::size_t& leaves;
    std::string& last;
    Count(std::size_t& v, std::size_t& d, std::size_t& l, std::string& a)
        : visits(v), deepest(d), leaves(l), last(a) {}
    WalkAction visit(const WalkNode& at) override {
      ++visits;
      deepest = std::max(deepest, at.depth);
      last = at.address();
      return WalkAction::enter_all;
    }
    void leave(const record::Node&, std::size_t) override { ++leaves; }
  } count(visits, deepest, leaves, last);
  test::run_with_small_stack(
      [&] {
        Diagnostics d;
        replay_record(record, game, {}, d);
        EXPECT_FALSE(d.has_errors());
        std::string error;
        walk_record(record.root(), record_start_state(record, game, error), count);
      },
      256 * 1024);
  EXPECT_EQ(visits, 1u + 2 * kMoves);
  EXPECT_EQ(leaves, visits);
  // The last move's "variation" is its continuation, one level deeper.
  EXPECT_EQ(deepest, static_cast<std::size_t>(kMoves) + 1);
  EXPECT_EQ(last, "1b.1.1b");  // the alternative to the second move comes last
}

}  // namespace
/// A game state that counts how many of its kind are alive: the walk's states.
class LiveState : public GameState {
 public:
  LiveState(std::unique_ptr<GameState> inner, std::size_t& alive, std::size_t& most)
      : inner_(std::move(inner)), alive_(alive), most_(most) {
    most_ = std::max(most_, ++alive_);
  }
  ~LiveState() override { --alive_; }
  std::unique_ptr<GameState> clone() const override {
    return std::make_unique<LiveState>(inner_->clone(), alive_, most_);
  }
  int side_to_move() const override { return inner_->side_to_move(); }
  PlayResult play(std::string_view move_text) override { return inner_->play(move_text); }
  std::vector<std::string> legal_moves() const override { return inner_->legal_moves(); }
  Outcome outcome() const override { return inner_->outcome(); }
  std::string position_text() const override { return inner_->position_text(); }
  BoardPicture board_picture() const override { return inner_->board_picture(); }

 private:
  std::unique_ptr<GameState> inner_;
  std::size_t& alive_;
  std::size_t& most_;
};

TEST(RecordWalk, NestedVariationsKeepAFewStatesAlive) {
  // A chain of variations each nested in the one before (gen_deep_xml.py's shape): every
  // level plays one move and another, whose alternative holds the next level. Once a
  // line is done its state goes: before, every level kept its own until the walk came
  // back up, and with each a whole game's history a 5,000-level record took a gigabyte.
  constexpr int kLevels = 3000;
  test::ToyGame game;
  record::Record record;
  record.set_tag("rules", "toy pile:1000000");
  record::Node* at = &record.root();
  int side = 0;
  for (int level = 0; level < kLevels; ++level) {
    const auto line = test::add_line(*at, test::alternating({"1", "2"}, side));
    at = line[0];  // the next level is an alternative to line[1]
    side = 1 - side;
  }
  std::size_t alive = 0;
  std::size_t most = 0;
  std::size_t visits = 0;
  test::run_with_small_stack(
      [&] {
        Diagnostics d;
        replay_record(record, game, {}, d);
        EXPECT_FALSE(d.has_errors());
        std::string error;
        auto start =
            std::make_unique<LiveState>(record_start_state(record, game, error), alive, most);
        walk_record(record.root(), std::move(start), [&](const WalkNode&) {
          ++visits;
          return WalkAction::enter_all;
        });
      },
      256 * 1024);
  EXPECT_EQ(visits, 1u + 2 * kLevels);
  EXPECT_EQ(alive, 0u);
  EXPECT_LE(most, 3u);
}

}  // namespace skald::game
