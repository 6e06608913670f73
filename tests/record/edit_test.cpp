#include "skald/record/edit.h"

#include <gtest/gtest.h>

#include "record/tree_builder.h"
#include "skald/record/annotations.h"
#include "skald/record/numbering.h"

namespace skald::record {
namespace {

using test::address_map;
using Map = std::vector<std::string>;

std::vector<NewMove> alt(const std::vector<std::string>& texts, int side) {
  std::vector<NewMove> out;
  for (const auto& t : texts) {
    out.push_back({t, side});
    side = 1 - side;
  }
  return out;
}

Node* at(Record& r, const char* address) {
  return resolve_or_null(r.root(), *parse_address(address).address);
}

// Main line 1a..3b with two variations off 2a (each two moves) and one off 2a.1.1a.
void build(Record& r) {
  ASSERT_TRUE(add_line(r.root(), alt({"a", "b", "c", "d", "e", "f"}, 0)).ok());
  ASSERT_TRUE(add_line_at(r, "1b", alt({"x1", "x2"}, 0)).ok());
  ASSERT_TRUE(add_line_at(r, "1b", alt({"y1", "y2"}, 0)).ok());
  ASSERT_TRUE(add_line_at(r, "2a.1.1a", alt({"z1"}, 1)).ok());
}

TEST(Edit, AddLineMakesVariationsAndReusesExistingMoves) {
  Record r;
  build(r);
  EXPECT_EQ(address_map(r.root()),
            (Map{"1a a", "1b b", "2a c", "2b d", "3a e", "3b f", "2a.1.1a x1", "2a.1.1b x2",
                 "2a.1.1a.1.1b z1", "2a.2.1a y1", "2a.2.1b y2"}));
  // Re-adding a line that exists changes nothing and ends on the existing node.
  const std::size_t before = r.move_count();
  EditResult again = add_line_at(r, "1b", alt({"x1", "x2"}, 0));
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again.node, at(r, "2a.1.1b"));
  EXPECT_EQ(r.move_count(), before);
  // A line that shares its first move branches where it differs.
  ASSERT_TRUE(add_line_at(r, "1b", alt({"x1", "q"}, 0)).ok());
  EXPECT_EQ(at(r, "2a.1.1a.2.1b")->move_text, "q");
}

// A move written in the record in another form than the game's canonical text (a capture
// left unmarked, say) is the same move: adding it again follows the existing node instead
// of adding a duplicate next to it. The replay gives the node its canonical text.
TEST(Edit, AddMoveFollowsAMoveWrittenInItsNonCanonicalForm) {
  Record r;
  ASSERT_TRUE(add_line(r.root(), alt({"d2-d5"}, 0)).ok());
  Node* written = at(r, "1a");
  written->set_canonical_move("d2-d5xd6");
  EditResult again = add_move(r.root(), {"d2-d5xd6", 0});
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again.node, written);
  EXPECT_EQ(r.root().child_count(), 1u);
  // The written text still matches as it is.
  EXPECT_EQ(add_move(r.root(), {"d2-d5", 0}).node, written);
}

TEST(Edit, AddLineErrors) {
  Record r;
  build(r);
  EXPECT_EQ(add_line_at(r, "9a", alt({"g"}, 0)).error,
            "element 1 (\"9a\") of 9a: no such move in the main line");
  EXPECT_EQ(add_line_at(r, "9Q", alt({"g"}, 0)).error,
            "address \"9Q\": element 1 (\"9Q\"): expected a lower-case letter a-z after the turn "
            "number");
  EXPECT_EQ(add_line_at(r, "1a", {}).error, "no moves to add");
  EXPECT_EQ(add_line_at(r, "1a", {{"", 0}}).error, "move 1 is empty");
  EXPECT_EQ(add_line_at(r, "1a.", alt({"b"}, 1)).node, at(r, "1b"));  // reuse
}

TEST(Edit, DeleteRenumbersVariations) {
  Record r;
  build(r);
  ASSERT_TRUE(delete_branch(*at(r, "2a.1.1a")).ok());
  EXPECT_EQ(address_map(r.root()),
            (Map{"1a a", "1b b", "2a c", "2b d", "3a e", "3b f", "2a.1.1a y1", "2a.1.1b y2"}));
  // Deleting a main-line move promotes the first variation in its place.
  ASSERT_TRUE(delete_branch(*at(r, "2a")).ok());
  EXPECT_EQ(address_map(r.root()), (Map{"1a a", "1b b", "2a y1", "2b y2"}));
  EXPECT_EQ(delete_branch(r.root()).error, "the start position cannot be deleted");
}

