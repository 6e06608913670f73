// Perft for The Octagon Theory (lib/skald/octagon/perft.h): counts worked out by hand (and
// by an independent script) on small boards, make/unmake against bulk counting against
// the game interface's count on clones, and random playouts where every make/unmake
// restores the position, its text and its hash.

#include <gtest/gtest.h>

#include <random>

#include "skald/octagon/notation.h"
#include "skald/octagon/octagon_game.h"
#include "skald/octagon/perft.h"
#include "skald/octagon/search_game.h"

namespace skald::octagon {
namespace {

OctagonRules perft_rules_of(const char* text) {
  const RulesParse parsed = parse_rules(text);
  EXPECT_TRUE(parsed.rules) << text;
  return parsed.rules.value_or(OctagonRules{});
}

// The 12-cell board (5x5, corners of 3 cells cut, the centre a hole) with 1-pieces only:
// 12 cells x 8 directions = 96 first moves; the second player has 11 cells left, 88 moves,
// whatever the first did (its piece pushes nothing on an empty board): 8,448. At depth 3
// the first player has 10 cells again (80 moves), unless the second threw its piece off:
// 11 cells (88). A throw needs the victim's cell c, a direction d with nothing beyond c
// (the edge or the hole) and a cell behind c to place on: 32 such (c, d) on this board,
// counted by hand: 3 on each of the four tips (c1: south, south-west, south-east), 3 on
// each cell next to the hole (c2: north into the hole, west and east off the edge), 2 on
// each of the four cells between them (b2: south and west); each for the 8 turns of the
// first piece: 96 * 88 * 80 + 32 * 8 * 8 = 677,888.
TEST(OctagonPerft, HandCountedNumbersOnTheSmallBoard) {
  Position p(perft_rules_of("octagon size:5 cut:2 hole:1 stock:*,0,0,0"));
  EXPECT_EQ(perft(p, 1), 96u);
  EXPECT_EQ(perft(p, 2), 8'448u);
  EXPECT_EQ(perft(p, 3), 677'888u);
  EXPECT_EQ(perft_bulk(p, 3), 677'888u);
}

// The default board: 56 cells, 15 orientations (1-piece 8, 2-piece 4, 4-piece 2, 8-piece
// 1): 840 first moves; the second player has 55 cells and a full stock: 840 * 825.
TEST(OctagonPerft, TheStartOfTheDefaultGame) {
  Position p{OctagonRules{}};
  EXPECT_EQ(perft(p, 1), 840u);
  EXPECT_EQ(perft_bulk(p, 2), 693'000u);
  // The 2-piece at a right angle has 8 orientations: 19 in all.
  Position corner(perft_rules_of("octagon two:corner"));
  EXPECT_EQ(perft(corner, 1), 56u * 19u);
}

/// Plays `plies` random moves from the start of `rules`.
Position random_position(const OctagonRules& rules, int plies, std::mt19937& rng) {
  Position p(rules);
  for (int i = 0; i < plies && !p.game_over(); ++i) {
    MoveList moves;
    p.generate_moves(moves);
    p.make(moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))]);
  }
  p.forget_history();
  return p;
}

TEST(OctagonPerft, MakeUnmakeBulkAndClonesAgree) {
  std::mt19937 rng(14);
  for (const char* text :
       {"octagon size:7 cut:2 hole:1 turns:20 stock:*,4,3,1", "octagon chain:on push:2",
        "octagon size:7 cut:2 hole:1 players:3 placements:2 stock:*,1,1,1"}) {
    const OctagonRules rules = perft_rules_of(text);
    for (int plies : {6, 20}) {
      Position p = random_position(rules, plies, rng);
      const std::uint64_t made = perft(p, 2);
      EXPECT_EQ(perft_bulk(p, 2), made) << text;
      // The game interface's own count plays every move on clones of the state.
      Diagnostics d;
      const auto state = make_octagon_game(rules.players)
                             ->start_state(serialise_rules(rules), position_to_text(p), d);
      ASSERT_TRUE(state) << text;
      EXPECT_EQ(state->count_lines(2), made) << text;
      EXPECT_EQ(state->game::GameState::count_lines(2), made) << text;
      std::uint64_t divided = 0;
      for (const auto& [move, count] : state->count_lines_per_move(2))
        divided += count;
      EXPECT_EQ(divided, made) << text;
    }
  }
}

TEST(OctagonPerft, MakeUnmakeRestoresEverything) {
  std::mt19937 rng(2012);
  for (const char* text : {"octagon", "octagon chain:on push:3",
                           "octagon size:13 cut:4 hole:3 "
                           "players:4 placements:2"}) {
    const OctagonRules rules = perft_rules_of(text);
    for (int game = 0; game < 3; ++game) {
      Position p(rules);
      while (!p.game_over()) {
        MoveList moves;
        p.generate_moves(moves);
        ASSERT_GT(moves.size(), 0);
        const std::string before = position_to_text(p);
        const std::uint64_t hash = p.hash();
        // A few moves made and unmade leave the position as it was.
        for (int i = 0; i < 4; ++i) {
          p.make(moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))]);
          p.unmake();
          ASSERT_EQ(position_to_text(p), before) << text;
          ASSERT_EQ(p.hash(), hash) << text;
        }
        p.make(moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))]);
        // The incremental hash is the hash of the position set up from its text.
        const PositionParse again = parse_position(position_to_text(p), rules);
        ASSERT_TRUE(again.position) << text;
        ASSERT_EQ(again.position->hash(), p.hash()) << text << " " << position_to_text(p);
        int pieces = 0;
        for (int s = 0; s < rules.players; ++s)
          pieces += p.pieces(s);
        ASSERT_EQ(pieces + p.empty_cells(), p.board().cell_count());
      }
    }
  }
}

TEST(OctagonPerft, TheSearchSeesOnePlacementPerDistinctEffect) {
  Position p{OctagonRules{}};
  MoveList distinct;
  generate_distinct_moves(p, distinct);
  EXPECT_EQ(distinct.size(), 56);  // nothing to push: one placement per cell
  // x on d3, o to move: on c3 (west of it) the 1-piece east pushes d3, and the 2-piece along
  // the east-west line, the 4-piece and the 8-piece push the same: 2 moves on c3.
  p.make({static_cast<std::uint8_t>(*p.board().cell_of_name("d3")), 0, 0});
  generate_distinct_moves(p, distinct);
  int on_c3 = 0;
  for (const Move& m : distinct)
    on_c3 += m.cell == *p.board().cell_of_name("c3");
  EXPECT_EQ(on_c3, 2);
  EXPECT_EQ(distinct.size(), 55 + 8);  // the 8 neighbours of d3 each add a push
}

}  // namespace
}  // namespace skald::octagon
