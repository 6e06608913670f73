#pragma once

// Node: one move of a branching record, and the tree links that place it.
//
// A record is a tree. Its root holds no move: it stands for the start position. Every
// other node holds exactly one move: the text as written in the file, the canonical text
// the game's replay computed for it, the side that made it, its comment (raw, byte for
// byte as read; clock readings and hints are derived from it, see annotations.h) and its
// children. children()[0] is the line's continuation (the main line when the node is on
// it); children()[1..] start the variations at this point, in order. Addresses and turns
// are not stored: record/numbering.h derives them from the tree.
//
// Identity: a parent owns its children through std::unique_ptr, so a Node* stays valid
// while other branches are added, removed or reordered; it dies only with its own
// subtree. A node is made with std::make_unique or by a record's NodePool (node_pool.h);
// either way a std::unique_ptr<Node> deletes it right. Code that edits the tree uses the methods
// below, which keep parent pointers right; the data fields carry no invariants and may be set
// directly.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <span>
#include <string>
#include <string_view>

#include "skald/core/diagnostic.h"
#include "skald/record/child_list.h"
#include "skald/record/rare_string.h"
#include "skald/record/short_string.h"

namespace skald::record {

/// Side numbers are the game's own (game::GameState::side_to_move()), from 0; for tafl 0
/// is the attackers and 1 the defenders. kUnknownSide until a replay or an edit sets it.
constexpr int kUnknownSide = -1;
/// The side of a simultaneous turn's joint move: every side moved at once (one node holds
/// the moves of all of them; the game writes and reads the joint text).
constexpr int kEverySide = -2;

/// Where a move was read from: 1-based line and column in the record's file (whose name
/// the record's reader knows; a copy in every node would cost an allocation per move).
/// Zero for a move made by an edit.
struct SourcePlace {
  int line = 0;
  int column = 0;
  /// The location in `file`, for a diagnostic.
  SourceLocation in(const std::string& file) const { return {file, line, column}; }
};

class Node {
 public:
  Node() = default;
  explicit Node(std::string_view move_text, int side = kUnknownSide)
      : move_text(move_text), side(static_cast<std::int8_t>(side)) {}
  // The fields are ordered to leave no padding, and texts the node can do without are not
  // kept (canonical_move()): a long record holds hundreds of thousands of nodes, and each
  // byte of a node is a byte of memory to fault in per move read.
  Node(const Node&) = delete;
  Node& operator=(const Node&) = delete;
  /// Destroys the subtree without recursion, so a line of any length cannot overflow the
  /// stack.
  ~Node();
  /// `new Node` takes its memory from the heap, as usual; a NodePool makes nodes in its own.
  static void* operator new(std::size_t size);
  /// Destroys the node and frees its memory the way it was made (a pool's or the heap's).
  static void operator delete(Node* node, std::destroying_delete_t);

  // ---- data -------------------------------------------------------------------------
  /// The move exactly as written in the source (`e5-e2xf2`); empty for the root. Most are
  /// under 16 characters, so it is kept inline in 16 bytes (short_string.h).
  ShortString move_text;
  /// The comment as written (without the enclosing delimiters), byte for byte. The root's
  /// comment is unused: the start comment is the record's `start-comment` tag. Most moves
  /// have none, so it takes a pointer's room in a node (rare_string.h).
  RareString comment;
  /// Where the move was read from, for diagnostics; zero if made by an edit.
  SourcePlace source;
  /// Which side made the move; needed to group moves into turns (berserk continuations).
  std::int8_t side = kUnknownSide;
  /// On the root only: how many sides play the game the tree records (the turn numbering
  /// depends on it, see numbering.h). Set by the replay from the game's shape.
  std::int8_t players = 2;

  /// The game's canonical text for the move, as the replay computed it; empty if not
  /// replayed. Read after changing move_text, it is the new text when the replay found
  /// the old one canonical.
  std::string_view canonical_move() const {
    if (canonical_ != nullptr) return *canonical_;
    return canonical_is_written_ ? std::string_view(move_text) : std::string_view();
  }
  /// The move as the game plays it: the canonical text once replayed, else as written.
  std::string_view played_move() const {
    const std::string_view canonical = canonical_move();
    return canonical.empty() ? std::string_view(move_text) : canonical;
  }
  /// Sets the canonical text. Most records write their moves as the game does, so a text
  /// equal to move_text is kept as a flag: a long record does not hold every move twice.
  void set_canonical_move(std::string&& text);

  // ---- tree links -------------------------------------------------------------------
  bool is_root() const { return parent_ == nullptr; }
  Node* parent() { return parent_; }
  const Node* parent() const { return parent_; }
  std::size_t child_count() const { return children_.size(); }
  Node* child(std::size_t i) { return children_[i].get(); }
  const Node* child(std::size_t i) const { return children_[i].get(); }
  /// The continuation (children()[0]) or nullptr at the end of a line.
  Node* next() { return children_.empty() ? nullptr : children_[0].get(); }
  const Node* next() const { return children_.empty() ? nullptr : children_[0].get(); }
  std::span<const std::unique_ptr<Node>> children() const { return children_.view(); }
  /// This node's position among its parent's children (0 = continuation); 0 for the root.
  /// Constant time: kept by the edits below, so a node with thousands of variations costs
  /// no scan of its siblings when an address is computed.
  std::size_t index_in_parent() const { return index_; }

  /// Appends a child (a new variation if there already is a continuation); returns it.
  Node* add_child(std::unique_ptr<Node> child);
  /// Inserts a child at `index` (clamped to child_count()); returns it.
  Node* insert_child(std::size_t index, std::unique_ptr<Node> child);
  /// Detaches and returns child `index` with its subtree (its parent becomes null).
  std::unique_ptr<Node> take_child(std::size_t index);
  /// Moves child `from` to position `to` (both < child_count()), shifting the others.
  void move_child(std::size_t from, std::size_t to);

  /// Number of nodes in this subtree, this one included.
  std::size_t subtree_size() const;

 private:
  /// Gives children [from, to) their indexes again after an insertion, removal or move.
  void renumber_children(std::size_t from, std::size_t to);

  friend class NodePool;

  // The small fields first, beside side and players: the node has no padding.
  std::uint8_t pool_block_ = 0;        // made by new (0), or by a NodePool: its block's kind
  bool canonical_is_written_ = false;  // the canonical text is move_text
  std::uint32_t index_ = 0;            // in parent_->children_
  Node* parent_ = nullptr;
  std::unique_ptr<std::string> canonical_;  // the canonical text when not move_text
  ChildList children_;
};

}  // namespace skald::record
