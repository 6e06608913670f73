#include "skald/game/rules_checks.h"

#include <string>

namespace skald::game {

bool players_fit_or_error(const Game& game, std::string_view rules_text, int rules_players,
                          std::optional<int> side_to_move, Diagnostics& diagnostics) {
  const int players = game.shape().players;
  if (rules_players != players) {
    diagnostics.error({}, "rules `" + std::string(rules_text) + "` are for " +
                              std::to_string(rules_players) + " players, not " +
                              std::to_string(players));
    return false;
  }
  if (side_to_move && (*side_to_move < 0 || *side_to_move >= players)) {
    diagnostics.error({}, "side to move " + std::to_string(*side_to_move) + ": " + game.name() +
                              " has sides 0 to " + std::to_string(players - 1));
    return false;
  }
  return true;
}

}  // namespace skald::game
