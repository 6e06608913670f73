// Ataxx and Spot records through the OTN reader and writer: the examples (variations,
// comments, hints, a set-up position with gaps) replay without a diagnostic and write back
// byte for byte; a record's rules tag picks the game by its player count; an illegal move
// or a bad position is an error that says where.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "formats/otn/reader.h"
#include "formats/otn/writer.h"
#include "skald/ataxx/ataxx_game.h"
#include "skald/game/registry.h"

namespace skald::ataxx {
namespace {

namespace fs = std::filesystem;

const game::GameRegistry& games() {
  static const game::GameRegistry registry = [] {
    game::GameRegistry r;
    for (int players = 2; players <= 4; ++players)
      r.add(make_ataxx_game(players));
    return r;
  }();
  return registry;
}

otn::ReadResult read_text(const std::string& text) {
  otn::ReadOptions options;
  options.games = &games();
  return otn::read_otg_text(text, options);
}

std::string file_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(AtaxxRecords, ExamplesReplayAndWriteBackByteForByte) {
  for (const char* name : {"ataxx-annotated.otg", "spot3-annotated.otg"}) {
    const std::string text = file_text(fs::path(SKALD_SOURCE_DIR) / "examples" / name);
    ASSERT_FALSE(text.empty()) << name;
    const otn::ReadResult read = read_text(text);
    EXPECT_TRUE(read.replayed) << name;
    EXPECT_TRUE(read.diagnostics.empty()) << name;
    EXPECT_GT(read.move_count, 10u) << name;
    EXPECT_EQ(otn::write_otg(read.record).bytes, text) << name;
  }
}

TEST(AtaxxRecords, TheRulesTagPicksTheGameByItsPlayers) {
  EXPECT_EQ(games().game_for_rules_or_null("ataxx")->name(), "ataxx");
  EXPECT_EQ(games().game_for_rules_or_null("spot")->name(), "ataxx");
  EXPECT_EQ(games().game_for_rules_or_null("spot players:3 corner:left")->name(), "spot-3");
  EXPECT_EQ(games().game_for_rules_or_null("spot players:4")->name(), "spot-4");
  EXPECT_EQ(games().game_for_rules_or_null("dim:7"), nullptr);
  const otn::ReadResult four = read_text("[rules:spot players:4]\n\n1. b6 f6 f2 b2 \n[|||]\n");
  EXPECT_TRUE(four.replayed);
  EXPECT_TRUE(four.diagnostics.empty());
  EXPECT_EQ(four.record.players(), 4);
}

TEST(AtaxxRecords, AnIllegalMoveIsAnErrorAtItsPlace) {
  const otn::ReadResult read = read_text("[rules:ataxx]\n\n1. f2 d4 \n[|]\n");
  ASSERT_TRUE(read.diagnostics.has_errors());
  const Diagnostic& d = read.diagnostics.items()[0];
  EXPECT_EQ(d.where.line, 3);
  EXPECT_NE(d.message.find("no o stone next to d4"), std::string::npos) << d.message;
}

TEST(AtaxxRecords, ABadPositionTagIsAnErrorInTheTag) {
  const otn::ReadResult read = read_text("[rules:ataxx]\n[position:x5o/7/7/7/7/7/o5y x 0 1]\n");
  ASSERT_TRUE(read.diagnostics.has_errors());
  const Diagnostic* about_position = nullptr;
  for (const Diagnostic& d : read.diagnostics.items())
    if (d.message.starts_with("position")) about_position = &d;
  ASSERT_NE(about_position, nullptr);
  const Diagnostic& d = *about_position;
  EXPECT_EQ(d.where.line, 2);
  EXPECT_EQ(d.where.column, 27);  // the `y`: the value starts at column 11
  EXPECT_NE(d.message.find("unexpected `y`"), std::string::npos) << d.message;
}

}  // namespace
}  // namespace skald::ataxx
