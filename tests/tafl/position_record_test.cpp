// OTN position records: orientation, multi-digit counts, diagnostics, round trips.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "corpus.h"
#include "skald/tafl/position_record.h"

namespace skald::tafl {
namespace {

constexpr const char* kBrandubPosition = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
constexpr const char* kCopenhagenPosition =
    "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

Piece at(const std::vector<Piece>& squares, int dim, const char* square) {
  const auto c = parse_coord(square);
  return squares[c->rank * dim + c->file];
}

TEST(PositionRecord, FirstRowIsRankOne) {
  // CopenhagenPuzzle-like record where the rows differ: row 1 = "tt2T2" must be rank 1.
  const auto p = parse_position_record("/tt2T2/1t2K2/2tt3/6t/3TTt1/4Tt1/4Tt1/");
  ASSERT_TRUE(p.squares) << (p.diagnostics.empty() ? "" : p.diagnostics.items()[0].message);
  EXPECT_EQ(p.dim, 7);
  EXPECT_EQ(at(*p.squares, 7, "a1").letter(), 't');
  EXPECT_EQ(at(*p.squares, 7, "e1").letter(), 'T');
  EXPECT_EQ(at(*p.squares, 7, "e2").letter(), 'K');
  EXPECT_EQ(at(*p.squares, 7, "g4").letter(), 't');
  EXPECT_TRUE(at(*p.squares, 7, "a7").empty());
}

TEST(PositionRecord, InvertedPutsTopRankFirst) {
  const auto p =
      parse_position_record("/tt2T2/1t2K2/2tt3/6t/3TTt1/4Tt1/4Tt1/", RowOrder::top_first);
  ASSERT_TRUE(p.squares);
  EXPECT_EQ(at(*p.squares, 7, "a7").letter(), 't');
  EXPECT_EQ(at(*p.squares, 7, "e6").letter(), 'K');
  EXPECT_TRUE(at(*p.squares, 7, "a1").empty());
  EXPECT_EQ(at(*p.squares, 7, "e1").letter(), 'T');
  // The same board written the other way round reads back identically.
  const std::string normal = format_position_record(*p.squares, 7, RowOrder::rank1_first);
  EXPECT_EQ(normal, "/4Tt1/4Tt1/3TTt1/6t/2tt3/1t2K2/tt2T2/");
  EXPECT_EQ(format_position_record(*p.squares, 7, RowOrder::top_first),
            "/tt2T2/1t2K2/2tt3/6t/3TTt1/4Tt1/4Tt1/");
}

TEST(PositionRecord, MultiDigitCountsAndAllPieceLetters) {
  const auto p = parse_position_record(kCopenhagenPosition);
  ASSERT_TRUE(p.squares);
  EXPECT_EQ(p.dim, 11);
  EXPECT_EQ(at(*p.squares, 11, "f6").letter(), 'K');
  for (int f = 0; f < 11; ++f)
    EXPECT_TRUE((*p.squares)[2 * 11 + f].empty());

  const auto q = parse_position_record("/tcnkmg/TCNKMG/6/6/6/6/");
  ASSERT_TRUE(q.squares);
  EXPECT_EQ(format_position_record(*q.squares, 6), "/tcnkmg/TCNKMG/6/6/6/6/");
  EXPECT_EQ(at(*q.squares, 6, "e2").kind(), PieceKind::mercenary);
  EXPECT_EQ(at(*q.squares, 6, "f2").side(), Side::defenders);
}

TEST(PositionRecord, RoundTripsCanonicalRecords) {
  for (const char* r : {kBrandubPosition, kCopenhagenPosition,
                        "/2t2t7t2t2/19/t4t7t4t/7t1t1t7/6t1T1T1t6/t1t2t7t2t1t/4t4T4t4/"
                        "3t4T1T4t3/4T2T1T1T2T4/3t2T1TKT1T2t3/4T2T1T1T2T4/3t4T1T4t3/4t4T4t4/"
                        "t1t2t7t2t1t/6t1T1T1t6/7t1t1t7/t4t7t4t/19/2t2t7t2t2/"}) {
    for (RowOrder order : {RowOrder::rank1_first, RowOrder::top_first}) {
      const auto p = parse_position_record(r, order);
      ASSERT_TRUE(p.squares) << r;
      EXPECT_EQ(format_position_record(*p.squares, p.dim, order), r);
    }
  }
}

TEST(PositionRecord, ShortRowNamesTheRow) {
  const auto p = parse_position_record("/3t3/3t3/3T2/ttTKTtt/3T3/3t3/3t3/");
  EXPECT_FALSE(p.squares);
  ASSERT_TRUE(p.diagnostics.has_errors());
  const Diagnostic& d = p.diagnostics.items()[0];
  EXPECT_NE(d.message.find("row 3 has 6 squares, expected 7"), std::string::npos) << d.message;
  EXPECT_EQ(d.where.column, 10);  // the row starts at offset 9
}

TEST(PositionRecord, LongRowAndBadLetterNameRowAndColumn) {
  auto p = parse_position_record("/3t3/3t3/3T3/ttTKTttt/3T3/3t3/3t3/");
  ASSERT_TRUE(p.diagnostics.has_errors());
  EXPECT_NE(p.diagnostics.items()[0].message.find("row 4 has more than 7 squares"),
            std::string::npos)
      << p.diagnostics.items()[0].message;
  EXPECT_NE(p.diagnostics.items()[0].message.find("column 8"), std::string::npos);

  SourceLocation where{"game.otg", 3, 20};
  p = parse_position_record("/3t3/3x3/3T3/ttTKTtt/3T3/3t3/3t3/", RowOrder::rank1_first, 0, where);
  ASSERT_TRUE(p.diagnostics.has_errors());
  const Diagnostic& d = p.diagnostics.items()[0];
  EXPECT_NE(d.message.find("row 2, column 4"), std::string::npos) << d.message;
  EXPECT_NE(d.message.find("'x'"), std::string::npos);
  EXPECT_EQ(d.where.file, "game.otg");
  EXPECT_EQ(d.where.line, 3);
  EXPECT_EQ(d.where.column, 20 + 6);  // offset of 'x'
}

TEST(PositionRecord, WrongRowCountAgainstGivenDim) {
  const auto p = parse_position_record(kBrandubPosition, RowOrder::rank1_first, 9);
  EXPECT_FALSE(p.squares);
  ASSERT_TRUE(p.diagnostics.has_errors());
  EXPECT_NE(p.diagnostics.items()[0].message.find("7 rows, expected 9"), std::string::npos);
}

TEST(PositionRecord, TooSmallAndEmptyRecordsAreErrors) {
  EXPECT_TRUE(parse_position_record("/1/").diagnostics.has_errors());
  EXPECT_TRUE(parse_position_record("").diagnostics.has_errors());
  EXPECT_TRUE(parse_position_record("/0t3/3t/3t/3t/3t/").diagnostics.has_errors());
}

TEST(PositionRecord, MissingOuterSlashesAreWarningsOnly) {
  const auto p = parse_position_record("3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3");
  ASSERT_TRUE(p.squares);
  EXPECT_EQ(p.diagnostics.count(Severity::warning), 2);
  EXPECT_EQ(format_position_record(*p.squares, 7), kBrandubPosition);
}

// OpenTafl's own games: after the first move d6-f6 in brandub, the SIXTH row of the record
// changes, so the first row is rank 1.
TEST(PositionRecord, OracleBrandubFirstMoveChangesRankSix) {
  const std::filesystem::path path = testing::corpus_path("opentafl-oracle/brandub-7x7.jsonl");
  SKALD_SKIP_WITHOUT_CORPUS(path);
  std::ifstream in(path);
  std::string line0, line1;
  std::getline(in, line0);
  std::getline(in, line1);
  auto position_of = [](const std::string& line) {
    const auto k = line.find("\"position\":\"");
    const auto b = k + 12;
    return line.substr(b, line.find('"', b) - b);
  };
  ASSERT_NE(line0.find("\"move\":\"d6-f6\""), std::string::npos) << "oracle file changed";
  const auto before = parse_position_record(position_of(line0));
  const auto after = parse_position_record(position_of(line1));
  ASSERT_TRUE(before.squares && after.squares);
  EXPECT_EQ(at(*before.squares, 7, "d6").letter(), 't');
  EXPECT_TRUE(at(*before.squares, 7, "f6").empty());
  EXPECT_TRUE(at(*after.squares, 7, "d6").empty());
  EXPECT_EQ(at(*after.squares, 7, "f6").letter(), 't');
}

}  // namespace
}  // namespace skald::tafl
