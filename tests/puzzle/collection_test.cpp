// The shipped collection (puzzles/): at least twenty puzzles, every one sound (forced, not
// cooked, its lines right), as `skald puzzle check` judges them; tafl's, Ataxx's, the
// Amazons' and The Octagon Theory's. Each proof is cheap (mine_collection.sh keeps none over
// two million nodes), so the release build proves all of them.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "every_game.h"
#include "formats/otn/reader.h"
#include "sanitized.h"
#include "skald/game/registry.h"
#include "skald/puzzle/puzzle_check.h"

namespace skald::puzzle {
namespace {

namespace fs = std::filesystem;

TEST(Collection, EveryPuzzleIsSound) {
  const fs::path folder = fs::path(SKALD_SOURCE_DIR) / "puzzles";
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(folder))
    if (entry.path().extension() == ".otg") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  EXPECT_GE(files.size(), 20u);
  game::GameRegistry games;
  testing::add_every_game(games);
  int ataxx_puzzles = 0;
  int amazons_puzzles = 0;
  int octagon_puzzles = 0;
  // Under the sanitizers a tenth of the puzzles (every kind still among them) is proved.
  const std::size_t stride = static_cast<std::size_t>(testing::sample_size(1, 10));
  for (std::size_t i = 0; i < files.size(); ++i) {
    const fs::path& file = files[i];
    otn::ReadOptions options;
    options.games = &games;
    const otn::ReadResult read = otn::read_otg_file(file.string(), options);
    ASSERT_FALSE(read.diagnostics.has_errors()) << file;
    const game::Game* known = games.game_for_rules_or_null(read.record.rules_text());
    ASSERT_NE(known, nullptr) << file << ": no game plays its rules";
    const game::Game& game = *known;
    ataxx_puzzles += game.name() == "ataxx";
    amazons_puzzles += game.name() == "amazons";
    octagon_puzzles += game.name() == "octagon";
    if (i % stride != 0) continue;
    auto analyser = game.make_analyser();
    const PuzzleReport r = check_puzzle(read.record, game, *analyser);
    EXPECT_EQ(r.verdict, Verdict::sound)
        << file.filename() << ": " << verdict_name(r.verdict) << " " << r.error;
    EXPECT_TRUE(r.cooks.empty()) << file.filename();
  }
  // Every game the collection covers keeps a puzzle (the Amazons' and the Octagon's forced
  // wins seldom have a single winning first move: few of them pass the quality rules).
  EXPECT_GE(ataxx_puzzles, 3);
  EXPECT_GE(amazons_puzzles, 1);
  EXPECT_GE(octagon_puzzles, 1);
}

}  // namespace
}  // namespace skald::puzzle
