// Reading back `puzzle check --json` for the puzzle book (formats/json/puzzle_check_figures.h):
// the verdict, grade and themes of each line by its file; lines that are no report named.

#include "formats/json/puzzle_check_figures.h"

#include <gtest/gtest.h>

namespace skald::json {
namespace {

TEST(PuzzleCheckFigures, ReadsEachReportByItsFile) {
  const PuzzleFiguresRead read = read_puzzle_figures(
      R"({"file":"p/a.otg","verdict":"sound","measures":{"grade":"very hard","themes":["sacrifice","king capture"],"ladder":[]}})"
      "\n\n"
      R"({"file":"p/b.otg","verdict":"unsound","refutation":["a","b"]})"
      "\r\n",
      "checked.jsonl");
  EXPECT_TRUE(read.errors.empty());
  ASSERT_EQ(read.by_file.size(), 2u);
  const PuzzleFigures& a = read.by_file.at("p/a.otg");
  EXPECT_EQ(a.verdict, "sound");
  EXPECT_EQ(a.grade, "very hard");
  EXPECT_EQ(a.themes, (std::vector<std::string>{"sacrifice", "king capture"}));
  const PuzzleFigures& b = read.by_file.at("p/b.otg");
  EXPECT_EQ(b.verdict, "unsound");
  EXPECT_TRUE(b.grade.empty()) << "not measured";
}

TEST(PuzzleCheckFigures, NamesTheLinesThatAreNoReport) {
  const PuzzleFiguresRead read = read_puzzle_figures(
      "[1,2]\n{\"verdict\":\"sound\"}\n{\"file\":\"c.otg\",\"measures\":{\"grade\":3,"
      "\"themes\":[\"x\",4]}}\n{broken",
      "in");
  EXPECT_EQ(read.errors,
            (std::vector<std::string>{
                "in:1: expected a JSON object (a line of `skald puzzle check --json`)",
                "in:2: expected the record's \"file\"",
                "in:4: expected a JSON object (a line of `skald puzzle check --json`)"}));
  ASSERT_EQ(read.by_file.count("c.otg"), 1u);
  EXPECT_TRUE(read.by_file.at("c.otg").grade.empty()) << "a grade that is no text is left out";
  EXPECT_EQ(read.by_file.at("c.otg").themes, std::vector<std::string>{"x"});
}

}  // namespace
}  // namespace skald::json
