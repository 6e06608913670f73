// TaflSearchGame's anticipated repetition (search_adapter.h): in the heuristic search,
// where a third occurrence loses for the side that repeats, a second occurrence after the
// root counts as that loss; nowhere else (other repetition rules, the root itself, a game
// without the option), and the rules' own result is untouched.

#include <gtest/gtest.h>

#include <string>

#include "skald/tafl/search_adapter.h"
#include "tafl/scenario.h"

namespace skald::tafl {
namespace {

constexpr const char* kBoard = R"(
    . . . . . . .
    . t . . . . .
    . . . . . . .
    . . . K . . .
    . . . . . . .
    . . . . . T .
    . . . . . . .
  )";

Move legal(const Position& p, const char* from, const char* to) {
  const auto m = p.find_legal(scenario::at(from), scenario::at(to));
  EXPECT_TRUE(m) << from << "-" << to;
  return m.value_or(Move{});
}

// Plays b6-b5 f2-f3 b5-b6 f3-f2 in `game`: the defenders' last move repeats the start.
void shuffle_once(TaflSearchGame& game) {
  game.make(legal(game.position(), "b6", "b5"));
  game.make(legal(game.position(), "f2", "f3"));
  game.make(legal(game.position(), "b5", "b6"));
  game.make(legal(game.position(), "f3", "f2"));
}

TEST(TaflSearchGameTest, ASecondOccurrenceLosesForTheRepeaterWhereTheThirdWould) {
  const Position start = scenario::setup("cor: cen: tfr:w", kBoard, Side::attackers);
  TaflSearchGame game(start);
  game.anticipate_repetition();
  game.make(legal(game.position(), "b6", "b5"));
  EXPECT_EQ(game.outcome(), engine::Outcome::none);
  game.unmake();
  shuffle_once(game);
  // The defenders repeated: a win for the attackers, who are to move.
  EXPECT_EQ(game.position().occurrences(), 2);
  EXPECT_EQ(game.outcome(), engine::Outcome::win);
  EXPECT_FALSE(game.position().outcome().over()) << "the rules' result is untouched";

  TaflSearchGame plain(start);
  shuffle_once(plain);
  EXPECT_EQ(plain.outcome(), engine::Outcome::none) << "not without the option";
}

TEST(TaflSearchGameTest, NotWhereRepetitionDrawsOrWinsNorAtTheRoot) {
  for (const char* rule : {"tfr:d", "tfr:l", "tfr:i"}) {
    TaflSearchGame game(scenario::setup(std::string("cor: cen: ") + rule, kBoard, Side::attackers));
    game.anticipate_repetition();
    shuffle_once(game);
    EXPECT_EQ(game.outcome(), engine::Outcome::none) << rule;
  }
  // A root that is itself a second occurrence is searched, not over.
  TaflSearchGame before(scenario::setup("cor: cen: tfr:w", kBoard, Side::attackers));
  shuffle_once(before);
  TaflSearchGame root(before.position());
  root.anticipate_repetition();
  EXPECT_EQ(root.outcome(), engine::Outcome::none);
  shuffle_once(root);
  EXPECT_EQ(root.position().occurrences(), 3);
  EXPECT_EQ(root.outcome(), engine::Outcome::win) << "the rules' third occurrence";
}

}  // namespace
}  // namespace skald::tafl
