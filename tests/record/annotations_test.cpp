#include "skald/record/annotations.h"

#include <gtest/gtest.h>

namespace skald::record {
namespace {

TEST(Clock, ReadsOpenTaflsTimeSpecForm) {
  auto r = clock_reading("300 30/3 10i Good move.");
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->text, "300 30/3 10i");
  EXPECT_EQ(comment_without_clock("300 30/3 10i Good move."), "Good move.");
  EXPECT_EQ(clock_reading("  45 0/0").value().text, "45 0/0");  // game-notation form
  EXPECT_EQ(comment_without_clock("45 0/0"), "");
}

TEST(Clock, BareNumbersAndLookalikesAreProse) {
  EXPECT_FALSE(clock_reading("31 moves have been made").has_value());
  EXPECT_FALSE(clock_reading("300 30/3x").has_value());
  EXPECT_FALSE(clock_reading("Kc6-c1").has_value());
  EXPECT_FALSE(clock_reading("").has_value());
  // An increment without its `i`, or glued to text, is not part of the clock.
  EXPECT_EQ(clock_reading("300 30/3 10 left").value().text, "300 30/3");
  EXPECT_EQ(comment_without_clock("300 30/3 10 left"), "10 left");
}

TEST(Clock, SettingAndRemovingKeepsTheProse) {
  EXPECT_EQ(with_clock("Good move.", "300 30/3 10i"), "300 30/3 10i Good move.");
  EXPECT_EQ(with_clock("300 30/3 10i Good move.", "250 30/3 10i"), "250 30/3 10i Good move.");
  EXPECT_EQ(with_clock("300 30/3 10i Good move.", ""), "Good move.");
  EXPECT_EQ(with_clock("", "10 5/1"), "10 5/1");
  EXPECT_TRUE(is_clock_text("10 5/1 2i"));
  EXPECT_FALSE(is_clock_text("10"));
}

TEST(Hints, FoundCaseInsensitivelyWithNestedParentheses) {
  const std::string c =
      "Think first. (Hint: move the king (not a taflman)) Then (HINT : look at c3) (hinted)";
  auto hints = find_hints(c);
  ASSERT_EQ(hints.size(), 2u);
  EXPECT_EQ(hints[0].text, "move the king (not a taflman)");
  EXPECT_EQ(c.substr(hints[0].begin, hints[0].end - hints[0].begin),
            "(Hint: move the king (not a taflman))");
  EXPECT_EQ(hints[1].text, "look at c3");
  EXPECT_EQ(comment_without_hints(c), "Think first. Then (hinted)");
}

TEST(Hints, RealCorpusForm) {
  const std::string c = "(Hint: I already told you what the attacker's response must be.)";
  ASSERT_EQ(find_hints(c).size(), 1u);
  EXPECT_EQ(find_hints(c)[0].text, "I already told you what the attacker's response must be.");
  EXPECT_EQ(comment_without_hints(c), "");
}

TEST(Hints, UnclosedHintIsProse) {
  EXPECT_TRUE(find_hints("(Hint: never closed").empty());
  EXPECT_EQ(comment_without_hints("a (Hint: never closed"), "a (Hint: never closed");
  EXPECT_TRUE(find_hints("(hints are fun)").empty());
}

TEST(Hints, AddAndRemove) {
  std::string c = add_hint("The key move.", "look at the corner");
  EXPECT_EQ(c, "The key move. (Hint: look at the corner)");
  c = add_hint(c, "the king moves");
  ASSERT_EQ(find_hints(c).size(), 2u);
  auto removed = remove_hint(c, 0);
  ASSERT_TRUE(removed.has_value());
  EXPECT_EQ(*removed, "The key move. (Hint: the king moves)");
  EXPECT_FALSE(remove_hint(c, 2).has_value());
  EXPECT_EQ(add_hint("", "x"), "(Hint: x)");
}

}  // namespace
}  // namespace skald::record
