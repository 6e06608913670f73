// The Amazons evaluation: its terms are symmetric between the sides, and squares both
// sides reach as soon count for the side whose amazon moves next (the other side between
// the two halves of a move, where the pending amazon only shoots).

#include <gtest/gtest.h>

#include "skald/amazons/evaluation.h"

namespace skald::amazons {
namespace {

TEST(AmazonsEvaluation, MirroredPositionsScoreTheSameForTheSideToMove) {
  const Geometry g(6);
  // White a1 and c3, Black f6 and d4: each the other's turned half a turn; an arrow each.
  const Position white(6, bit(g.square(0, 0)) | bit(g.square(2, 2)),
                       bit(g.square(5, 5)) | bit(g.square(3, 3)),
                       bit(g.square(1, 0)) | bit(g.square(4, 5)), kWhite);
  const Position black(6, white.amazons(kWhite), white.amazons(kBlack), white.arrows(), kBlack);
  EXPECT_EQ(evaluate(white), evaluate(black));
  const EvaluationDump dump = evaluation_dump(white);
  EXPECT_GT(dump.for_side_to_move, 0);  // the tempo of the side to move
  for (const EvaluationTerm& t : dump.terms) {
    if (t.name != "territory (queen)" && t.name != "territory (king)") {
      EXPECT_NEAR(t.white, t.black, 1e-9) << t.name;
    }
  }
}

TEST(AmazonsEvaluation, TiesGoToTheSideWhoseAmazonMovesNext) {
  const Geometry g(6);
  // The same board twice: White to move, and White's amazon just arrived on a1 (from b1)
  // with its arrow still to shoot.
  const Position to_move(6, bit(g.square(0, 0)), bit(g.square(5, 5)), 0, kWhite);
  Position pending(6, bit(g.square(1, 0)), bit(g.square(5, 5)), 0, kWhite);
  pending.move_amazon(g.square(1, 0), g.square(0, 0));
  const EvaluationDump before = evaluation_dump(to_move);
  const EvaluationDump between = evaluation_dump(pending);
  EXPECT_GT(before.terms[0].white, before.terms[0].black);
  EXPECT_LT(between.terms[0].white, between.terms[0].black);
  EXPECT_NEAR(before.terms[0].white, between.terms[0].black, 1e-9);
}

}  // namespace
}  // namespace skald::amazons
