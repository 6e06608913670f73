// One registry of variants behind every command (tools/skald known_variants(),
// game::VariantRegistry): `skald variants` lists every game's variants, every name it lists
// (and every game's name) resolves the same on the command line (--variant, --game) as in
// an analysis query (variant, game), unknown names get the close names or where to look,
// and the --help texts list what the registry holds.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "cli/skald_run.h"
#include "sanitized.h"

namespace skald::cli_test {
namespace {

namespace fs = std::filesystem;

const fs::path kHere = fs::temp_directory_path();

/// `skald variants --json`: the registry, one object a variant.
nlohmann::json registry_json() {
  const SkaldRun run = run_skald("variants --json", kHere);
  EXPECT_EQ(run.status, 0) << run.err;
  return nlohmann::json::parse(run.out);
}

/// The games of the registry, in the order `skald variants` lists them.
std::vector<std::string> games_of(const nlohmann::json& registry) {
  std::vector<std::string> games;
  for (const auto& v : registry) {
    const std::string game = v.value("game", "");
    if (games.empty() || games.back() != game) games.push_back(game);
  }
  return games;
}

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

TEST(CliVariants, ListsEveryGamesVariants) {
  const nlohmann::json registry = registry_json();
  std::map<std::string, std::string> game_of;
  for (const auto& v : registry)
    game_of[v.at("id").get<std::string>()] = v.value("game", "");
  const std::map<std::string, std::string> expected = {
      {"brandub", "tafl"},
      {"copenhagen", "tafl"},
      {"ataxx", "ataxx"},
      {"spot-2", "ataxx"},
      {"spot-3-left", "spot-3"},
      {"spot-4", "spot-4"},
      {"amazons-8x8", "amazons"},
      {"octagon-20", "octagon"},
      {"octagon-web-3", "octagon-3"},
      {"octagon-web-4", "octagon-4"},
      {"ropasci360", "ropasci360"},
  };
  for (const auto& [id, game] : expected)
    EXPECT_EQ(game_of[id], game) << id;
  EXPECT_EQ(game_of.size(), registry.size()) << "an id is listed twice";
  // The table lists the same variants as the JSON.
  const SkaldRun table = run_skald("variants", kHere);
  ASSERT_EQ(table.status, 0) << table.err;
  for (const auto& [id, game] : game_of)
    EXPECT_NE(table.out.find("\n" + id + " "), std::string::npos) << id;
}

TEST(CliVariants, HelpListsWhatTheRegistryHolds) {
  const nlohmann::json registry = registry_json();
  const std::vector<std::string> games = games_of(registry);
  ASSERT_GE(games.size(), 9u);
  // `skald --help`: a row per game, its variants after it (wrapped).
  const SkaldRun help = run_skald("--help", kHere);
  ASSERT_EQ(help.status, 0) << help.err;
  std::size_t row = help.out.find("Games and their variants");
  ASSERT_NE(row, std::string::npos) << help.out;
  for (const std::string& game : games) {
    row = help.out.find("\n  " + game + " ", row);
    ASSERT_NE(row, std::string::npos) << game << " has no row in\n" << help.out;
  }
  for (const auto& v : registry) {
    const std::string id = v.at("id").get<std::string>();
    const std::size_t at =
        help.out.find(" " + id, help.out.find("\n  " + v.at("game").get<std::string>() + " "));
    EXPECT_NE(at, std::string::npos) << id;
  }
  // The options that take a game list every game.
  std::string names;
  for (const std::string& game : games)
    names += (names.empty() ? "" : ", ") + game;
  for (const char* command : {"perft --help", "analyse --help", "collect --help"}) {
    const SkaldRun run = run_skald(command, kHere);
    EXPECT_NE(run.out.find(names), std::string::npos) << command << "\n" << run.out;
  }
}

TEST(CliVariantNames, EachNameResolvesTheSameOnTheCommandLineAndInJson) {
  const nlohmann::json registry = registry_json();
  std::vector<std::string> names;
  for (const auto& v : registry)
    names.push_back(v.at("id").get<std::string>());
  const std::vector<std::string> games = games_of(registry);
  std::string queries;
  for (const std::string& name : names)
    queries += nlohmann::json{{"variant", name}, {"depth", 1}}.dump() + "\n";
  for (const std::string& game : games)
    queries += nlohmann::json{{"game", game}, {"depth", 1}}.dump() + "\n";
  const std::vector<std::string> lines = analysed(queries);
  ASSERT_EQ(lines.size(), names.size() + games.size());

  // Three processes a name; under the sanitizers every third name.
  const std::size_t stride = testing::sample_size(1, 3);
  for (std::size_t i = 0; i < names.size(); i += stride) {
    const SkaldRun cli = run_skald("analyse --hash 1 --depth 1 --variant " + names[i], kHere);
    EXPECT_EQ(comparable(cli.out), comparable(lines[i])) << names[i];
    EXPECT_EQ(cli.out.find("\"error\""), std::string::npos) << names[i] << ": " << cli.out;
    // The commands of the position options and `rules` take the same names.
    const SkaldRun perft = run_skald("perft --counts-only --depth 1 --variant " + names[i], kHere);
    EXPECT_EQ(perft.status, 0) << names[i] << ": " << perft.err;
    const SkaldRun rules = run_skald("rules check --variant " + names[i], kHere);
    EXPECT_EQ(rules.status, 0) << names[i] << ": " << rules.err;
  }
  for (std::size_t i = 0; i < games.size(); ++i) {
    const std::string& line = lines[names.size() + i];
    const SkaldRun cli = run_skald("analyse --hash 1 --depth 1 --game " + games[i], kHere);
    EXPECT_EQ(comparable(cli.out), comparable(line)) << games[i];
    if (games[i] == "tafl") {  // it names no default variant
      EXPECT_EQ(comparable(line)["field"], "game") << line;
      continue;
    }
    EXPECT_EQ(line.find("\"error\""), std::string::npos) << games[i] << ": " << line;
    // A game's name as a variant is the game's default.
    const SkaldRun as_variant =
        run_skald("analyse --hash 1 --depth 1 --variant " + games[i], kHere);
    EXPECT_EQ(comparable(as_variant.out), comparable(line)) << games[i];
  }
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
