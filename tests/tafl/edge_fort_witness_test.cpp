// The OpenTafl dialect's edge-fort check after every move keeps a witness (an attacker
// bordering the king's reach, and the squares the reach went through) and skips the
// flood while it holds. Random games in every catalogue variant, with edge forts on:
// every legal move, made on the game's position (which carries witnesses across moves
// and takes) and on a recent_copy() of it (which starts without one), gives the same
// result. Random games seldom make a fort, so more start by one, on hand-set boards.

#include <gtest/gtest.h>

#include <random>

#include "formats/variants/catalogue.h"
#include "sanitized.h"
#include "skald/tafl/position.h"
#include "skald/tafl/rules_string.h"
#include "tafl/scenario.h"

namespace skald::tafl {
namespace {

// Under the sanitizers (every move made twice, ten times slower) a quarter of the games.
constexpr int kGamesPerVariant = skald::testing::sample_size(4, 1);
constexpr int kPlyCap = 200;

/// Plays `games` random games of up to `plies` moves from `start`; at each position every
/// legal move is made on the position and on a recent_copy(), and their results compared.
/// How many of the moves tried made an edge fort.
int compare_every_move(const Position& start, int games, int plies, std::mt19937& rng,
                       const std::string& what) {
  int forts = 0;
  for (int game = 0; game < games; ++game) {
    Position pos = start;
    for (int ply = 0; ply < plies && !pos.outcome().over(); ++ply) {
      MoveList moves;
      pos.generate_moves(moves);
      if (moves.empty()) break;
      for (const Move m : moves) {
        Position fresh = pos.recent_copy();
        fresh.make(m);
        pos.make(m);
        EXPECT_EQ(pos.outcome(), fresh.outcome()) << what << " game " << game << " ply " << ply;
        forts += pos.outcome().reason == EndReason::edge_fort;
        pos.unmake();
      }
      pos.make(moves[static_cast<int>(rng() % moves.size())]);
    }
  }
  return forts;
}

TEST(EdgeFortWitness, EveryMoveJudgedAsWithoutAWitness) {
  const variants::Catalogue catalogue = variants::builtin_catalogue();
  ASSERT_FALSE(catalogue.entries().empty());
  std::mt19937 rng(20261128);
  int forts = 0;
  for (const auto& v : catalogue.entries()) {
    auto parsed = parse_rules(v.rules);
    ASSERT_TRUE(parsed.rules) << v.id;
    TaflRules rules = *parsed.rules;
    rules.dialect = Dialect::opentafl;
    rules.edge_fort_escape = true;
    forts += compare_every_move(Position(rules), kGamesPerVariant, kPlyCap, rng, v.id);
  }
  // Kings by the edge among their defenders, either side to move.
  const char* boards[] = {R"(
    . t . . . . .
    . . . . . . .
    . . . . . T .
    . . . . . . .
    . . . . . . .
    . . T T T . .
    . T . K . . .
  )",
                          R"(
    . . . t . . . . .
    . . . . . . . . .
    t . . . . . . . t
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . T T . T T . .
    . T . . . . . T .
    . . . T K T . . .
  )"};
  for (const char* board : boards) {
    for (const Side side : {Side::defenders, Side::attackers}) {
      const Position start = scenario::setup("efe:y", board, side);
      forts +=
          compare_every_move(start, skald::testing::sample_size(40, 10), 30, rng, "hand-set board");
    }
  }
  EXPECT_GT(forts, 0);
}

}  // namespace
}  // namespace skald::tafl
