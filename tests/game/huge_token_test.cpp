// Every game's rules and moves, read from a record: a rules word or a move of 100,000
// characters is quoted in the message as a short excerpt, where it stands.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "every_game.h"
#include "formats/otn/reader.h"
#include "huge_token.h"

namespace skald {
namespace {

struct HugeCase {
  std::string rules;  // a rules tag's value, with HUGE for the huge token
  std::string moves;  // the moves' text, with HUGE for it
  std::string says;   // what the message says
  int line;
  int column;
};

std::string with_huge(std::string text) {
  const std::size_t at = text.find("HUGE");
  return at == std::string::npos ? text : text.replace(at, 4, testing::huge_token());
}

TEST(HugeTokens, EveryGamesRulesAndMovesAreQuotedAsExcerptsWhereTheyStand) {
  game::GameRegistry games;
  testing::add_every_game(games);
  const std::vector<HugeCase> cases{
      {"ataxx HUGE:1", "", "unknown key", 1, 0},
      {"spot players:HUGE", "", "players", 1, 0},
      {"amazons size:HUGE", "", "size", 1, 0},
      {"amazons size:6 first:HUGE", "", "first", 1, 0},
      {"amazons HUGE:1", "", "unknown key", 1, 0},
      {"octagon size:HUGE", "", "size", 1, 0},
      {"octagon HUGE:1", "", "unknown key", 1, 0},
      {"ropasci360 HUGE", "", "rules word", 1, 0},
      {"ataxx", "1. HUGE\n", "cannot read move", 3, 4},
      {"amazons size:6", "1. a1-HUGE/a3\n", "cannot read move", 3, 4},
      {"octagon size:7 cut:2 hole:1 turns:20 stock:*,4,3,1", "1. HUGE=1n\n", "not a cell", 3, 4},
      {"ropasci360", "1. HUGE\n", "HUGE", 3, 4},
  };
  for (const HugeCase& c : cases) {
    SCOPED_TRACE(c.rules + " / " + c.moves);
    otn::ReadOptions options;
    options.games = &games;
    options.file = "t.otg";
    const otn::ReadResult read =
        otn::read_otg_text("[rules:" + with_huge(c.rules) + "]\n\n" + with_huge(c.moves), options);
    const std::string says = c.says == "HUGE" ? testing::huge_token().substr(0, 20) : c.says;
    const Diagnostic* d = testing::short_diagnostic(read.diagnostics, says);
    if (d == nullptr) continue;
    EXPECT_EQ(d->where.line, c.line);
    if (c.column > 0) {
      EXPECT_EQ(d->where.column, c.column);
    }
  }
}

}  // namespace
}  // namespace skald
