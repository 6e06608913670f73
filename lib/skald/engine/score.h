#pragma once

// Search scores: integers seen by the side to move. Evaluations lie within
// +-kMaxEvaluation (hundredths of the game's unit); proven results lie beyond, scored by
// distance so that the fastest win and the slowest loss are preferred: a win `n` plies
// from the root scores kWin - n.

#include <cstdint>
#include <cstdlib>

#include "skald/engine/game_concept.h"

namespace skald::engine {

constexpr int kWin = 1'000'000;
constexpr int kInfinity = kWin + 1;
/// Deepest ply the search ever reaches (main search plus quiescence).
constexpr int kMaxPly = 128;
/// Scores beyond this are proven wins or losses.
constexpr int kWinThreshold = kWin - 2 * kMaxPly;

/// Score of a position won for the side to move, `ply` plies from the root.
constexpr int win_in(int ply) {
  return kWin - ply;
}
constexpr int loss_in(int ply) {
  return -kWin + ply;
}
constexpr bool is_proven(int score) {
  return score > kWinThreshold || score < -kWinThreshold;
}

/// Plies to the end for a proven score (positive: the side to move wins).
constexpr int plies_to_end(int score) {
  return score > 0 ? kWin - score : -(kWin + score);
}

/// Converts a score relative to the root into one relative to the node at `ply` (for
/// the transposition table, which must not depend on the path), and back.
constexpr int score_to_table(int score, int ply) {
  if (score > kWinThreshold) return score + ply;
  if (score < -kWinThreshold) return score - ply;
  return score;
}
constexpr int score_from_table(int score, int ply) {
  if (score > kWinThreshold) return score - ply;
  if (score < -kWinThreshold) return score + ply;
  return score;
}

}  // namespace skald::engine
