#pragma once

// Cursor: a position in a record's tree for stepping through it the way a viewer or a
// puzzle session does: next along the current line, previous, into a variation, to an
// address, back to the main line. The cursor stands ON a node and means the position after
// that node's move (the root: the start position). It holds a Node*, which stays valid
// while other branches are edited; deleting the cursor's own branch invalidates it.

#include <cstddef>
#include <string>
#include <vector>

#include "skald/record/address.h"
#include "skald/record/node.h"

namespace skald::record {

class Cursor {
 public:
  /// A cursor at the start position (the root).
  explicit Cursor(const Node& root);

  const Node& node() const { return *node_; }
  const Node& root() const { return *root_; }
  bool at_start() const { return node_ == root_; }
  bool at_end() const { return node_->child_count() == 0; }

  /// Steps to the continuation (children()[0]); false at the end of a line.
  bool next();
  /// Steps back to the parent; false at the start.
  bool previous();
  /// The moves that can be played from here other than the continuation: the
  /// variations that start here, in order (1-based index k is element k-1).
  std::vector<const Node*> variations_here() const;
  /// Steps into variation k (1-based) starting here; false when there is none.
  bool enter_variation(std::size_t k);
  /// Jumps to the node an address names; on failure stays put and sets `error`.
  bool jump(const Address& address, std::string* error = nullptr);
  /// Jumps to an address given as text (`7b.3.1b`); `0a` is the start.
  bool jump(std::string_view address_text, std::string* error = nullptr);
  /// Goes back to the nearest main-line node (the last one this line shares with it).
  void to_main_line();
  /// Goes to the end of the current line.
  void to_line_end();
  /// The moves from the start to here, in order (the root not included).
  std::vector<const Node*> path() const;

 private:
  const Node* root_;
  const Node* node_;
};

}  // namespace skald::record
