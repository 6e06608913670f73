#pragma once

// What makes a sound puzzle worth shipping, measured after `skald puzzle check` has proved
// it (puzzle_check.h): the search ladder (how deep the engine must look to play the first
// move, search_ladder.h), how many defences the solver must answer, the length, and from
// them the quality rules of puzzles/README.md:
// - unique: the winner's move is unique at every step of the main line, except where the
//   record declares a dual (the `puzzle-duals` tag lists the addresses of the main line's
//   moves where another move wins as well);
// - not obvious: the engine does not play the first move at depth 1 or 2 (shallow_depth);
// - not a win in 1: no first move wins at once.
// The collection rules (no two puzzles share a position or a game's first two moves) are
// puzzle_duplicates.h's; the grade and themes are computed from these measures
// (puzzle_grade.h, puzzle_themes.h).

#include <cstdint>
#include <string>
#include <vector>

#include "skald/game/analyser.h"
#include "skald/game/game.h"
#include "skald/puzzle/puzzle_check.h"
#include "skald/puzzle/puzzle_grade.h"
#include "skald/puzzle/search_ladder.h"
#include "skald/record/record.h"

namespace skald::puzzle {

struct MeasureOptions {
  /// A first move the engine plays at this depth (plies) or shallower is obvious.
  int shallow_depth = 2;
  /// The ladder's deepest search: 0 for the solution's plies plus two.
  int ladder_depth = 0;
  std::uint64_t ladder_nodes = 20'000'000;
  /// Node limit of each proof that counts defences.
  std::uint64_t max_nodes = 10'000'000;
  GradeThresholds grades{};
};

/// The names of the quality rules, as the JSON and puzzles/README.md write them.
inline constexpr const char* kRuleUnique = "unique";
inline constexpr const char* kRuleNotObvious = "not-obvious";
inline constexpr const char* kRuleNotWinInOne = "not-win-in-1";

struct PuzzleMeasures {
  SearchLadder ladder;
  int shallow_depth = 2;
  /// The winner's moves of the solution.
  int moves = 0;
  /// At each of the loser's turns on the main line, the replies that hold as long as the
  /// record's (before the winner's last move, where every reply loses at once: the replies
  /// after which the record's last move no longer wins), summed.
  int defences = 0;
  /// Main-line duals (addresses) the `puzzle-duals` tag does not declare.
  std::vector<std::string> undeclared_duals;
  bool win_in_one = false;
  bool obvious = false;    // the ladder plays the first move at shallow_depth or shallower
  double grade_score = 0;  // puzzle_grade.h
  Grade grade = Grade::easy;
  /// The quality rules the puzzle breaks (kRule... names); empty when it keeps them all.
  std::vector<std::string> broken_rules;
  /// The solution's themes (puzzle_themes.h).
  std::vector<std::string> themes;
  /// The earlier puzzle of the same run this one repeats (puzzle_duplicates.h), and why;
  /// set by whoever checks a collection (then `distinct` is among broken_rules).
  std::string duplicate_of{};
  std::string duplicate_reason{};
  /// False when the puzzle could not be measured (not a proven win with a first move);
  /// `error` says why.
  bool measured = false;
  std::string error;
};

/// Whether a checked puzzle can be measured: a win the proof settled (sound or flawed).
bool measurable(const PuzzleReport& report);

/// The measures of the puzzle of `record` (replayed with `game`), which `report` (from
/// check_puzzle) found a proven win; `analyser` is cleared.
PuzzleMeasures measure_puzzle(const record::Record& record, const game::Game& game,
                              game::Analyser& analyser, const PuzzleReport& report,
                              const MeasureOptions& options = {});

/// The addresses the `puzzle-duals` tag of `record` declares (space-separated).
std::vector<std::string> declared_duals(const record::Record& record);

}  // namespace skald::puzzle
