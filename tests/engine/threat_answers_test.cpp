// The tafl adapter's threats (engine::GameWithThreats) and sure wins
// (engine::GameWithSureWin) are exact where the proof search relies on them: when
// must_answer_threat() says the attackers face an escape, every move answers_threat()
// passes over that leaves the game going on (a plain move) leaves the king a move that
// wins at once; when surely_wins_at_once() says so, a move wins at once. Checked on random
// positions of rule sets whose kings move differently: unlimited, with a speed limit, jumping, to
// corners and to the edge.

#include <gtest/gtest.h>

#include <string>

#include "formats/variants/catalogue.h"
#include "sanitized.h"
#include "skald/core/splitmix.h"
#include "skald/tafl/rules_string.h"
#include "skald/tafl/search_adapter.h"

namespace skald::engine {
namespace {

using tafl::TaflSearchGame;

/// Whether the side to move has a move that wins the game at once.
bool wins_at_once(TaflSearchGame& game) {
  tafl::MoveList list;
  game.generate_moves(list);
  for (int i = 0; i < list.size(); ++i) {
    game.make(list[i]);
    const bool won = game.outcome() == Outcome::loss;  // the side now to move has lost
    game.unmake();
    if (won) return true;
  }
  return false;
}

struct Checked {
  int threats = 0;         // positions where must_answer_threat() held
  int passed_over = 0;     // moves answers_threat() passed over, then checked
  int without_threat = 0;  // positions where it did not
  int sure_wins = 0;       // positions where surely_wins_at_once() held
};

/// Walks `games` random games of `rules` and checks every attackers' position on the way.
void check_rules(const tafl::TaflRules& rules, int games, Checked& checked,
                 const std::string& what) {
  for (int g = 0; g < games; ++g) {
    TaflSearchGame game{tafl::Position(rules)};
    std::uint64_t seed = 0x5EED0000u + static_cast<std::uint64_t>(g);
    for (int ply = 0; ply < 120 && game.outcome() == Outcome::none; ++ply) {
      tafl::MoveList list;
      game.generate_moves(list);
      if (list.size() == 0) break;
      if (game.surely_wins_at_once()) {
        EXPECT_TRUE(wins_at_once(game))
            << what << " game " << g << " ply " << ply << ": no sure win";
        ++checked.sure_wins;
      }
      if (game.position().side_to_move() == tafl::Side::attackers) {
        const bool threat = game.must_answer_threat();
        game.make_pass();
        const bool escape = wins_at_once(game);
        game.unmake();
        if (!threat) ++checked.without_threat;
        // A threat is a win the king really has.
        if (threat) {
          EXPECT_TRUE(escape) << what << " game " << g << " ply " << ply;
          ++checked.threats;
          const auto plain = game.plain_moves();
          for (int i = 0; i < list.size(); ++i) {
            const tafl::Move m = list[i];
            if (!game.must_answer_threat() || game.answers_threat(m) || !plain.goes_on_after(m))
              continue;
            game.make(m);
            EXPECT_TRUE(wins_at_once(game))
                << what << " game " << g << " ply " << ply << ": a move passed over stops the king";
            game.unmake();
            ++checked.passed_over;
          }
        }
      }
      // Walks that favour the king's moves reach his threats more often.
      const std::uint64_t r = splitmix64(seed);
      int pick = static_cast<int>(r % static_cast<std::uint64_t>(list.size()));
      for (int i = 0; i < list.size() && r % 3 == 0; ++i)
        if (game.position().at(list[i].from).is_king()) pick = i;
      game.make(list[pick]);
    }
  }
}

/// A rule set to check: a built-in variant, maybe with keys added, read in a dialect.
struct Case {
  std::string what;
  std::string rules;
  tafl::Dialect dialect = tafl::Dialect::opentafl;
};

std::string builtin(const char* id) {
  static const auto catalogue = variants::builtin_catalogue();
  return std::string(catalogue.find_or_null(id)->rules);
}

tafl::TaflRules rules_of(const std::string& text, tafl::Dialect dialect) {
  const auto parsed = tafl::parse_rules(text, {}, dialect);
  EXPECT_TRUE(parsed.rules) << text;
  return *parsed.rules;
}

/// Brandub with the king two squares at most (read in the spec dialect: OpenTafl ignores
/// spd).
const Case kBrandubSlowKing{"brandub, king speed 2",
                            builtin("brandub") + " spd:-1,-1,-1,-1,-1,-1,-1,2",
                            tafl::Dialect::spec};

TEST(ThreatAnswersTest, MovesPassedOverLeaveTheKingAnEscapeAndSureWinsWin) {
  const Case cases[] = {
      {"brandub", builtin("brandub")},
      {"magpie", builtin("magpie")},
      {"sea battle 9x9 (edge escape)", builtin("sea-battle-9x9")},
      {"berserk", builtin("berserk")},
      kBrandubSlowKing,
      {"brandub, jumping king", builtin("brandub") + " kj:j"},
  };
  for (const Case& c : cases) {
    Checked checked;
    check_rules(rules_of(c.rules, c.dialect), 60, checked, c.what);
    // Neither half of the check is idle.
    EXPECT_GT(checked.threats, 5) << c.what;
    EXPECT_GT(checked.passed_over, 20) << c.what;
    EXPECT_GT(checked.without_threat, 5) << c.what;
    EXPECT_GT(checked.sure_wins, 5) << c.what;
  }
}

/// Checks every idle move Position::is_idle finds on random games of `rules`, for a few
/// replies of the attackers at each defenders' position: the reply stays legal after it
/// and leaves the defenders no move that wins at once. Returns how many were checked.
int check_idle_moves(const tafl::TaflRules& rules, int games, const std::string& what) {
  int checked = 0;
  for (int g = 0; g < games; ++g) {
    TaflSearchGame game{tafl::Position(rules)};
    std::uint64_t seed = 0x1D1E0000u + static_cast<std::uint64_t>(g);
    for (int ply = 0; ply < 100 && game.outcome() == Outcome::none; ++ply) {
      tafl::MoveList list;
      game.generate_moves(list);
      if (list.size() == 0) break;
      if (game.position().side_to_move() == tafl::Side::defenders) {
        game.make_pass();
        tafl::MoveList replies;
        game.generate_moves(replies);
        game.unmake();
        for (int k = 0; k < 4 && replies.size() > 0; ++k) {
          const tafl::Move reply = replies[static_cast<int>(
              splitmix64(seed) % static_cast<std::uint64_t>(replies.size()))];
          const auto idle = game.idle_moves(reply);
          for (int i = 0; i < list.size(); ++i) {
            if (!idle.idle(list[i])) continue;
            ++checked;
            const std::string where = what + " game " + std::to_string(g) + " ply " +
                                      std::to_string(ply) + " move " + std::to_string(i);
            game.make(list[i]);
            if (game.outcome() != Outcome::none || !game.is_legal(reply)) {
              ADD_FAILURE() << where << ": the game ended, or the reply is no longer legal";
              game.unmake();
              continue;
            }
            game.make(reply);
            EXPECT_FALSE(game.outcome() == Outcome::loss || wins_at_once(game))
                << where << ": the defenders win after an idle move and the reply";
            game.unmake();
            game.unmake();
          }
        }
      }
      const std::uint64_t r = splitmix64(seed);
      game.make(list[static_cast<int>(r % static_cast<std::uint64_t>(list.size()))]);
    }
  }
  return checked;
}

TEST(ThreatAnswersTest, IdleMovesCannotWinInTwo) {
  const Case cases[] = {
      {"brandub", builtin("brandub")},
      {"fetlar", builtin("fetlar")},
      {"tablut 9x9", builtin("tablut-9x9")},
      {"sea battle 9x9 (edge escape)", builtin("sea-battle-9x9")},
      {"foteviken tablut (forts)", builtin("foteviken-tablut")},
      kBrandubSlowKing,
  };
  const int games = skald::testing::sample_size(30, 8);
  for (const Case& c : cases)
    EXPECT_GT(check_idle_moves(rules_of(c.rules, c.dialect), games, c.what), 200 * games / 30)
        << c.what;
  // Rules where a move far away may still decide are left to the search.
  EXPECT_EQ(check_idle_moves(rules_of(builtin("copenhagen"), tafl::Dialect::opentafl), 5,
                             "copenhagen (shieldwalls)"),
            0);
  EXPECT_EQ(check_idle_moves(rules_of(builtin("berserk"), tafl::Dialect::opentafl), 5, "berserk"),
            0);
}

}  // namespace
}  // namespace skald::engine
