// Plain moves (Position::is_plain_move) and the values after them
// (Evaluator::value_after_plain_move): the search skips making such moves one ply above
// its horizon, so both must be exact. Likewise Position::may_win_with_one_move: where it
// says no move wins at once, none may. A plain move must leave a game that goes on, with
// nothing captured and the other side to move, and the value found without making it must
// equal the evaluation after making it. Checked on every legal move of random games of
// every catalogue variant, and on games that shuffle pieces back and forth so that third
// occurrences come up.

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "formats/variants/catalogue.h"
#include "skald/tafl/evaluation.h"
#include "skald/tafl/position.h"
#include "skald/tafl/rules_string.h"
#include "tafl/scenario.h"

namespace skald::tafl {
namespace {

struct Tally {
  long moves = 0;
  long plain = 0;
  long ended_games = 0;   // moves after which the game was over (never plain)
  long repetitions = 0;   // of those, third occurrences
  long no_win_said = 0;   // positions where may_win_with_one_move() said no
  long wins_at_once = 0;  // positions where a move won at once (it must have said maybe)
};

// Checks every legal move of `position`; returns the moves.
MoveList check_every_move(Position& position, const Evaluator& eval, const std::string& where,
                          Tally& tally) {
  MoveList list;
  position.generate_moves(list);
  const Position::PlainMoveContext context = position.plain_move_context();
  const Evaluator::Counts counts = eval.count(position);
  const Side mover = position.side_to_move();
  const bool may_win = position.may_win_with_one_move();
  tally.no_win_said += !may_win;
  bool won_at_once = false;
  for (int i = 0; i < list.size(); ++i) {
    const Move m = list[i];
    const bool plain = position.is_plain_move(m, context);
    const int predicted = plain ? eval.value_after_plain_move(position, counts, m) : 0;
    ++tally.moves;
    position.make(m);
    const Outcome after = position.outcome();
    if (after.winner() == mover) {
      won_at_once = true;
      EXPECT_TRUE(may_win) << where << " move " << i << " wins, and it said no move can";
    }
    if (after.over()) {
      ++tally.ended_games;
      tally.repetitions += after.reason == EndReason::repetition;
    }
    if (plain) {
      ++tally.plain;
      EXPECT_FALSE(after.over()) << where << " move " << i;
      EXPECT_TRUE(position.last_captures().empty()) << where << " move " << i;
      EXPECT_NE(position.side_to_move(), mover) << where << " move " << i;
      EXPECT_EQ(predicted, -eval.evaluate(position)) << where << " move " << i;
    }
    position.unmake();
    if (::testing::Test::HasFailure()) break;
  }
  tally.wins_at_once += won_at_once;
  return list;
}

std::vector<std::pair<std::string, TaflRules>> catalogue_rules() {
  std::vector<std::pair<std::string, TaflRules>> out;
  const variants::Catalogue catalogue = variants::builtin_catalogue();
  for (const auto& v : catalogue.entries())
    if (auto parsed = parse_rules(v.rules).rules) out.emplace_back(v.id, *parsed);
  return out;
}

TEST(PlainMovesTest, RandomGamesOfEveryVariant) {
  std::mt19937 rng(2026);
  Tally tally;
  int variants = 0;
  for (const auto& [id, rules] : catalogue_rules()) {
    ++variants;
    for (int game = 0; game < 3 && !HasFailure(); ++game) {
      Position position(rules);
      const Evaluator eval(position.tables());
      for (int ply = 0; ply < 120 && !position.outcome().over() && !HasFailure(); ++ply) {
        const MoveList list = check_every_move(
            position, eval, id + " game " + std::to_string(game) + " ply " + std::to_string(ply),
            tally);
        if (list.size() == 0) break;
        position.make(list[static_cast<int>(rng() % static_cast<unsigned>(list.size()))]);
      }
    }
  }
  EXPECT_GT(variants, 10);
  // Most moves are plain, and the games did end now and then, so both sides were tested.
  EXPECT_GT(tally.plain * 2, tally.moves);
  EXPECT_GT(tally.ended_games, 20);
  // may_win_with_one_move() (the proof search's test of the winner's last move) said no
  // often, and positions with a winning move came up.
  EXPECT_GT(tally.no_win_said, 500);
  EXPECT_GT(tally.wins_at_once, 10);
}

TEST(PlainMovesTest, ShufflingGamesReachThirdOccurrences) {
  // Each side moves one piece back and forth, now and then another: third occurrences
  // come up, and the move that makes one must not be plain.
  std::mt19937 rng(7);
  Tally tally;
  for (const char* id : {"brandub", "tablut-9x9", "copenhagen"}) {
    for (const auto& [name, rules] : catalogue_rules()) {
      if (name != id) continue;
      for (int game = 0; game < 4 && !HasFailure(); ++game) {
        Position position(rules);
        const Evaluator eval(position.tables());
        std::optional<Move> last[2];
        for (int ply = 0; ply < 80 && !position.outcome().over() && !HasFailure(); ++ply) {
          const MoveList list = check_every_move(
              position, eval,
              name + " game " + std::to_string(game) + " ply " + std::to_string(ply), tally);
          if (list.size() == 0) break;
          const int side = index(position.side_to_move());
          Move next = list[static_cast<int>(rng() % static_cast<unsigned>(list.size()))];
          if (last[side] && rng() % 6 != 0) {
            const Move back{last[side]->to, last[side]->from, false};
            if (position.is_legal(back)) next = back;
          }
          last[side] = next;
          position.make(next);
        }
      }
    }
  }
  EXPECT_GT(tally.plain, 1000);
  EXPECT_GT(tally.repetitions, 5);
}

// Whether the move written `text` is plain in `pos`, and whether the game is over after it.
std::pair<bool, bool> plain_and_over(Position pos, std::string_view text) {
  const auto move = pos.find_legal(scenario::at(text.substr(0, 2)), scenario::at(text.substr(3)));
  EXPECT_TRUE(move) << text;
  if (!move) return {false, false};
  const bool plain = pos.is_plain_move(*move, pos.plain_move_context());
  pos.make(*move);
  return {plain, pos.outcome().over()};
}

TEST(PlainMovesTest, AMoveThatEnclosesTheDefendersIsNotPlain) {
  // The ring of attackers is open at d3 only.
  const char* diagram = R"(
    . . . . . . .
    . . t t t . .
    . t . T . t .
    . t . K . t .
    . . t . t . .
    t . . . . . .
    . . . t . . .
  )";
  const Position pos = scenario::setup("cor: cen:", diagram, Side::attackers);
  EXPECT_EQ(plain_and_over(pos, "a2-d2"), std::make_pair(false, true));
  // A one-square step: the square it leaves is beside the square it fills.
  EXPECT_EQ(plain_and_over(pos, "d1-d2"), std::make_pair(false, true));
  EXPECT_EQ(plain_and_over(pos, "a2-a4"), std::make_pair(true, false));
  const Position off = scenario::setup("cor: cen: surf:n", diagram, Side::attackers);
  EXPECT_EQ(plain_and_over(off, "a2-d2"), std::make_pair(true, false));
  // The plug on d1 steps into the gap: before the move d2 looks closed on three sides.
  const Position plug = scenario::setup("cor: cen:", R"(
    . . . . . . .
    . . t t t . .
    . t . T . t .
    . t . K . t .
    . . t . t . .
    . . t . t . .
    . . . t . . .
  )",
                                        Side::attackers);
  EXPECT_EQ(plain_and_over(plug, "d1-d2"), std::make_pair(false, true));
  // Both can be won with one move, so the proof search's test must not say no.
  EXPECT_TRUE(pos.may_win_with_one_move());
  EXPECT_TRUE(plug.may_win_with_one_move());
  EXPECT_FALSE(pos.encirclement_out_of_reach());
}

