#pragma once

// walk_tree(): the record's one walk, as python-chess's BaseVisitor/accept is for every
// reader and writer of PGN. Every walk over a record is this one: the walk with game states
// (game/record_walk.h) is the same machinery (walk_engine.h) carrying a state, and the
// turn-grouped view OpenTafl's notation needs (line_walk.h) is a visitor of it.
//
// Order. The walk shows a node, then the nodes below it, line by line: a line's moves in
// order, following children()[0]. The alternatives to a move (its parent's children()[1..],
// the variations that replace it) are each walked as a line of their own, depth first and
// in the same way, between begin_variation() and end_variation(); the one choice is where
// they come (TreeWalkOptions::alternatives):
//   - after_move: right after the move they replace, before the line goes on (python-chess's
//     order: PGN writes `1. a (1. b) 2. c`);
//   - after_turn: after the turn the move is in, before the line's next turn (OpenTafl
//     writes a whole turn, then the variations that branch inside it);
//   - after_subtree (the default): after everything below the move they replace, so each
//     child's subtree is walked whole, in order (pre-order depth first: SGF and XML nest a
//     node's children so; the digest, the replay and the examiner read the tree so).
// A line is walked to its end before the variations the first two orders leave for its
// end; a variation's first move is an alternative of the line it branches from, so its own
// siblings are not walked again from inside it.
//
// Each node comes with its depth, its line's depth and address prefix, and its turn
// (numbering.h), so its address costs no walk back to the root. The walk keeps no
// recursion: a frame per open variation, an entry per branch point still to come back to,
// and the address prefixes in one string (each line's extends its parent's), so a record
// of any depth or length costs memory linear in its nesting and time linear in its size.

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

#include "skald/record/node.h"
#include "skald/record/numbering.h"

namespace skald::record {

/// What the visitor tells a walk after seeing a node.
enum class WalkAction {
  enter_all,           // go on below: the continuation and the variations off this node
  enter_continuation,  // go on with children()[0] only: the node's variations are skipped
  skip_below,          // nothing below this node is visited
  stop,                // end the walk here
};

/// Where the walk puts the alternatives to a move (see above).
enum class Alternatives { after_move, after_turn, after_subtree };

/// Options of the walk.
struct TreeWalkOptions {
  Alternatives alternatives = Alternatives::after_subtree;
};

/// One node as the walk shows it; valid during the call only.
struct WalkedNode {
  const Node& node;
  /// Moves below the walk's first node (0 for that node).
  std::size_t depth = 0;
  /// How many variations deep the node's line is in the record: 0 on the main line.
  std::size_t line_depth = 0;
  /// The turn state after the node's move (numbering.h): its turn and letter in its line.
  const TurnState& turn;
  /// The address prefix of the node's line: empty on the main line, `3a.1.` in a variation.
  std::string_view line_prefix;

  /// The node's address (`0a` for the root, `10a.1.1b`), as numbering.h's address_text().
  std::string address() const;
};

/// The visitor of walk_tree(). Only visit() is required.
class TreeVisitor {
 public:
  virtual ~TreeVisitor() = default;
  /// A node: what to walk below it.
  virtual WalkAction visit(const WalkedNode& at) = 0;
  /// Before the first move of a variation (python-chess's begin_variation).
  virtual void begin_variation() {}
  /// After the variation's last move was walked (and left).
  virtual void end_variation() {}
  /// After everything below a visited node was walked or skipped (post-order: the nodes of
  /// a line are left from its end back, once the variations it leaves to its end are
  /// walked); not after a stop.
  virtual void leave(const Node& /*node*/, std::size_t /*depth*/) {}
  /// Whether leave() is to be called: a visitor that says no is never left, and spares the
  /// walk the climb back over a line's nodes (a long line's, long out of the cache).
  virtual bool wants_leave() const { return true; }
};

/// Calls the visitor for `from` and every node below it, in the order above. False when
/// the visitor stopped the walk.
bool walk_tree(const Node& from, TreeVisitor& visitor, const TreeWalkOptions& options = {});

/// walk_tree() with a visit function (`depth` as WalkedNode's) and an optional leave one.
bool walk_tree(const Node& from,
               const std::function<WalkAction(const Node& node, std::size_t depth)>& visit,
               const std::function<void(const Node& node, std::size_t depth)>& leave = {},
               const TreeWalkOptions& options = {});

}  // namespace skald::record
