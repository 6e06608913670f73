#pragma once

// How a game of RoPaSci 360 ends, checked after every turn in the rules' order (the first
// condition that holds decides):
//   1. a side has no throws left and no token: the other side wins if it has a token or a
//      throw, else the game is drawn;
//   2. both sides have an invincible token (one no token of the opponent can defeat, the
//      opponent having no throws left): a draw;
//   3. one side has an invincible token and the other, out of throws, a single token: the
//      first side wins;
//   4. a configuration (the tokens on every hex and the throws made) occurs for the third
//      time since the start: a draw;
//   5. the 360th turn was played: a draw.
// The reasons of the draws are worded as the course's referee writes them in its logs.

#include <string>

#include "skald/ropasci/board.h"

namespace skald::ropasci {

enum class EndReason {
  none,
  no_tokens_or_throws,  // condition 1
  both_invincible,      // condition 2
  invincible_vs_lone,   // condition 3
  repetition,           // condition 4
  turn_limit,           // condition 5
};

struct GameEnd {
  EndReason reason = EndReason::none;
  int winner = -1;  // kUpper or kLower; -1 for a draw or while the game goes on
  bool over() const { return reason != EndReason::none; }
};

/// Whether `side` has a token no opponent token can defeat while the opponent has no
/// throws left.
bool has_invincible_token(const Board& board, int side);

/// The end the rules give `board`, where its configuration has now occurred `occurrences`
/// times (counting this one).
GameEnd game_end(const Board& board, int occurrences);

/// Why the game ended, in words. Draws as the referee's logs say them after `draw: `
/// ("same game state occurred for 3rd time"); wins say what won.
std::string end_reason_text(const GameEnd& end);

}  // namespace skald::ropasci
