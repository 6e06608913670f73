#include "skald/ropasci/game_state.h"

#include <algorithm>

namespace skald::ropasci {

Game360::Game360(const Board& board) : board_(board) {
  history_.push_back(board_.hash());
  end_ = game_end(board_, 1);
}

int Game360::occurrences() const {
  return static_cast<int>(std::count(history_.begin(), history_.end(), board_.hash()));
}

void Game360::play(const Action& upper, const Action& lower) {
  LastTurn last;
  last.actions[kUpper] = upper;
  last.actions[kLower] = lower;
  const Board before = board_;
  board_.play_turn(upper, lower);
  for (int hex : {static_cast<int>(upper.to), static_cast<int>(lower.to)}) {
    for (int side = 0; side < kSides; ++side) {
      const int arrived = (upper.to == hex && side == kUpper) + (lower.to == hex && side == kLower);
      if (board_.tokens_on(hex, side) < before.tokens_on(hex, side) + arrived &&
          std::find(last.defeated.begin(), last.defeated.end(), std::pair{hex, side}) ==
              last.defeated.end())
        last.defeated.emplace_back(hex, side);
    }
  }
  last_ = std::move(last);
  history_.push_back(board_.hash());
  end_ = game_end(board_, occurrences());
}

namespace {

std::uint64_t joint_perft_from(Game360& game, int depth) {
  if (game.over()) return 0;
  const Board& board = game.board();
  if (depth == 1)
    return static_cast<std::uint64_t>(board.count_actions(kUpper)) *
           static_cast<std::uint64_t>(board.count_actions(kLower));
  ActionList upper, lower;
  board.legal_actions(kUpper, upper);
  board.legal_actions(kLower, lower);
  std::uint64_t total = 0;
  for (const Action& a : upper) {
    for (const Action& b : lower) {
      Game360 next = game;
      next.play(a, b);
      total += joint_perft_from(next, depth - 1);
    }
  }
  return total;
}

}  // namespace

std::uint64_t joint_perft(const Game360& game, int depth) {
  if (depth <= 0) return 1;
  Game360 copy = game;
  return joint_perft_from(copy, depth);
}

std::uint64_t side_perft(const Board& board, int side, int depth) {
  if (depth <= 0) return 1;
  if (depth == 1) return static_cast<std::uint64_t>(board.count_actions(side));
  ActionList actions;
  board.legal_actions(side, actions);
  std::uint64_t total = 0;
  for (const Action& a : actions) {
    Board next = board;
    next.play_alone(side, a);
    total += side_perft(next, side, depth - 1);
  }
  return total;
}

}  // namespace skald::ropasci
