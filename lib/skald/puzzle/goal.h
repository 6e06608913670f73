#pragma once

// A puzzle's goal: what the side to move at the puzzle's start must achieve. Written as
// "<side> wins in N" (N of that side's moves), "<side> wins" (no bound: the prover uses a
// limit the user can raise), "<side> draws" (the other side cannot force a win) and
// "<side> holds for N" (the other side cannot force a win within N of its moves). Sides are
// named as the game names them ("defenders"; game::Game::side_from_name).
//
// OpenTafl has no goal tag: its puzzles state the goal in prose ("Defenders to play,
// winning in four moves."). goal_from_prose() reads the usual phrasings so that those
// puzzles can be checked too.

#include <optional>
#include <string>
#include <string_view>

#include "skald/game/game.h"

namespace skald::puzzle {

struct Goal {
  enum class Kind { win, draw, hold };
  Kind kind = Kind::win;
  int side = 0;
  /// win: the most of `side`'s moves; hold: the most of the other side's moves it must
  /// survive. Empty for "wins" without a bound and for "draws".
  std::optional<int> moves;
};

struct GoalParse {
  std::optional<Goal> goal;
  /// Why the text is not a goal, with the column (from 1) where reading stopped.
  std::string error;
  int column = 0;
};

/// Reads a goal as `puzzle new --goal` and the `puzzle-goal` tag write it.
GoalParse parse_goal(std::string_view text, const game::Game& game);

/// The goal as parse_goal() reads it: "defenders win in 4"... with the game's side name.
std::string goal_text(const Goal& goal, const game::Game& game);

/// A goal stated in prose, as OpenTafl's puzzles do ("The attackers to move, winning in
/// two.", "they can force a victory in five moves", "The king escapes in four moves"): a
/// number of moves after "in" (digits or a word up to twenty) or "after the ...'s sixth
/// move", and the side the first side word names, else `side_to_move`. Nothing when the
/// text states no bound.
std::optional<Goal> goal_from_prose(std::string_view text, const game::Game& game,
                                    int side_to_move);

}  // namespace skald::puzzle
