// Perft of the Game of the Amazons (one ply = an amazon's move and its arrow). The 10x10
// figures are the published ones (2,176 and 4,307,152); the small boards' figures were
// computed here three ways, which the tests keep comparing: the bitboard perft with bulk
// counting at the last ply, the same with every move made and unmade, and (up to 300,000
// lines) every legal move's text played on a clone through game::GameState alone.

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
    // published
    {10, 1, 2'176},
    {10, 2, 4'307'152},
    // computed here
    {8, 1, 1'232},
    {8, 2, 1'331'198},
    {6, 1, 544},
    {6, 2, 238'532},
    {6, 3, 91'074'224},
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
    if (row.nodes > 2'000'000) continue;  // the largest are counted in bulk only
    Position position(AmazonsRules{row.size, kWhite});
    const std::uint64_t hash = position.hash();
    EXPECT_EQ(perft_make_unmake(position, row.depth), row.nodes)
        << row.size << "x" << row.size << " depth " << row.depth;
    EXPECT_EQ(position.hash(), hash);
  }
}

/// Lines of `depth` moves counted through the game interface alone: every legal move's
/// text played on a clone, down to the last ply.
std::uint64_t count_by_playing(const game::GameState& state, int depth) {
  if (depth == 0) return 1;
  std::uint64_t total = 0;
  for (const std::string& move : state.legal_moves()) {
    const std::unique_ptr<game::GameState> next = state.clone();
    EXPECT_TRUE(next->play(move).ok) << move;
    total += count_by_playing(*next, depth - 1);
  }
  return total;
}

TEST(AmazonsPerft, SmallBoardsAgreeWithMovesPlayedThroughGameState) {
  const std::unique_ptr<game::Game> game = make_amazons_game();
  for (const PerftRow& row : kTable) {
    if (row.size == 10) continue;
    Diagnostics diagnostics;
    const auto state =
        game->start_state("amazons size:" + std::to_string(row.size), std::nullopt, diagnostics);
    ASSERT_NE(state, nullptr);
    const std::string where = std::to_string(row.size) + "x" + std::to_string(row.size) +
                              " depth " + std::to_string(row.depth);
    if (row.nodes < 300'000) {
      EXPECT_EQ(count_by_playing(*state, row.depth), row.nodes) << where;
    }
    // The base class's count plays the first ply's texts, then asks each child.
    EXPECT_EQ(state->game::GameState::count_lines(row.depth), row.nodes) << where;
    EXPECT_EQ(state->count_lines(row.depth), row.nodes) << where;
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
