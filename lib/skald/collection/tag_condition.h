#pragma once

// TagCondition: a test on a record's tags (`skald collect --where 'defenders=opentaflbot'`):
//   key=value    the tag is there with exactly this value;
//   key!=value   the tag is missing or has another value;
//   key~text     the tag's value contains the text, ignoring case (Unicode case folding);
//   key          the tag is there, whatever its value.
// Keys are compared exactly (OTN's are lower case: `attackers`, `result`, `puzzle-mode`).

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "skald/record/record.h"

namespace skald::collection {

/// Whether `text` contains `needle` ignoring case. lib has no Unicode tables; the caller
/// passes one (formats/collection/text_search.h: ICU's full case folding).
using TextContains = std::function<bool(std::string_view text, std::string_view needle)>;

enum class TagTest { present, equals, differs, contains };

struct TagCondition {
  std::string key;
  TagTest test = TagTest::present;
  std::string value;

  /// Whether the record's tags pass the test (the first tag of the key counts).
  bool holds(const record::Record& record, const TextContains& contains) const;
};

/// What parse_tag_condition() read: the condition, or an error.
struct TagConditionParse {
  std::optional<TagCondition> condition;
  std::string error;
};

/// Reads `key=value`, `key!=value`, `key~text` or `key`.
TagConditionParse parse_tag_condition(std::string_view text);

}  // namespace skald::collection
