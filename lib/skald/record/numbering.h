#pragma once

// Numbering: turns and addresses derived from the tree, the OpenTafl way. Nothing here is
// stored; every call walks the tree, so after any edit the addresses are right by
// construction.
//
// Lines. The main line is root -> next() -> next() ... A variation starts at a child with
// index >= 1 and continues through next(). A variation's first move and the variations
// that branch from it are numbered by OpenTafl's rule (seed 002; MoveAddress.java):
//   - off a MAIN-LINE move M (the variation is an alternative to M, i.e. a later child
//     of M's parent): the variation is `addr(M).<k>` and its first move keeps M's letter
//     (8b.1.1b is an alternative to 8b);
//   - off a move V INSIDE a variation (a later child of V itself: the variation branches
//     after V): the variation is `addr(V).<k>` and its first move gets the letter the move
//     after V would get (3a.1.1a.1.1b is an alternative to 3a.1.1b).
// k counts, from 1, the children after the continuation in their order.
//
// Turns. Within a line the moves are grouped into turns from each node's side: with two
// players by OpenTafl's MoveAddress.increment, with more when every other side has moved,
// and a simultaneous turn's joint move is a turn of its own; numbering.cpp states the
// rules. The number of players is the root's (Record::players()).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "skald/record/address.h"
#include "skald/record/node.h"

namespace skald::record {

/// The place of a move inside its line: turn number (1-based within the line, the main
/// line's turns counted from 1) and letter index (0 = a).
struct TurnPlace {
  int turn = 1;
  int letter = 0;
  friend bool operator==(const TurnPlace&, const TurnPlace&) = default;
};

/// One turn of a line: its number and the nodes that make it (one or more; the first has
/// letter `first_letter`, which is 0 except at the start of a variation that shares the
/// earlier moves of its parent's turn).
struct Turn {
  int number = 1;
  int first_letter = 0;
  std::vector<const Node*> moves;
};

/// True when the node is on the main line (the root counts as on it).
bool is_main_line(const Node& node);

/// The first node of the line containing `node` (a main-line node's line starts at the
/// root's first child; a variation's at its child index >= 1).
const Node& line_start(const Node& node);

/// The turns of the line that starts at `first` (a node for which line_start() is itself),
/// following next() to the end.
std::vector<Turn> turns_of_line(const Node& first);

/// The turn machine's state after a move. A walk over the whole tree keeps these so that it
/// numbers every line in one pass, instead of walking back to the root for each line.
struct TurnState {
  bool has_turn = false;  // false before the first move of the record
  int turn = 0;
  int letter = -1;
  int side_after = kUnknownSide;  // the side to move after the move
  int players = 2;                // of the game (the root's)
  int last_side = kUnknownSide;   // the side that made the move
  std::uint32_t moved = 0;        // with more than two players: who moved in this turn
};

/// The state before the first move of the tree whose root is `root`.
TurnState turn_state_at_start(const Node& root);
/// The state after `node` (the root: before any move), walking its path from the root.
TurnState turn_state_after(const Node& node);
/// The state after `node` given the state after its parent: one step of that walk, for
/// walks that number many lines at once (line_walk.h).
TurnState turn_state_after(const TurnState& after_parent, const Node& node);
/// The same step in place: `state`, the state after the parent of `node`, becomes the state
/// after `node`. For the replay's walk: a state returned whole was written a field at a time
/// and read back in wider pieces, a stall per move.
void advance_turn_state(TurnState& state, const Node& node);

/// turns_of_line() from the state after `first`'s parent; when `after_each` is given, the
/// state after each move of the line is appended to it, in order.
std::vector<Turn> turns_of_line(const Node& first, const TurnState& before,
                                std::vector<TurnState>* after_each = nullptr);

/// The text of one address element for a move at `place` ("12b").
std::string place_text(const TurnPlace& place);

/// The turn and letter of a move within its line.
TurnPlace turn_place(const Node& node);

/// The address of a move. The root's address is `0a` (OpenTafl's puzzle tags use it for
/// the start position).
Address address_of(const Node& node);
/// format_address(address_of(node)).
std::string address_text(const Node& node);

/// The node an address names, or nullptr. Bare turns mean the turn's first move; an
/// address ending with a variation index means the variation's first move.
const Node* resolve_or_null(const Node& root, const Address& address);
Node* resolve_or_null(Node& root, const Address& address);

/// resolve_or_null() that says why it failed: which element (1-based) named nothing.
struct Resolution {
  const Node* node = nullptr;
  std::string error;  // empty when node != nullptr
};
Resolution resolve(const Node& root, const Address& address);

/// The node an address written as text names (`7b.3.1b`), or nullptr with `error` saying
/// why: the text does not read as an address, or names no move.
const Node* node_at(const Node& root, std::string_view address, std::string& error);
Node* node_at(Node& root, std::string_view address, std::string& error);

}  // namespace skald::record
