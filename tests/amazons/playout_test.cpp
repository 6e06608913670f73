// Random playouts on every board size: full moves and half-moves made and unmade restore
// the position and its hash; the incremental hash equals the hash of the same position
// built from scratch; the position text reads back to the same position; a game always
// ends, with the side that cannot move the loser.

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

#include "skald/amazons/notation.h"
#include "skald/amazons/perft.h"
#include "skald/amazons/position.h"
#include "skald/amazons/search_adapter.h"

namespace skald::amazons {
namespace {

/// The same position built again from its sets of squares.
Position rebuilt(const Position& p) {
  return Position(p.size(), p.amazons(kWhite), p.amazons(kBlack), p.arrows(), p.side_to_move());
}

TEST(AmazonsPlayout, MakeUnmakeRestoresPositionAndHash) {
  std::mt19937 rng(11);
  for (int size : {6, 8, 10}) {
    for (int game = 0; game < 20; ++game) {
      Position p(AmazonsRules{size, kWhite});
      std::vector<Move> moves;
      int plies = 0;
      while (true) {
        p.generate_moves(moves);
        ASSERT_EQ(moves.size(), count_moves(p));
        if (moves.empty()) break;
        const std::string text = position_text(p);
        const std::uint64_t hash = p.hash();
        // Every move made and unmade gives the position back.
        for (std::size_t i = 0; i < moves.size(); i += 7) {
          p.make(moves[i]);
          EXPECT_EQ(p.hash(), rebuilt(p).hash());
          p.unmake();
          ASSERT_EQ(position_text(p), text);
          ASSERT_EQ(p.hash(), hash);
        }
        // The same move as two halves reaches the same position and hash.
        const Move m = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
        p.move_amazon(m.from, m.to);
        EXPECT_EQ(p.pending(), m.to);
        EXPECT_NE(p.hash(), hash);
        p.shoot(m.arrow);
        Position whole = rebuilt(p);
        p.unmake();
        p.unmake();
        ASSERT_EQ(p.hash(), hash);
        p.make(m);
        EXPECT_EQ(p.hash(), whole.hash());
        EXPECT_EQ(position_text(p), position_text(whole));
        // The text reads back.
        PositionParse again = read_position(position_text(p), size, kWhite);
        ASSERT_TRUE(again.position) << position_text(p);
        EXPECT_EQ(again.position->hash(), p.hash());
        ++plies;
      }
      EXPECT_FALSE(p.has_move(p.side_to_move()));
      // Each full move takes one square for good: a game is at most that long.
      EXPECT_LE(plies, size * size - 8);
    }
  }
}

TEST(AmazonsPlayout, SearchHalfMovesAreTheFullMovesSplit) {
  std::mt19937 rng(5);
  Position p(AmazonsRules{8, kWhite});
  AmazonsSearchGame game(p);
  for (int ply = 0; ply < 30; ++ply) {
    std::vector<Move> full;
    game.position().generate_moves(full);
    AmazonsSearchGame::MoveList halves;
    game.generate_moves(halves);
    std::uint64_t count = 0;
    for (int i = 0; i < halves.size(); ++i) {
      ASSERT_TRUE(game.is_legal(halves[i]));
      game.make(halves[i]);
      AmazonsSearchGame::MoveList arrows;
      game.generate_moves(arrows);
      ASSERT_GT(arrows.size(), 0) << "the square left is always free to shoot";
      count += static_cast<std::uint64_t>(arrows.size());
      game.unmake();
    }
    ASSERT_EQ(count, full.size());
    if (full.empty()) break;
    const Move m = full[std::uniform_int_distribution<std::size_t>(0, full.size() - 1)(rng)];
    game.make({m.from, m.to, false});
    game.make({m.to, m.arrow, true});
  }
}

TEST(AmazonsPlayout, PlainMovesAreArrowsAfterWhichTheOpponentMoves) {
  // Black's amazon on a6 has one free neighbour, b6; White's amazon shoots there or not.
  const Geometry g(6);
  Position p(6, bit(g.square(2, 3)), bit(g.square(0, 5)), bit(g.square(0, 4)) | bit(g.square(1, 4)),
             kWhite);
  AmazonsSearchGame game(p);
  game.make({static_cast<std::uint8_t>(g.square(2, 3)), static_cast<std::uint8_t>(g.square(2, 4)),
             false});
  const auto plain = game.plain_moves();
  EXPECT_FALSE(plain.goes_on_after({static_cast<std::uint8_t>(g.square(2, 4)),
                                    static_cast<std::uint8_t>(g.square(1, 5)), true}));
  EXPECT_TRUE(plain.goes_on_after({static_cast<std::uint8_t>(g.square(2, 4)),
                                   static_cast<std::uint8_t>(g.square(3, 4)), true}));
}

}  // namespace
}  // namespace skald::amazons
