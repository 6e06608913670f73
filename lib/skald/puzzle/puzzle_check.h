#pragma once

// Checking a puzzle (`skald puzzle check`): replay the record, find the question (the
// puzzle position and its goal), prove the goal with the game's exact proof search
// (game::Analyser::prove) and judge the record's lines against the proof:
// - sound / unsound: does the side to move force the goal against every defence? If not,
//   the defence that refutes the record's solution. The record's solution alone is tried
//   first, a smaller proof (one first move, its own defences first): when a defence holds
//   against it the puzzle is wrong, and the proof over every first move, which tells
//   unsound from cooked, gets a tenth of the node limit; refuted when that runs out;
// - cooks: other first moves that also force the goal within the bound;
// - duals: later points of the main line where the solver has more than one winning move;
// - the record's lines: solver moves on the solution's lines that do not win in time; in
//   strict mode also defences, missing from the record, that hold at least as long as the
//   record's (before the solver's last move only those that hold longer: there every
//   defence loses at once).
//
// The question (the puzzle position and its goal) is found by puzzle_question.h.

#include <chrono>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "skald/game/analyser.h"
#include "skald/game/game.h"
#include "skald/puzzle/goal.h"
#include "skald/record/record.h"

namespace skald::puzzle {

struct CheckOptions {
  /// Node limit of each proof search; past it the answer is unknown. After a refuted
  /// solution the proof over every first move gets a tenth of it.
  std::uint64_t max_nodes = 100'000'000;
  /// The bound for goals without one ("defenders win", "attackers draw").
  int unbounded_moves = 8;
  /// Stops the check from another thread (a puzzle checked while it is written): every
  /// proof still running or to come answers unknown at once, and the report says what
  /// was settled before (PuzzleReport::stopped).
  std::stop_token stop{};
};

enum class Verdict {
  sound,    // the goal is forced and the record's lines are right
  flawed,   // the goal is forced, but cooked, or a line of the record is wrong
  unsound,  // the goal is not forced
  refuted,  // the record's solution does not force the goal; a node limit stopped the proof
            // of whether another first move does
  unknown,  // a node limit stopped a proof
  error,    // not a puzzle, or the record cannot be replayed to it
};
const char* verdict_name(Verdict verdict);

/// A move and how many of the solver's moves win after it (0: none within the bound).
struct MoveDistance {
  std::string move;
  int moves = 0;
};

/// A problem found at a node of the record.
struct LineProblem {
  std::string address;  // of the node concerned
  std::string text;
  /// The move concerned, played after the parent of `address`: a wrong line's move; a
  /// missing defence, which an editor can add there (empty for duals).
  std::string move{};
};

struct PuzzleReport {
  Verdict verdict = Verdict::error;
  std::string error;  // for Verdict::error
  record::PuzzleMode mode = record::PuzzleMode::none;
  Goal goal;
  std::string goal_text;    // as goal_text() writes it
  std::string goal_source;  // "puzzle-goal tag", "comment of 6a"...
  /// Where the question is asked: "start" or "after 6a".
  std::string position;
  /// The address of the node the question is asked after ("0a": the start).
  std::string question_address;
  int side_to_move = 0;
  /// Win goals: the proof from the puzzle position (status, fewest moves, the solution
  /// with the longest defences).
  game::Proof proof;
  /// The record's first move at the puzzle position (empty when it has none).
  std::string intended;
  /// For win goals with the solver to move: every first move that wins in time.
  std::vector<MoveDistance> winning_first_moves;
  /// Winning first moves other than the intended one.
  std::vector<std::string> cooks;
  /// Unsound: the intended move (or the first legal one) and the defence that holds;
  /// refuted: the intended move and the defence that holds.
  std::vector<std::string> refutation;
  std::string refutation_text;
  std::vector<LineProblem> duals;
  std::vector<LineProblem> line_problems;
  std::vector<LineProblem> missing_defences;
  std::uint64_t nodes = 0;
  std::chrono::microseconds elapsed{0};
  /// The check's stop token ended it: the verdict is unknown unless what was settled before
  /// decides it (a refuted solution stays refuted).
  bool stopped = false;
};

/// Checks the puzzle of `record` (replayed with `game`) with `analyser` (made by `game`;
/// its proof table is cleared first).
PuzzleReport check_puzzle(const record::Record& record, const game::Game& game,
                          game::Analyser& analyser, const CheckOptions& options = {});

}  // namespace skald::puzzle
