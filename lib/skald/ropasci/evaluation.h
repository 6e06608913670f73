#pragma once

// The evaluation of a RoPaSci 360 position, term by term, in hundredths of a token, per
// side (`skald eval`); the search counts Upper's total minus Lower's. After the seed's
// report (../shared/seeds/001_*): material first (a token on the board, a throw in hand),
// then how close tokens are to what they defeat and to what defeats them, and the
// invincible tokens that decide endgames.
//   tokens      100 per token on the board;
//   throws       70 per throw left (a token still to place, of any symbol, where needed);
//   hunting     per token, by the distance to the nearest opponent token it defeats
//               (1: 30, 2: 16, 3: 6), and 20 per opponent token the side's next throw can
//               land on (it has one left);
//   danger      per token, by the distance to the nearest opponent token that defeats it
//               (1: -40, 2: -20, 3: -6), and -30 when the opponent's next throw can land
//               on it;
//   invincible  300 when the side has a token the opponent can no longer defeat (no throws
//               left, no token of the defeating symbol), 200 more when the opponent is down
//               to one token.

#include <array>

#include "skald/ropasci/board.h"

namespace skald::ropasci {

struct SideTerms {
  int tokens = 0;
  int throws = 0;
  int hunting = 0;
  int danger = 0;
  int invincible = 0;
  int total() const { return tokens + throws + hunting + danger + invincible; }
};

std::array<SideTerms, kSides> evaluation_terms(const Board& board);

/// Upper's total minus Lower's.
int evaluate(const Board& board);

}  // namespace skald::ropasci
