#include "skald/collection/duplicates.h"

#include <vector>

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
  // The tree in preorder, each node's move followed by its number of children: that
  // sequence names one tree and only one, and an explicit stack walks any depth.
  std::vector<const record::Node*> pending{&record.root()};
  while (!pending.empty()) {
    const record::Node* node = pending.back();
    pending.pop_back();
    digest.add(node->played_move());
    digest.add(static_cast<std::uint64_t>(node->child_count()));
    for (std::size_t i = node->child_count(); i-- > 0;)
      pending.push_back(node->child(i));
  }
  return digest.digest();
}

bool DuplicateFilter::first_of_its_kind(const record::Record& record) {
  return seen_.insert(record_digest(record, rule_)).second;
}

}  // namespace skald::collection
