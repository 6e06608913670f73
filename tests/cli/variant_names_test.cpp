// One registry of variants behind every command (tools/skald known_variants(),
// game::VariantRegistry): a game's name works as a variant or a game in an analysis query
// as on the command line, and unknown names get the close names or where to look.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "cli/skald_run.h"

namespace skald::cli_test {
namespace {

namespace fs = std::filesystem;

const fs::path kHere = fs::temp_directory_path();

/// `skald analyse --hash 1` answering `queries` (JSON lines), its output split in lines.
std::vector<std::string> analysed(const std::string& queries) {
  static int serial = 0;
  const fs::path file = kHere / ("skald_variant_queries_" + std::to_string(::getpid()) + "_" +
                                 std::to_string(++serial));
  std::ofstream(file) << queries;
  const SkaldRun run = run_skald("analyse --hash 1 < '" + file.string() + "'", kHere);
  fs::remove(file);
  std::vector<std::string> lines;
  std::size_t start = 0;
  for (std::size_t end; (end = run.out.find('\n', start)) != std::string::npos; start = end + 1)
    lines.push_back(run.out.substr(start, end - start));
  return lines;
}

/// An analysis line without what differs from run to run (time) and the id.
nlohmann::json comparable(const std::string& line) {
  nlohmann::json j = nlohmann::json::parse(line);
  j.erase("id");
  j.erase("time_ms");
  j.erase("nps");
  return j;
}

TEST(CliVariantNames, AmazonsAsVariantOrGameInAQuery) {
  const std::vector<std::string> answered = analysed(
      "{\"id\":1,\"variant\":\"amazons\",\"depth\":1}\n"
      "{\"id\":2,\"game\":\"amazons\",\"depth\":1}\n"
      "{\"id\":3,\"game\":\"amazons\",\"variant\":\"amazons-6x6\",\"depth\":1}\n"
      "{\"id\":4,\"game\":\"ataxx\",\"variant\":\"amazons-6x6\"}\n");
  std::vector<nlohmann::json> lines;
  for (const std::string& line : answered)
    lines.push_back(comparable(line));
  const std::string out = nlohmann::json(answered).dump();
  ASSERT_EQ(lines.size(), 4u) << out;
  EXPECT_EQ(lines[0].value("to_move", ""), "white") << out;
  EXPECT_TRUE(lines[0].contains("best_move")) << out;
  EXPECT_EQ(lines[0], lines[1]);
  EXPECT_EQ(lines[2].value("to_move", ""), "white") << out;
  EXPECT_NE(lines[2], lines[0]);  // 6x6, not the default 10x10
  EXPECT_EQ(lines[3].value("field", ""), "variant") << out;
  EXPECT_EQ(lines[3].value("error", ""), "the variant 'amazons-6x6' is amazons's, not ataxx's");
}

TEST(CliVariantNames, UnknownNamesGetCloseNamesOrWhereToLook) {
  const SkaldRun perft = run_skald("perft --variant copenhagn --depth 1", kHere);
  EXPECT_EQ(perft.status, 2);
  EXPECT_NE(perft.err.find("error: unknown variant 'copenhagn'; close names: copenhagen"),
            std::string::npos)
      << perft.err;
  const std::string query = analysed("{\"id\":1,\"variant\":\"copenhagn\"}\n").at(0);
  EXPECT_NE(query.find("\"error\":\"unknown variant 'copenhagn'; close names: copenhagen"),
            std::string::npos)
      << query;
  EXPECT_NE(query.find("\"field\":\"variant\""), std::string::npos) << query;
  const SkaldRun rules = run_skald("rules explain --variant xyzzy", kHere);
  EXPECT_EQ(rules.status, 2);
  EXPECT_NE(rules.err.find("unknown variant 'xyzzy' (`skald variants` lists every variant"),
            std::string::npos)
      << rules.err;
  const SkaldRun collect = run_skald("collect --variant amazon-8x8 .", kHere);
  EXPECT_EQ(collect.status, 2);
  EXPECT_NE(collect.err.find("--variant: unknown variant 'amazon-8x8'; close names: amazons-8x8"),
            std::string::npos)
      << collect.err;
  const std::string game = analysed("{\"id\":1,\"game\":\"chess\"}\n").at(0);
  EXPECT_NE(game.find("\"error\":\"unknown game 'chess'; known: tafl, ataxx"), std::string::npos)
      << game;
  EXPECT_NE(game.find("\"field\":\"game\""), std::string::npos) << game;
}

}  // namespace
}  // namespace skald::cli_test
