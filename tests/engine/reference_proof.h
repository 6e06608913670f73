#pragma once

// The proof search's reference (engine/proof_search.h): whether a side forces a win within
// a number of its own moves, found by trying every move, with no table, no ordering and no
// hook of the game beyond SearchableGame. Moves are counted as the proof search counts
// them: a continuation by the same side belongs to the turn it continues, and a side
// without a move has lost (or the game's outcome_without_moves()).

#include <vector>

#include "skald/engine/game_concept.h"

namespace skald::engine::testing {

/// Whether `winner` forces a win in `game` (left as it was) within `k` of its moves.
template <SearchableGame G>
bool enumerated_win(G& game, int winner, int k) {
  Outcome o = game.outcome();
  typename G::MoveList list;
  if (o == Outcome::none && k > 0) {
    game.generate_moves(list);
    if (list.size() == 0) o = outcome_without_moves(game);
  }
  const bool winner_to_move = game.side_to_move() == winner;
  if (o != Outcome::none)
    return (o == Outcome::win && winner_to_move) || (o == Outcome::loss && !winner_to_move);
  if (k <= 0) return false;
  for (int i = 0; i < static_cast<int>(list.size()); ++i) {
    game.make(list[i]);
    const int left = winner_to_move && game.side_to_move() != winner ? k - 1 : k;
    const bool won = enumerated_win(game, winner, left);
    game.unmake();
    if (won == winner_to_move) return won;
  }
  return !winner_to_move;
}

/// The fewest of `winner`'s moves, at most `k`, that force a win in `game`; 0 when none do.
template <SearchableGame G>
int enumerated_win_length(G& game, int winner, int k) {
  for (int j = 1; j <= k; ++j)
    if (enumerated_win(game, winner, j)) return j;
  return 0;
}

/// Whether playing out `line` in `game` (left as it was) ends the game won for `winner`.
template <SearchableGame G>
bool line_wins(G& game, int winner, const std::vector<typename G::Move>& line) {
  for (const auto& m : line)
    game.make(m);
  const Outcome end = game.outcome();
  const bool won = (end == Outcome::win && game.side_to_move() == winner) ||
                   (end == Outcome::loss && game.side_to_move() != winner);
  for (std::size_t i = 0; i < line.size(); ++i)
    game.unmake();
  return won;
}

}  // namespace skald::engine::testing
