#include "skald/puzzle/puzzle_duplicates.h"

#include <algorithm>

#include "skald/game/replay.h"
#include "skald/puzzle/puzzle_question.h"

namespace skald::puzzle {

std::string position_key(const game::GameState& state) {
  return state.position_text() + " " + std::to_string(state.side_to_move());
}

namespace {

bool contains(const std::vector<std::string>& keys, const std::string& key) {
  return std::find(keys.begin(), keys.end(), key) != keys.end();
}

/// Whether one move list begins the other.
bool one_begins_other(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  const std::size_t n = std::min(a.size(), b.size());
  return std::equal(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(n), b.begin());
}

}  // namespace

PuzzleKeys puzzle_keys(const record::Record& record, const game::Game& game) {
  PuzzleKeys keys;
  const PuzzleQuestion question = find_puzzle_question(record, game);
  if (question.node == nullptr) return keys;
  game::StateAtNode at = game::state_at(record, *question.node, game);
  if (!at.state) return keys;
  game::StateAtNode origin = game::state_at(record, record.root(), game);
  keys.origin = std::string(record.rules_text()) + "\n" +
                (origin.state ? position_key(*origin.state) : std::string());
  for (const record::Node* n = question.node; n != nullptr && !n->is_root(); n = n->parent())
    keys.before.emplace_back(n->played_move());
  std::reverse(keys.before.begin(), keys.before.end());
  keys.positions.push_back(position_key(*at.state));
  for (const record::Node* n = question.node->next(); n != nullptr; n = n->next()) {
    if (keys.first_two.size() < 2) keys.first_two.emplace_back(n->played_move());
    if (!at.state->play(n->played_move()).ok) break;
    keys.positions.push_back(position_key(*at.state));
  }
  return keys;
}

std::optional<Duplicate> duplicate_of(const PuzzleKeys& p, const std::vector<PuzzleKeys>& earlier) {
  if (p.positions.empty()) return std::nullopt;
  for (std::size_t e = 0; e < earlier.size(); ++e) {
    const PuzzleKeys& q = earlier[e];
    if (q.positions.empty()) continue;
    if (contains(q.positions, p.positions.front()) || contains(p.positions, q.positions.front()))
      return Duplicate{earlier.size(), e, "shares a position"};
    if (p.origin == q.origin && one_begins_other(p.before, q.before) && p.first_two.size() == 2 &&
        p.first_two == q.first_two)
      return Duplicate{earlier.size(), e, "same game, same first two moves"};
  }
  return std::nullopt;
}

std::vector<Duplicate> find_duplicates(const std::vector<PuzzleKeys>& puzzles) {
  std::vector<Duplicate> found;
  std::vector<PuzzleKeys> earlier;
  for (const PuzzleKeys& p : puzzles) {
    if (std::optional<Duplicate> d = duplicate_of(p, earlier)) found.push_back(std::move(*d));
    earlier.push_back(p);
  }
  return found;
}

}  // namespace skald::puzzle
