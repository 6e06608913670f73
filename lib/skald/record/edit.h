#pragma once

// Edit operations on a record: the changes an annotator or puzzle author makes. Each
// returns an EditResult (success, or an error message saying why nothing changed) and
// never throws. Addresses are derived from the tree (numbering.h), so after every edit
// every address is renumbered the OpenTafl way without further work: delete variation 1
// and variation 2 becomes 1; promote a variation and the old continuation becomes
// variation 1.
//
// Moves are added as text with the side that makes them; a caller that has a game plays
// the move first (game::GameState::play) and passes the canonical text and side, which is
// what the record needs to group turns (berserk continuations).

#include <string>
#include <string_view>
#include <vector>

#include "skald/record/node.h"
#include "skald/record/record.h"

namespace skald::record {

/// The outcome of an edit: `error` is empty on success; `node` is the node the edit made,
/// reached or changed (nullptr on failure or when the edit has none).
struct EditResult {
  std::string error;
  Node* node = nullptr;
  bool ok() const { return error.empty(); }
};

/// A move to add: its text and the side that makes it.
struct NewMove {
  std::string text;
  int side = kUnknownSide;
};

/// Adds a move after `at` (the root: the first move). When a child of `at` already has
/// the same move (same text, or same canonical text), that child is reused; otherwise the
/// move becomes the continuation if `at` has none, or a new last variation.
EditResult add_move(Node& at, const NewMove& move);
/// Adds a whole line after `at`, reusing existing moves as add_move() does. The result's
/// node is the last move of the line.
EditResult add_line(Node& at, const std::vector<NewMove>& moves);
/// add_line() after the node an address names (`0a` for the start position).
EditResult add_line_at(Record& record, std::string_view address, const std::vector<NewMove>& moves);

/// Deletes `node` and everything after it. If it was the continuation, the first variation
/// becomes the continuation (OpenTafl does the same). The root cannot be deleted.
EditResult delete_branch(Node& node);
/// delete_branch(), refused when `record`'s puzzle-start or puzzle-prestart names a move of
/// the branch (the tag would name nothing afterwards): the error says which tag to change.
EditResult delete_branch(Record& record, Node& node);

/// Makes the line that `node` is in the continuation at its branching point; the old
/// continuation becomes variation 1 and the other variations keep their order after it.
/// Error when the node's line already is the continuation there.
EditResult promote_variation(Node& node);
/// Promotes at every branching point between `node` and the root, so `node` ends on the
/// main line. Error when it already is on it.
EditResult promote_to_main_line(Node& node);
/// Moves the line that `node` is in one place later at its nearest branching point (a
/// continuation becomes variation 1; variation k becomes k+1). Error when it is already
/// the last there.
EditResult demote_variation(Node& node);
/// Moves variation `from` (1-based) of `at` to place `to` (1-based); the continuation
/// stays. Indexes are counted among `at`'s children after the continuation.
EditResult reorder_variations(Node& at, std::size_t from, std::size_t to);

/// Sets a move's comment (raw text); an empty text clears it.
EditResult set_comment(Node& node, std::string text);
/// Appends `(Hint: text)` to a move's comment.
EditResult add_hint(Node& node, std::string_view text);
/// Removes hint `index` (0-based) from a move's comment.
EditResult remove_hint(Node& node, std::size_t index);
/// The same three for any node of `record`, the root included: the start position's
/// comment is the record's `start-comment` tag, so `0a` can hold hints (a puzzle's first
/// hint is read there).
EditResult set_comment(Record& record, Node& node, std::string text);
EditResult add_hint(Record& record, Node& node, std::string_view text);
EditResult remove_hint(Record& record, Node& node, std::size_t index);
/// Sets (or with an empty `clock` removes) the clock reading at the start of a comment.
EditResult set_clock(Node& node, std::string_view clock);

/// Sets a tag (in place when present, appended otherwise). Error on an empty key or a key
/// or value that a tag cannot hold (`]` anywhere, `:` in the key, a line break in the key).
EditResult set_tag(Record& record, std::string_view key, std::string value);
/// Removes a tag; error when there is none with that key.
EditResult remove_tag(Record& record, std::string_view key);

}  // namespace skald::record
