#pragma once

// Replaying a record with the rules of its game: every move of every line (main line and
// variations) is played from its parent's position through the type-erased game interface.
// The readers replay what they read with replay_record(); the commands that need the state
// at one node (analyse, eval, hint) get it from state_at(), and walk a line with
// play_node() one move at a time.
// Each node gets its side and its canonical move text. An illegal or unreadable move is an
// error naming the move's source position and address (its subtree is then not checked,
// and a note says how many moves were skipped); a sloppy but playable move (captures or
// suffix written differently from what the rules produce) is a warning with its address.

#include <string>

#include "skald/core/diagnostic.h"
#include "skald/game/game.h"
#include "skald/record/node.h"
#include "skald/record/record.h"

namespace skald::game {

/// Options of replay_record().
struct ReplayOptions {
  /// File name for diagnostics of nodes that have no source location.
  std::string file;
  /// Give each node its canonical_move(). A reader that only checks the record (validate)
  /// does without, and the game may then skip writing the texts.
  bool canonical_moves = true;
};

/// Replays `record` with `game`. Returns false (with an error in `diagnostics`) when the
/// start state cannot be made from the record's rules and position tags.
bool replay_record(record::Record& record, const Game& game, const ReplayOptions& options,
                   Diagnostics& diagnostics);

/// The start state of a record: its rules tag and, when it has one, its position tag.
/// nullptr with `error` saying why when they cannot be used.
std::unique_ptr<GameState> record_start_state(const record::Record& record, const Game& game,
                                              std::string& error);

/// The tags of a record that starts at `position` (the rules' own start when nullopt)
/// with `side` to move. OTN records have no side to move, so the rules must say it (the
/// game's rules_with_first_side()); and a position goes into the rules when the game's
/// rules can hold one (rules_with_start(): tafl's `start:`, which is all OpenTafl reads),
/// else into a `position` tag.
struct StartTags {
  std::string rules;
  std::optional<std::string> position;
};
/// Nothing, with `error` set, when the game cannot say so or the position does not read.
std::optional<StartTags> start_tags(const Game& game, std::string_view rules_text,
                                    std::optional<std::string_view> position, int side,
                                    std::string& error);

/// A state reached by playing a record's moves, or why it could not be reached.
struct StateAtNode {
  std::unique_ptr<GameState> state;
  std::string error;  // why there is no state
};

/// The state after `node` (the start state at the root): the moves on the path from the
/// root played in order, so the state keeps the game's history (repetition) for a search.
StateAtNode state_at(const record::Record& record, const record::Node& node, const Game& game);

/// Moves `at` on to the state after `node`, a child of the node `at` stands at, so a line
/// is walked in time linear in its length. Once a move fails, `at` holds no state and
/// `error` says why, for this node and every later one.
void play_node(StateAtNode& at, const record::Node& node);

}  // namespace skald::game
