// Piece patterns: the syntax (every error with its column) and matching on the board
// pictures of tafl, Ataxx and the Amazons.

#include "skald/collection/piece_pattern.h"

#include <gtest/gtest.h>

#include "collection/collection_records.h"

namespace skald::collection {
namespace {

using testing::CollectionRecords;
using testing::kBrandubRules;

game::BoardPicture start_picture(const CollectionRecords& c, const std::string& rules,
                                 const std::string& position = {}) {
  Diagnostics diagnostics;
  const game::Game* game = c.games().game_for_rules_or_null(rules);
  EXPECT_NE(game, nullptr);
  auto state = game->start_state(
      rules, position.empty() ? std::nullopt : std::optional<std::string_view>(position),
      diagnostics);
  EXPECT_NE(state, nullptr);
  return state->board_picture();
}

bool matches(const std::string& pattern, const game::BoardPicture& picture) {
  const PiecePatternParse parsed = parse_piece_pattern(pattern);
  EXPECT_TRUE(parsed.pattern.has_value()) << pattern << ": " << parsed.error;
  return parsed.pattern && parsed.pattern->matches(picture);
}

TEST(PiecePatternTest, PlacementsOnTheBrandubStart) {
  CollectionRecords c;
  const game::BoardPicture start = start_picture(c, kBrandubRules);
  EXPECT_TRUE(matches("K@d4", start));
  EXPECT_FALSE(matches("K@d5", start));
  EXPECT_TRUE(matches("t@a1|d1", start));  // d1 has one
  EXPECT_FALSE(matches("t@a1|g7", start));
  EXPECT_TRUE(matches("!t@d4", start));  // the king stands there
  EXPECT_FALSE(matches("!K@d4", start));
  EXPECT_TRUE(matches(".@a1", start));
  EXPECT_FALSE(matches(".@d4", start));
  EXPECT_TRUE(matches("*@d3", start));            // a defender
  EXPECT_TRUE(matches("T@d3 t@d2,K@d4", start));  // spaces and commas between terms
  EXPECT_FALSE(matches("T@d3 t@d3", start));      // every term must hold
  // A cell the board does not have holds nothing.
  EXPECT_FALSE(matches("t@k11", start));
  EXPECT_TRUE(matches("!t@k11", start));
}

TEST(PiecePatternTest, CountsOnTheBrandubStart) {
  CollectionRecords c;
  const game::BoardPicture start = start_picture(c, kBrandubRules);
  EXPECT_TRUE(matches("t=8", start));
  EXPECT_TRUE(matches("T=4 K=1", start));
  EXPECT_TRUE(matches("*=13", start));
  EXPECT_TRUE(matches("*>=13 *<=13 *>12 *<14 *!=12", start));
  EXPECT_FALSE(matches("t>8", start));
  EXPECT_FALSE(matches("T<4", start));
  EXPECT_TRUE(matches("g=0", start));  // no such piece: none of them
  // Case counts: `k` is no piece of this board.
  EXPECT_TRUE(matches("k=0", start));
}

TEST(PiecePatternTest, OtherGames) {
  CollectionRecords c;
  const game::BoardPicture ataxx = start_picture(c, "ataxx");
  // x5o/7/7/7/7/7/o5x: the FEN's first row is rank 7.
  EXPECT_TRUE(matches("x@a7 x@g1 o@g7 o@a1", ataxx));
  EXPECT_FALSE(matches("x@a1|g7", ataxx));
  EXPECT_TRUE(matches("x=2 o=2 *=4", ataxx));
  const game::BoardPicture amazons = start_picture(c, "amazons size:6");
  EXPECT_TRUE(matches("Q=4 q=4 x=0", amazons)) << amazons.pieces.size();
}

TEST(PiecePatternTest, ErrorsSayWhereAndWhat) {
  struct Case {
    std::string text;
    int column;
    std::string says;
  };
  const Case cases[] = {
      {"", 1, "empty pattern"},
      {"   ", 1, "empty pattern"},
      {"K", 2, "expected `@`"},
      {"K@", 3, "cell name"},
      {"K@d4|", 6, "cell name"},
      {"K@d4 @d5", 6, "expected a piece"},
      {"t>=", 4, "expected a count"},
      {"t>=x", 4, "expected a count"},
      {"t=99999999999999999999", 3, "expected a count"},
      {"!t>=3", 1, "`!` goes with a placement"},
      {".=3", 1, "`.` (an empty cell) goes with a placement"},
      {"t=3x", 4, "between terms"},
  };
  for (const Case& c : cases) {
    const PiecePatternParse parsed = parse_piece_pattern(c.text);
    EXPECT_FALSE(parsed.pattern.has_value()) << c.text;
    EXPECT_EQ(parsed.column, c.column) << c.text << ": " << parsed.error;
    EXPECT_NE(parsed.error.find(c.says), std::string::npos) << c.text << ": " << parsed.error;
  }
}

}  // namespace
}  // namespace skald::collection
