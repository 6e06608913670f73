// skald's XML records (formats/xml/record_xml.h): every record of the OpenTafl corpus, the
// examples and the puzzle collection goes OTN -> XML -> OTN to the same OTN text, and its
// XML is valid against formats/xml/record.rng (xmllint, skipped with the reason where
// missing); comments keep carriage returns; bad XML is reported with line and column; a
// character XML cannot carry is refused with where it is; elements the format does not
// define are reported where they stand; deep nesting reads in linear time without
// recursion; a huge bad value is quoted as an excerpt.

#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <string>

#include "corpus.h"
#include "every_game.h"
#include "formats/otn/reader.h"
#include "formats/otn/writer.h"
#include "formats/xml/record_xml.h"
#include "sanitized.h"
#include "skald/core/excerpt.h"
#include "skald/game/registry.h"
#include "skald/game/replay.h"

namespace skald::xml {
namespace {

namespace fs = std::filesystem;

class RecordXmlTest : public ::testing::Test {
 protected:
  RecordXmlTest() { testing::add_every_game(games_); }

  /// The OTN text skald writes for the record in `text`.
  std::string otn_of(std::string_view text, const std::string& file) {
    otn::ReadOptions options;
    options.games = &games_;
    options.file = file;
    const otn::ReadResult read = otn::read_otg_text(text, options);
    EXPECT_FALSE(read.diagnostics.has_errors()) << file;
    return otn::write_otg(read.record, {}).bytes;
  }
  /// OTN -> XML -> OTN, replaying the XML's record as a reader would.
  std::string through_xml(const std::string& otn_text, const std::string& file,
                          std::string* xml_out = nullptr) {
    otn::ReadOptions options;
    options.games = &games_;
    const otn::ReadResult read = otn::read_otg_text(otn_text, options);
    std::string error;
    const std::string xml = write_record_xml(read.record, error);
    EXPECT_TRUE(error.empty()) << file << ": " << error;
    if (xml_out) *xml_out = xml;
    XmlReadResult back = read_record_xml(xml, file);
    EXPECT_FALSE(back.diagnostics.has_errors()) << file;
    const game::Game* game = games_.game_for_rules_or_null(back.record.rules_text());
    EXPECT_NE(game, nullptr) << file;
    if (game) game::replay_record(back.record, *game, {file}, back.diagnostics);
    return otn::write_otg(back.record, {}).bytes;
  }
  game::GameRegistry games_;
};

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

std::vector<fs::path> records_of(const fs::path& folder) {
  std::vector<fs::path> out;
  if (!fs::is_directory(folder)) return out;
  for (const auto& e : fs::directory_iterator(folder))
    if (e.path().extension() == ".otg") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

TEST_F(RecordXmlTest, EveryRecordComesBackToTheSameOtnText) {
  SKALD_SKIP_WITHOUT_CORPUS(testing::corpus_path("opentafl"));
  std::vector<fs::path> files = testing::corpus_files("opentafl", ".otg");
  for (const char* folder : {"examples", "puzzles"})
    for (const fs::path& f : records_of(fs::path(SKALD_SOURCE_DIR) / folder))
      files.push_back(f);
  ASSERT_GT(files.size(), 30u);
  const bool xmllint = std::system("command -v xmllint >/dev/null 2>&1") == 0;
  for (const fs::path& file : files) {
    SCOPED_TRACE(file.string());
    const std::string canonical = otn_of(read_file(file), file.string());
    std::string xml;
    EXPECT_EQ(through_xml(canonical, file.string(), &xml), canonical);
    if (!xmllint) continue;
    const fs::path temp =
        fs::temp_directory_path() / ("skald-xml-" + std::to_string(::getpid()) + ".xml");
    std::ofstream(temp, std::ios::binary) << xml;
    const std::string command = "xmllint --noout --relaxng " + std::string(SKALD_SOURCE_DIR) +
                                "/formats/xml/record.rng " + temp.string() + " 2>/dev/null";
    EXPECT_EQ(std::system(command.c_str()), 0) << xml.substr(0, 2000);
    fs::remove(temp);
  }
  if (!xmllint) GTEST_SKIP() << "round trips checked; xmllint missing, so not the schema";
}

TEST_F(RecordXmlTest, CommentsKeepTheirBytes) {
  record::Record r;
  r.set_tag(
      "rules",
      "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/");
  r.set_tag("start-comment", "two\nlines");
  record::Node* a = r.root().add_child(r.new_node("d1-e1"));
  a->comment = "  spaced \r\nCRLF <&> \"quoted\" (hint: here) ";
  record::Node* b = r.root().add_child(r.new_node("d2-e2"));
  b->comment = " ";
  std::string error;
  const std::string xml = write_record_xml(r, error);
  ASSERT_TRUE(error.empty()) << error;
  const XmlReadResult back = read_record_xml(xml, "x.xml");
  ASSERT_FALSE(back.diagnostics.has_errors());
  ASSERT_EQ(back.record.root().child_count(), 2u);
  EXPECT_EQ(back.record.root().child(0)->comment, a->comment);
  EXPECT_EQ(back.record.root().child(1)->comment, " ");
  EXPECT_EQ(back.record.start_comment(), "two\nlines");
}

TEST_F(RecordXmlTest, BadDocumentsAreReportedWhereTheyAre) {
  XmlReadResult r =
      read_record_xml("<record>\n  <line>\n    <move text=\"d1-e1\">\n</record>", "bad.xml");
  ASSERT_TRUE(r.diagnostics.has_errors());
  const Diagnostic& d = r.diagnostics.items().front();
  EXPECT_EQ(d.where.file, "bad.xml");
  EXPECT_GE(d.where.line, 3);
  EXPECT_NE(d.message.find("not well-formed XML"), std::string::npos) << d.message;

  r = read_record_xml("<record>\n<line>\n<move side=\"0\"/>\n</line>\n</record>", "x.xml");
  ASSERT_TRUE(r.diagnostics.has_errors());
  EXPECT_EQ(r.diagnostics.items().front().where.line, 3);
  EXPECT_NE(r.diagnostics.items().front().message.find("needs a text="), std::string::npos);

  r = read_record_xml("<game/>", "x.xml");
  ASSERT_TRUE(r.diagnostics.has_errors());
  EXPECT_NE(r.diagnostics.items().front().message.find("expected a <record>"), std::string::npos);

  record::Record control;
  control.root().add_child(control.new_node("d1-e1"))->comment = "bell\x07";
  std::string error;
  EXPECT_TRUE(write_record_xml(control, error).empty());
  EXPECT_EQ(error, "the move 1a holds a control character (U+0007) that XML cannot carry");
}

TEST_F(RecordXmlTest, WhatTheFormatDoesNotDefineIsReportedWhereItStands) {
  const XmlReadResult r = read_record_xml(
      "<record>\n"
      "<line>\n"
      "<move text=\"d1-e1\"/>\n"
      "  <aside><move text=\"d2-e2\"/><move text=\"d3-e3\"/></aside>\n"
      "<move text=\"d4-e4\"><note/><comment>one</comment><comment>two</comment></move>\n"
      "stray\n"
      "</line>\n"
      "<line><move text=\"a1-a2\"/></line>\n"
      "<extra/>\n"
      "</record>",
      "x.xml");
  std::vector<std::string> seen;
  for (const Diagnostic& d : r.diagnostics.items())
    seen.push_back(format_diagnostic(d));
  const std::vector<std::string> expected{
      "x.xml:4:4: error: <aside> and the 2 moves inside it not read: expected <move>",
      "x.xml:5:21: warning: <note> ignored: expected <comment> or <variation>",
      "x.xml:5:50: warning: <comment> ignored: expected one <comment> in a <move>",
      "x.xml:6:1: warning: text `stray` ignored: expected <move>",
      "x.xml:8:2: error: <line> and the 1 move inside it not read: expected one <line> (the main "
      "line; other lines are <variation>s of its moves)",
      "x.xml:9:2: warning: <extra> ignored: expected <tag> or <line>"};
  EXPECT_EQ(seen, expected);
  // What the format defines is still read.
  ASSERT_EQ(r.record.root().child_count(), 1u);
  const record::Node* second = r.record.root().child(0)->next();
  ASSERT_NE(second, nullptr);
  EXPECT_EQ(second->move_text, "d4-e4");
  EXPECT_EQ(second->comment, "one");
}

/// An XML record of variations nested `levels` deep: each line plays two moves, and an
/// alternative to the second, the next line, is nested in it.
std::string nested_variations(int levels) {
  std::string xml = "<record>\n<line>\n";
  for (int i = 0; i < levels; ++i)
    xml += "<move text=\"d1-d2\"/><move text=\"d2-d1\"><variation>\n";
  xml += "<move text=\"d1-d3\"/>";
  for (int i = 0; i < levels; ++i)
    xml += "</variation></move>";
  return xml + "\n</line>\n</record>\n";
}

TEST_F(RecordXmlTest, DeepNestingReadsInLinearTime) {
  // Each move's line and column were counted from the start of the text: 20,000 nested
  // variations took 31.5 s. Counted in processor time, with room for a slow machine.
  const int levels = 20000;
  const std::string xml = nested_variations(levels);
  const std::clock_t start = std::clock();
  const XmlReadResult r = read_record_xml(xml, "deep.xml");
  const double seconds = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
  EXPECT_LT(seconds, testing::kSanitized ? 20.0 : 2.0);
  ASSERT_FALSE(r.diagnostics.has_errors());
  int depth = 0;
  const record::Node* n = &r.record.root();
  while (n->child_count() > 0) {
    n = n->child(n->child_count() - 1);
    ++depth;
  }
  EXPECT_EQ(depth, levels + 1);
  EXPECT_EQ(n->source.line, levels + 3);
  EXPECT_EQ(n->source.column, 2);  // pugixml points at the name
}

TEST_F(RecordXmlTest, NestingDeeperThanTheStackIsReadWithoutRecursion) {
  // pugixml parses and frees a document without recursion, and the reader follows
  // variations with a stack of its own: a depth that would overflow any recursive reader
  // is read whole.
  const int levels = testing::sample_size(300000, 50000);
  const XmlReadResult r = read_record_xml(nested_variations(levels), "deeper.xml");
  ASSERT_FALSE(r.diagnostics.has_errors());
  int depth = 0;
  for (const record::Node* n = &r.record.root(); n->child_count() > 0;
       n = n->child(n->child_count() - 1))
    ++depth;
  EXPECT_EQ(depth, levels + 1);
}

TEST_F(RecordXmlTest, AHugeValueIsQuotedAsAnExcerpt) {
  const std::string huge(100000, '7');
  const XmlReadResult r =
      read_record_xml("<record players=\"" + huge + "\">\n<line>\n<move text=\"a\" side=\"x" +
                          huge + "\"/>\n</line>\n</record>",
                      "huge.xml");
  ASSERT_EQ(r.diagnostics.items().size(), 2u);
  for (const Diagnostic& d : r.diagnostics.items()) {
    EXPECT_LT(d.message.size(), 200u) << d.message.substr(0, 200);
    EXPECT_NE(d.message.find(" bytes)"), std::string::npos) << d.message.substr(0, 200);
  }
  EXPECT_EQ(r.diagnostics.items()[0].where.line, 1);
  EXPECT_EQ(r.diagnostics.items()[1].where.line, 3);
  EXPECT_EQ(r.diagnostics.items()[1].where.column, 2);  // pugixml points at the name
}

TEST_F(RecordXmlTest, DeepNestingIsWrittenInLinearSpace) {
  // Indented, each level of variations added four spaces to every line below it: 2,000
  // levels wrote 40 MB. Past 64 levels the document is written unindented.
  const int levels = 3000;
  const XmlReadResult deep = read_record_xml(nested_variations(levels), "deep.xml");
  ASSERT_FALSE(deep.diagnostics.has_errors());
  std::string error;
  const std::string xml = write_record_xml(deep.record, error);
  ASSERT_TRUE(error.empty()) << error;
  EXPECT_LT(xml.size(), 100u * 2 * levels);
  const XmlReadResult back = read_record_xml(xml, "back.xml");
  ASSERT_FALSE(back.diagnostics.has_errors());
  int depth = 0;
  for (const record::Node* n = &back.record.root(); n->child_count() > 0;
       n = n->child(n->child_count() - 1))
    ++depth;
  EXPECT_EQ(depth, levels + 1);
}

}  // namespace
}  // namespace skald::xml
