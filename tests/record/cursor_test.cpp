#include "skald/record/cursor.h"

#include <gtest/gtest.h>

#include "record/tree_builder.h"
#include "skald/record/numbering.h"
#include "skald/record/record.h"

namespace skald::record {
namespace {

using test::add_line;
using test::alternating;

TEST(Cursor, StepsAlongLinesAndIntoVariations) {
  Record r;
  auto main = add_line(r.root(), alternating({"m1", "m2", "m3", "m4"}, 0));
  auto v1 = add_line(*main[1], alternating({"v1", "v2"}, 0));  // alternatives to 2a
  auto v2 = add_line(*main[1], alternating({"w1"}, 0));
  Cursor c(r.root());
  EXPECT_TRUE(c.at_start());
  EXPECT_FALSE(c.previous());
  ASSERT_TRUE(c.next());
  ASSERT_TRUE(c.next());
  EXPECT_EQ(&c.node(), main[1]);
  ASSERT_EQ(c.variations_here().size(), 2u);
  EXPECT_EQ(c.variations_here()[1], v2[0]);
  ASSERT_TRUE(c.enter_variation(1));
  EXPECT_EQ(address_text(c.node()), "2a.1.1a");
  EXPECT_FALSE(c.enter_variation(1));
  c.to_line_end();
  EXPECT_EQ(&c.node(), v1[1]);
  EXPECT_EQ(c.path().size(), 4u);
  c.to_main_line();
  EXPECT_EQ(&c.node(), main[1]);
  EXPECT_FALSE(c.enter_variation(3));
}

TEST(Cursor, JumpsToAddresses) {
  Record r;
  auto main = add_line(r.root(), alternating({"m1", "m2", "m3", "m4"}, 0));
  auto v = add_line(*main[1], alternating({"v1", "v2"}, 0));
  Cursor c(r.root());
  std::string error;
  ASSERT_TRUE(c.jump("2a.1.1b", &error)) << error;
  EXPECT_EQ(&c.node(), v[1]);
  EXPECT_FALSE(c.jump("2a.2.1a", &error));
  EXPECT_EQ(error, "element 2 (\"2\") of 2a.2.1a: there is no variation 2 off 2a");
  EXPECT_EQ(&c.node(), v[1]);  // stayed put
  EXPECT_FALSE(c.jump("2X.", &error));
  EXPECT_EQ(error, "element 1 (\"2X\"): expected a lower-case letter a-z after the turn number");
  ASSERT_TRUE(c.jump("0a"));
  EXPECT_TRUE(c.at_start());
}

}  // namespace
}  // namespace skald::record
