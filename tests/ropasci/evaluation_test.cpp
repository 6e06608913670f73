// The RoPaSci 360 evaluation is fair to both sides: a position turned half a turn (each
// hex (r, q) to (-r, -q)) with the sides swapped is worth the negation, term by term, in
// positions of random games.

#include <gtest/gtest.h>

#include <random>

#include "skald/ropasci/evaluation.h"
#include "skald/ropasci/game_state.h"

namespace skald::ropasci {
namespace {

Board mirrored(const Board& board) {
  Board out;
  for (int hex = 0; hex < kHexes; ++hex) {
    const Axial a = axial_of(hex);
    for (int side = 0; side < kSides; ++side)
      for (int s = 0; s < kSymbols; ++s)
        out.add_tokens(hex_at(-a.r, -a.q), 1 - side, symbol_at(s),
                       board.tokens_on(hex, side, symbol_at(s)));
  }
  out.set_throws_made(kUpper, board.throws_made(kLower));
  out.set_throws_made(kLower, board.throws_made(kUpper));
  out.set_turns_played(board.turns_played());
  return out;
}

TEST(RopasciEvaluation, MirroredPositionsAreWorthTheNegation) {
  std::mt19937 rng(360);
  int positions = 0;
  for (int game = 0; game < 20; ++game) {
    Game360 g;
    for (int turn = 0; turn < 80 && !g.over(); ++turn) {
      const Board& b = g.board();
      const Board m = mirrored(b);
      EXPECT_EQ(evaluate(m), -evaluate(b)) << game << " " << turn;
      const auto terms = evaluation_terms(b), mirror_terms = evaluation_terms(m);
      EXPECT_EQ(terms[0].total(), mirror_terms[1].total());
      EXPECT_EQ(terms[0].danger, mirror_terms[1].danger);
      EXPECT_EQ(b.count_actions(kUpper), m.count_actions(kLower));
      ++positions;
      ActionList upper, lower;
      b.legal_actions(kUpper, upper);
      b.legal_actions(kLower, lower);
      g.play(upper[static_cast<int>(rng() % static_cast<unsigned>(upper.size()))],
             lower[static_cast<int>(rng() % static_cast<unsigned>(lower.size()))]);
    }
  }
  EXPECT_GT(positions, 500);
}

}  // namespace
}  // namespace skald::ropasci
