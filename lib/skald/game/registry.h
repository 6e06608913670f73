#pragma once

// GameRegistry: the games a program knows, and the lookup from a record's rules text to
// the game that plays it. An explicit value that main() or a test fills, not a global: two
// registries never interfere, and a test registers exactly the games it needs.

#include <memory>
#include <string_view>
#include <vector>

#include "skald/game/game.h"

namespace skald::game {

class GameRegistry {
 public:
  /// Adds a game; later lookups try games in the order they were added.
  void add(std::unique_ptr<Game> game);
  /// The game with this name, or nullptr.
  const Game* find_by_name(std::string_view name) const;
  /// The first game that accepts this rules text, or nullptr.
  const Game* game_for_rules_or_null(std::string_view rules_text) const;
  /// All registered games, in order.
  std::vector<const Game*> games() const;

 private:
  std::vector<std::unique_ptr<Game>> games_;
};

}  // namespace skald::game