TEST(Edit, PromoteAndDemote) {
  Record r;
  build(r);
  Node* y2 = at(r, "2a.2.1b");
  ASSERT_TRUE(promote_variation(*y2).ok());
  EXPECT_EQ(address_map(r.root()),
            (Map{"1a a", "1b b", "2a y1", "2b y2", "2a.1.1a c", "2a.1.1b d", "2a.1.2a e",
                 "2a.1.2b f", "2a.2.1a x1", "2a.2.1b x2", "2a.2.1a.1.1b z1"}));
  EXPECT_EQ(promote_variation(*y2).error, "2b is already on the main line");
  ASSERT_TRUE(demote_variation(*y2).ok());
  EXPECT_EQ(address_text(*y2), "2a.1.1b");
  EXPECT_EQ(address_text(*at(r, "2a")), "2a");
  EXPECT_EQ(at(r, "2a")->move_text, "c");
  // z1 is two levels deep; promote it all the way.
  Node* z1 = at(r, "2a.2.1a.1.1b");
  ASSERT_EQ(z1->move_text, "z1");
  ASSERT_TRUE(promote_to_main_line(*z1).ok());
  EXPECT_EQ(address_text(*z1), "2b");
  EXPECT_EQ(address_map(r.root()),
            (Map{"1a a", "1b b", "2a x1", "2b z1", "2b.1.1b x2", "2a.1.1a c", "2a.1.1b d",
                 "2a.1.2a e", "2a.1.2b f", "2a.2.1a y1", "2a.2.1b y2"}));
  EXPECT_EQ(promote_to_main_line(*z1).error, "2b is already on the main line");
  Node* last = at(r, "2a.2.1a");
  ASSERT_EQ(last->move_text, "y1");
  EXPECT_EQ(demote_variation(*last).error,
            "2a.2.1a is already the last line at its branching point");
}

TEST(Edit, ReorderVariations) {
  Record r;
  build(r);
  ASSERT_TRUE(add_line_at(r, "1b", alt({"w1"}, 0)).ok());
  Node* b = at(r, "1b");
  ASSERT_TRUE(reorder_variations(*b, 3, 1).ok());
  EXPECT_EQ(address_map(r.root()),
            (Map{"1a a", "1b b", "2a c", "2b d", "3a e", "3b f", "2a.1.1a w1", "2a.2.1a x1",
                 "2a.2.1b x2", "2a.2.1a.1.1b z1", "2a.3.1a y1", "2a.3.1b y2"}));
  EXPECT_EQ(reorder_variations(*b, 4, 1).error, "there is no variation 4 here (3 variations)");
  EXPECT_EQ(reorder_variations(*b, 1, 0).error,
            "cannot move a variation to place 0 (3 variations)");
}

TEST(Edit, CommentsHintsClocks) {
  Record r;
  build(r);
  Node* c = at(r, "2a");
  ASSERT_TRUE(set_comment(*c, "A fine move.").ok());
  ASSERT_TRUE(add_hint(*c, "think of the corner (c3)").ok());
  EXPECT_EQ(c->comment, "A fine move. (Hint: think of the corner (c3))");
  EXPECT_EQ(add_hint(*c, "bad ) parens (").error, "a hint's parentheses must balance");
  ASSERT_TRUE(set_clock(*c, "300 30/3 10i").ok());
  EXPECT_EQ(c->comment, "300 30/3 10i A fine move. (Hint: think of the corner (c3))");
  EXPECT_EQ(set_clock(*c, "300").error,
            "clock \"300\": expected main overtime/count [increment i], e.g. 300 30/3 10i");
  ASSERT_TRUE(remove_hint(*c, 0).ok());
  EXPECT_EQ(c->comment, "300 30/3 10i A fine move.");
  EXPECT_EQ(remove_hint(*c, 0).error, "there is no hint 1 (0 hints)");
  ASSERT_TRUE(set_clock(*c, "").ok());
  ASSERT_TRUE(set_comment(*c, "").ok());
  EXPECT_EQ(c->comment, "");
  EXPECT_EQ(set_comment(r.root(), "x").error, "the start comment is the start-comment tag");
}

TEST(Edit, TagsKeepOrder) {
  Record r;
  r.tags = {{"date", "2015.05.04", "[date:2015.05.04]\n", {}},
            {"rules", "dim:7", "", {}},
            {"zz-unknown", "kept", "", {}}};
  ASSERT_TRUE(set_tag(r, "date", "2016.01.01").ok());
  ASSERT_TRUE(set_tag(r, "annotator", "me").ok());
  EXPECT_EQ(r.tags[0].value, "2016.01.01");
  EXPECT_EQ(r.tags[0].raw, "");  // the raw text no longer matches
  EXPECT_EQ(r.tags[3].key, "annotator");
  EXPECT_EQ(set_tag(r, "a:b", "x").error, "tag key \"a:b\" contains ':', '[', ']' or a line break");
  EXPECT_EQ(set_tag(r, "note", "a]b").error, "tag note: a value cannot contain ']'");
  EXPECT_EQ(set_tag(r, "", "x").error, "empty tag key");
  ASSERT_TRUE(remove_tag(r, "rules").ok());
  EXPECT_EQ(remove_tag(r, "rules").error, "there is no tag rules");
  ASSERT_EQ(r.tags.size(), 3u);
  EXPECT_EQ(r.tags[1].key, "zz-unknown");
}

}  // namespace
}  // namespace skald::record
