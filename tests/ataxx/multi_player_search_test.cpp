// The N-player searches (engine/multi_player_search.h) on small Spot boards (a 4x4 or 5x5
// corner of the 7x7 board, the rest gaps, a few gaps inside), from positions reached by
// seeded random moves, against plain searches written here: max-n gives plain max-n's root
// value and its move is worth it; paranoid alpha-beta gives plain paranoid minimax's value
// (so does max-n over the paranoid utilities) and its move is worth it; hypermax gives
// max-n's vector, move and line; with two players all three agree. Each search is deterministic,
// and hypermax and paranoid search fewer nodes than max-n.

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "sanitized.h"
#include "skald/ataxx/fen.h"
#include "skald/ataxx/search_game.h"
#include "skald/engine/multi_player_search.h"

namespace skald::ataxx {
namespace {

using engine::MultiPlayerMethod;
using Search = engine::MultiPlayerSearch<AtaxxSearchGame>;

struct SmallBoard {
  std::string fen;
  int players;
};

// 4x4 and 5x5 boards in the lower left corner, the corners of each holding a player.
const std::vector<SmallBoard>& small_boards() {
  static const std::vector<SmallBoard> boards = {
      {"-------/-------/-------/x2o---/4---/4---/z2y--- x 0 1", 4},
      {"-------/-------/x3o--/5--/2-2--/5--/y4-- x 0 1", 3},
      {"-------/-------/x3o--/1-3--/5--/3-1--/z3y-- x 0 1", 4},
      {"-------/-------/x3o--/5--/2-2--/5--/o3x-- x 0 1", 2},
  };
  return boards;
}

AtaxxRules rules_for(int players) {
  return {RuleSet::spot, players, LowerCorner::right};
}

/// Positions from each small board after 0 to 5 seeded random moves.
std::vector<Position> sample_positions() {
  std::vector<Position> out;
  std::mt19937 rng(1125);
  for (const SmallBoard& b : small_boards()) {
    const FenParse parsed = parse_fen(b.fen, rules_for(b.players));
    EXPECT_TRUE(parsed.position) << b.fen;
    if (!parsed.position) continue;
    for (int plies = 0; plies <= 5; ++plies) {
      Position p = *parsed.position;
      for (int i = 0; i < plies && !p.game_over(); ++i) {
        MoveList moves;
        p.generate_moves(moves);
        p.make(moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))]);
      }
      p.forget_history();
      if (!p.game_over()) out.push_back(p);
    }
  }
  return out;
}

/// Plain max-n, written here apart from the engine: every player picks the first child
/// best for itself.
Utilities plain_max_n(AtaxxSearchGame& game, int depth) {
  if (depth == 0 || game.game_over()) return game.utilities();
  const auto mover = static_cast<std::size_t>(game.side_to_move());
  MoveList moves;
  game.generate_moves(moves);
  Utilities best{};
  bool first = true;
  for (const Move& m : moves) {
    game.make(m);
    const Utilities child = plain_max_n(game, depth - 1);
    game.unmake();
    if (first || child[mover] > best[mover]) best = child;
    first = false;
  }
  return best;
}

/// Plain paranoid minimax: `root` maximises its utility, everyone else minimises it.
int plain_paranoid(AtaxxSearchGame& game, int depth, int root) {
  if (depth == 0 || game.game_over()) return game.utilities()[static_cast<std::size_t>(root)];
  MoveList moves;
  game.generate_moves(moves);
  const bool maximising = game.side_to_move() == root;
  int best = 0;
  bool first = true;
  for (const Move& m : moves) {
    game.make(m);
    const int v = plain_paranoid(game, depth - 1, root);
    game.unmake();
    if (first || (maximising ? v > best : v < best)) best = v;
    first = false;
  }
  return best;
}

TEST(MultiPlayerSearch, MaxNGivesPlainMaxNsRootValue) {
  int compared = 0;
  for (const Position& p : sample_positions()) {
    for (int depth = 1; depth <= 4; ++depth) {
      AtaxxSearchGame game(p);
      const auto side = static_cast<std::size_t>(p.side_to_move());
      const int expected = plain_max_n(game, depth)[side];
      Search search;
      const Search::Result max_n = search.run(game, MultiPlayerMethod::max_n, {depth, 0, {}});
      const std::string where = to_fen(p) + " depth " + std::to_string(depth);
      ASSERT_TRUE(max_n.best_move) << where;
      EXPECT_EQ(max_n.values[side], expected) << where;
      game.make(*max_n.best_move);
      EXPECT_EQ(plain_max_n(game, depth - 1)[side], expected) << where << " (the move's value)";
      game.unmake();
      EXPECT_EQ(to_fen(game.position()), to_fen(p)) << "the search leaves the position";
      ++compared;
    }
  }
  EXPECT_GT(compared, 50);
}

