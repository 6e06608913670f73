// Perft of Ataxx against libataxx's published counts (a pass is a move, a finished game
// has no children), by both counting methods, which must agree.

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "skald/ataxx/fen.h"
#include "skald/ataxx/perft.h"

namespace skald::ataxx {
namespace {

struct PerftCase {
  std::string fen;
  std::vector<std::uint64_t> counts;  // depth 1, 2, ...
};

const std::vector<PerftCase>& reference_counts() {
  static const std::vector<PerftCase> cases = {
      {"x5o/7/7/7/7/7/o5x x 0 1", {16, 256, 6'460, 155'888, 4'752'668}},
      {"x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1", {14, 196, 4'184, 86'528}},
      {"7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1", {1, 75, 249, 14'270, 452'980}},
      {"x5o/7/7/7/7/7/o5x x 100 1", {0, 0}},
  };
  return cases;
}

Position position_of(const std::string& fen) {
  FenParse parsed = parse_fen(fen, AtaxxRules{});
  EXPECT_TRUE(parsed.position) << fen;
  return *parsed.position;
}

TEST(AtaxxPerft, MatchesLibataxxWithMakeAndUnmake) {
  for (const PerftCase& c : reference_counts()) {
    Position position = position_of(c.fen);
    // The deepest count of the start (4.7M lines) takes the bulk counter only.
    const std::size_t deepest = c.counts.size() >= 5 ? 4 : c.counts.size();
    for (std::size_t d = 0; d < deepest; ++d)
      EXPECT_EQ(perft(position, static_cast<int>(d + 1)), c.counts[d])
          << c.fen << " depth " << d + 1;
  }
}

TEST(AtaxxPerft, MatchesLibataxxWithBulkCounting) {
  for (const PerftCase& c : reference_counts()) {
    Position position = position_of(c.fen);
    for (std::size_t d = 0; d < c.counts.size(); ++d)
      EXPECT_EQ(perft_bulk(position, static_cast<int>(d + 1)), c.counts[d])
          << c.fen << " depth " << d + 1;
  }
}

TEST(AtaxxPerft, LeavesThePositionAsItWas) {
  Position position = position_of("x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1");
  const std::uint64_t hash = position.hash();
  const std::string fen = to_fen(position);
  perft(position, 3);
  EXPECT_EQ(position.hash(), hash);
  EXPECT_EQ(to_fen(position), fen);
}

}  // namespace
}  // namespace skald::ataxx
