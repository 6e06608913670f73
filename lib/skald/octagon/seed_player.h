#pragma once

// The seed's AI for The Octagon Theory (the designer's description in
// ../shared/seeds/000_*): one ply, no search. Every open cell is scored: its board weight
// (safer cells, far from the edges and the hole, weigh more), plus, for each direction of
// the piece placed there that pushes an opponent piece, a kill value when the push throws
// the piece off (34, "Normal Kill"; 68, "End Game Kill", near the end), else +5 when it
// lands on a cell of lower weight and -5 on a cell of higher weight. The highest total is
// played; equal totals are drawn at random.
//
// What the interview leaves open, as skald fills it in: the weight of a cell is 4 per push
// it would take to throw a piece there off (Board::safety); the piece and its turn are
// chosen by the same score (every kind in stock, every turn), the fewest directions first
// among equal scores (the stronger pieces are kept for more damage); a piece of the mover's
// own thrown off by a chain push costs the kill value; "near the end" is the last tenth of
// the rounds, at least the last two. The draw among equals comes from a splitmix64 state
// the caller owns, so a seeded game is the same every run.

#include <cstdint>
#include <optional>
#include <vector>

#include "skald/octagon/position.h"

namespace skald::octagon {

struct SeedWeights {
  int cell_weight = 4;  // per push a piece on the cell can take
  int kill = 34;
  int end_game_kill = 68;
  int push = 5;
};

struct SeedScore {
  Move move;
  int score = 0;
};

/// The seed's score of every legal move of `position` (in generate_moves() order).
std::vector<SeedScore> seed_scores(Position& position, const SeedWeights& weights = {});

/// The seed's move, or nothing when the game is over; `random` (a splitmix64 state)
/// breaks ties and advances.
std::optional<Move> seed_choice(Position& position, std::uint64_t& random,
                                const SeedWeights& weights = {});

/// Whether the seed plays the end-game kill value in `position`.
bool seed_end_game(const Position& position);

}  // namespace skald::octagon
