// The studio's folder view (tools/skald/studio/folder.h): a record is read once and kept
// until its file changes; a filter runs over what is kept, reading again only the files
// changed or new, and forgetting the files gone.
#include "tools/skald/studio/folder.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>

#include "every_game.h"

namespace skald::studio {
namespace {
namespace fs = std::filesystem;

constexpr char kBrandubGame[] =
    "[rules:dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: "
    "start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n"
    "[attackers:Ann]\n"
    "\n"
    "1. d2-e2 d3-d2 \n"
    "[A quiet opening.|]\n";

class FolderRecordsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    testing::add_every_game(games_);
    variants_ = std::make_unique<game::VariantRegistry>(games_);
    dir_ = fs::temp_directory_path() / ("skald_folder_" + std::to_string(::getpid()));
    fs::create_directories(dir_);
    write("a.otg", kBrandubGame);
    write("b.otg", std::string(kBrandubGame) + "\n2. a4-a2 d5-a5 \n");
    write("bad.otg", "[rules:no such game]\n");
  }
  void TearDown() override { fs::remove_all(dir_); }

  void write(const std::string& name, const std::string& text) {
    std::ofstream(dir_ / name, std::ios::binary) << text;
  }
  nlohmann::ordered_json listed(FolderRecords& folder, const std::string& query) {
    const Answer answer = folder.answer(dir_, query);
    EXPECT_EQ(answer.status, 200) << answer.value().dump();
    return answer.value();
  }
  static std::vector<std::string> files(const nlohmann::ordered_json& listing) {
    std::vector<std::string> names;
    for (const auto& r : listing["records"])
      names.push_back(r["file"].get<std::string>());
    return names;
  }

  game::GameRegistry games_;
  std::unique_ptr<game::VariantRegistry> variants_;
  fs::path dir_;
};

TEST_F(FolderRecordsTest, EachFileIsReadOnceWhileItStaysTheSame) {
  FolderRecords folder(*variants_, "");
  const auto all = listed(folder, "");
  EXPECT_EQ(files(all), (std::vector<std::string>{"a.otg", "b.otg"}));
  EXPECT_EQ(all["bad"].size(), 1u);
  EXPECT_EQ(all["records"][1]["plies"], 4);
  EXPECT_EQ(all["records"][0]["players"]["attackers"], "Ann");
  EXPECT_EQ(folder.reads(), 3u);
  // Filters of every kind run over the records kept: nothing is read again.
  EXPECT_EQ(files(listed(folder, "game:tafl")), (std::vector<std::string>{"a.otg", "b.otg"}));
  EXPECT_EQ(files(listed(folder, "comment:quiet b")), (std::vector<std::string>{"b.otg"}));
  EXPECT_EQ(files(listed(folder, "moves:\"a4-a2\"")), (std::vector<std::string>{"b.otg"}));
  EXPECT_TRUE(files(listed(folder, "game:ataxx")).empty());
  EXPECT_EQ(folder.reads(), 3u);
}

TEST_F(FolderRecordsTest, OnlyAChangedOrNewFileIsReadAgain) {
  FolderRecords folder(*variants_, "");
  listed(folder, "");
  ASSERT_EQ(folder.reads(), 3u);
  // A different size: b.otg changed, and what it says now is listed.
  write("b.otg", std::string(kBrandubGame) + "[attackers-extra:x]\n\n2. a4-a2 d5-a5 \n3. a2-a3 \n");
  write("c.otg", kBrandubGame);
  const auto again = listed(folder, "");
  EXPECT_EQ(folder.reads(), 5u);
  EXPECT_EQ(files(again), (std::vector<std::string>{"a.otg", "b.otg", "c.otg"}));
  EXPECT_EQ(again["records"][1]["plies"], 5);
  // A file removed is no longer listed, and the others are not read for it.
  fs::remove(dir_ / "a.otg");
  EXPECT_EQ(files(listed(folder, "")), (std::vector<std::string>{"b.otg", "c.otg"}));
  EXPECT_EQ(folder.reads(), 5u);
}

TEST_F(FolderRecordsTest, WrongFilterWordsAreRefusedWithoutReading) {
  FolderRecords folder(*variants_, "");
  EXPECT_EQ(folder.answer(dir_, "result:nonsense").status, 400);
  EXPECT_EQ(folder.reads(), 0u);
}

}  // namespace
}  // namespace skald::studio