// Hypermax cuts a node when every player's alpha is set, which takes a player to move at
// each of N plies above it, so the deeper searches here cut; its re-search of what a cut
// leaves unsettled keeps max-n's answer (tests/engine/hypermax_test.cpp on random trees).
TEST(MultiPlayerSearch, HypermaxGivesMaxNsVectorAndMove) {
  int compared = 0, can_cut = 0;
  std::uint64_t hypermax_nodes = 0, max_n_nodes = 0;
  // Depth 5 is most of the time; under the sanitizers depth 4 still cuts in 3-player games.
  const int deepest = testing::sample_size(5, 4);
  for (const Position& p : sample_positions()) {
    for (int depth = 1; depth <= deepest; ++depth) {
      AtaxxSearchGame game(p);
      const auto side = static_cast<std::size_t>(p.side_to_move());
      Search search;
      const Search::Result max_n = search.run(game, MultiPlayerMethod::max_n, {depth, 0, {}});
      const Search::Result hyper = search.run(game, MultiPlayerMethod::hypermax, {depth, 0, {}});
      const std::string where = to_fen(p) + " depth " + std::to_string(depth);
      ASSERT_TRUE(hyper.best_move) << where;
      if (depth <= 4) {
        EXPECT_EQ(hyper.values[side], plain_max_n(game, depth)[side]) << where;
      }
      EXPECT_EQ(hyper.values, max_n.values) << where;
      EXPECT_EQ(hyper.best_move, max_n.best_move) << where;
      EXPECT_EQ(hyper.pv, max_n.pv) << where;
      can_cut += p.players() > 2 && depth >= p.players();
      hypermax_nodes += hyper.nodes;
      max_n_nodes += max_n.nodes;
      ++compared;
    }
  }
  EXPECT_GT(compared, 16 * deepest);
  EXPECT_GT(can_cut, testing::sample_size(40, 20));
  EXPECT_LT(hypermax_nodes, max_n_nodes) << "hypermax prunes";
}

TEST(MultiPlayerSearch, ParanoidGivesPlainParanoidsValue) {
  int compared = 0;
  std::uint64_t paranoid_nodes = 0, reference_nodes = 0;
  for (const Position& p : sample_positions()) {
    for (int depth = 1; depth <= 4; ++depth) {
      AtaxxSearchGame game(p);
      const int side = p.side_to_move();
      const auto s = static_cast<std::size_t>(side);
      const int expected = plain_paranoid(game, depth, side);
      Search search;
      const Search::Result reference = search.run_paranoid_reference(game, depth);
      const Search::Result paranoid = search.run(game, MultiPlayerMethod::paranoid, {depth, 0, {}});
      const std::string where = to_fen(p) + " depth " + std::to_string(depth);
      ASSERT_TRUE(reference.best_move && paranoid.best_move) << where;
      EXPECT_EQ(reference.values[s], expected) << where << " (max-n over paranoid utilities)";
      EXPECT_EQ(paranoid.values[s], expected) << where;
      game.make(*paranoid.best_move);
      EXPECT_EQ(plain_paranoid(game, depth - 1, side), expected) << where;
      game.unmake();
      paranoid_nodes += paranoid.nodes;
      reference_nodes += reference.nodes;
      ++compared;
    }
  }
  EXPECT_GT(compared, 50);
  EXPECT_LT(paranoid_nodes, reference_nodes) << "alpha-beta prunes";
}

TEST(MultiPlayerSearch, TwoPlayersAllThreeAgree) {
  for (const Position& p : sample_positions()) {
    if (p.players() != 2) continue;
    AtaxxSearchGame game(p);
    const auto side = static_cast<std::size_t>(p.side_to_move());
    Search search;
    const int max_n = search.run(game, MultiPlayerMethod::max_n, {3, 0, {}}).values[side];
    EXPECT_EQ(search.run(game, MultiPlayerMethod::hypermax, {3, 0, {}}).values[side], max_n);
    EXPECT_EQ(search.run(game, MultiPlayerMethod::paranoid, {3, 0, {}}).values[side], max_n);
  }
}

TEST(MultiPlayerSearch, SameSearchSameNodesAndMove) {
  for (const MultiPlayerMethod method :
       {MultiPlayerMethod::hypermax, MultiPlayerMethod::paranoid}) {
    AtaxxSearchGame game(Position(rules_for(4)));
    Search first_search, second_search;
    const Search::Result first = first_search.run(game, method, {3, 0, {}});
    const Search::Result again = first_search.run(game, method, {3, 0, {}});
    const Search::Result fresh = second_search.run(game, method, {3, 0, {}});
    ASSERT_TRUE(first.best_move);
    for (const Search::Result* r : {&again, &fresh}) {
      EXPECT_EQ(r->nodes, first.nodes);
      EXPECT_EQ(r->best_move, first.best_move);
      EXPECT_EQ(r->values, first.values);
      EXPECT_EQ(r->pv, first.pv);
    }
  }
}

TEST(MultiPlayerSearch, NodeLimitKeepsTheLastCompleteDepth) {
  AtaxxSearchGame game(Position(rules_for(3)));
  Search search;
  const Search::Result limited = search.run(game, MultiPlayerMethod::hypermax, {0, 5'000, {}});
  EXPECT_TRUE(limited.stopped_early);
  EXPECT_GE(limited.depth, 1);
  EXPECT_LE(limited.nodes, 5'000u);
  const Search::Result full = search.run(game, MultiPlayerMethod::hypermax, {limited.depth, 0, {}});
  EXPECT_EQ(full.best_move, limited.best_move);
  EXPECT_EQ(full.values, limited.values);
}

}  // namespace
}  // namespace skald::ataxx
