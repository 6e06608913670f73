#pragma once

// SolveSession: a puzzle played by a person (`skald solve`), game-agnostic. It takes a
// replayed puzzle record, its game and the game's analyser, and answers each line the
// player types with text and board pictures; it never prints (tools/skald/cmd_solve.cpp
// draws the boards and reads the lines). The class is split over solve_session.cpp (the
// commands, the prologue, the end), solve_play.cpp (the player's moves and the replies)
// and solve_help.cpp (hints, history, back, jump).
//
// The session opens with the start comment and the prologue, the moves from
// `puzzle-prestart` to the puzzle position, stepped through with `next` and `previous`
// only. At the puzzle position (puzzle_question.h) the player types moves in the game's
// notation (game/typed_move.h). While the moves are in the record (its children at this
// node), the opponent replies with the record's first child. Off the record, in a loose
// puzzle, the session says once that the prepared lines are left and the replies come from
// the analyser: the defence its proof search finds (the one that holds longest), else its
// analysis's move under SolveOptions::reply_limits. A strict puzzle refuses moves that are
// not in the record (without revealing them) while the record has moves at this node.
// After each move of the solver the proof search says whether the goal is still forced in
// the moves left, and a move that lets a forced win go is said at once.
//
// The player's view: `hint` gives the record's hints at this node one at a time, then the
// analyser's (the piece, then the move); `history` lists only what was played; `back`
// takes back the last move pair; `jump ADDR` goes to a node of the record already seen.
// The session ends solved (the solver won within the bound; a hold goal: the bound passed
// without a loss) or failed (lost, the bound passed without the win, or `quit`).

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "skald/game/analyser.h"
#include "skald/game/game.h"
#include "skald/puzzle/puzzle_question.h"
#include "skald/record/numbering.h"
#include "skald/record/record.h"

namespace skald::puzzle {

struct SolveOptions {
  /// How the analyser chooses a reply off the record when its proof search gives none;
  /// a depth limit gives the same reply every time.
  game::AnalysisLimits reply_limits{.depth = 4};
  /// Node limit of each proof search (is the goal still forced, the strongest defence,
  /// the engine's hint); past it the session does without the answer.
  std::uint64_t proof_max_nodes = 2'000'000;
  /// The bound of goals that state none ("defenders win", "attackers draw").
  int unbounded_moves = 8;
};

enum class SolveStatus { prologue, solving, solved, failed };

/// One piece of an answer: text (whole lines, each ending in a newline) or a board to draw.
struct SolvePart {
  std::string text;
  std::optional<game::BoardPicture> board;
};

/// What the session answers to one line, in the order to show it.
struct SolveAnswer {
  std::vector<SolvePart> parts;

  /// Appends a line (a newline is added).
  void say(std::string line) { parts.push_back({std::move(line) + "\n", std::nullopt}); }
  void show(game::BoardPicture board) { parts.push_back({"", std::move(board)}); }
  /// All the text, boards left out (for tests and logs).
  std::string text() const;
};

class SolveSession {
 public:
  /// A session on the puzzle of `record` (replayed with `game`); `analyser` (made by
  /// `game`, may be null: then only the record's lines can be played) answers moves off
  /// the record. nullptr, with `error` saying why, when the record is no puzzle or cannot
  /// be replayed to its position.
  static std::unique_ptr<SolveSession> start_or_null(const record::Record& record,
                                                     const game::Game& game,
                                                     game::Analyser* analyser,
                                                     const SolveOptions& options,
                                                     std::string& error);

  /// The first answer: the start comment, then the prologue's first position or the puzzle.
  SolveAnswer opening();
  /// The answer to one typed line: a command or a move.
  SolveAnswer answer(std::string_view line);

  SolveStatus status() const { return status_; }
  bool finished() const { return status_ == SolveStatus::solved || status_ == SolveStatus::failed; }
  /// How many hints were given (the record's and the analyser's).
  int hints_used() const { return hints_used_; }
  /// What to show before the player types: "prologue> ", "1b> " (the place of the
  /// solver's next move), empty once finished.
  std::string prompt() const;

