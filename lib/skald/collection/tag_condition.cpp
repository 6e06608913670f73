#include "skald/collection/tag_condition.h"

namespace skald::collection {

bool TagCondition::holds(const record::Record& record, const TextContains& contains) const {
  const record::Tag* tag = record.find_tag(key);
  switch (test) {
    case TagTest::present:
      return tag != nullptr;
    case TagTest::equals:
      return tag != nullptr && tag->value == value;
    case TagTest::differs:
      return tag == nullptr || tag->value != value;
    case TagTest::contains:
      return tag != nullptr && contains(tag->value, value);
  }
  return false;
}

TagConditionParse parse_tag_condition(std::string_view text) {
  TagConditionParse out;
  const std::size_t op = text.find_first_of("=!~");
  TagCondition condition;
  condition.key = std::string(text.substr(0, op));
  if (op != std::string_view::npos) {
    std::size_t value_start = op + 1;
    if (text[op] == '=') {
      condition.test = TagTest::equals;
    } else if (text[op] == '~') {
      condition.test = TagTest::contains;
    } else if (op + 1 < text.size() && text[op + 1] == '=') {
      condition.test = TagTest::differs;
      value_start = op + 2;
    } else {
      out.error = "expected `!=` after the key `" + condition.key + "`";
      return out;
    }
    condition.value = std::string(text.substr(value_start));
  }
  if (condition.key.empty()) {
    out.error = "expected a tag key before the test: `key=value`, `key!=value`, `key~text`";
    return out;
  }
  if (condition.key.find_first_of(" :[]") != std::string::npos) {
    out.error = "a tag key has no spaces, `:`, `[` or `]`: `" + condition.key + "`";
    return out;
  }
  out.condition = std::move(condition);
  return out;
}

}  // namespace skald::collection
