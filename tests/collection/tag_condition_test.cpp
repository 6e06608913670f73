// Tag tests (`--where`): the four forms, what each passes, and the errors.

#include "skald/collection/tag_condition.h"

#include <gtest/gtest.h>

#include "collection/collection_records.h"
#include "formats/collection/text_search.h"

namespace skald::collection {
namespace {

using testing::brandub_record;
using testing::CollectionRecords;

bool holds(const std::string& condition, const record::Record& record) {
  const TagConditionParse parsed = parse_tag_condition(condition);
  EXPECT_TRUE(parsed.condition.has_value()) << condition << ": " << parsed.error;
  return parsed.condition && parsed.condition->holds(record, folded_text_contains());
}

TEST(TagConditionTest, EachFormOnARecord) {
  CollectionRecords c;
  const otn::ReadResult r = c.read(
      brandub_record("[defenders:opentaflbot]\n[attackers:Jürgen STRAẞBURG]\n[event:a=b]\n", ""));
  EXPECT_TRUE(holds("defenders=opentaflbot", r.record));
  EXPECT_FALSE(holds("defenders=OpenTaflBot", r.record));  // = is exact
  EXPECT_TRUE(holds("defenders~OpenTaflBot", r.record));   // ~ ignores case
  EXPECT_TRUE(holds("attackers~straßburg", r.record));     // Unicode case folding
  EXPECT_TRUE(holds("attackers~jürgen", r.record));
  EXPECT_FALSE(holds("attackers~jurgen", r.record));
  EXPECT_TRUE(holds("defenders!=nobody", r.record));
  EXPECT_FALSE(holds("defenders!=opentaflbot", r.record));
  EXPECT_TRUE(holds("round!=1", r.record));  // missing differs from any value
  EXPECT_TRUE(holds("defenders", r.record));
  EXPECT_FALSE(holds("round", r.record));
  EXPECT_FALSE(holds("round=", r.record));
  EXPECT_TRUE(holds("event=a=b", r.record));  // the value runs to the end
}

TEST(TagConditionTest, Errors) {
  EXPECT_NE(parse_tag_condition("=x").error.find("expected a tag key"), std::string::npos);
  EXPECT_NE(parse_tag_condition("").error.find("expected a tag key"), std::string::npos);
  EXPECT_NE(parse_tag_condition("a!b").error.find("`!=`"), std::string::npos);
  EXPECT_NE(parse_tag_condition("a b=c").error.find("no spaces"), std::string::npos);
}

}  // namespace
}  // namespace skald::collection
