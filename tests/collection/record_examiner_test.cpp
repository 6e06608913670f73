// The examiner: every kind of test of a query on real records (the repository's examples
// and small records written here), where a test passes (found_at), main line against every
// line, results from the moves and from the `result` tag, and the facts.

#include "skald/collection/record_examiner.h"

#include <gtest/gtest.h>

#include "collection/collection_records.h"
#include "formats/collection/text_search.h"
#include "skald/game/replay.h"
#include "skald/record/numbering.h"

namespace skald::collection {
namespace {

using testing::brandub_record;
using testing::CollectionRecords;
using testing::kBrandubRules;

class RecordExaminerTest : public ::testing::Test {
 protected:
  Examination examine(Query query, const record::Record& record, bool want_result = false) {
    RecordExaminer examiner(std::move(query), c_.names(), folded_text_contains());
    return examiner.examine(record, c_.game_of(record), want_result);
  }
  bool passes(Query query, const record::Record& record) {
    return examine(std::move(query), record).matches;
  }
  std::string found_at(Query query, const record::Record& record) {
    const Examination e = examine(std::move(query), record);
    return e.found_at == nullptr ? "-" : record::address_text(*e.found_at);
  }
  /// The position text after the node at `address` (its game's own text, as a user would
  /// copy it from `skald show`).
  std::string position_after(const record::Record& record, const std::string& address) {
    const record::Node* node =
        record::resolve_or_null(record.root(), *record::parse_address(address).address);
    EXPECT_NE(node, nullptr) << address;
    const game::StateAtNode at = game::state_at(record, *node, c_.game_of(record));
    return at.state->position_text();
  }
  static Query with_lines(Query q, Lines lines) {
    q.lines = lines;
    return q;
  }

