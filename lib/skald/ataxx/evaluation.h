#pragma once

// The static evaluation of an Ataxx or Spot position, in hundredths of a stone, with
// named terms per player (after the seed's Java AI: pieces, their vulnerability and their
// mobility):
//   stones        100 per stone;
//   safe stones    25 per stone no opponent can turn now (no empty neighbour an opponent
//                  stone can reach);
//   mobility        4 per empty square the player can reach (clone or jump);
//   holes         -12 per empty square next to the player's stones that an opponent can
//                  reach (where a move would turn them).
// A player's worth is the sum of its terms. The search compares players with zero-sum
// utilities (the seed's transformation): player i gets N * v_i - (v_0 + ... + v_N-1),
// which for two players is v_i - v_other, and sums to zero over the players.

#include <array>
#include <string>

#include "skald/ataxx/position.h"

namespace skald::ataxx {

struct SideTerms {
  int stones = 0;
  int safe_stones = 0;
  int mobility = 0;
  int holes = 0;
  int total() const { return stones + safe_stones + mobility + holes; }
};

inline constexpr int kStoneWeight = 100;
inline constexpr int kSafeStoneWeight = 25;
inline constexpr int kMobilityWeight = 4;
inline constexpr int kHoleWeight = -12;

/// A utility per player, as the N-player searches read them (engine/zero_sum.h).
using Utilities = std::array<int, kMaxPlayers>;

/// Every player's terms (players past position.players() are zero).
std::array<SideTerms, kMaxPlayers> evaluation_terms(const Position& position);

/// Beyond any heuristic utility: a finished game's first place is worth this per player.
inline constexpr int kWonUtility = 50'000;

}  // namespace skald::ataxx
