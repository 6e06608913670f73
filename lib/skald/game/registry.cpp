#include "skald/game/registry.h"

namespace skald::game {

void GameRegistry::add(std::unique_ptr<Game> game) {
  games_.push_back(std::move(game));
}

const Game* GameRegistry::find_by_name(std::string_view name) const {
  for (const auto& g : games_) {
    if (g->name() == name) return g.get();
  }
  return nullptr;
}

const Game* GameRegistry::game_for_rules_or_null(std::string_view rules_text) const {
  for (const auto& g : games_) {
    if (g->accepts_rules(rules_text)) return g.get();
  }
  return nullptr;
}

std::vector<const Game*> GameRegistry::games() const {
  std::vector<const Game*> out;
  out.reserve(games_.size());
  for (const auto& g : games_)
    out.push_back(g.get());
  return out;
}

}  // namespace skald::game
