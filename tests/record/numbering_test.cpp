#include "skald/record/numbering.h"

#include <gtest/gtest.h>

#include <random>

#include "record/tree_builder.h"
#include "skald/record/record.h"

namespace skald::record {
namespace {

using test::add_line;
using test::address_map;
using test::alternating;
using test::M;

// The tree of example-variations-replay.otg (OpenTafl's own example), built by hand:
// Fetlar with defenders first (side 1), 16 turns, the last one a single move.
//   8a.1.1a. e5-e3 d1-d3  /  8a.1.2a. e3-e5 d3-d1   (one variation of four moves)
//   8b.1.1a. ..... d1-d3                           (a variation replacing 8b)
struct ExampleReplay {
  Record record;
  std::vector<Node*> main;
  std::vector<Node*> var_8a;
  std::vector<Node*> var_8b;

  ExampleReplay() {
    std::vector<std::string> moves = {
        "h6-h3",  "h1-h2",  "f4-h4",     "g1-j1", "h3-i3", "h2-i2",  "h4-i4",    "j1-j3",
        "g6-h6",  "h11-h8", "g5-g1",     "i2-i1", "g1-g2", "j3-j2",  "e5-e2xf2", "d1-d2",
        "f5-f2",  "b6-b3",  "e6-e3",     "k4-k3", "d6-d4", "d11-d9", "Kf6-c6",   "a8-c8",
        "Kc6-c1", "b3-b1",  "Kc1-c2xd2", "b1-b2", "e3-a3", "e1-c1",  "a3-a2xb2"};
    main = add_line(record.root(), alternating(moves, 1));
    // 8a is main[14]; a variation off it is a later child of its parent (7b = main[13]).
    var_8a = add_line(*main[13], alternating({"e5-e3", "d1-d3", "e3-e5", "d3-d1"}, 1));
    // 8b is main[15]; its alternative is a later child of 8a.
    var_8b = add_line(*main[14], {M{"d1-d3", 0}});
  }
};

TEST(Numbering, MainLineOfExampleReplay) {
  ExampleReplay ex;
  EXPECT_EQ(address_text(*ex.main[0]), "1a");
  EXPECT_EQ(address_text(*ex.main[1]), "1b");
  EXPECT_EQ(address_text(*ex.main[14]), "8a");
  EXPECT_EQ(address_text(*ex.main[15]), "8b");
  EXPECT_EQ(address_text(*ex.main[30]), "16a");
  EXPECT_EQ(address_text(ex.record.root()), "0a");
}

TEST(Numbering, VariationsOfExampleReplay) {
  ExampleReplay ex;
  // 8a.1.2a is TURN 2 of variation 1 off 8a (the file's comment calls it "the second
  // variation", but OpenTafl reads the line as the continuation of variation 1).
  EXPECT_EQ(address_text(*ex.var_8a[0]), "8a.1.1a");
  EXPECT_EQ(address_text(*ex.var_8a[1]), "8a.1.1b");
  EXPECT_EQ(address_text(*ex.var_8a[2]), "8a.1.2a");
  EXPECT_EQ(address_text(*ex.var_8a[3]), "8a.1.2b");
  // The variation replacing 8b starts at the second move of turn 1 (`8b.1.1a. .....`).
  EXPECT_EQ(address_text(*ex.var_8b[0]), "8b.1.1b");
  const std::vector<Turn> turns = turns_of_line(*ex.var_8b[0]);
  ASSERT_EQ(turns.size(), 1u);
  EXPECT_EQ(turns[0].number, 1);
  EXPECT_EQ(turns[0].first_letter, 1);
}

TEST(Numbering, ResolveFindsExampleReplayMoves) {
  ExampleReplay ex;
  auto find = [&](const char* text) {
    AddressParse p = parse_address(text);
    EXPECT_TRUE(p.ok()) << text;
    return resolve_or_null(ex.record.root(), *p.address);
  };
  EXPECT_EQ(find("8a.1.2a"), ex.var_8a[2]);
  EXPECT_EQ(find("8a.1.2b."), ex.var_8a[3]);
  EXPECT_EQ(find("8b.1.1b"), ex.var_8b[0]);
  EXPECT_EQ(find("8b.1.1"), ex.var_8b[0]);  // bare turn: its first move
  EXPECT_EQ(find("8b.1."), ex.var_8b[0]);   // the variation itself
  EXPECT_EQ(find("16."), ex.main[30]);
  EXPECT_EQ(find("0a"), &ex.record.root());
  EXPECT_EQ(find("8b.1.1a"), nullptr);  // the shared first move is not part of it
  EXPECT_EQ(find("16b"), nullptr);
  EXPECT_EQ(find("8a.2.1a"), nullptr);
}

TEST(Numbering, ResolveErrorsSayWhichElementFailed) {
  ExampleReplay ex;
  auto why = [&](const char* text) {
    return resolve(ex.record.root(), *parse_address(text).address).error;
  };
  EXPECT_EQ(why("17a"), "element 1 (\"17a\") of 17a: no such move in the main line");
  EXPECT_EQ(why("8a.2.1a"), "element 2 (\"2\") of 8a.2.1a: there is no variation 2 off 8a");
  EXPECT_EQ(why("8a.1.3a"), "element 3 (\"3a\") of 8a.1.3a: no such move in the variation");
  EXPECT_EQ(why("0a.1.1a"), "element 1 (\"0a\") of 0a.1.1a: the start position has no variations");
  EXPECT_EQ(why("9a"), "");
}

// OpenTafl's quirk: a variation off a main-line move replaces it; a variation off a move
// inside a variation branches after it.
TEST(Numbering, VariationOffVariationBranchesAfterIt) {
  Record r;
  auto main = add_line(r.root(), alternating({"m1", "m2", "m3", "m4", "m5", "m6"}, 0));
  // 3a = main[4]; variation 1 replaces it.
  auto v = add_line(*main[3], alternating({"v1", "v2", "v3"}, 0));
  EXPECT_EQ(address_text(*v[0]), "3a.1.1a");
  EXPECT_EQ(address_text(*v[1]), "3a.1.1b");
  EXPECT_EQ(address_text(*v[2]), "3a.1.2a");
  // A variation off 3a.1.1a is an alternative to 3a.1.1b: 3a.1.1a.1.1b.
  auto w = add_line(*v[0], alternating({"w1", "w2"}, 1));
  EXPECT_EQ(address_text(*w[0]), "3a.1.1a.1.1b");
  EXPECT_EQ(address_text(*w[1]), "3a.1.1a.1.2a");
  // And one off 3a.1.1b (which closed turn 1) starts a new turn, still numbered 1.
  auto x = add_line(*v[1], alternating({"x1"}, 0));
  EXPECT_EQ(address_text(*x[0]), "3a.1.1b.1.1a");
  // A second variation off 3a, and a variation off the main line's 3b.
  auto v2 = add_line(*main[3], alternating({"y1"}, 0));
  EXPECT_EQ(address_text(*v2[0]), "3a.2.1a");
  auto z = add_line(*main[4], alternating({"z1", "z2"}, 1));
  EXPECT_EQ(address_text(*z[0]), "3b.1.1b");
  EXPECT_EQ(address_text(*z[1]), "3b.1.2a");
}

TEST(Numbering, DeepAddressFromTheSeed) {
  // 7b.3.1b.2.4a.1.1b: build exactly the path the seed describes.
  Record r;
  std::vector<std::string> moves;
  for (int i = 0; i < 14; ++i)
    moves.push_back("m" + std::to_string(i));
  auto main = add_line(r.root(), alternating(moves, 0));
  Node* at_7b_parent = main[12];  // 7a; 7b is main[13]
  add_line(*at_7b_parent, {M{"p", 1}});
  add_line(*at_7b_parent, {M{"q", 1}});
  auto third = add_line(*at_7b_parent, alternating({"r1"}, 1));  // 7b.3.1b
  ASSERT_EQ(address_text(*third[0]), "7b.3.1b");
  add_line(*third[0], alternating({"continuation"}, 0));
  add_line(*third[0], alternating({"s"}, 0));
  auto second = add_line(*third[0], alternating({"t1", "t2", "t3", "t4", "t5", "t6", "t7"}, 0));
  ASSERT_EQ(address_text(*second[6]), "7b.3.1b.2.4a");
  add_line(*second[6], alternating({"continuation"}, 1));
  auto deepest = add_line(*second[6], alternating({"u"}, 1));
  EXPECT_EQ(address_text(*deepest[0]), "7b.3.1b.2.4a.1.1b");
  EXPECT_EQ(resolve_or_null(r.root(), *parse_address("7b.3.1b.2.4a.1.1b").address), deepest[0]);
}

TEST(Numbering, FirstPlayerContinuationThenTheReplyOpensTheNextTurn) {
  Record r;
  // OpenTafl's MoveAddress.increment: `Ax A= B A` is `1. Ax A= / 2. B A` (after A= the
  // defenders are to move, after Ax the attackers were: the sides differ, so B opens turn 2).
  add_line(r.root(), {M{"Ax", 0}, M{"A=", 0}, M{"B", 1}, M{"A", 0}});
  EXPECT_EQ(address_map(r.root()), (std::vector<std::string>{"1a Ax", "1b A=", "2a B", "2b A"}));
}

TEST(Numbering, ContinuationsStayInTheTurnWhileTheSameSideIsToMove) {
  Record r;
  // `A Bx B=x B= A B` is `1. A Bx B=x / 2. B= A / 3. B`: B=x stays in turn 1 because the
  // defenders are to move after it as after Bx; after B= the attackers are, so it opens 2.
  add_line(r.root(), {M{"A", 0}, M{"Bx", 1}, M{"B=x", 1}, M{"B=", 1}, M{"A2", 0}, M{"B2", 1}});
  EXPECT_EQ(address_map(r.root()),
            (std::vector<std::string>{"1a A", "1b Bx", "1c B=x", "2a B=", "2b A2", "3a B2"}));
}

TEST(Numbering, SecondPlayerContinuationOpensTheNextTurn) {
  Record r;
  // A B B A B: the continuation opens turn 2 and turns then start with the second player.
  add_line(r.root(), {M{"a1", 0}, M{"b1", 1}, M{"b2", 1}, M{"a2", 0}, M{"b3", 1}, M{"a3", 0}});
  EXPECT_EQ(address_map(r.root()),
            (std::vector<std::string>{"1a a1", "1b b1", "2a b2", "2b a2", "3a b3", "3b a3"}));
  const auto turns = turns_of_line(*r.root().next());
  ASSERT_EQ(turns.size(), 3u);
  EXPECT_EQ(turns[1].moves.size(), 2u);
}

TEST(Numbering, UnknownSidesAlternate) {
  Record r;
  add_line(r.root(), {M{"x", kUnknownSide}, M{"y", kUnknownSide}, M{"z", kUnknownSide}});
  EXPECT_EQ(address_map(r.root()), (std::vector<std::string>{"1a x", "1b y", "2a z"}));
}

TEST(Numbering, ThreePlayersCloseATurnWhenEveryOtherSideHasMoved) {
  Record r;
  r.set_players(3);
  add_line(r.root(), {M{"a1", 0}, M{"b1", 1}, M{"c1", 2}, M{"a2", 0}, M{"b2", 1}, M{"c2", 2}});
  EXPECT_EQ(address_map(r.root()),
            (std::vector<std::string>{"1a a1", "1b b1", "1c c1", "2a a2", "2b b2", "2c c2"}));
}

TEST(Numbering, ThreePlayersContinuationStaysAndADroppedSideShortensTheTurns) {
  Record r;
  r.set_players(3);
  // a1 a1= is one side moving twice (a continuation): both stay in turn 1 with b1 and c1.
  // Then the second side is out of the game: a3 c3 a4 c4 are turns of two moves.
  add_line(r.root(), {M{"a1", 0}, M{"a1=", 0}, M{"b1", 1}, M{"c1", 2}, M{"a3", 0}, M{"c3", 2},
                      M{"a4", 0}, M{"c4", 2}});
  EXPECT_EQ(address_map(r.root()), (std::vector<std::string>{"1a a1", "1b a1=", "1c b1", "1d c1",
                                                             "2a a3", "2b c3", "3a a4", "3b c4"}));
}

TEST(Numbering, ThreePlayersVariationsKeepTheLetterOfTheMoveTheyReplace) {
  Record r;
  r.set_players(3);
  const auto main = add_line(r.root(), {M{"a1", 0}, M{"b1", 1}, M{"c1", 2}, M{"a2", 0}});
  // An alternative to b1 (1b), continued by the third side and the first.
  const auto var = add_line(*main[0], {M{"b1'", 1}, M{"c1'", 2}, M{"a2'", 0}});
  EXPECT_EQ(address_text(*var[0]), "1b.1.1b");
  EXPECT_EQ(address_text(*var[1]), "1b.1.1c");
  EXPECT_EQ(address_text(*var[2]), "1b.1.2a");
  EXPECT_EQ(resolve_or_null(r.root(), *parse_address("1b.1.2a").address), var[2]);
}

TEST(Numbering, EveryJointMoveOfASimultaneousGameIsATurn) {
  Record r;
  const auto main =
      add_line(r.root(), {M{"1/2", kEverySide}, M{"3/3", kEverySide}, M{"2/1", kEverySide}});
  EXPECT_EQ(address_map(r.root()), (std::vector<std::string>{"1a 1/2", "2a 3/3", "3a 2/1"}));
  const auto var = add_line(*main[0], {M{"1/1", kEverySide}, M{"2/2", kEverySide}});
  EXPECT_EQ(address_text(*var[0]), "2a.1.1a");
  EXPECT_EQ(address_text(*var[1]), "2a.1.2a");
  EXPECT_EQ(resolve_or_null(r.root(), *parse_address("2a.1.2a").address), var[1]);
}

// Builds a random tree with random sides (berserk runs included) for `players` sides, or
// of joint moves only when `players` is 0 (a simultaneous game).
void grow_random_tree(Node& root, std::mt19937& rng, int nodes, int players = 2) {
  std::vector<Node*> all{&root};
  std::uniform_int_distribution<int> side_dist(0, 9);
  for (int i = 0; i < nodes; ++i) {
    Node* parent = all[std::uniform_int_distribution<std::size_t>(0, all.size() - 1)(rng)];
    // Mostly extend lines, sometimes branch.
    if (parent->child_count() > 0 && side_dist(rng) < 6) {
      while (parent->child_count() > 0 && side_dist(rng) < 8)
        parent = parent->child(0);
    }
    int side = kEverySide;
    if (players == 2) {
      side = parent->is_root() ? 0 : 1 - parent->side;
      if (side_dist(rng) == 0) side = 1 - side;  // a berserk continuation
    } else if (players > 2) {
      side = parent->is_root() ? 0 : (parent->side + 1) % players;
      if (side_dist(rng) == 0) side = parent->is_root() ? 0 : parent->side;  // a continuation
      if (side_dist(rng) == 1) side = (side + 1) % players;  // a side skipped (out of play)
    }
    all.push_back(parent->add_child(std::make_unique<Node>("n" + std::to_string(i), side)));
  }
}

TEST(NumberingProperty, ResolveInvertsAddressOfOnRandomTrees) {
  std::mt19937 rng(2024);
  for (int tree = 0; tree < 400; ++tree) {
    Record r;
    const int players = tree % 4 == 3 ? 0 : 2 + tree % 4;  // 2, 3, 4 sides or simultaneous
    r.set_players(std::max(players, 2));
    grow_random_tree(r.root(), rng, 60, players);
    std::vector<const Node*> stack{&r.root()};
    while (!stack.empty()) {
      const Node* n = stack.back();
      stack.pop_back();
      const Address a = address_of(*n);
      ASSERT_TRUE(a.is_canonical()) << format_address(a);
      const Resolution found = resolve(r.root(), a);
      ASSERT_EQ(found.node, n) << format_address(a) << " " << found.error;
      // The text form round-trips too.
      ASSERT_EQ(resolve_or_null(r.root(), *parse_address(format_address(a)).address), n);
      for (const auto& c : n->children())
        stack.push_back(c.get());
    }
  }
}

TEST(NumberingProperty, AddressesAreUnique) {
  std::mt19937 rng(7);
  for (int tree = 0; tree < 100; ++tree) {
    Record r;
    const int players = tree % 4 == 3 ? 0 : 2 + tree % 4;
    r.set_players(std::max(players, 2));
    grow_random_tree(r.root(), rng, 80, players);
    auto map = address_map(r.root());
    std::vector<std::string> addresses;
    for (const auto& line : map)
      addresses.push_back(line.substr(0, line.find(' ')));
    std::sort(addresses.begin(), addresses.end());
    EXPECT_EQ(std::adjacent_find(addresses.begin(), addresses.end()), addresses.end());
  }
}

}  // namespace
}  // namespace skald::record

