#pragma once

// The position as engine::SimultaneousSearch sees it (engine::SimultaneousGame): a stack
// of boards (a board is a few hundred bytes: making a turn copies it, unmaking pops it),
// the history of configurations for the rule of the third occurrence, and how the game
// stands after each turn. Values are Upper's, in hundredths of a token: a won game is
// worth kWinValue, an ongoing one evaluate(). An action's key is the evaluation, from its
// side's view, after that action alone: the search keeps each side's best by that.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "skald/ropasci/evaluation.h"
#include "skald/ropasci/game_end.h"
#include "skald/ropasci/game_state.h"

namespace skald::ropasci {

inline constexpr int kWinValue = 100'000;

class RopasciSearchGame {
 public:
  using Action = ropasci::Action;
  using ActionList = ropasci::ActionList;

  explicit RopasciSearchGame(const Game360& game)
      : history_(game.history()), boards_{game.board()}, ends_{game.end()} {}

  const Board& board() const { return boards_.back(); }
  void generate_actions(int side, ActionList& list) const {
    list.clear();
    if (!game_over()) board().legal_actions(side, list);
  }
  void make(const Action& upper, const Action& lower) {
    boards_.push_back(boards_.back());
    boards_.back().play_turn(upper, lower);
    history_.push_back(boards_.back().hash());
    const int seen =
        static_cast<int>(std::count(history_.begin(), history_.end(), history_.back()));
    ends_.push_back(game_end(boards_.back(), seen));
  }
  void unmake() {
    boards_.pop_back();
    history_.pop_back();
    ends_.pop_back();
  }
  bool game_over() const { return ends_.back().over(); }
  int value() const {
    const GameEnd& end = ends_.back();
    if (end.over()) return end.winner < 0 ? 0 : end.winner == kUpper ? kWinValue : -kWinValue;
    return evaluate(board());
  }
  int action_key(int side, const Action& action) const {
    Board after = board();
    after.play_alone(side, action);
    const int v = evaluate(after);
    return side == kUpper ? v : -v;
  }
  std::uint64_t hash() const { return board().hash(); }

 private:
  std::vector<std::uint64_t> history_;
  std::vector<Board> boards_;
  std::vector<GameEnd> ends_;
};

}  // namespace skald::ropasci