 private:
  /// One move played since the puzzle position.
  struct Step {
    const record::Node* node = nullptr;  // the record's node; nullptr off the record
    std::string move;                    // canonical text
    int side = 0;
    bool turn_starts = false;  // the first move of its side's turn (not a continuation)
    std::unique_ptr<game::GameState> state;  // after the move
    record::TurnState turn;                  // after the move, to number moves off the record
  };

  SolveSession(const record::Record& record, const game::Game& game, game::Analyser* analyser,
               const SolveOptions& options, PuzzleQuestion question,
               std::unique_ptr<game::GameState> start);

  // solve_session.cpp: the prologue, the position shown, the end.
  void answer_in_prologue(std::string_view command, SolveAnswer& out);
  void show_prologue_position(SolveAnswer& out);
  /// Shows the puzzle position and, when the opponent moves first, its reply.
  void begin_puzzle(SolveAnswer& out);
  /// The board and who is to move, with the moves left.
  void show_position(SolveAnswer& out) const;
  /// A node's comment as the solver sees it: no clock reading, no hints.
  void say_comment(const record::Node& node, SolveAnswer& out) const;
  void finish(SolveStatus status, const std::string& reason, SolveAnswer& out);
  void help(SolveAnswer& out) const;

  // solve_play.cpp: moves and replies.
  void play_solver_move(std::string_view typed, SolveAnswer& out);
  /// The opponent moves until the solver is to move or the game ends: the record's first
  /// child while there is one, else the engine.
  void opponent_replies(SolveAnswer& out);
  /// The engine's reply: the proof search's strongest defence, else the analysis's move.
  std::string engine_reply(const game::GameState& state);
  /// Plays `move` from the position now as the next step (its record node, or nullptr off
  /// the record) and says it; false when the move cannot be played.
  bool push_step(const record::Node* node, const std::string& move, SolveAnswer& out);
  void say_step(const Step& step, SolveAnswer& out) const;
  /// Finishes the session when the game is over or the bound has passed; true then.
  bool ended(SolveAnswer& out);
  /// Says so when the win was forced before the solver's move and no longer is.
  void warn_if_win_let_go(const game::GameState& before, int left_before, SolveAnswer& out);
  /// The proof that the solver wins from `state` within `moves`, when the goal is a win
  /// and the proof search answers (not past its node limit).
  std::optional<game::Proof> win_proof(const game::GameState& state, int moves);

  // solve_help.cpp: the player's aids.
  void hint(SolveAnswer& out);
  void history(SolveAnswer& out) const;
  void back(SolveAnswer& out);
  void jump(std::string_view address, SolveAnswer& out);

  // The position now and what it means.
  const game::GameState& current_state() const;
  /// The record's node at the position now; nullptr off the record.
  const record::Node* current_node() const;
  const record::TurnState& current_turn() const;
  /// The moves the goal counts, begun since the puzzle position: the solver's for a win,
  /// the other sides' for a hold or a draw.
  int moves_used() const;
  int moves_left() const { return bound_ - moves_used(); }
  /// The address of a step: the record's, or its place in the line with `*` off the record.
  std::string step_place(const Step& step) const;
  /// The place the solver's next move would have ("7b").
  std::string next_place() const;
  std::string plural_moves(int n) const;

  const record::Record& record_;
  const game::Game& game_;
  game::Analyser* analyser_;
  SolveOptions options_;
  PuzzleQuestion question_;
  int solver_ = 0;
  int bound_ = 1;
  SolveStatus status_ = SolveStatus::prologue;

  /// The prologue's positions, from `puzzle-prestart` to the puzzle position.
  std::vector<const record::Node*> prologue_;
  std::size_t prologue_at_ = 0;

  std::unique_ptr<game::GameState> start_;  // the puzzle position
  record::TurnState start_turn_;
  std::vector<Step> steps_;
  /// The record's nodes the player has seen (the prologue, moves played, replies): the
  /// only ones `jump` goes to.
  std::set<const record::Node*> revealed_;

  /// Record hints given per node, and the analyser's stage at the position now (0: none
  /// yet, 1: the piece, 2: the move).
  std::map<const record::Node*, std::size_t> record_hints_given_;
  int engine_hint_stage_ = 0;
  int hints_used_ = 0;
};

const char* solve_status_name(SolveStatus status);  // "prologue", "solving", "solved"...

}  // namespace skald::puzzle
