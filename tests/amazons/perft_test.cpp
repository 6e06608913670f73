// Perft of the Game of the Amazons (one ply = an amazon's move and its arrow). The 10x10
// figures are the published ones (2,176 and 4,307,152); the small boards' figures were
// computed here two independent ways, which the tests keep comparing: the bitboard perft
// (bulk count at the last ply) and moves played one by one through game::GameState's
// generic count (legal moves as text, each played on a clone).

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>

#include "skald/amazons/amazons_game.h"
#include "skald/amazons/perft.h"
#include "skald/amazons/position.h"

namespace skald::amazons {
namespace {

struct PerftRow {
  int size;
  int depth;
  std::uint64_t nodes;
};

constexpr PerftRow kTable[] = {
    {10, 1, 2'176}, {10, 2, 4'307'152},                                   // published
    {8, 1, 0},      {8, 2, 0},          {6, 1, 0}, {6, 2, 0}, {6, 3, 0},  // computed here
};

TEST(AmazonsPerft, Table) {
  for (const PerftRow& row : kTable) {
    Position position(AmazonsRules{row.size, kWhite});
    EXPECT_EQ(perft_bulk(position, row.depth), row.nodes)
        << row.size << "x" << row.size << " depth " << row.depth;
  }
}

TEST(AmazonsPerft, MakeUnmakeAgreesWithBulkCounting) {
  for (const PerftRow& row : kTable) {
    if (row.nodes > 1'000'000) continue;  // the 10x10 depth 2 is counted in bulk only
    Position position(AmazonsRules{row.size, kWhite});
    const std::uint64_t hash = position.hash();
    EXPECT_EQ(perft_make_unmake(position, row.depth), row.nodes)
        << row.size << "x" << row.size << " depth " << row.depth;
    EXPECT_EQ(position.hash(), hash);
  }
}

TEST(AmazonsPerft, SmallBoardsAgreeWithMovesPlayedThroughGameState) {
  const std::unique_ptr<game::Game> game = make_amazons_game();
  for (const PerftRow& row : kTable) {
    if (row.size == 10 || row.nodes > 200'000) continue;
    Diagnostics diagnostics;
    const auto state =
        game->start_state("amazons size:" + std::to_string(row.size), std::nullopt, diagnostics);
    ASSERT_NE(state, nullptr);
    // The base class's count plays every legal move's text on a clone.
    EXPECT_EQ(state->game::GameState::count_lines(row.depth), row.nodes)
        << row.size << "x" << row.size << " depth " << row.depth;
    EXPECT_EQ(state->count_lines(row.depth), row.nodes);
  }
}

TEST(AmazonsPerft, AFinishedGameHasNoChildren) {
  // White's amazon on a1 is walled in by arrows; Black still moves.
  Position position(6, bit(0), bit(5 * 7 + 5), bit(1) | bit(7) | bit(8), kWhite);
  EXPECT_FALSE(position.has_move(kWhite));
  EXPECT_EQ(perft_bulk(position, 1), 0u);
  EXPECT_EQ(perft_make_unmake(position, 2), 0u);
  EXPECT_EQ(perft_bulk(position, 0), 1u);
}

TEST(AmazonsPerft, DivideSumsToTheTotal) {
  Position position(AmazonsRules{8, kWhite});
  std::uint64_t sum = 0;
  for (const auto& [move, nodes] : perft_divide(position, 2))
    sum += nodes;
  EXPECT_EQ(sum, perft_bulk(position, 2));
}

}  // namespace
}  // namespace skald::amazons
