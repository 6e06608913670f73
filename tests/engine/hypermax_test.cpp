// Hypermax (engine/multi_player_search.h) against max-n on random game trees of three and
// four players: small zero-sum utilities (many ties, many cuts), one to three children per
// node, values at inner nodes too for searches that stop short of the leaves. Its deep
// cutoffs alone would change the root's choice on some of these trees (Korf 1991); with the
// re-search of the children a node cannot settle, hypermax must give exactly the vector,
// move and line of max-n. (Whether it saves nodes depends on the game: on these narrow
// trees the re-searches cost about what the cuts save; on Spot boards it searches fewer,
// tests/ataxx/multi_player_search_test.cpp.)

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "skald/engine/multi_player_search.h"

namespace skald::engine {
namespace {

using Utilities = std::array<int, 4>;

struct TreeMoveList {
  std::vector<int> moves;
  int size() const { return static_cast<int>(moves.size()); }
  int operator[](int i) const { return moves[static_cast<std::size_t>(i)]; }
};

/// A game written out as a tree: a move is the index of a child.
class TreeGame {
 public:
  using Move = int;
  using MoveList = TreeMoveList;

  struct Node {
    int first_child = 0;
    int children = 0;
    Utilities utilities{};
  };

  TreeGame(std::vector<Node> nodes, int players, int first_player)
      : nodes_(std::move(nodes)), players_(players), first_player_(first_player) {}

  void generate_moves(MoveList& list) const {
    list.moves.clear();
    for (int i = 0; i < current().children; ++i)
      list.moves.push_back(i);
  }
  void make(Move m) { path_.push_back(current().first_child + m); }
  void unmake() { path_.pop_back(); }
  int side_to_move() const { return (first_player_ + static_cast<int>(path_.size())) % players_; }
  int side_count() const { return players_; }
  bool game_over() const { return current().children == 0; }
  const Utilities& utilities() const { return current().utilities; }
  int order_key(Move) const { return 0; }
  /// Distinct per node: no transpositions, so what hypermax remembers serves its re-searches.
  std::uint64_t hash() const {
    return path_.empty() ? 0 : static_cast<std::uint64_t>(path_.back());
  }

 private:
  const Node& current() const {
    return nodes_[static_cast<std::size_t>(path_.empty() ? 0 : path_.back())];
  }

  std::vector<Node> nodes_;
  int players_;
  int first_player_;
  std::vector<int> path_;
};

Utilities random_utilities(std::mt19937& rng, int players) {
  std::uniform_int_distribution<int> value(-6, 6);
  Utilities u{};
  int sum = 0;
  for (int p = 0; p + 1 < players; ++p) {
    u[static_cast<std::size_t>(p)] = value(rng);
    sum += u[static_cast<std::size_t>(p)];
  }
  u[static_cast<std::size_t>(players - 1)] = -sum;
  return u;
}

/// A random tree `depth` plies deep, children laid out breadth first.
std::vector<TreeGame::Node> random_tree(std::mt19937& rng, int players, int depth) {
  std::uniform_int_distribution<int> branching(1, 3);
  std::vector<TreeGame::Node> nodes(1);
  nodes[0].utilities = random_utilities(rng, players);
  std::vector<int> level = {0};
  for (int d = 0; d < depth; ++d) {
    std::vector<int> next;
    for (const int parent : level) {
      const int children = branching(rng);
      nodes[static_cast<std::size_t>(parent)].first_child = static_cast<int>(nodes.size());
      nodes[static_cast<std::size_t>(parent)].children = children;
      for (int c = 0; c < children; ++c) {
        next.push_back(static_cast<int>(nodes.size()));
        TreeGame::Node child;
        child.utilities = random_utilities(rng, players);
        nodes.push_back(child);
      }
    }
    level = std::move(next);
  }
  return nodes;
}

TEST(Hypermax, GivesMaxNsVectorMoveAndLineOnRandomTrees) {
  std::mt19937 rng(20261126);
  int compared = 0, pruned = 0;
  for (int tree = 0; tree < 3000; ++tree) {
    const int players = 3 + tree % 2;
    const int depth = 3 + tree % 5;
    TreeGame game(random_tree(rng, players, depth), players, tree % players);
    for (const int limit : {depth, depth - 1}) {
      MultiPlayerSearch<TreeGame> search;
      const auto max_n = search.run(game, MultiPlayerMethod::max_n, {limit, 0, {}});
      const auto hyper = search.run(game, MultiPlayerMethod::hypermax, {limit, 0, {}});
      const std::string where = "tree " + std::to_string(tree) + " depth " + std::to_string(limit);
      ASSERT_EQ(hyper.values, max_n.values) << where;
      ASSERT_EQ(hyper.best_move, max_n.best_move) << where;
      ASSERT_EQ(hyper.pv, max_n.pv) << where;
      pruned += hyper.nodes < max_n.nodes;
      ++compared;
    }
  }
  EXPECT_EQ(compared, 6000);
  EXPECT_GT(pruned, 1000) << "hypermax cuts on these trees";
}

}  // namespace
}  // namespace skald::engine
