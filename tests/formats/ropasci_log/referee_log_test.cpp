// RoPaSci 360 referee logs (formats/ropasci_log): the course's 60 tournament logs replay to
// exactly their last line, refused actions are refused where the log says, records write
// back to the log, and bad logs are errors at their line and column.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "diagnostics_text.h"
#include "formats/otn/reader.h"
#include "formats/otn/writer.h"
#include "formats/ropasci_log/referee_log.h"
#include "huge_token.h"
#include "skald/game/registry.h"
#include "skald/ropasci/ropasci_game.h"

namespace skald::ropasci_log {
namespace {

namespace fs = std::filesystem;

const fs::path kLogs = fs::path(SKALD_CORPUS_DIR) / "ropasci360" / "logs";

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

using skald::testing::messages;

/// The log's last line that is not blank.
std::string last_line(const std::string& text) {
  std::istringstream lines(text);
  std::string last;
  for (std::string line; std::getline(lines, line);)
    if (!line.empty()) last = line;
  return last;
}

TEST(RefereeLogs, EveryCorpusLogReplaysToItsLastLine) {
  if (!fs::is_directory(kLogs)) GTEST_SKIP() << "no RoPaSci 360 logs at " << kLogs;
  int finished = 0, refused = 0, cut_off = 0;
  for (const auto& entry : fs::directory_iterator(kLogs)) {
    const std::string file = entry.path().filename().string();
    const std::string text = read_file(entry.path());
    ASSERT_TRUE(looks_like_referee_log(text)) << file;
    const LogReadResult read = read_referee_log(text, file);
    const std::string last = last_line(text);
    if (last.rfind("winner:", 0) == 0 || last.rfind("draw:", 0) == 0) {
      ++finished;
      EXPECT_FALSE(read.diagnostics.has_errors()) << messages(read.diagnostics);
      EXPECT_EQ(read.last_line, last) << file;
      // Written back: the same log, hexes as (r, q).
      const std::string expected =
          std::regex_replace(text, std::regex(R"(Hex\(r=(-?\d+), q=(-?\d+)\))"), "($1, $2)");
      const LogWriteResult written = write_referee_log(read.record, file);
      EXPECT_FALSE(written.diagnostics.has_errors()) << messages(written.diagnostics);
      EXPECT_EQ(written.bytes, expected) << file;
    } else if (last.rfind("error:", 0) == 0) {
      ++refused;
      // The turns before the refused action are the game: a warning, not an error.
      EXPECT_FALSE(read.diagnostics.has_errors()) << file << messages(read.diagnostics);
      ASSERT_EQ(read.diagnostics.count(Severity::warning), 1) << file << messages(read.diagnostics);
      const Diagnostic& d = read.diagnostics.items().front();
      int lines = 0;
      for (char c : text)
        lines += c == '\n';
      EXPECT_EQ(d.where.line, lines) << file;  // the error line, the log's last
      EXPECT_EQ(d.where.column, static_cast<int>(last.find('(')) + 1) << file;
      EXPECT_NE(d.message.find("illegal (the referee refused it too)"), std::string::npos)
          << d.message;
      EXPECT_EQ(read.turns * 2 + 1, lines) << file;
    } else {
      ++cut_off;
      EXPECT_FALSE(read.diagnostics.has_errors()) << messages(read.diagnostics);
      EXPECT_EQ(read.diagnostics.count(Severity::note), 1) << file;
    }
  }
  EXPECT_EQ(finished, 41);
  EXPECT_EQ(refused, 4);
  EXPECT_EQ(cut_off, 15);
}

TEST(RefereeLogs, TheRecordOfALogIsAnOrdinaryRecord) {
  const std::string log =
      "turn 1: upper: THROW symbol s to (4, -2)\n"
      "turn 1: lower: THROW symbol r to (-4, 0)\n"
      "turn 2: upper: SLIDE from Hex(r=4, q=-2) to (3, -2)\n"
      "turn 2: lower: SLIDE from (-4, 0) to (-3, 0)\n";
  const LogReadResult read = read_referee_log(log, "game.log");
  ASSERT_FALSE(read.diagnostics.has_errors()) << messages(read.diagnostics);
  EXPECT_EQ(read.turns, 2);
  const std::string otg = otn::write_otg(read.record).bytes;
  EXPECT_EQ(otg, "[rules:ropasci360]\n\n1. S*c9/r*e1 \n[]\n\n2. Sc9-c8/re1-e2 \n[]\n\n");
  game::GameRegistry registry;
  registry.add(ropasci::make_ropasci_game());
  otn::ReadOptions options;
  options.games = &registry;
  const otn::ReadResult again = otn::read_otg_text(otg, options);
  ASSERT_TRUE(again.complete()) << messages(again.diagnostics);
  const LogWriteResult back = write_referee_log(again.record, "game.otg");
  EXPECT_EQ(back.bytes,
            "turn 1: upper: THROW symbol s to (4, -2)\n"
            "turn 1: lower: THROW symbol r to (-4, 0)\n"
            "turn 2: upper: SLIDE from (4, -2) to (3, -2)\n"
            "turn 2: lower: SLIDE from (-4, 0) to (-3, 0)\n");
  EXPECT_FALSE(back.diagnostics.has_errors());
}

struct BadLog {
  const char* text;
  int line;
  int column;
  const char* says;
};

TEST(RefereeLogs, BadLogsAreErrorsWhereTheyGoWrong) {
  const BadLog cases[] = {
      {"turn 1: upper: THROW symbol s to (3, -2)\nturn 1: lower: THROW symbol r to (-4, 0)\n", 1,
       16, "upper's action is illegal: upper's throw number 1"},
      {"turn 1: upper: THROW symbol s to (4, -2)\nturn 1: lower: SLIDE from (-4, 0) to (-3, 0)\n",
       2, 16, "no token of lower on e1"},
      {"turn 1: upper: THROW symbol x to (4, -2)\n", 1, 29, "expected the symbol thrown"},
      {"turn 1: upper: THROW symbol s to (5, -2)\n", 1, 34, "(5, -2) is not a hex"},
      {"turn 2: upper: THROW symbol s to (4, -2)\n", 1, 6, "turn 2 where turn 1"},
      {"turn 1: lower: THROW symbol s to (4, -2)\n", 1, 9, "expected `upper:`"},
      {"turn 1: upper: THROW symbol s to (4, -2)\n", 1, 1, "without lower's"},
      {"turn 1: upper: THROW symbol s to (4, -2)\nturn 1: lower: THROW symbol r to (-4, 0)\n"
       "winner: upper\n",
       3, 1, "the replay of its 1 turns ends the game goes on"},
      {"turn 1: upper: THROW symbol s to (4, -2)\nturn 1: lower: THROW symbol r to (-4, 0)\n"
       "error: lower: illegal action ('SLIDE', (-4, 0), (-3, 0))\n",
       3, 30, "the rules allow it"},
      {"turn 1: upper: THROW symbol s to (4, -2)\nturn 1: lower: THROW symbol r to (-4, 0)\n"
       "draw: bored\nturn 2: upper: SLIDE from (4, -2) to (3, -2)\n",
       3, 1, "ends `draw: bored`"},
      {"hello\n", 1, 1, "expected `turn N"},
  };
  for (const BadLog& c : cases) {
    const LogReadResult read = read_referee_log(c.text, "bad.log");
    ASSERT_TRUE(read.diagnostics.has_errors()) << c.text;
    const Diagnostic& d = read.diagnostics.items().front();
    EXPECT_EQ(d.where.file, "bad.log");
    EXPECT_EQ(d.where.line, c.line) << c.text << d.message;
    EXPECT_EQ(d.where.column, c.column) << c.text << d.message;
    EXPECT_NE(d.message.find(c.says), std::string::npos) << c.text << d.message;
  }
}

// An empty log is no game (not "ok"); the referee's `illegal action None` (a player that
// returned nothing) reads; a log ending in a refused action reads up to it, without errors.
TEST(RefereeLogs, EmptyLogsNoneAndRefusedActionsReadAsTheRefereeMeantThem) {
  for (const char* empty : {"", "\n \n\r\n"}) {
    const LogReadResult read = read_referee_log(empty, "empty.log");
    ASSERT_TRUE(read.diagnostics.has_errors()) << "'" << empty << "'";
    EXPECT_NE(read.diagnostics.items().front().message.find("the log is empty"), std::string::npos);
  }
  const std::string turn =
      "turn 1: upper: THROW symbol s to (4, -2)\nturn 1: lower: THROW symbol r to (-4, 0)\n";
  LogReadResult read = read_referee_log(turn + "error: lower: illegal action None\n", "x.log");
  EXPECT_FALSE(read.diagnostics.has_errors()) << messages(read.diagnostics);
  ASSERT_EQ(read.diagnostics.count(Severity::warning), 1) << messages(read.diagnostics);
  EXPECT_EQ(read.diagnostics.items().front().where.line, 3);
  EXPECT_EQ(read.diagnostics.items().front().where.column, 30);
  EXPECT_NE(read.diagnostics.items().front().message.find("lower gave no action for turn 2"),
            std::string::npos)
      << messages(read.diagnostics);
  EXPECT_EQ(read.turns, 1);
  read = read_referee_log(turn + "error: upper: illegal action ('SLIDE', (2, -4), (1, -3))\n",
                          "x.log");
  EXPECT_FALSE(read.diagnostics.has_errors()) << messages(read.diagnostics);
  EXPECT_EQ(read.turns, 1);
  EXPECT_EQ(read.record.move_count(), 1u);
}

TEST(RefereeLogs, OnlyTheMainLineOfARopasciRecordIsWritten) {
  record::Record other;
  other.set_tag("rules", "ataxx");
  EXPECT_TRUE(write_referee_log(other, "x.otg").diagnostics.has_errors());
  record::Record game;
  game.set_tag("rules", "ropasci360");
  record::Node* first = game.root().add_child(std::make_unique<record::Node>("R*c9/s*e1"));
  game.root().add_child(std::make_unique<record::Node>("P*c9/s*e1"));
  first->comment = "both throw";
  const LogWriteResult written = write_referee_log(game, "x.otg");
  EXPECT_FALSE(written.diagnostics.has_errors());
  EXPECT_EQ(written.diagnostics.count(Severity::warning), 1);
  EXPECT_EQ(written.bytes,
            "turn 1: upper: THROW symbol r to (4, -2)\nturn 1: lower: THROW symbol s to (-4, 0)\n");
}

TEST(RefereeLogs, AHugeLastLineIsQuotedAsAnExcerptWhereItStands) {
  const LogReadResult read = read_referee_log(
      "turn 1: upper: THROW symbol s to (4, -2)\n"
      "turn 1: lower: THROW symbol r to (-4, 0)\n"
      "draw: " +
          testing::huge_token() + "\n",
      "game.log");
  const Diagnostic* d = testing::short_diagnostic(read.diagnostics, "the log ends");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->where.line, 3);
  EXPECT_EQ(d->where.column, 1);
}

}  // namespace
}  // namespace skald::ropasci_log
