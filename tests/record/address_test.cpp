#include "skald/record/address.h"
#include "huge_token.h"
#include "skald/record/record.h"

#include <gtest/gtest.h>

#include <random>

namespace skald::record {
namespace {

Address parse_ok(std::string_view text) {
  AddressParse p = parse_address(text);
  EXPECT_TRUE(p.ok()) << text << ": " << p.error.message;
  return p.address.value_or(Address{});
}

TEST(Address, ParsesMainLineMoves) {
  Address a = parse_ok("29a");
  ASSERT_EQ(a.elements.size(), 1u);
  EXPECT_EQ(a.elements[0].number, 29);
  EXPECT_EQ(a.elements[0].letter, 0);
  EXPECT_TRUE(a.is_canonical());
  EXPECT_EQ(parse_ok("29a."), a);
  EXPECT_EQ(parse_ok("12d").elements[0].letter, 3);  // berserk letters
}

TEST(Address, ParsesBareTurn) {
  Address a = parse_ok("29.");
  ASSERT_EQ(a.elements.size(), 1u);
  EXPECT_EQ(a.elements[0].number, 29);
  EXPECT_FALSE(a.elements[0].has_letter());
  EXPECT_FALSE(a.is_canonical());
  EXPECT_EQ(parse_ok("29"), a);
  EXPECT_EQ(format_address(a), "29");
}

TEST(Address, ParsesDeepVariation) {
  Address a = parse_ok("7b.3.1b.2.4a.1.1b");
  ASSERT_EQ(a.elements.size(), 7u);
  EXPECT_EQ(a.depth(), 3u);
  EXPECT_EQ(a.elements[0], (AddressElement{7, 1}));
  EXPECT_EQ(a.elements[1], (AddressElement{3, AddressElement::kNoLetter}));
  EXPECT_EQ(a.elements[2], (AddressElement{1, 1}));
  EXPECT_EQ(a.elements[3], (AddressElement{2, AddressElement::kNoLetter}));
  EXPECT_EQ(a.elements[4], (AddressElement{4, 0}));
  EXPECT_EQ(a.elements[6], (AddressElement{1, 1}));
  EXPECT_EQ(format_address(a), "7b.3.1b.2.4a.1.1b");
  EXPECT_EQ(parse_ok("7b.3.1b.2.4a.1.1b."), a);
}

TEST(Address, ParsesTurnZeroAndTrailingVariationIndex) {
  EXPECT_EQ(parse_ok("0a").elements[0], (AddressElement{0, 0}));
  Address v = parse_ok("8a.1.");
  ASSERT_EQ(v.elements.size(), 2u);
  EXPECT_FALSE(v.is_canonical());
  EXPECT_EQ(format_address(v), "8a.1");
  Address bare = parse_ok("8a.1.2");
  EXPECT_FALSE(bare.elements[2].has_letter());
}

struct Malformed {
  const char* text;
  int element;
  int column;
  const char* message;
};

TEST(Address, MalformedAddressesSayWhichElementAndWhy) {
  const Malformed cases[] = {
      {"", 0, 1, "empty address: expected a move such as 12a"},
      {".", 1, 1, "element 1 (\"\"): expected a turn number"},
      {"a", 1, 1, "element 1 (\"a\"): expected a turn number before the letter"},
      {"12ab", 1, 3, "element 1 (\"12ab\"): expected one letter a-z after the turn number"},
      {"12A", 1, 3, "element 1 (\"12A\"): expected a lower-case letter a-z after the turn number"},
      {"12a..1a", 2, 5, "element 2 (\"\"): expected a variation index"},
      {"12a.1b.1a", 2, 6, "element 2 (\"1b\"): a variation index is a number without a letter"},
      {"12a.0.1a", 2, 5, "element 2 (\"0\"): variation indexes start at 1"},
      {"12a.x.1a", 2, 5, "element 2 (\"x\"): expected a variation index (a number)"},
      {"12.1.1a", 1, 1, "element 1 (\"12\"): a turn without a letter may only end the address"},
      {"3a.1.1a..", 4, 9, "element 4 (\"\"): expected a variation index"},
      {"12a.1.1a.2.x", 5, 12, "element 5 (\"x\"): expected a turn number before the letter"},
      {"99999999999a", 1, 1, "element 1 (\"99999999999a\"): number too large"},
      {"12a 1", 1, 3, "element 1 (\"12a 1\"): expected one letter a-z after the turn number"},
  };
  for (const Malformed& m : cases) {
    AddressParse p = parse_address(m.text);
    ASSERT_FALSE(p.ok()) << m.text;
    EXPECT_EQ(p.error.message, m.message) << m.text;
    EXPECT_EQ(p.error.element, m.element) << m.text;
    EXPECT_EQ(p.error.column, m.column) << m.text;
  }
}

// format(parse(a)) == a for canonical addresses, and parse(format(x)) == x for random
// canonical element lists.
TEST(AddressProperty, FormatParseRoundTripsRandomCanonicalAddresses) {
  std::mt19937 rng(12345);
  std::uniform_int_distribution<int> depth_dist(0, 5), turn_dist(1, 250), letter_dist(0, 5),
      variation_dist(1, 30);
  for (int i = 0; i < 5000; ++i) {
    Address a;
    const int depth = depth_dist(rng);
    a.elements.push_back({turn_dist(rng), letter_dist(rng)});
    for (int d = 0; d < depth; ++d) {
      a.elements.push_back({variation_dist(rng), AddressElement::kNoLetter});
      a.elements.push_back({turn_dist(rng), letter_dist(rng)});
    }
    ASSERT_TRUE(a.is_canonical());
    const std::string text = format_address(a);
    AddressParse p = parse_address(text);
    ASSERT_TRUE(p.ok()) << text << ": " << p.error.message;
    EXPECT_EQ(*p.address, a) << text;
    EXPECT_EQ(format_address(*p.address), text);
    AddressParse dotted = parse_address(text + ".");
    ASSERT_TRUE(dotted.ok());
    EXPECT_EQ(*dotted.address, a);
  }
}

TEST(AddressTest, AHugeElementIsQuotedAsAnExcerpt) {
  const AddressParse parsed = parse_address("1a.1." + testing::huge_token() + "a");
  ASSERT_FALSE(parsed.ok());
  EXPECT_LT(parsed.error.message.size(), 200u) << parsed.error.message.substr(0, 200);
  EXPECT_NE(parsed.error.message.find(" bytes)"), std::string::npos);
  EXPECT_EQ(parsed.error.element, 3);
}

TEST(AddressTest, AHugePuzzleTagIsQuotedAsAnExcerptWhereItStands) {
  Record tagged;
  tagged.set_tag("puzzle-mode", testing::huge_token());
  tagged.tags.back().source = {"p.otg", 2, 1};
  Diagnostics diagnostics;
  tagged.puzzle_settings(diagnostics);
  const Diagnostic* d = testing::short_diagnostic(diagnostics, "puzzle-mode");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->where.line, 2);
}

}  // namespace
}  // namespace skald::record
