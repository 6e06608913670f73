// OpenTafl plays skald through OTEP: OpenTafl's own host (its ExternalEnginePlayer and
// ExternalEngineHost, driven by tests/opentafl/OpenTaflHostsEngines.java) starts `skald
// otep` from an engine .ini file, as a user declares an engine in its engines/ folder, and
// plays a game of brandub against OpenTafl's AI (`opentafl --engine`), then writes the
// record as OpenTafl saves games. skald reads that record back and replays it to the same
// end. Skips, saying why, where Java or OpenTafl is missing.

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "formats/otn/reader.h"
#include "opentafl/engine_folder.h"
#include "opentafl/opentafl_java.h"
#include "sanitized.h"
#include "skald/game/registry.h"
#include "skald/game/replay.h"
#include "skald/tafl/tafl_game.h"

namespace skald {
namespace {

namespace fs = std::filesystem;
using testing::declare_engine;

std::string read_all(const fs::path& path) {
  std::ifstream in(path);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

TEST(OpenTaflHostsSkald, PlaysAGameOfBrandubAgainstOpenTaflsAi) {
  // A minute of OpenTafl's AI thinking whatever the build; OTEP under the sanitizers is
  // MatchTest.ExternalEnginesOverOtep's.
  if (testing::kSanitized)
    GTEST_SKIP() << "a whole game against OpenTafl's AI: release builds only";
  testing::OpenTaflJava java;
  SKALD_SKIP_WITHOUT_OPENTAFL(java);
  const fs::path folder = fs::temp_directory_path() / ("skald-otep-" + std::to_string(::getpid()));
  fs::remove_all(folder);
  declare_engine(folder / "engines", "skald", SKALD_EXE, "otep --move-time 100 --quiet");
  declare_engine(folder / "engines", "opentafl", std::string(SKALD_OPENTAFL_DIR) + "/opentafl",
                 "--engine");
  const std::string rules =
      "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
  const fs::path record = folder / "game.otg";
  // skald the attackers at 0.1 s a move, OpenTafl's AI the defenders; a minute each on the
  // clock, so that its AI (which plans from the clock) does not lose on time.
  const std::string input = rules + "\n" + (folder / "engines/skald.ini").string() + "\n" +
                            (folder / "engines/opentafl.ini").string() + "\n60000\n" +
                            record.string() + "\n240\n";
  const auto out = java.run("OpenTaflHostsEngines", input, "", folder);
  ASSERT_TRUE(out) << java.error();
  const std::string said = read_all(*out);
  SCOPED_TRACE(said);
  ASSERT_NE(said.find("result "), std::string::npos);
  const int result = std::stoi(said.substr(said.find("result ") + 7));
  const int moves = std::stoi(said.substr(said.find("moves ") + 6));
  // OpenTaflHostsEngines says `result 0` when the rules did not end the game. On a loaded
  // machine OpenTafl's AI (which plans from its clock) can run out of time: then OpenTafl
  // announces skald the winner, and the record stops in a position still in play. skald
  // losing on time, or no end at all, is a failure.
  const bool opentafl_lost_on_time =
      result == 0 && said.find("winner attackers") != std::string::npos;
  EXPECT_TRUE(result == 2 || result == 3 || result == 4 || opentafl_lost_on_time)
      << "the rules ended the game, or OpenTafl's AI lost on time";
  EXPECT_GT(moves, 4) << "both engines moved";

  // The record OpenTafl wrote replays in skald to the same end.
  game::GameRegistry games;
  games.add(tafl::make_tafl_game());
  otn::ReadOptions options;
  options.games = &games;
  const otn::ReadResult read = otn::read_otg_file(record.string(), options);
  EXPECT_FALSE(read.diagnostics.has_errors()) << read_all(record);
  const game::Game& game = *games.game_for_rules_or_null(read.record.rules_text());
  const record::Node* last = &read.record.root();
  while (last->child_count() > 0)
    last = last->child(0);
  const game::StateAtNode end = game::state_at(read.record, *last, game);
  ASSERT_TRUE(end.state) << end.error;
  const game::Outcome outcome = end.state->outcome();
  if (opentafl_lost_on_time)
    EXPECT_EQ(outcome.kind, game::OutcomeKind::ongoing) << game::result_text(game, outcome);
  else if (result == 4)
    EXPECT_EQ(outcome.kind, game::OutcomeKind::draw);
  else
    EXPECT_EQ(outcome.winner, result == 2 ? 0 : 1) << game::result_text(game, outcome);
  std::error_code ignored;
  fs::remove_all(folder, ignored);
}

}  // namespace
}  // namespace skald
