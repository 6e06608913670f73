#pragma once

// The static evaluation of an Octagon Theory position, in hundredths of a piece, with named
// terms per player (the designer's advice in the seed interview: hold the cells far from
// the edges and the hole, and use the stronger pieces before it is too late):
//   pieces    100 per piece on the board (what the result counts);
//   to place  100 per placement the player still makes before the end (so that a count
//             after the first player's placement and one after the second's agree: the
//             pieces each would end with if nothing more were thrown off);
//   safety     8 per piece per push beyond the first it would take to throw it off
//             (Board::safety: 0 on the edge or next to the hole);
//   exposed   a piece one placement could throw off now (an open cell behind it, the
//             edge or the hole in front, nothing in the way): -60 each for a player who
//             does not move next, -15 for the player to move (who can still cover it);
//   stock     the limited pieces left, worth 6, 14 and 24 (2-, 4-, 8-piece) early and
//             nothing at the end: scaled by the share of rounds still to play.
// A player's worth is the sum of its terms. The search compares players with zero-sum
// utilities: player i gets N * v_i - (v_0 + ... + v_N-1), which for two players is
// v_i - v_other.

#include <array>

#include "skald/octagon/position.h"

namespace skald::octagon {

struct SideTerms {
  int pieces = 0;
  int to_place = 0;
  int safety = 0;
  int exposed = 0;
  int stock = 0;
  int total() const { return pieces + to_place + safety + exposed + stock; }
};

inline constexpr int kPieceWeight = 100;
inline constexpr int kSafetyWeight = 8;
inline constexpr int kExposedWaiting = -60;
inline constexpr int kExposedToMove = -15;
inline constexpr int kStockWeight[kKinds] = {0, 6, 14, 24};

/// A utility per player, as the N-player searches read them (engine/zero_sum.h).
using Utilities = std::array<int, kMaxPlayers>;

/// Every player's terms (players past position.players() are zero).
std::array<SideTerms, kMaxPlayers> evaluation_terms(const Position& position);

/// The placements `side` makes from `position` to the end of the game.
int placements_to_come(const Position& position, int side);

/// Whether one placement next to `cell` could throw its piece off now (see `exposed`).
bool is_exposed(const Position& position, int cell);

/// Beyond any heuristic utility: a finished game's first place is worth this per player.
inline constexpr int kWonUtility = 50'000;

}  // namespace skald::octagon
