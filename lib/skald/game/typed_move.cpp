#include "skald/game/typed_move.h"

#include <algorithm>
#include <vector>

namespace skald::game {

std::string_view without_surrounding_spaces(std::string_view typed) {
  const auto first = typed.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  const auto last = typed.find_last_not_of(" \t\r\n");
  return typed.substr(first, last - first + 1);
}

TypedMove typed_move(const GameState& state, std::string_view typed) {
  const std::string_view text = without_surrounding_spaces(typed);
  if (text.empty()) return {"", "no move given"};
  const std::vector<std::string> legal = state.legal_moves();
  if (std::find(legal.begin(), legal.end(), text) != legal.end()) return {std::string(text), ""};
  std::vector<std::string> short_matches;
  for (const std::string& move : legal)
    if (state.short_move_text(move) == text) short_matches.push_back(move);
  if (short_matches.size() == 1) return {short_matches.front(), ""};
  if (short_matches.size() > 1) {
    std::string list;
    for (std::size_t i = 0; i < short_matches.size(); ++i)
      list += (i == 0 ? "" : i + 1 == short_matches.size() ? " or " : ", ") + short_matches[i];
    return {"", "ambiguous: " + list};
  }
  // Any other spelling the game reads (a piece letter without the captures, say): the
  // game's canonical text of it, when that is a legal move.
  const std::unique_ptr<GameState> trial = state.clone();
  const PlayResult played = trial->play(text);
  if (played.ok && std::find(legal.begin(), legal.end(), played.canonical) != legal.end())
    return {played.canonical, ""};
  return {"", "not a legal move here"};
}

}  // namespace skald::game
