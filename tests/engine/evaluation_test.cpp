// The tafl evaluation: terms add up, the dump agrees with the search's value, and the
// terms respond to what they name.

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "formats/variants/catalogue.h"
#include "skald/tafl/evaluation.h"
#include "skald/tafl/position_record.h"
#include "skald/tafl/rules_string.h"

namespace skald::tafl {
namespace {

TaflRules variant(const std::string& id) {
  const auto catalogue = variants::builtin_catalogue();
  return *parse_rules(catalogue.find_or_null(id)->rules).rules;
}

Position at(const TaflRules& rules, const std::string& record, Side side) {
  auto board = parse_position_record(record, RowOrder::rank1_first, rules.dim);
  EXPECT_TRUE(board.squares) << record;
  return Position(rules, *board.squares, side);
}

const EvaluationTerm& term(const EvaluationDump& d, const std::string& name) {
  for (const auto& t : d.terms)
    if (t.name == name) return t;
  ADD_FAILURE() << "no term " << name;
  return d.terms.front();
}

TEST(EvaluationTest, TermsAddUpAndMatchTheSearchValue) {
  for (const char* id : {"brandub", "tablut-9x9", "copenhagen", "alea-evangelii"}) {
    const TaflRules rules = variant(id);
    const Position start(rules);
    const Evaluator eval(start.tables());
    const EvaluationDump d = eval.dump(start);
    int a = 0, b = 0;
    for (const auto& t : d.terms) {
      a += t.attackers;
      b += t.defenders;
    }
    EXPECT_EQ(a, d.attackers_total) << id;
    EXPECT_EQ(b, d.defenders_total) << id;
    EXPECT_EQ(d.balance_for_attackers, a - b) << id;
    EXPECT_EQ(eval.evaluate(start), d.for_side_to_move) << id;
    // Attackers to move; the value is the balance rounded to a tenth of a taflman.
    EXPECT_NEAR(d.for_side_to_move, d.balance_for_attackers, 5) << id;
    EXPECT_EQ(d.for_side_to_move % 10, 0) << id;
    EXPECT_DOUBLE_EQ(d.phase, 1.0) << id;
  }
}

TEST(EvaluationTest, MaterialCountsTaflmenAndSideToMoveFlipsTheSign) {
  const TaflRules rules = variant("brandub");
  const Position start(rules);
  const Evaluator eval(start.tables());
  const auto d = eval.dump(start);
  // Eight attackers against four defenders (the king not counted): a defending taflman
  // is worth two attacking ones, so the material starts balanced.
  EXPECT_EQ(term(d, "material").attackers, 800);
  EXPECT_EQ(term(d, "material").defenders, 800);
  EXPECT_EQ(eval.material_value(Side::attackers, PieceKind::taflman), 100);
  EXPECT_EQ(eval.material_value(Side::defenders, PieceKind::taflman), 200);
  const Position flipped(rules, start.pieces(), Side::defenders);
  EXPECT_EQ(eval.evaluate(flipped), -eval.evaluate(start));
}

// "Is this worth a taflman?" needs a balanced scale: every variant of the catalogue starts
// within one taflman of even, and an attacker's taflman is worth about one unit.
TEST(EvaluationTest, EveryCatalogueStartIsBalancedAndATaflmanIsOneUnit) {
  const auto catalogue = variants::builtin_catalogue();
  int checked = 0;
  for (const auto& v : catalogue.entries()) {
    auto parsed = parse_rules(v.rules).rules;
    if (!parsed) continue;
    const Position start(*parsed);
    const Evaluator eval(start.tables());
    const EvaluationDump d = eval.dump(start);
    EXPECT_LE(std::abs(d.balance_for_attackers), 100) << v.id;
    ++checked;
    // Remove one attacking taflman that is not beside the king: the balance falls by about
    // one unit (material, plus small changes of mobility and the other terms).
    std::vector<Piece> board = start.pieces();
    for (std::size_t i = 0; i < board.size(); ++i) {
      if (board[i] != Piece(Side::attackers, PieceKind::taflman)) continue;
      board[i] = Piece();
      const Position fewer(*parsed, board, Side::attackers);
      const int drop = d.balance_for_attackers - eval.dump(fewer).balance_for_attackers;
      EXPECT_GE(drop, 65) << v.id;
      EXPECT_LE(drop, 135) << v.id;
      break;
    }
  }
  EXPECT_GT(checked, 10);
}

TEST(EvaluationTest, OpenEscapeRoutesAndKingPressure) {
  const TaflRules rules = variant("brandub");
  const Evaluator eval(Position(rules).tables());
  // Corners are a1, a7, g1, g7: a king alone on the a-file at a4 sees both a1 and a7.
  const auto two_routes = eval.dump(at(rules, "/7/7/7/K6/7/7/3t3/", Side::defenders));
  EXPECT_EQ(term(two_routes, "escape routes").defenders, eval.weights().double_escape);
  const auto one_route = eval.dump(at(rules, "/7/t6/7/K6/7/7/3t3/", Side::defenders));
  EXPECT_EQ(term(one_route, "escape routes").defenders, eval.weights().escape_route);
  const auto blocked = eval.dump(at(rules, "/7/t6/7/K6/7/t6/3t3/", Side::defenders));
  EXPECT_EQ(term(blocked, "escape routes").defenders, 0);
  // Attackers beside the king press it.
  const auto free_king = eval.dump(at(rules, "/7/7/7/3K3/7/t5t/7/", Side::attackers));
  const auto pressed = eval.dump(at(rules, "/7/7/3t3/2tK3/7/7/7/", Side::attackers));
  EXPECT_EQ(term(free_king, "king pressure").attackers, 0);
  EXPECT_GT(term(pressed, "king pressure").attackers, 0);
  EXPECT_LT(pressed.phase, 1.0);
}

TEST(EvaluationTest, NextRoutesCountTheKingsSquaresOneMoveFromACorner) {
  const TaflRules rules = variant("brandub");
  const Evaluator eval(Position(rules).tables());
  // King on c3. c1 is open along rank 1 to g1 (b1 blocks a1), c7 to a7 (e7 blocks g7);
  // a3 and g3 see no corner (a2, a6, g2, g5 block their files): two next routes, one
  // above the king and one below, so no single move blocks both: split.
  const std::string two = "/1t5/t5t/2K4/7/6t/t6/4t2/";
  const auto open = eval.dump(at(rules, two, Side::attackers));
  EXPECT_EQ(term(open, "next routes").defenders,
            3 * eval.weights().next_route + eval.weights().split_routes);
  EXPECT_EQ(term(open, "escape routes").defenders, 0);
  // Attackers on c2 and c6 keep the king off rank 1 and rank 7: none.
  const auto shut = eval.dump(at(rules, "/1t5/t1t3t/2K4/7/6t/t1t4/4t2/", Side::attackers));
  EXPECT_EQ(term(shut, "next routes").defenders, 0);
  // A whole open edge counts its square twice: rank 1 empty, c1 sees both a1 and g1; both
  // lanes lie below the king, where an attacker on c2 shuts them: not split.
  const auto both = eval.dump(at(rules, "/7/t5t/2K4/7/6t/t1t4/4t2/", Side::attackers));
  EXPECT_EQ(term(both, "next routes").defenders, 3 * eval.weights().next_route);
  // Edge escape has no such term.
  const TaflRules edge = variant("tablut-9x9");
  const Evaluator edge_eval(Position(edge).tables());
  const auto tablut = edge_eval.dump(Position(edge));
  EXPECT_EQ(term(tablut, "next routes").defenders, 0);
}

TEST(EvaluationTest, AWholeCornerSealCountsMoreThanItsPieces) {
  const TaflRules rules = variant("copenhagen");
  const Evaluator eval(Position(rules).tables());
  // Attackers on a3 and b2, two of a1's seal; c3-c1 closes it.
  Position open = at(rules, "/11/1t9/t1t8/11/5T5/4TKT4/5T5/11/11/11/3ttttt3/", Side::attackers);
  const int before = term(eval.dump(open), "corner control").attackers;
  const auto m = open.find_legal(Coord{2, 2}, Coord{2, 0});
  ASSERT_TRUE(m);
  ASSERT_TRUE(open.is_plain_move(*m, open.plain_move_context()));
  const int predicted = eval.value_after_plain_move(open, eval.count(open), *m);
  open.make(*m);
  EXPECT_EQ(term(eval.dump(open), "corner control").attackers,
            before + eval.weights().seal_piece + eval.weights().corner_seal);
  EXPECT_EQ(predicted, -eval.evaluate(open)) << "found without making the move";
  // Below 11x11 (brandub's 8 attackers could not seal four corners) no seals count.
  const TaflRules small = variant("brandub");
  const Evaluator small_eval(Position(small).tables());
  EXPECT_EQ(
      term(small_eval.dump(at(small, "/7/1t5/t1t4/3K3/7/7/7/", Side::attackers)), "corner control")
          .attackers,
      0);
}

}  // namespace
}  // namespace skald::tafl
