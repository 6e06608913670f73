#pragma once

// walk_lines(): every turn of every line of a record, in the order OpenTafl writes them,
// with what it takes to name each move. The order is the record's one walk (tree_walk.h)
// with the alternatives to a move after its turn (Alternatives::after_turn); this is a
// visitor of that walk which gathers a line's moves into turns, not a walk of its own.
//
// Order: the main line turn by turn; after each turn come the variations that branch
// inside it (the alternatives to each of its moves, in order), each walked the same way,
// depth first, before the next turn of the line they branch from. This is the order of
// the writer (formats/otn/writer.h), the HTML move list and `skald tree`.
//
// Cost: that of the walk, linear in the size of the record and without recursion; one
// turn is gathered at a time.

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "skald/record/node.h"
#include "skald/record/numbering.h"

namespace skald::record {

/// One turn of one line, as walk_lines() presents it. Valid during the call only.
struct LineTurn {
  /// 0 for the main line, 1 for a variation off it, and so on.
  int depth = 0;
  /// The address prefix of the line: empty for the main line, `3a.1.` for a variation
  /// (its first move is `3a.1.1a`), `3a.1.1a.2.` for one nested in it.
  std::string_view prefix;
  /// The turn's number (within its line) and moves; the first move's letter is
  /// `turn.first_letter` (0 except at the start of a variation that shares the earlier
  /// moves of its parent's turn), the next ones follow.
  const Turn* turn = nullptr;
  /// True for the first turn of its line.
  bool first_of_line = false;

  /// The letter index of move `i` of the turn (0 = a).
  int letter(std::size_t i) const { return turn->first_letter + static_cast<int>(i); }
  /// The address of move `i` of the turn, e.g. `3a.1.2b`.
  std::string address(std::size_t i) const;
};

/// Calls `visit` for every turn of every line under `root`, in the order described above.
void walk_lines(const Node& root, const std::function<void(const LineTurn&)>& visit);

/// The addresses of `nodes` (any nodes of the tree under `root`; the root is `0a`), in
/// the same order, found by one walk of the tree: linear in the size of the tree, where
/// calling address_text() for each node walks back to the root every time.
std::vector<std::string> address_texts(const Node& root, const std::vector<const Node*>& nodes);

}  // namespace skald::record
