#pragma once

// Dropping duplicate records from a collection (`skald collect --dedup`). Two records are
// duplicates when they start from the same rules and position and
//   same_moves:     hold the same tree of moves: every line and variation, in order;
//   same_main_line: play the same main line (variations, comments and tags aside).
// Moves are compared as the game plays them (their canonical text once replayed), so a
// record that writes captures and one that leaves them out are the same game.
//
// Each record is reduced to a 128-bit digest (digest.h) and looked up in a hash set: one
// pass over the collection, memory of 16 bytes a distinct record, never a comparison of
// pairs. The first record of a kind is kept, the later ones are the duplicates.

#include <optional>
#include <string_view>
#include <unordered_set>

#include "skald/collection/digest.h"
#include "skald/record/record.h"

namespace skald::collection {

enum class DuplicateRule { same_moves, same_main_line };

/// The rule a name gives: "moves" or "mainline"; nothing for another name.
std::optional<DuplicateRule> duplicate_rule_named(std::string_view name);

/// The digest two records share exactly when `rule` calls them duplicates.
Digest record_digest(const record::Record& record, DuplicateRule rule);

/// The records seen so far, by digest.
class DuplicateFilter {
 public:
  explicit DuplicateFilter(DuplicateRule rule) : rule_(rule) {}
  /// True the first time a record of its kind is offered, false for its duplicates.
  bool first_of_its_kind(const record::Record& record);
  /// How many distinct records were seen.
  std::size_t distinct() const { return seen_.size(); }

 private:
  DuplicateRule rule_;
  std::unordered_set<Digest, DigestHash> seen_;
};

}  // namespace skald::collection
