#pragma once

// NodeIndex: every node of a record numbered in the order `skald tree` and the OTN writer
// walk them (record/line_walk.h: the main line turn by turn, each variation after the turn
// it branches in), with its address. The page names nodes by these numbers: the move list's
// buttons and the embedded data agree on them. Built in one walk, linear in the record.

#include <string>
#include <unordered_map>
#include <vector>

#include "skald/record/node.h"

namespace skald::html {

struct NodeIndex {
  /// The nodes by number; 0 is the root (the start position).
  std::vector<const record::Node*> nodes;
  /// Their addresses (`0a` for the root, `10a.1.1a`), by number.
  std::vector<std::string> addresses;
  std::unordered_map<const record::Node*, int> number_of;

  int id(const record::Node& node) const { return number_of.at(&node); }
};

NodeIndex index_nodes(const record::Node& root);

}  // namespace skald::html