namespace skald::record {
namespace {

TEST(NumberingProperty, LineTurnsFromAKnownStateMatchTheWalkFromTheRoot) {
  std::mt19937 rng(11);
  for (int tree = 0; tree < 100; ++tree) {
    Record r;
    const int players = tree % 4 == 3 ? 0 : 2 + tree % 4;
    r.set_players(std::max(players, 2));
    grow_random_tree(r.root(), rng, 80, players);
    std::vector<const Node*> stack{&r.root()};
    while (!stack.empty()) {
      const Node* n = stack.back();
      stack.pop_back();
      for (const auto& c : n->children()) {
        stack.push_back(c.get());
        if (&line_start(*c) != c.get()) continue;
        std::vector<TurnState> states;
        const auto turns = turns_of_line(*c, turn_state_after(*n), &states);
        const auto walked = turns_of_line(*c);
        ASSERT_EQ(turns.size(), walked.size());
        std::size_t i = 0;
        for (std::size_t t = 0; t < turns.size(); ++t) {
          ASSERT_EQ(turns[t].moves, walked[t].moves);
          for (std::size_t m = 0; m < turns[t].moves.size(); ++m, ++i) {
            const TurnPlace place{turns[t].number, turns[t].first_letter + static_cast<int>(m)};
            EXPECT_EQ(place, turn_place(*turns[t].moves[m]));
            EXPECT_EQ(states[i].turn, place.turn);
            EXPECT_EQ(states[i].letter, place.letter);
          }
        }
      }
    }
  }
}

}  // namespace
}  // namespace skald::record
