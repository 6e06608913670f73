#include <algorithm>

#include "skald/game/game.h"

namespace skald::game {

std::vector<int> Outcome::places(int players) const {
  if (kind == OutcomeKind::ongoing) return {};
  if (!ranking.empty()) return ranking;
  std::vector<int> out(static_cast<std::size_t>(std::max(players, 0)), 1);
  if (kind == OutcomeKind::win) {
    for (int side = 0; side < players; ++side)
      out[static_cast<std::size_t>(side)] = side == winner ? 1 : 2;
  }
  return out;
}

Outcome Outcome::won_by(int winner, int players, std::string text) {
  Outcome out{OutcomeKind::win, winner, std::move(text), {}};
  out.ranking = out.places(players);
  return out;
}

Outcome Outcome::drawn(int players, std::string text) {
  return ranked(std::vector<int>(static_cast<std::size_t>(std::max(players, 0)), 1),
                std::move(text));
}

Outcome Outcome::ranked(std::vector<int> ranking, std::string text) {
  Outcome out;
  out.text = std::move(text);
  const auto firsts = std::count(ranking.begin(), ranking.end(), 1);
  if (firsts == 1) {
    out.kind = OutcomeKind::win;
    out.winner = static_cast<int>(std::find(ranking.begin(), ranking.end(), 1) - ranking.begin());
  } else {
    out.kind = firsts == static_cast<std::ptrdiff_t>(ranking.size()) ? OutcomeKind::draw
                                                                     : OutcomeKind::shared;
  }
  out.ranking = std::move(ranking);
  return out;
}

std::uint64_t GameState::count_lines(int depth) const {
  if (depth <= 0) return 1;
  if (outcome().kind != OutcomeKind::ongoing) return 0;
  std::uint64_t total = 0;
  for (const std::string& move : legal_moves()) {
    std::unique_ptr<GameState> next = clone();
    if (next->play(move).ok) total += depth == 1 ? 1 : next->count_lines(depth - 1);
  }
  return total;
}

std::vector<std::pair<std::string, std::uint64_t>> GameState::count_lines_per_move(
    int depth) const {
  std::vector<std::pair<std::string, std::uint64_t>> out;
  if (depth <= 0 || outcome().kind != OutcomeKind::ongoing) return out;
  for (const std::string& move : legal_moves()) {
    std::unique_ptr<GameState> next = clone();
    if (next->play(move).ok) out.emplace_back(move, next->count_lines(depth - 1));
  }
  return out;
}

std::optional<int> Game::side_from_name(std::string_view name) const {
  for (int side = 0; side < shape().players; ++side)
    if (side_name(side) == name) return side;
  return std::nullopt;
}

std::string Game::side_choices() const {
  std::string names;
  for (int side = 0; side < shape().players; ++side)
    names += (names.empty() ? "" : " or ") + side_name(side);
  return names;
}

RulesReading Game::read_rules(std::string_view rules_text, const SourceLocation& where) const {
  (void)where;  // start_state's diagnostics carry no place
  RulesReading reading;
  reading.usable = start_state(rules_text, std::nullopt, reading.diagnostics) != nullptr &&
                   !reading.diagnostics.has_errors();
  if (reading.usable) reading.canonical = std::string(rules_text);
  return reading;
}

std::string result_name(const Game& game, const Outcome& outcome) {
  switch (outcome.kind) {
    case OutcomeKind::ongoing:
      return "ongoing";
    case OutcomeKind::win:
      return game.side_name(outcome.winner) + "-win";
    case OutcomeKind::draw:
      return "draw";
    case OutcomeKind::shared:
      return "shared";
  }
  return "";
}

std::string result_text(const Game& game, const Outcome& outcome) {
  const std::string name = result_name(game, outcome);
  if (outcome.kind == OutcomeKind::ongoing || outcome.text.empty()) return name;
  return name + " (" + outcome.text + ")";
}

}  // namespace skald::game
