#pragma once

// The record's one walk (record/tree_walk.h) with the game state at every node, as
// python-chess's BaseVisitor/accept passes the board along: replay, validate, the
// collection examiner, the HTML views and the puzzle check and view are visitors of it, and
// none keeps a stack of nodes of its own. It is walk_tree()'s machinery
// (record/walk_engine.h) carrying a state.
//
// Order: that of record/tree_walk.h, with the same choice of where the alternatives to a
// move come; by default after the move's whole subtree (pre-order depth first, main line
// first: a node, then its continuation's whole subtree, then each variation's subtree in
// order).
//
// States. Each child's move is played on the state after its parent. A node whose
// variations are still to come keeps a copy of its state for them: the earlier ones play
// on copies, the last takes that copy itself, so a line without variations plays on one
// state however long it is, and the states alive are one per branch point still to come
// back to.
//
// Addresses come with every node (its line's prefix and its turn), so the walk is linear
// in the size of the record. It is iterative: no recursion, whatever the depth (records
// have 20,000 levels).
//
// A move that does not play is shown to the visitor with the game's diagnostics, and the
// subtree below it is skipped; the visitor is told how many moves that leaves unwalked.

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "skald/game/game.h"
#include "skald/record/node.h"
#include "skald/record/numbering.h"
#include "skald/record/record.h"
#include "skald/record/tree_walk.h"

namespace skald::game {

using record::WalkAction;

/// One node as the walk shows it; valid during the call only.
struct WalkNode {
  const record::Node& node;
  /// The state after the node's move (at the walk's first node, the state given). For a
  /// move that does not play, the state it was tried on, as the game left it.
  const GameState& state;
  /// What playing the move gave (canonical text, diagnostics); nullptr at the first node.
  const PlayResult* played = nullptr;
  /// The turn state after the move (numbering.h): its turn and letter within its line.
  const record::TurnState& turn;
  /// The address prefix of the node's line: empty on the main line, `3a.1.` in a variation.
  std::string_view line_prefix;
  /// Moves below the walk's first node (0 for that node).
  std::size_t depth = 0;
  /// How many variations deep the node's line is in the record: 0 on the main line.
  std::size_t line_depth = 0;

  /// The node's address (`0a` for the root, `10a.1.1b`), as numbering.h's address_text().
  std::string address() const;
};

/// The visitor of walk_record(). Only visit() is required.
class RecordVisitor {
 public:
  virtual ~RecordVisitor() = default;
  /// Before `node`'s move is played on `before`, the state after its parent (python-chess's
  /// visit_move); `depth` is the node's.
  virtual void before_move(const record::Node& /*node*/, std::size_t /*depth*/,
                           const GameState& /*before*/) {}
  /// A node whose move played (and the walk's first node): what to walk next.
  virtual WalkAction visit(const WalkNode& at) = 0;
  /// A move that does not play: `at.played` says why; the `skipped` moves below it are not
  /// walked. Only WalkAction::stop means anything here: any other goes on with the walk.
  virtual WalkAction unplayable(const WalkNode& /*at*/, std::size_t /*skipped*/) {
    return WalkAction::enter_all;
  }
  /// After everything below a visited node was walked (post-order, as tree_walk.h's
  /// TreeVisitor::leave()); not after stop.
  virtual void leave(const record::Node& /*node*/, std::size_t /*depth*/) {}
  /// Whether leave() is to be called: a visitor that says no is never left, and spares the
  /// walk the climb back over a line's nodes (a long line's, long out of the cache).
  virtual bool wants_leave() const { return true; }
};

/// Options of the walk.
struct WalkOptions {
  /// Play moves with play(), which writes the canonical text (PlayResult::canonical); by
  /// default with play_without_canonical().
  bool canonical_moves = false;
  /// Where the alternatives to a move come (record/tree_walk.h).
  record::Alternatives alternatives = record::Alternatives::after_subtree;
};

/// Walks the tree below `from` (included), whose state is `state`, in the order above.
/// Moves are played as the record last replayed them (Node::played_move()). False when the
/// visitor stopped the walk.
bool walk_record(const record::Node& from, std::unique_ptr<GameState> state, RecordVisitor& visitor,
                 const WalkOptions& options = {});

/// walk_record() with a visitor that has visit() alone.
bool walk_record(const record::Node& from, std::unique_ptr<GameState> state,
                 const std::function<WalkAction(const WalkNode&)>& visit,
                 const WalkOptions& options = {});

/// The replay's walk: from the root of `record` (whose start state is `start`), playing each
/// move as written (Node::move_text) and marking the tree as it goes: each node's children
/// get the side to move after it, and with options.canonical_moves each node its canonical
/// text. The visitor sees the nodes marked.
bool walk_record_marking(record::Record& record, std::unique_ptr<GameState> start,
                         RecordVisitor& visitor, const WalkOptions& options = {});

}  // namespace skald::game
