#include "skald/collection/variant_names.h"

namespace skald::collection {

void VariantNames::add(std::string name, std::string rules) {
  rules_by_name_.emplace(name, rules);
  by_rules_.emplace(std::move(rules), std::move(name));
}

bool VariantNames::knows(std::string_view name) const {
  return rules_by_name_.count(std::string(name)) != 0;
}

std::string VariantNames::name_of(const record::Record& record) const {
  const record::Tag* rules = record.find_tag("rules");
  if (rules != nullptr) {
    const auto found = by_rules_.find(rules->value);
    if (found != by_rules_.end()) return found->second;
  }
  return record.tag_value_or_empty("variant");
}

}  // namespace skald::collection