  CollectionRecords c_;
  otn::ReadResult brandub_ = c_.example("brandub-annotated.otg");
  const record::Record& game_ = brandub_.record;
};

TEST_F(RecordExaminerTest, FactsOfTheExamples) {
  const Examination e = examine({}, game_, /*want_result=*/true);
  EXPECT_TRUE(e.matches);  // an empty query keeps everything
  EXPECT_EQ(e.facts.game, "tafl");
  EXPECT_EQ(e.facts.variant, "brandub");
  EXPECT_EQ(e.facts.result, "defenders-win");
  EXPECT_EQ(e.facts.plies, 22u);
  EXPECT_EQ(e.facts.nodes, 26u);
  EXPECT_EQ(e.facts.opening, "d2-e2");
  EXPECT_EQ(e.facts.puzzle, record::PuzzleMode::none);
  EXPECT_EQ(e.found_at, nullptr);
  EXPECT_EQ(examine({}, game_).facts.result, "");  // not asked for, not walked

  const otn::ReadResult ataxx = c_.example("ataxx-annotated.otg");
  const Examination a = examine({}, ataxx.record, true);
  EXPECT_EQ(a.facts.game, "ataxx");
  EXPECT_EQ(a.facts.variant, "ataxx");
  EXPECT_EQ(a.facts.result, "ongoing");
  EXPECT_EQ(a.facts.opening, "b7");
  const otn::ReadResult amazons = c_.example("amazons-annotated.otg");
  EXPECT_EQ(examine({}, amazons.record, true).facts.variant, "amazons-6x6");
  EXPECT_EQ(examine({}, amazons.record, true).facts.result, "white-win");
  const otn::ReadResult spot = c_.example("spot3-annotated.otg");
  EXPECT_EQ(examine({}, spot.record, true).facts.game, "spot-3");
}

TEST_F(RecordExaminerTest, TagsGamesVariantsAndPuzzleModes) {
  Query q;
  q.tags = {*parse_tag_condition("defenders=skald engine").condition,
            *parse_tag_condition("annotator~SKALD").condition};
  EXPECT_TRUE(passes(q, game_));
  q.tags.push_back(*parse_tag_condition("round").condition);  // every tag test must pass
  EXPECT_FALSE(passes(q, game_));

  Query games;
  games.games = {"ataxx", "tafl"};  // alternatives
  EXPECT_TRUE(passes(games, game_));
  games.games = {"ataxx"};
  EXPECT_FALSE(passes(games, game_));

  Query variants;
  variants.variants = {"brandub"};
  EXPECT_TRUE(passes(variants, game_));
  variants.variants = {"tablut-9x9", "magpie"};
  EXPECT_FALSE(passes(variants, game_));
  // Rules no variant has: the `variant` tag names it, or nothing does.
  const auto own =
      c_.read("[variant:my brandub]\n[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n");
  variants.variants = {"my brandub"};
  EXPECT_TRUE(passes(variants, own.record));
  const auto unnamed = c_.read("[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n");
  EXPECT_EQ(examine({}, unnamed.record).facts.variant, "");

  const auto puzzle = c_.read(brandub_record("[puzzle-mode:strict]\n", "1. d2-e2 d3-d2\n"));
  Query puzzles;
  puzzles.puzzle_modes = {record::PuzzleMode::loose, record::PuzzleMode::strict};
  EXPECT_TRUE(passes(puzzles, puzzle.record));
  EXPECT_FALSE(passes(puzzles, game_));
  puzzles.puzzle_modes = {record::PuzzleMode::none};
  EXPECT_TRUE(passes(puzzles, game_));
  EXPECT_EQ(examine({}, puzzle.record).facts.puzzle, record::PuzzleMode::strict);
}

TEST_F(RecordExaminerTest, CommentsIgnoringCaseOnEveryLine) {
  Query q;
  q.comments = {"THE KING REACHES"};  // 11b, main line
  EXPECT_TRUE(passes(q, game_));
  q.comments = {"closing the A-FILE"};  // a variation's comment: comments are searched everywhere
  EXPECT_TRUE(passes(q, game_));
  q.comments.push_back("no such words");  // every text must be found
  EXPECT_FALSE(passes(q, game_));
  const auto german = c_.read(
      brandub_record("[start-comment:Eröffnung]\n", "1. d2-e2 d3-d2\n[Die STRASSE ist frei|]\n"));
  q.comments = {"straße", "ERÖFFNUNG"};  // full case folding; the start comment counts
  EXPECT_TRUE(passes(q, german.record));
  q.comments = {"strase"};
  EXPECT_FALSE(passes(q, german.record));
}

TEST_F(RecordExaminerTest, MoveRunsOnTheMainLineOrEveryLine) {
  const auto moves = [](const std::string& text) {
    Query q;
    q.move_sequences.push_back(*parse_move_sequence(text).sequence);
    return q;
  };
  EXPECT_EQ(found_at(moves("^d2-e2 d3-d2"), game_), "1b");
  EXPECT_EQ(found_at(moves("d2-e2 d3-d2"), game_), "1b");
  EXPECT_FALSE(passes(moves("^d3-d2"), game_));
  EXPECT_EQ(found_at(moves("Kd4-c4"), game_), "5b");
  EXPECT_EQ(found_at(moves("d4-c4"), game_), "5b");        // short
  EXPECT_EQ(found_at(moves("e6-a6"), game_), "11a");       // short of e6-a6xa5-
  EXPECT_EQ(found_at(moves("* Kb7-a7--"), game_), "11b");  // ends the main line
  // a4-b4 is played in the variation 10a.1 only.
  EXPECT_FALSE(passes(moves("a4-b4"), game_));
  EXPECT_EQ(found_at(with_lines(moves("a4-b4 Kb5-b7-"), Lines::every_line), game_), "10a.1.1b");
  EXPECT_EQ(found_at(with_lines(moves("a4-b4 b5-b7"), Lines::every_line), game_), "10a.1.1b");
  // Two runs: both must be played.
  Query both = moves("d2-e2");
  both.move_sequences.push_back(*parse_move_sequence("c2-a2").sequence);
  EXPECT_FALSE(passes(both, game_));
  EXPECT_EQ(found_at(with_lines(both, Lines::every_line), game_), "10a.1.2a");
}

TEST_F(RecordExaminerTest, PositionsReached) {
  Query q;
  q.positions = {position_after(game_, "3b")};
  EXPECT_EQ(found_at(q, game_), "3b");
  Query start;
  start.positions = {"/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"};
  EXPECT_EQ(found_at(start, game_), "0a");
  // After a4-b4 of the variation: not on the main line.
  Query variation;
  variation.positions = {position_after(game_, "10a.1.1a")};
  EXPECT_FALSE(passes(variation, game_));
  EXPECT_EQ(found_at(with_lines(variation, Lines::every_line), game_), "10a.1.1a");
  // Every position must be reached.
  q.positions.push_back(variation.positions[0]);
  EXPECT_FALSE(passes(q, game_));
  EXPECT_EQ(found_at(with_lines(q, Lines::every_line), game_), "10a.1.1a");
}

TEST_F(RecordExaminerTest, PositionsTheRulesCannotPlaceAreNamed) {
  Query q;
  q.positions = {"/9/9/"};  // no 7x7 position
  RecordExaminer examiner(q, c_.names(), folded_text_contains());
  EXPECT_FALSE(examiner.examine(game_, c_.game_of(game_), false).matches);
  EXPECT_FALSE(examiner.examine(game_, c_.game_of(game_), false).matches);
  ASSERT_EQ(examiner.unplaced_positions().size(), 1u);  // said once per rules text
  EXPECT_NE(examiner.unplaced_positions()[0].find("/9/9/"), std::string::npos);
  EXPECT_NE(examiner.unplaced_positions()[0].find(kBrandubRules), std::string::npos);
  // Once some record's rules place it, the text was no typing error: nothing is said.
  const otn::ReadResult tablut =
      c_.read("[rules:" + variants::builtin_catalogue().find_or_null("tablut-9x9")->rules + "]\n");
  Query nine;
  nine.positions = {"/9/9/9/9/4K4/9/9/9/9/"};
  RecordExaminer both(nine, c_.names(), folded_text_contains());
  both.examine(game_, c_.game_of(game_), false);
  EXPECT_EQ(both.unplaced_positions().size(), 1u);
  both.examine(tablut.record, c_.game_of(tablut.record), false);
  EXPECT_TRUE(both.unplaced_positions().empty());
}

TEST_F(RecordExaminerTest, AtaxxPositionsCompareTheSideToMove) {
  const otn::ReadResult ataxx = c_.example("ataxx-annotated.otg");
  Query q;
  q.positions = {position_after(ataxx.record, "2a")};
  EXPECT_EQ(found_at(q, ataxx.record), "2a");
  // The same stones with the other side to move: Ataxx FEN names the side, so no match.
  std::string other = q.positions[0];
  const std::size_t side = other.find(' ') + 1;
  other[side] = other[side] == 'x' ? 'o' : 'x';
  q.positions = {other};
  EXPECT_FALSE(passes(q, ataxx.record));
}

TEST_F(RecordExaminerTest, PatternsReached) {
  const auto pattern = [](const std::string& text) {
    Query q;
    q.patterns.push_back(*parse_piece_pattern(text).pattern);
    return q;
  };
  EXPECT_EQ(found_at(pattern("K@a7"), game_), "11b");
  EXPECT_EQ(found_at(pattern("K@d4 T=4 t=8"), game_), "0a");
  EXPECT_EQ(found_at(pattern("K@c4"), game_), "5b");
  // The king on b7 with an attacker on b4: in the variation only.
  EXPECT_FALSE(passes(pattern("K@b7 t@b4"), game_));
  EXPECT_EQ(found_at(with_lines(pattern("K@b7 t@b4"), Lines::every_line), game_), "10a.1.1b");
  EXPECT_FALSE(passes(pattern("t<=3"), game_));
}

TEST_F(RecordExaminerTest, ResultsFromTheMovesOrTheResultTag) {
  Query q;
  q.results = {"defenders-win"};
  EXPECT_TRUE(passes(q, game_));
  q.results = {"attackers-win", "draw"};
  EXPECT_FALSE(passes(q, game_));
  // Unfinished games: the OTN `result` tag says (1: the attackers, -1: the defenders).
  const std::string moves = "1. d2-e2 d3-d2\n";
  EXPECT_EQ(examine({}, c_.read(brandub_record("[result:1]\n", moves)).record, true).facts.result,
            "attackers-win");
  EXPECT_EQ(examine({}, c_.read(brandub_record("[result:-1]\n", moves)).record, true).facts.result,
            "defenders-win");
  EXPECT_EQ(examine({}, c_.read(brandub_record("[result:0]\n", moves)).record, true).facts.result,
            "draw");
  EXPECT_EQ(examine({}, c_.read(brandub_record("[result:?]\n", moves)).record, true).facts.result,
            "ongoing");
  // A finished game: the moves say, whatever the tag claims.
  const auto claimed = c_.example("brandub-annotated.otg");
  otn::ReadResult tagged = c_.read(brandub_record("[result:1]\n", ""));
  EXPECT_EQ(examine({}, tagged.record, true).facts.result, "attackers-win");
  EXPECT_EQ(record_result(claimed.record, c_.game_of(claimed.record),
                          game::Outcome::won_by(1, 2, "king escaped")),
            "defenders-win");
}

TEST_F(RecordExaminerTest, CheapTestsFirst) {
  // A record that fails a tag test is not walked: no result is worked out for it.
  Query q;
  q.tags = {*parse_tag_condition("round=9").condition};
  q.patterns.push_back(*parse_piece_pattern("K@a7").pattern);
  const Examination e = examine(q, game_, true);
  EXPECT_FALSE(e.matches);
  EXPECT_EQ(e.facts.result, "");
  EXPECT_EQ(e.facts.variant, "brandub");  // the cheap facts are there
}

}  // namespace
}  // namespace skald::collection
