#include "skald/record/rare_string.h"

#include <gtest/gtest.h>

#include <sstream>

namespace skald::record {
namespace {

TEST(RareString, ReadsAsTheStringItHolds) {
  RareString s;
  EXPECT_TRUE(s.empty());
  EXPECT_EQ(s.size(), 0u);
  EXPECT_EQ(s.str(), "");
  EXPECT_STREQ(s.c_str(), "");
  s = "first";
  EXPECT_EQ(s, "first");
  EXPECT_NE(s, "other");
  EXPECT_EQ(s.size(), 5u);
  const std::string& as_string = s;
  EXPECT_EQ(as_string, "first");
  const std::string_view as_view = s;
  EXPECT_EQ(as_view, "first");
  EXPECT_EQ("<" + s + ">", "<first>");
  EXPECT_EQ(s + "!", "first!");
  std::ostringstream out;
  out << s;
  EXPECT_EQ(out.str(), "first");
}

TEST(RareString, ChangesLikeAString) {
  RareString s;
  s += "";
  EXPECT_TRUE(s.empty());
  s += "a";
  s += std::string("b");
  EXPECT_EQ(s, "ab");
  s += 'c';
  EXPECT_EQ(s, "abc");
  EXPECT_STREQ(s.c_str(), "abc");
  RareString copy = s;
  s = std::string();
  EXPECT_TRUE(s.empty());
  EXPECT_EQ(copy, "abc");
  RareString moved = std::move(copy);
  EXPECT_EQ(moved, "abc");
  s = moved;
  EXPECT_EQ(s, moved);
  s.clear();
  EXPECT_TRUE(s.empty());
}

TEST(RareString, AppendsInPlaceAndFromItself) {
  RareString s;
  std::string expected;
  for (int i = 0; i < 200; ++i) {
    const std::string piece = std::to_string(i) + ",";
    s += piece;
    expected += piece;
  }
  EXPECT_EQ(s, expected);
  EXPECT_EQ(s.size(), expected.size());
  s += s.view();  // from its own text
  EXPECT_EQ(s, expected + expected);
  s = s.view().substr(1, 3);  // assigned from its own text
  EXPECT_EQ(s, expected.substr(1, 3));
}

}  // namespace
}  // namespace skald::record