TEST(PlainMovesTest, FourDefendersWithTwoWaysToTheEdgeCannotBeEnclosedByOneMove) {
  // Each defender sees the edge along two empty lines; no attacker is beside the king.
  const Position open = scenario::setup("cor: cen:", R"(
    . . . . . . .
    . T . . . T .
    . . . . . . .
    . . . K . . .
    . . . . . . .
    . T . . . T .
    t . . . . . t
  )",
                                        Side::attackers);
  EXPECT_TRUE(open.encirclement_out_of_reach());
  EXPECT_FALSE(open.may_win_with_one_move());
  // Three such defenders (the king has one line) are not enough: a move could take three.
  const Position three = scenario::setup("cor: cen:", R"(
    . . . . . . .
    . T . . . T .
    . . . . . . .
    . . t K t . .
    . . . t . . .
    . T . . . . .
    t . . . . . t
  )",
                                         Side::attackers);
  EXPECT_FALSE(three.encirclement_out_of_reach());
}

TEST(PlainMovesTest, AMoveThatLeavesTheOpponentNoMoveIsNotPlain) {
  // The attacker on c1 can only step to c2; the defender filling c2 wins (spec dialect).
  // In the OpenTafl dialect the game goes on with the attackers unable to move, which
  // engines score as lost too (issue 8, fact 8): not plain either.
  const char* diagram = R"(
    . . . . . . K
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . T . . . .
    . . . . T . .
    . T t T . . .
  )";
  const Position pos = scenario::setup("", diagram, Side::defenders, Dialect::spec);
  EXPECT_EQ(plain_and_over(pos, "e2-c2"), std::make_pair(false, true));
  const Position ot = scenario::setup("", diagram, Side::defenders, Dialect::opentafl);
  EXPECT_EQ(plain_and_over(ot, "e2-c2"), std::make_pair(false, false));
  // With a second attacker that can move, a quiet defender move is plain.
  const Position more = scenario::setup("", R"(
    . . . . . . K
    . . . . . . .
    t . . . . . .
    . . . . . . .
    . . T . . . .
    . . . . T . .
    . T t T . . .
  )",
                                        Side::defenders);
  EXPECT_EQ(plain_and_over(more, "e2-c2"), std::make_pair(true, false));
}

}  // namespace
}  // namespace skald::tafl
