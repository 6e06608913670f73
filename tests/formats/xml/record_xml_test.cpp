// skald's XML records (formats/xml/record_xml.h): every record of the OpenTafl corpus, the
// examples and the puzzle collection goes OTN -> XML -> OTN to the same OTN text, and its
// XML is valid against formats/xml/record.rng (xmllint, skipped with the reason where
// missing); comments keep carriage returns; bad XML is reported with line and column; a
// character XML cannot carry is refused with where it is.

#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "corpus.h"
#include "every_game.h"
#include "formats/otn/reader.h"
#include "formats/otn/writer.h"
#include "formats/xml/record_xml.h"
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

}  // namespace
}  // namespace skald::xml
