#include "skald/collection/duplicates.h"

#include "skald/record/tree_walk.h"

namespace skald::collection {

std::optional<DuplicateRule> duplicate_rule_named(std::string_view name) {
  if (name == "moves") return DuplicateRule::same_moves;
  if (name == "mainline") return DuplicateRule::same_main_line;
  return std::nullopt;
}

Digest record_digest(const record::Record& record, DuplicateRule rule) {
  DigestBuilder digest;
  digest.add(record.rules_text());
  const std::optional<std::string> position = record.position_text();
  digest.add(position ? 1u : 0u);
  if (position) digest.add(*position);
  if (rule == DuplicateRule::same_main_line) {
    for (const record::Node* node = record.root().next(); node != nullptr; node = node->next())
      digest.add(node->played_move());
    return digest.digest();
  }
  // The tree in preorder (record/tree_walk.h), each node's move followed by its number of
  // children: that sequence names one tree and only one.
  record::walk_tree(record.root(), [&digest](const record::Node& node, std::size_t) {
    digest.add(node.played_move());
    digest.add(static_cast<std::uint64_t>(node.child_count()));
    return record::WalkAction::enter_all;
  });
  return digest.digest();
}

bool DuplicateFilter::first_of_its_kind(const record::Record& record) {
  return seen_.insert(record_digest(record, rule_)).second;
}

}  // namespace skald::collection
