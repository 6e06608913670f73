#pragma once

// VariantNames: the name of the rule set a record plays (`brandub`, `ataxx`,
// `amazons-6x6`), for filtering by variant, statistics and splitting. The names come from
// whoever knows them (the CLI gives those of its game::VariantRegistry): a
// record plays a named variant when its rules text is that variant's, character for
// character. Otherwise its `variant` tag (OTN's, a name for people) names it, and failing
// that nothing does: the record's variant is empty.

#include <string>
#include <string_view>
#include <unordered_map>

#include "skald/record/record.h"

namespace skald::collection {

class VariantNames {
 public:
  /// Names the rules text `rules` (the first name given to a text stays).
  void add(std::string name, std::string rules);
  /// Whether a variant of this name was added.
  bool knows(std::string_view name) const;
  /// The variant the record plays, as described above; empty when unnamed.
  std::string name_of(const record::Record& record) const;

 private:
  std::unordered_map<std::string, std::string> by_rules_;  // rules text -> name
  std::unordered_map<std::string, std::string> rules_by_name_;
};

}  // namespace skald::collection
