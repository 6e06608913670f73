#pragma once

// RoPaSci 360 positions with their history, as records and the engine play them: the
// board, the hashes of every configuration since the position was set up (for the rule of
// the third occurrence) and how the game stands. A turn is a joint action; play() checks
// both actions against the position before the turn.

#include <cstdint>
#include <optional>
#include <vector>

#include "skald/ropasci/board.h"
#include "skald/ropasci/game_end.h"

namespace skald::ropasci {

/// The last turn played, for pictures: both actions and the hexes where tokens were
/// defeated, with the side that lost them.
struct LastTurn {
  Action actions[kSides];
  std::vector<std::pair<int, int>> defeated;  // (hex, side)
};

class Game360 {
 public:
  /// A game from `board`, its configuration counted once.
  explicit Game360(const Board& board = Board());

  const Board& board() const { return board_; }
  const GameEnd& end() const { return end_; }
  bool over() const { return end_.over(); }
  /// How many times the current configuration has occurred.
  int occurrences() const;
  const std::optional<LastTurn>& last_turn() const { return last_; }
  /// The hash of every configuration since the set-up, the current one last.
  const std::vector<std::uint64_t>& history() const { return history_; }

  /// Plays a turn of two legal actions (checked by the caller).
  void play(const Action& upper, const Action& lower);

 private:
  Board board_;
  std::vector<std::uint64_t> history_;
  GameEnd end_;
  std::optional<LastTurn> last_;
};

/// Lines of `depth` turns (joint actions) from `game`; a finished game has none.
std::uint64_t joint_perft(const Game360& game, int depth);
/// Lines of `depth` actions of `side` alone from `board`, the other side standing still;
/// battles are fought, the end of the game is not checked (the referee's action lists).
std::uint64_t side_perft(const Board& board, int side, int depth);

}  // namespace skald::ropasci
