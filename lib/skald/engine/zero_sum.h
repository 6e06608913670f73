#pragma once

// Zero-sum utility vectors for the N-player searches (multi_player_search.h), from what
// each player's position is worth: each player's utility is its worth against the others'
// (N times its own minus the sum), so the utilities sum to zero and two players' are
// negations. A finished game gives the players placed first a share of a won game's worth.

#include <array>
#include <cstddef>
#include <tuple>
#include <type_traits>
#include <vector>

namespace skald::engine {

/// The zero-sum utilities of `players` players worth `worth` (the first `players` entries).
template <std::size_t N>
std::array<int, N> zero_sum_utilities(const std::array<int, N>& worth, int players) {
  int sum = 0;
  for (int p = 0; p < players; ++p)
    sum += worth[static_cast<std::size_t>(p)];
  std::array<int, N> u{};
  for (int p = 0; p < players; ++p)
    u[static_cast<std::size_t>(p)] = players * worth[static_cast<std::size_t>(p)] - sum;
  return u;
}

/// The zero-sum utilities of the players whose evaluation terms are `terms` (one entry per
/// player, each with total()): what an N-player game's heuristic value is made of.
template <std::size_t N, class Terms>
std::array<int, N> zero_sum_utilities_of_totals(const Terms& terms, int players) {
  std::array<int, N> worth{};
  for (std::size_t p = 0; p < terms.size() && p < N; ++p)
    worth[p] = terms[p].total();
  return zero_sum_utilities(worth, players);
}

/// The utilities of a finished game whose places (1 for first) are `places`: the players
/// placed first share `won`, everyone first or no one first is a draw (all zero).
template <std::size_t N>
std::array<int, N> final_utilities_of_places(const std::vector<int>& places, int players, int won) {
  int firsts = 0;
  for (int place : places)
    firsts += place == 1;
  std::array<int, N> worth{};
  if (firsts == 0 || firsts == players) return worth;
  for (int p = 0; p < players; ++p)
    if (places[static_cast<std::size_t>(p)] == 1) worth[static_cast<std::size_t>(p)] = won / firsts;
  return zero_sum_utilities(worth, players);
}

/// The utilities of a ranked game's position (players(), end().places) from its evaluation
/// terms, which `evaluation_terms(position)` (found beside the position) gives for every
/// player it can have: what the search games over such positions (ranked_search_game.h)
/// and their analysers read. One player count N for the array, from the terms' array.
template <class Position>
auto heuristic_utilities_of(const Position& position) {
  const auto terms = evaluation_terms(position);
  constexpr std::size_t kPlayers = std::tuple_size_v<std::remove_cvref_t<decltype(terms)>>;
  return zero_sum_utilities_of_totals<kPlayers>(terms, position.players());
}

/// The utilities of a finished ranked game: the players placed first share `won` (times
/// the number of players, as heuristic_utilities_of scales), the others lose it evenly.
template <class Position>
auto final_utilities_of(const Position& position, int won) {
  using Terms = decltype(evaluation_terms(position));
  constexpr std::size_t kPlayers = std::tuple_size_v<std::remove_cvref_t<Terms>>;
  return final_utilities_of_places<kPlayers>(position.end().places, position.players(), won);
}

}  // namespace skald::engine
