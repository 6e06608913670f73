#include "skald/record/short_string.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <utility>

namespace skald::record {
namespace {

TEST(ShortString, ReadsAsTheStringItHolds) {
  ShortString s;
  EXPECT_TRUE(s.empty());
  EXPECT_EQ(s.size(), 0u);
  EXPECT_EQ(s.str(), "");
  EXPECT_STREQ(s.c_str(), "");
  s = "e5-e2xf2";
  EXPECT_EQ(s, "e5-e2xf2");
  EXPECT_NE(s, "e5-e2");
  EXPECT_EQ(s.size(), 8u);
  EXPECT_FALSE(s.on_heap());
  const std::string& as_string = s;
  EXPECT_EQ(as_string, "e5-e2xf2");
  const std::string_view as_view = s;
  EXPECT_EQ(as_view, "e5-e2xf2");
  EXPECT_EQ("<" + s + ">", "<e5-e2xf2>");
  EXPECT_EQ(std::string("<") + s, "<e5-e2xf2");
  EXPECT_EQ(s + "!", "e5-e2xf2!");
  std::ostringstream out;
  out << s;
  EXPECT_EQ(out.str(), "e5-e2xf2");
}

// Every length from empty to well past the inline room: the text, its size and its NUL.
TEST(ShortString, HoldsEveryLengthInlineOrOnTheHeap) {
  for (std::size_t n = 0; n <= 40; ++n) {
    std::string text;
    for (std::size_t i = 0; i < n; ++i)
      text += static_cast<char>('a' + i % 26);
    const ShortString s(text);
    EXPECT_EQ(s.view(), text) << n;
    EXPECT_EQ(s.size(), n);
    EXPECT_EQ(s.empty(), n == 0);
    EXPECT_EQ(s.on_heap(), n > ShortString::kInline);
    EXPECT_EQ(std::string(s.c_str()), text) << n;  // NUL-terminated
    ShortString copy = s;
    EXPECT_EQ(copy, s);
    ShortString moved = std::move(copy);
    EXPECT_EQ(moved.view(), text);
    EXPECT_TRUE(copy.empty());  // NOLINT(bugprone-use-after-move): a moved-from one is empty
    ShortString assigned;
    assigned = "x";
    assigned = moved;
    EXPECT_EQ(assigned.view(), text);
  }
}

TEST(ShortString, KeepsBytesOfAnyValue) {
  const std::string text("a\0b\xff\x80z", 6);
  ShortString s(text);
  EXPECT_EQ(s.view(), text);
  const std::string long_text = text + text + text;
  s = long_text;
  EXPECT_EQ(s.view(), long_text);
}

TEST(ShortString, ChangesBetweenInlineAndHeap) {
  const std::string long_text(100, 'q');
  ShortString s("short");
  s = long_text;
  EXPECT_TRUE(s.on_heap());
  EXPECT_EQ(s, long_text);
  s = "back";
  EXPECT_FALSE(s.on_heap());
  EXPECT_EQ(s, "back");
  s = std::string(20, 'r');
  ShortString other("x");
  std::swap(s, other);
  EXPECT_EQ(s, "x");
  EXPECT_EQ(other, std::string(20, 'r'));
  s.clear();
  EXPECT_TRUE(s.empty());
  other = std::string();
  EXPECT_TRUE(other.empty());
  EXPECT_FALSE(other.on_heap());
}

TEST(ShortString, AssignsFromItsOwnText) {
  ShortString s("abcdefghij");
  s = s.view().substr(2, 3);
  EXPECT_EQ(s, "cde");
  s = std::string(30, 'z') + "end";
  s = s.view().substr(28);  // from the heap text it replaces
  EXPECT_EQ(s, "zzend");
  ShortString& same = s;
  s = same;
  EXPECT_EQ(s, "zzend");
  s = std::string(30, 'y');
  s = std::move(same);  // self-move keeps the text
  EXPECT_EQ(s, std::string(30, 'y'));
}

}  // namespace
}  // namespace skald::record
