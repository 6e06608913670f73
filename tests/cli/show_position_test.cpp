// `skald show FILE --at ADDR` gives the position after the move as an OTN position record
// with the side to move (and with --json, one object with the address, rules, position and
// side to move), so that a position can be cut out of a game and given to
// `eval --position`: the two evaluations agree.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli/skald_run.h"

namespace skald::cli_test {
namespace {

/// The string value of `"key":"..."` in a JSON line written without escapes, or "".
std::string json_string(const std::string& line, const std::string& key) {
  const std::string tag = "\"" + key + "\":\"";
  const auto at = line.find(tag);
  if (at == std::string::npos) return "";
  const auto begin = at + tag.size();
  return line.substr(begin, line.find('"', begin) - begin);
}

TEST(CliShowPosition, AtAddressPrintsThePositionRecordAndTheSideToMove) {
  const SkaldRun run = run_skald("show brandub.otg --at 1a.1.1a.1.1b --width 60", kCliData);
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("Position: /3t3/2t4/3T3/tt1KTtt/2TT3/3t3/3t3/ (attackers to move)\n"),
            std::string::npos)
      << run.out;
  // Without --at the output stays as it was (tests/cli/golden/show_start.txt).
  const SkaldRun start = run_skald("show brandub.otg --width 60", kCliData);
  EXPECT_EQ(start.out.find("Position:"), std::string::npos) << start.out;
}

TEST(CliShowPosition, JsonNamesAddressRulesPositionSideToMoveAndComment) {
  const SkaldRun run = run_skald("show brandub.otg --at 1b --json", kCliData);
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out,
            R"j({"file":"brandub.otg","address":"1b","move":"d3-e3","rules":"dim:7 name:Brandub )j"
            R"j(ks:n cenhe: cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",)j"
            R"j("position":"/3t3/4t2/4T2/ttTKTtt/3T3/3t3/3t3/","side_to_move":"attackers",)j"
            R"j("game_over":null,"comment":"The defender mirrors it. (1 hint hidden: use )j"
            R"j(--hints)","clock":null})j"
            "\n");
  const SkaldRun hints = run_skald("show brandub.otg --at 1b --json --hints", kCliData);
  EXPECT_EQ(json_string(hints.out, "comment"),
            "The defender mirrors it. (Hint: look at the king's files.)")
      << hints.out;
  const SkaldRun root = run_skald("show brandub.otg --json", kCliData);
  EXPECT_EQ(json_string(root.out, "address"), "0a") << root.out;
  EXPECT_NE(root.out.find(R"j("move":null)j"), std::string::npos) << root.out;
}

TEST(CliShowPosition, APositionCutOutOfAGameEvaluatesAsInTheGame) {
  for (const std::string at : {"1b", "1a.1.1a.1.1b", "2b"}) {
    const SkaldRun shown = run_skald("show brandub.otg --json --at " + at, kCliData);
    ASSERT_EQ(shown.status, 0) << shown.err;
    const std::string position = json_string(shown.out, "position");
    ASSERT_FALSE(position.empty()) << shown.out;
    const SkaldRun cut =
        run_skald("eval --rules '" + json_string(shown.out, "rules") + "' --position '" + position +
                      "' --to-move " + json_string(shown.out, "side_to_move"),
                  kCliData);
    const SkaldRun in_game = run_skald("eval brandub.otg --at " + at, kCliData);
    ASSERT_EQ(cut.status, 0) << cut.err;
    EXPECT_EQ(cut.out, in_game.out) << at;
  }
}

TEST(CliShowPosition, JsonSaysHowAFinishedGameEnded) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("skald_show_json_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  {
    std::ofstream out(dir / "escape.otg");
    out << "[rules:dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n"
           "[position:/3t3/7/7/7/7/7/1K5/]\n\n1. d1-e1 Kb7-a7\n";
  }
  const SkaldRun run = run_skald("show escape.otg --at 1b --json", dir);
  std::filesystem::remove_all(dir);
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find(R"j("game_over":{"winner":"defenders","reason":"king escaped"})j"),
            std::string::npos)
      << run.out;
  EXPECT_EQ(json_string(run.out, "position"), "/4t2/7/7/7/7/7/K6/") << run.out;
}

}  // namespace
}  // namespace skald::cli_test
