// StagedFolder's whole_folder mode (formats/text/staged_folder.h), which the puzzle book
// writes its site with: the new content replaces the old whole at commit, nothing is
// seen before, a run given up leaves the old folder as it was, and a folder that is a
// symbolic link is refused.

#include "formats/text/staged_folder.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace skald::text {
namespace {

namespace fs = std::filesystem;

class StagedWholeFolder : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() /
           ("skald_staged_" + std::to_string(::getpid()) + "_" + info->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "site" / "old");
    std::ofstream(dir_ / "site" / "index.html") << "old index";
    std::ofstream(dir_ / "site" / "old" / "page.html") << "old page";
  }
  void TearDown() override { fs::remove_all(dir_); }

  static std::string read(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream content;
    content << in.rdbuf();
    return content.str();
  }
  /// The names in the test's folder.
  std::vector<std::string> entries() const {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(dir_))
      names.push_back(e.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
  }

  fs::path dir_;
};

TEST_F(StagedWholeFolder, ReplacesTheFolderWholeAtCommit) {
  StagedFolder site((dir_ / "site").string(), {.whole_folder = true});
  ASSERT_EQ(site.open(), std::nullopt);
  ASSERT_EQ(site.add("index.html", "new index"), std::nullopt) << "an existing file is no bar";
  ASSERT_EQ(site.add("puzzles/a.html", "a"), std::nullopt);
  EXPECT_EQ(read(dir_ / "site" / "index.html"), "old index") << "nothing seen before commit";
  ASSERT_EQ(site.commit(), std::nullopt);
  EXPECT_EQ(read(dir_ / "site" / "index.html"), "new index");
  EXPECT_EQ(read(dir_ / "site" / "puzzles" / "a.html"), "a");
  EXPECT_FALSE(fs::exists(dir_ / "site" / "old")) << "what the new content lacks is gone";
  EXPECT_EQ(entries(), std::vector<std::string>{"site"}) << "no staging folder left";
}

TEST_F(StagedWholeFolder, AFolderMadeNewAppearsWhole) {
  {
    StagedFolder site((dir_ / "new").string(), {.whole_folder = true});
    ASSERT_EQ(site.open(), std::nullopt);
    ASSERT_EQ(site.add("index.html", "x"), std::nullopt);
    ASSERT_EQ(site.commit(), std::nullopt);
  }
  EXPECT_EQ(read(dir_ / "new" / "index.html"), "x");
  EXPECT_EQ(entries(), (std::vector<std::string>{"new", "site"}));
}

TEST_F(StagedWholeFolder, GivenUpLeavesTheOldFolder) {
  {
    StagedFolder site((dir_ / "site").string(), {.whole_folder = true});
    ASSERT_EQ(site.open(), std::nullopt);
    ASSERT_EQ(site.add("index.html", "half"), std::nullopt);
  }  // no commit: a failed run
  EXPECT_EQ(read(dir_ / "site" / "index.html"), "old index");
  EXPECT_EQ(read(dir_ / "site" / "old" / "page.html"), "old page");
  EXPECT_EQ(entries(), std::vector<std::string>{"site"});
}

TEST_F(StagedWholeFolder, RefusesALinkAndNamesOutsideTheFolder) {
  fs::create_directory_symlink(dir_ / "site", dir_ / "link");
  StagedFolder through_link((dir_ / "link").string(), {.whole_folder = true});
  const std::optional<std::string> refused = through_link.open();
  ASSERT_TRUE(refused.has_value());
  EXPECT_NE(refused->find("symbolic link"), std::string::npos) << *refused;

  StagedFolder site((dir_ / "site").string(), {.whole_folder = true});
  ASSERT_EQ(site.open(), std::nullopt);
  EXPECT_TRUE(site.add("../outside.html", "x").has_value());
  EXPECT_TRUE(site.add("/tmp/outside.html", "x").has_value());
  EXPECT_FALSE(fs::exists(dir_ / "outside.html"));
}

}  // namespace
}  // namespace skald::text
