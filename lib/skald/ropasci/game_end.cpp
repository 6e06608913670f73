#include "skald/ropasci/game_end.h"

namespace skald::ropasci {

bool has_invincible_token(const Board& board, int side) {
  const int other = 1 - side;
  if (board.throws_left(other) > 0) return false;
  for (int s = 0; s < kSymbols; ++s) {
    const Symbol mine = symbol_at(s);
    if (board.token_count(side, mine) > 0 && board.token_count(other, predator_of(mine)) == 0)
      return true;
  }
  return false;
}

GameEnd game_end(const Board& board, int occurrences) {
  bool spent[kSides], invincible[kSides], lone[kSides];
  for (int side = 0; side < kSides; ++side) {
    const bool no_throws = board.throws_left(side) == 0;
    spent[side] = no_throws && board.token_count(side) == 0;
    lone[side] = no_throws && board.token_count(side) == 1;
    invincible[side] = has_invincible_token(board, side);
  }
  if (spent[kUpper] && spent[kLower]) return {EndReason::no_tokens_or_throws, -1};
  if (spent[kUpper]) return {EndReason::no_tokens_or_throws, kLower};
  if (spent[kLower]) return {EndReason::no_tokens_or_throws, kUpper};
  if (invincible[kUpper] && invincible[kLower]) return {EndReason::both_invincible, -1};
  if (invincible[kUpper] && lone[kLower]) return {EndReason::invincible_vs_lone, kUpper};
  if (invincible[kLower] && lone[kUpper]) return {EndReason::invincible_vs_lone, kLower};
  if (occurrences >= 3) return {EndReason::repetition, -1};
  if (board.turns_played() >= kMaxTurns) return {EndReason::turn_limit, -1};
  return {};
}

std::string end_reason_text(const GameEnd& end) {
  const std::string loser = end.winner == kUpper ? "lower" : "upper";
  switch (end.reason) {
    case EndReason::none:
      return "";
    case EndReason::no_tokens_or_throws:
      return end.winner < 0 ? "no remaining tokens or throws"
                            : loser + " has no tokens and no throws left";
    case EndReason::both_invincible:
      return "both players have an invincible token";
    case EndReason::invincible_vs_lone:
      return "an invincible token against " + loser + "'s last token";
    case EndReason::repetition:
      return "same game state occurred for 3rd time";
    case EndReason::turn_limit:
      return "maximum number of turns reached";
  }
  return "";
}

}  // namespace skald::ropasci
