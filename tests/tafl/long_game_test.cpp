// Long games without captures under a repetition rule: every earlier position stays within
// repetition's reach. Position counts the old steps once (Position::counted_) and compares
// only the last few one by one; these tests check that the counts agree with counting by
// hand across make, unmake, recent_copy(), forget_unrepeatable_history() and
// fold_history(), under both
// ways of comparing (every other step, and OpenTafl's every step under a berserk rule),
// and that a check compares a bounded number of steps however long the game.

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "sanitized.h"
#include "skald/core/splitmix.h"
#include "skald/tafl/coord.h"
#include "skald/tafl/position.h"
#include "skald/tafl/rules_string.h"
#include "skald/tafl/search_adapter.h"

namespace skald::tafl {
namespace {

constexpr const char* kCopenhagenStart =
    "dim:11 name:Copenhagen atkf:y sw:s efe:y "
    "start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

/// Copenhagen (a third occurrence draws) as the spec reads it: repetition compares every
/// other step. With `berserk` in the OpenTafl dialect, where repetition compares every
/// step (BoardTables::repetition_ignores_berserk).
Position copenhagen(bool berserk = false) {
  const std::string keys = std::string(kCopenhagenStart) + (berserk ? " ber:m" : "");
  const auto parsed = parse_rules(keys, {}, berserk ? Dialect::opentafl : Dialect::spec);
  EXPECT_TRUE(parsed.rules);
  return Position(*parsed.rules);
}

/// Plays one seeded move that captures nothing, moves no king and does not end the game.
/// With `back_share` in 1024 the side to move first tries taking back its own last move
/// (`last[side]`), so that positions recur. Returns false when no such move was found.
bool walk_one_step(Position& pos, std::uint64_t& seed, int back_share, Move (&last)[2]) {
  const int side = static_cast<int>(pos.side_to_move());
  MoveList moves;
  pos.generate_moves(moves);
  std::vector<Move> tries;
  if (static_cast<int>(splitmix64(seed) % 1024) < back_share && last[side].from != 0)
    tries.push_back(Move{last[side].to, last[side].from, false});
  for (int i = 0; i < 64 && moves.size() > 0; ++i)
    tries.push_back(moves[static_cast<int>(splitmix64(seed) % moves.size())]);
  for (Move m : tries) {
    if (!pos.is_legal(m) || pos.at(m.from).is_king() || pos.is_capture(m)) continue;
    pos.make(m);
    if (!pos.game_over()) {
      last[side] = m;
      return true;
    }
    pos.unmake();
  }
  return false;
}

/// What repetition compares: the board and the side to move (not hash(), which also
/// tells which pieces have not moved yet in the OpenTafl dialect).
using Seen = std::pair<std::vector<Piece>, Side>;
Seen seen(const Position& pos) {
  return {pos.pieces(), pos.side_to_move()};
}

/// How many of `positions` (the game so far, oldest first) equal the last one.
int count_last(const std::vector<Seen>& positions) {
  int n = 0;
  for (const Seen& p : positions)
    n += p == positions.back();
  return n;
}

/// Every legal move that captures nothing and moves no king: is_plain_move(), which
/// judges a third occurrence without making the move, never calls plain a move after which
/// make() ends the game by repetition. Returns how many such moves there were.
int check_plain_moves_against_repetition(Position& pos) {
  MoveList moves;
  pos.generate_moves(moves);
  const Position::PlainMoveContext context = pos.plain_move_context();
  int repeating = 0;
  for (int i = 0; i < moves.size(); ++i) {
    const Move m = moves[i];
    if (pos.at(m.from).is_king() || pos.is_capture(m)) continue;
    pos.make(m);
    const bool repeats = pos.outcome().reason == EndReason::repetition;
    pos.unmake();
    repeating += repeats;
    if (!repeats) continue;
    EXPECT_FALSE(pos.is_plain_move(m, context))
        << coord_to_string(pos.coord(m.from)) << "-" << coord_to_string(pos.coord(m.to));
  }
  return repeating;
}

class LongGame : public ::testing::TestWithParam<bool> {};

TEST_P(LongGame, RepetitionCountsAgreeWithCountingByHandFarIntoTheGame) {
  Position pos = copenhagen(GetParam());
  std::vector<Seen> positions{seen(pos)};
  std::uint64_t seed = 32;
  Move last[2] = {};
  int repeated = 0;
  int plain_checked = 0;
  for (int ply = 0; ply < 3000; ++ply) {
    ASSERT_TRUE(walk_one_step(pos, seed, 400, last)) << ply;
    positions.push_back(seen(pos));
    const int expected = count_last(positions);
    repeated += expected > 1;
    ASSERT_EQ(pos.occurrences(), expected) << ply;
    ASSERT_EQ(pos.repetition_count(), expected) << ply;
    if (expected > 1 && plain_checked < 40)
      plain_checked += check_plain_moves_against_repetition(pos);
    if (ply >= 97 && ply % 97 == 0) {
      // Take back a few steps, counted ones included once the game is long, and replay.
      std::vector<Move> undone;
      for (int i = 0; i < 70; ++i) {
        undone.push_back(*pos.last_move());
        pos.unmake();
        positions.pop_back();
        ASSERT_EQ(pos.occurrences(), count_last(positions)) << ply;
      }
      for (auto it = undone.rbegin(); it != undone.rend(); ++it) {
        pos.make(*it);
        positions.push_back(seen(pos));
      }
      ASSERT_EQ(pos.occurrences(), count_last(positions)) << ply;
    }
    if (ply % 301 == 0) {
      // A copy that forgets nothing (no capture was made) counts alike and plays on alike.
      Position copy = pos.recent_copy();
      ASSERT_EQ(copy.occurrences(), pos.occurrences()) << ply;
      copy.forget_unrepeatable_history();
      ASSERT_EQ(copy.occurrences(), pos.occurrences()) << ply;
      std::uint64_t copy_seed = seed;
      Move copy_last[2] = {last[0], last[1]};
      Position whole = pos;
      for (int i = 0; i < 200; ++i) {
        ASSERT_TRUE(walk_one_step(copy, copy_seed, 400, copy_last));
        whole.make(*copy.last_move());
        ASSERT_EQ(copy.occurrences(), whole.occurrences()) << ply << " " << i;
      }
    }
  }
  EXPECT_GT(repeated, 100);     // the walk does come back to earlier positions
  EXPECT_GT(plain_checked, 0);  // and some moves would make a third occurrence
}

/// Plays a pair of seeded moves (one a side, as walk_one_step) that the two sides can take
/// back in the same order: the first side's move reversed, then the second's, each legal
/// and capturing nothing, bring back the position before the pair, the first without
/// ending the game.
bool walk_reversible_pair(Position& pos, std::uint64_t& seed, std::vector<Move>& pair) {
  Move last[2] = {};
  for (int attempt = 0; attempt < 100; ++attempt) {
    if (!walk_one_step(pos, seed, 0, last)) return false;
    const Move first = *pos.last_move();
    if (!walk_one_step(pos, seed, 0, last)) {
      pos.unmake();
      return false;
    }
    const Move second = *pos.last_move();
    int taken_back = 0;
    for (const Move m : {first, second}) {
      const Move back{m.to, m.from, false};
      if (!pos.is_legal(back) || pos.is_capture(back)) break;
      pos.make(back);
      ++taken_back;
      if (taken_back == 1 && pos.game_over()) break;
    }
    // (The position before the pair may itself be ended by coming back: the first pair's.)
    const bool ok = taken_back == 2;
    for (int i = 0; i < taken_back + 2; ++i)
      pos.unmake();
    if (ok) {
      pos.make(first);
      pos.make(second);
      pair = {first, second};
      return true;
    }
  }
  return false;
}

TEST_P(LongGame, AThirdOccurrenceFarBackIsADraw) {
  // The start position, again after a shuttle of four moves, and a third time after a long
  // walk away and back (well beyond the last steps a make() compares one by one): a draw.
  Position pos = copenhagen(GetParam());
  for (const char* m : {"d1-d3", "f4-c4", "d3-d1", "c4-f4"}) {
    const std::string text = m;
    const std::optional<Move> move =
        pos.find_legal(*parse_coord(text.substr(0, 2)), *parse_coord(text.substr(3, 2)));
    ASSERT_TRUE(move) << m;
    pos.make(*move);
  }
  ASSERT_EQ(pos.occurrences(), 2);
  std::uint64_t seed = 7;
  std::vector<std::vector<Move>> pairs;
  for (int i = 0; i < 300; ++i) {
    std::vector<Move> pair;
    ASSERT_TRUE(walk_reversible_pair(pos, seed, pair)) << i;
    pairs.push_back(pair);
  }
  for (auto it = pairs.rbegin(); it != pairs.rend(); ++it) {
    for (const Move m : *it) {
      ASSERT_FALSE(pos.game_over());
      pos.make(Move{m.to, m.from, false});
    }
  }
  EXPECT_EQ(pos.ply(), 4 + 4 * 300);
  EXPECT_EQ(pos.occurrences(), 3);
  EXPECT_EQ(pos.outcome().status, GameStatus::draw);
  EXPECT_EQ(pos.outcome().reason, EndReason::repetition);
}

TEST_P(LongGame, ARepetitionCheckComparesOnlyTheLastStepsOneByOne) {
  // Comparing every step since the last capture at every make() made replaying a long game
  // without captures quadratic (1 MB of such a record: 3 s). However long the game, a
  // check compares at most 128 steps one by one, in a copy and after forgetting too.
  const int plies = skald::testing::sample_size(20000, 5000);
  Position pos = copenhagen(GetParam());
  std::uint64_t seed = 1;
  Move last[2] = {};
  std::size_t most = 0;
  for (int ply = 0; ply < plies; ++ply) {
    ASSERT_TRUE(walk_one_step(pos, seed, 0, last)) << ply;
    most = std::max(most, pos.repetition_steps_scanned());
  }
  EXPECT_EQ(pos.ply(), plies);
  EXPECT_LE(most, 128u);
  pos.forget_unrepeatable_history();
  EXPECT_LE(pos.repetition_steps_scanned(), 128u);
  // A copy shares the counts until it counts steps of its own; the original's stay as
  // they were (its last steps taken back across the counted ones count alike).
  Position copy = pos;
  std::uint64_t copy_seed = seed;
  Move copy_last[2] = {last[0], last[1]};
  for (int i = 0; i < 1000; ++i) {
    ASSERT_TRUE(walk_one_step(copy, copy_seed, 0, copy_last)) << i;
    ASSERT_LE(copy.repetition_steps_scanned(), 128u) << i;
  }
  Position replayed = pos;
  for (int i = 0; i < 300; ++i)
    pos.unmake();
  for (int i = 0; i < 300; ++i)
    replayed.unmake();
  EXPECT_EQ(pos.occurrences(), replayed.occurrences());
  EXPECT_EQ(pos.repetition_count(), replayed.repetition_count());
}

TEST_P(LongGame, ARecentCopyOfALongGameKeepsOnlyItsLastSteps) {
  // A search of every position of a long record starts from a recent_copy(): copying the
  // whole game each time made `analyse --mainline` quadratic. The copy keeps the last
  // steps, shares the counts of the older ones, and its repetitions are the game's.
  const int plies = skald::testing::sample_size(20000, 5000);
  Position pos = copenhagen(GetParam());
  std::uint64_t seed = 3;
  Move last[2] = {};
  // The hashes repetition compares (which leave out, in the OpenTafl dialect, the pieces
  // not moved yet that hash() holds), of every position before the last, oldest first.
  std::vector<std::uint64_t> game;
  for (int ply = 0; ply < plies; ++ply) {
    ASSERT_TRUE(walk_one_step(pos, seed, 200, last)) << ply;
    game.push_back(pos.repeatable_hashes().back());
  }
  const Position copy = pos.recent_copy();
  EXPECT_LE(copy.ply(), 128);
  const std::vector<std::uint64_t> latest = copy.repeatable_hashes();
  EXPECT_LE(latest.size(), 128u);
  EXPECT_EQ(latest, pos.repeatable_hashes());
  // The older positions, those the list leaves out, are found among the counted steps.
  const Position::CountedSteps counted = copy.counted_repeatable_steps();
  ASSERT_FALSE(counted.empty());
  const std::size_t older = game.size() - latest.size();
  for (std::size_t i = 0; i < older; i += 97)
    EXPECT_TRUE(counted.contains(game[i])) << i;
  EXPECT_FALSE(counted.contains(pos.hash() ^ 0x5555));
  // And a search's repetition table finds them (engine::EarlierPositions::counted).
  const TaflSearchGame search(copy);
  EXPECT_EQ(search.earlier_positions(), latest);
  const std::function<bool(std::uint64_t)> counted_lookup = search.counted_earlier_positions();
  ASSERT_TRUE(counted_lookup);
  EXPECT_TRUE(counted_lookup(game.front()));
  EXPECT_FALSE(counted_lookup(pos.hash() ^ 0x5555));
  // The copy plays on with the game's repetitions.
  Position copy_played = copy;
  Position whole = pos;
  Move copy_last[2] = {last[0], last[1]};
  for (int i = 0; i < 300; ++i) {
    ASSERT_TRUE(walk_one_step(copy_played, seed, 400, copy_last)) << i;
    whole.make(*copy_played.last_move());
    ASSERT_EQ(copy_played.occurrences(), whole.occurrences()) << i;
    ASSERT_EQ(copy_played.outcome().status, whole.outcome().status) << i;
  }
}

TEST_P(LongGame, AFoldedGameKeepsAFewStepsAndTheGamesRepetitions) {
  // A game state playing a record folds its history before every move
  // (Position::fold_history): it keeps a few steps and counts the older ones, so a copy at
  // every branch of a record copies a few steps, not the whole game (a record nested 5,000
  // levels deep took a gigabyte), and a check compares a few steps. Its repetitions stay
  // those of the whole game, and so do those of its copies, which share the counts.
  const int plies = skald::testing::sample_size(20000, 5000);
  Position whole = copenhagen(GetParam());
  Position folded = whole;
  std::uint64_t seed = 5;
  Move last[2] = {};
  std::optional<Position> copy;
  std::optional<Position> copy_whole;
  for (int ply = 0; ply < plies; ++ply) {
    ASSERT_TRUE(walk_one_step(whole, seed, 300, last)) << ply;
    folded.fold_history();
    folded.make(*whole.last_move());
    ASSERT_EQ(folded.occurrences(), whole.occurrences()) << ply;
    ASSERT_EQ(folded.repetition_count(), whole.repetition_count()) << ply;
    ASSERT_EQ(folded.outcome().status, whole.outcome().status) << ply;
    ASSERT_LE(folded.ply(), 16) << ply;
    ASSERT_LE(folded.repetition_steps_scanned(), 16u) << ply;
    if (ply == plies / 2) {
      copy = folded.branch_copy();
      copy_whole = whole;
    }
  }
  // The branch taken half way plays a second half of its own, with the game's repetitions
  // (it counts into a copy of its prefix once it has more than a few hundred steps).
  for (int i = 0; i < 300; ++i) {
    Move copy_last[2] = {};
    ASSERT_TRUE(walk_one_step(*copy_whole, seed, 300, copy_last)) << i;
    copy->fold_history();
    copy->make(*copy_whole->last_move());
    ASSERT_EQ(copy->occurrences(), copy_whole->occurrences()) << i;
    ASSERT_EQ(copy->repetition_count(), copy_whole->repetition_count()) << i;
  }
  EXPECT_EQ(folded.occurrences(), whole.occurrences());
}

TEST_P(LongGame, BranchesAtEveryStepShareTheCountsOfTheGame) {
  // A walk over a record keeps a copy of the game state at every branch point until it
  // comes back to it (a main line with a variation at every move: gen_record.py's mixed
  // shape). Each such copy (branch_copy()) shares the counted steps, the game appends to
  // them at its end, and a branch playing a short variation plays on its own few steps:
  // no copy of the counts, where the game used to copy them at every step (10 MB of the
  // mixed shape: 1.4 GB).
  const int plies = skald::testing::sample_size(6000, 2000);
  Position whole = copenhagen(GetParam());
  Position folded = whole;
  std::uint64_t seed = 11;
  Move last[2] = {};
  std::vector<Position> branches;
  std::vector<std::pair<std::size_t, Position>> wholes;  // a whole game at some branches
  for (int ply = 0; ply < plies; ++ply) {
    branches.push_back(folded.branch_copy());
    if (ply % 997 == 500) wholes.emplace_back(branches.size() - 1, whole);
    ASSERT_TRUE(walk_one_step(whole, seed, 300, last)) << ply;
    folded.fold_history();
    folded.make(*whole.last_move());
    ASSERT_LE(folded.ply(), 16) << ply;
  }
  for (std::size_t i = 200; i < branches.size(); i += 97)
    ASSERT_TRUE(branches[i].shares_counts_with(folded)) << i;
  // The variations, each a few moves, with the repetitions of the game up to its branch.
  for (auto& [at, game] : wholes) {
    Position& branch = branches[at];
    Move branch_last[2] = {};
    for (int i = 0; i < 20; ++i) {
      ASSERT_TRUE(walk_one_step(game, seed, 500, branch_last)) << at;
      branch.fold_history();
      branch.make(*game.last_move());
      ASSERT_EQ(branch.occurrences(), game.occurrences()) << at << " " << i;
      ASSERT_EQ(branch.repetition_count(), game.repetition_count()) << at << " " << i;
    }
    EXPECT_TRUE(branch.shares_counts_with(folded)) << at;
  }
}

INSTANTIATE_TEST_SUITE_P(Comparing, LongGame, ::testing::Values(false, true),
                         [](const ::testing::TestParamInfo<bool>& info) {
                           return info.param ? "EveryStepOpenTaflBerserk" : "EveryOtherStep";
                         });

}  // namespace
}  // namespace skald::tafl
