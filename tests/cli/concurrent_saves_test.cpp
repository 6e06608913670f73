// Commands that save a record lock it, read it under the lock and save before releasing
// it, so two of them changing one file at once lose nothing (issue 8: two `analyse
// --annotate --shard K/N` runs at once lost 12 of 23 annotations); annotating again
// replaces skald's earlier verdict at a node instead of adding a second one.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <optional>
#include <regex>
#include <string>
#include <thread>
#include <vector>

#include "cli/skald_run.h"
#include "formats/text/atomic_write.h"
#include "formats/text/file_lock.h"

namespace {

using skald::cli_test::read_whole_file;
using skald::cli_test::run_skald;
namespace fs = std::filesystem;

const fs::path kExample = SKALD_SOURCE_DIR "/examples/brandub-annotated.otg";

class ConcurrentSaves : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("skald_concurrent_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_);
    fs::copy_file(kExample, dir_ / "game.otg", fs::copy_options::overwrite_existing);
  }
  void TearDown() override { fs::remove_all(dir_); }

  /// The verdicts in the record: one entry per comment segment holding one, counted.
  std::vector<int> verdicts_per_segment() const {
    const std::string text = read_whole_file(dir_ / "game.otg");
    std::vector<int> out;
    static const std::regex kSegment(R"([^\[\]|]+)");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), kSegment);
         it != std::sregex_iterator(); ++it) {
      const std::string segment = it->str();
      int count = 0;
      for (std::size_t at = segment.find("skald depth"); at != std::string::npos;
           at = segment.find("skald depth", at + 1))
        ++count;
      if (count > 0) out.push_back(count);
    }
    return out;
  }
  fs::path dir_;
};

TEST_F(ConcurrentSaves, AnnotateShardsRunAtOnceLoseNothing) {
  // The verdicts one run writes alone.
  ASSERT_EQ(run_skald("analyse game.otg --mainline --depth 2 --annotate", dir_).status, 0);
  const std::size_t expected = verdicts_per_segment().size();
  ASSERT_GE(expected, 20u);
  for (int round = 0; round < 3; ++round) {
    fs::copy_file(kExample, dir_ / "game.otg", fs::copy_options::overwrite_existing);
    constexpr int kShards = 6;
    std::vector<std::thread> shards;
    std::vector<int> status(kShards, -1);
    for (int k = 1; k <= kShards; ++k)
      shards.emplace_back([&, k] {
        status[k - 1] = run_skald("analyse game.otg --mainline --depth 2 --annotate --shard " +
                                      std::to_string(k) + "/" + std::to_string(kShards),
                                  dir_)
                            .status;
      });
    for (std::thread& t : shards)
      t.join();
    for (int s : status)
      EXPECT_EQ(s, 0);
    EXPECT_EQ(verdicts_per_segment().size(), expected) << "round " << round;
    ASSERT_EQ(run_skald("validate game.otg", dir_).status, 0);
  }
}

TEST_F(ConcurrentSaves, AnnotatingAgainReplacesTheEarlierVerdict) {
  ASSERT_EQ(run_skald("analyse game.otg --mainline --depth 1 --annotate", dir_).status, 0);
  const std::vector<int> first = verdicts_per_segment();
  ASSERT_FALSE(first.empty());
  ASSERT_EQ(run_skald("analyse game.otg --mainline --depth 2 --annotate", dir_).status, 0);
  const std::vector<int> second = verdicts_per_segment();
  EXPECT_EQ(second.size(), first.size());
  for (int count : second)
    EXPECT_EQ(count, 1);
  const std::string text = read_whole_file(dir_ / "game.otg");
  EXPECT_EQ(text.find("skald depth 1,"), std::string::npos);
  // The user's own comment stays in front of the verdict.
  EXPECT_NE(text.find("A quiet opening: the attacker on d2 steps aside and frees the d-file. "
                      "skald depth 2, for attackers: "),
            std::string::npos)
      << text;
}

TEST_F(ConcurrentSaves, AnEditWaitsForTheLockAndKeepsTheOtherChange) {
  // This test holds the lock, as another skald saving the record would; the edit started
  // meanwhile waits, and once the holder has saved (replacing the file) and released the
  // lock, it reads the new file, so both changes are kept. (Without the lock the edit
  // would save at once and the holder's save would drop its comment.)
  const fs::path game = dir_ / "game.otg";
  std::optional<skald::text::FileLock> held = std::move(skald::text::lock_file(game.string()).lock);
  ASSERT_TRUE(held);
  skald::cli_test::SkaldRun edit;
  std::thread editor(
      [&] { edit = run_skald("edit game.otg comment 2a 'added by the edit'", dir_); });
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  std::string text = read_whole_file(game);
  const std::size_t event = text.find("[event:skald example]");
  ASSERT_NE(event, std::string::npos);
  text.replace(event, 21, "[event:saved by the holder]");
  ASSERT_FALSE(skald::text::write_file_atomically(game.string(), text));
  held.reset();
  editor.join();
  EXPECT_EQ(edit.status, 0) << edit.err;
  EXPECT_NE(edit.err.find("waiting: another process is changing this file"), std::string::npos)
      << edit.err;
  const std::string after = read_whole_file(game);
  EXPECT_NE(after.find("[event:saved by the holder]"), std::string::npos);
  EXPECT_NE(after.find("added by the edit"), std::string::npos);
}

}  // namespace
