// Zobrist hashing: the hash kept up to date by make()/unmake() equals the hash computed
// from scratch along random games of several rule sets (including mercenaries changing
// sides, berserk continuations of both modes and capturing jumps), and a sample of
// distinct positions (board, side to move, pending berserk continuation) gives distinct
// hashes, while the same position reached by two move orders gives the same one.

#include <gtest/gtest.h>

#include <iostream>
#include <map>
#include <random>
#include <string>

#include "formats/variants/catalogue.h"
#include "scenario.h"

namespace skald::tafl {
namespace {

/// Rule sets beyond the catalogue's: mercenaries and guards, berserk in both modes,
/// capturing jumps for every special piece.
const char* const kExtraRules[] = {
    "dim:7 surf:n ks:w mj:c gj:c ber:m start:/2tmt2/3t3/m2T2m/ttGKNtt/m2T2m/3t3/2tmt2/",
    "dim:9 kj:c nj:c cj:c ber:c sw:s swf:n linc:y "
    "start:/3tct3/4t4/4T4/m3N3m/ttTTKTTtt/m3M3m/4T4/4t4/3tnt3/",
};

/// The start positions to play from: every catalogue variant plus kExtraRules.
std::vector<std::pair<std::string, Position>> start_positions() {
  std::vector<std::pair<std::string, Position>> out;
  const variants::Catalogue catalogue = variants::builtin_catalogue();
  for (const auto& v : catalogue.entries()) {
    auto parsed = parse_rules(v.rules);
    EXPECT_TRUE(parsed.rules) << v.id;
    if (parsed.rules) out.emplace_back(v.id, Position(*parsed.rules));
  }
  for (const char* text : kExtraRules) {
    auto parsed = parse_rules(text);
    EXPECT_TRUE(parsed.rules) << text;
    if (parsed.rules) out.emplace_back(text, Position(*parsed.rules));
  }
  return out;
}

TEST(Zobrist, IncrementalHashEqualsRecomputedAlongRandomGames) {
  std::mt19937 rng(7);
  int plies = 0;
  int continuations = 0;
  int mercenary_switches = 0;
  for (auto& [name, start] : start_positions()) {
    for (int game = 0; game < 4; ++game) {
      Position pos = start;
      std::vector<std::uint64_t> seen;
      for (int ply = 0; ply < 200 && !pos.outcome().over(); ++ply) {
        MoveList moves;
        pos.generate_moves(moves);
        ASSERT_FALSE(moves.empty()) << name;
        pos.make(moves[static_cast<int>(rng() % moves.size())]);
        ++plies;
        continuations += pos.last_was_berserk_continuation();
        for (const Capture& c : pos.last_captures())
          mercenary_switches += c.piece.kind() == PieceKind::mercenary;
        ASSERT_EQ(pos.hash(), pos.compute_hash()) << name << " ply " << ply;
        seen.push_back(pos.hash());
      }
      // Unmaking walks the same hashes back.
      while (pos.ply() > 0) {
        ASSERT_EQ(pos.hash(), seen.back()) << name;
        seen.pop_back();
        pos.unmake();
        ASSERT_EQ(pos.hash(), pos.compute_hash()) << name;
      }
      EXPECT_EQ(pos.hash(), start.hash()) << name;
    }
  }
  std::cout << plies << " plies, " << continuations << " berserk continuations, "
            << mercenary_switches << " mercenary switches\n";
  // The extra rule sets must really exercise what they are there for.
  EXPECT_GT(continuations, 0);
  EXPECT_GT(mercenary_switches, 0);
}

TEST(Zobrist, DistinctPositionsHaveDistinctHashes) {
  // Every position met in random games, keyed by its hash: two different positions
  // (board, side, berserk square) must never share one.
  std::mt19937 rng(11);
  std::map<std::uint64_t, std::string> by_hash;
  int distinct = 0;
  for (auto& [name, start] : start_positions()) {
    Position pos = start;
    for (int ply = 0; ply < 300 && !pos.outcome().over(); ++ply) {
      const std::string key = name + "|" + scenario::board(pos) + side_name(pos.side_to_move()) +
                              "|" + std::to_string(pos.berserk_square());
      auto [it, inserted] = by_hash.emplace(pos.hash(), key);
      if (inserted)
        ++distinct;
      else if (it->second.substr(0, name.size() + 1) == name + "|") {
        ASSERT_EQ(it->second, key) << "hash collision in " << name;
      }
      MoveList moves;
      pos.generate_moves(moves);
      pos.make(moves[static_cast<int>(rng() % moves.size())]);
    }
  }
  EXPECT_GT(distinct, 1000);
}

TEST(Zobrist, SideToMoveAndBerserkStateAreHashed) {
  const char* diagram = R"(
    . . . . . . K
    . . . . . . .
    . . . . . . .
    . . t . t . .
    . . T . T . .
    t . . . . . .
    . . . . . . .
  )";
  const Position attackers = scenario::setup("cor: cen: ber:c", diagram, Side::attackers);
  const Position defenders = scenario::setup("cor: cen: ber:c", diagram, Side::defenders);
  EXPECT_EQ(attackers.pieces(), defenders.pieces());
  EXPECT_NE(attackers.hash(), defenders.hash());

  // The same board with and without a pending continuation.
  Position pending = attackers;
  EXPECT_EQ(scenario::play(pending, "a2-c2xc3"), "c3");
  ASSERT_TRUE(pending.berserk_pending());
  const Position same_board(pending.tables(), pending.pieces(), Side::attackers);
  EXPECT_EQ(same_board.pieces(), pending.pieces());
  EXPECT_FALSE(same_board.berserk_pending());
  EXPECT_NE(same_board.hash(), pending.hash());
  EXPECT_EQ(same_board.hash(), same_board.compute_hash());
}

TEST(Zobrist, TranspositionsShareAHash) {
  const char* diagram = R"(
    . . . . . . T
    . . . . . . .
    . . . . . . .
    . . . K . . .
    . . . . . . .
    . . . . . . .
    t . . . . . t
  )";
  Position one = scenario::setup("cor: cen:", diagram, Side::attackers);
  scenario::play_all(one, "a1-a2 g7-g6 g1-g2 g6-g5");
  Position two = scenario::setup("cor: cen:", diagram, Side::attackers);
  scenario::play_all(two, "g1-g2 g7-g5 a1-a3 d4-d5 a3-a2 d5-d4");
  ASSERT_EQ(one.pieces(), two.pieces());
  ASSERT_EQ(one.side_to_move(), two.side_to_move());
  EXPECT_EQ(one.hash(), two.hash());
}

}  // namespace
}  // namespace skald::tafl
