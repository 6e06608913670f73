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

namespace {

/// The texts that may name `move` besides itself and its short form: each shortening of
/// the canonical text (`Kb2-a2-` to `Kb2-a2`), and of it from where the short form starts
/// (`b2-a2-`), longest first. Only those the game reads as `move` are forms of it.
std::vector<std::string> candidate_forms(const GameState& state, const std::string& move) {
  std::vector<std::string> out;
  const std::string short_text = state.short_move_text(move);
  const std::size_t short_at = short_text.empty() ? std::string::npos : move.find(short_text);
  for (const std::size_t from : {std::size_t{0}, short_at}) {
    if (from == std::string::npos || (from > 0 && short_at == 0)) continue;
    for (std::size_t end = move.size(); end > from; --end) {
      std::string form = move.substr(from, end - from);
      if (form != move && form != short_text &&
          std::find(out.begin(), out.end(), form) == out.end())
        out.push_back(std::move(form));
    }
  }
  return out;
}

}  // namespace

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
  // A shortening the game reads as a legal move: one of its typed_forms().
  const std::unique_ptr<GameState> trial = state.clone();
  const PlayResult played = trial->play(text);
  if (played.ok && std::find(legal.begin(), legal.end(), played.canonical) != legal.end()) {
    const std::vector<std::string> forms = candidate_forms(state, played.canonical);
    if (std::find(forms.begin(), forms.end(), text) != forms.end()) return {played.canonical, ""};
  }
  return {"", "not a legal move here"};
}

std::vector<std::string> typed_forms(const GameState& state, const std::string& move) {
  // What typed_move() takes before a shortening: a legal move's text, a short form.
  std::vector<std::string> taken_first = state.legal_moves();
  for (const std::string& legal : state.legal_moves())
    taken_first.push_back(state.short_move_text(legal));
  std::vector<std::string> out;
  for (std::string& form : candidate_forms(state, move)) {
    if (std::find(taken_first.begin(), taken_first.end(), form) != taken_first.end()) continue;
    const std::unique_ptr<GameState> trial = state.clone();
    const PlayResult played = trial->play(form);
    if (played.ok && played.canonical == move) out.push_back(std::move(form));
  }
  return out;
}

}  // namespace skald::game
