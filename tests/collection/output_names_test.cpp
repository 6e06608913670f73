// Output names: safe on every file system, unique within a folder, linear for many alike.

#include "skald/collection/output_names.h"

#include <gtest/gtest.h>

#include <set>

namespace skald::collection {
namespace {

TEST(OutputNamesTest, SafeNames) {
  EXPECT_EQ(safe_file_name("brandub-17.otg"), "brandub-17.otg");
  EXPECT_EQ(safe_file_name("Jay Slater"), "Jay_Slater");
  EXPECT_EQ(safe_file_name("../../etc/passwd"), "_.._.._etc_passwd");
  EXPECT_EQ(safe_file_name(".hidden"), "_.hidden");
  EXPECT_EQ(safe_file_name(".."), "_..");
  EXPECT_EQ(safe_file_name(""), "_");
  EXPECT_EQ(safe_file_name("Straße"), "Stra__e");  // two bytes of UTF-8
  EXPECT_EQ(safe_file_name(std::string(300, 'a')).size(), 100u);
}

TEST(OutputNamesTest, UniqueWithinAFolder) {
  OutputNames names;
  EXPECT_EQ(names.unique("", "game.otg"), "game.otg");
  EXPECT_EQ(names.unique("", "game.otg"), "game-2.otg");
  EXPECT_EQ(names.unique("brandub", "game.otg"), "game.otg");  // another folder
  EXPECT_EQ(names.unique("", "game-3.otg"), "game-3.otg");
  EXPECT_EQ(names.unique("", "game.otg"), "game-4.otg");  // -3 was taken meanwhile
  EXPECT_EQ(names.unique("", "README"), "README");
  EXPECT_EQ(names.unique("", "README"), "README-2");
}

TEST(OutputNamesTest, TenThousandAlikeAreAllDistinct) {
  OutputNames names;
  std::set<std::string> seen;
  for (int i = 0; i < 10000; ++i)
    seen.insert(names.unique("", "game.otg"));
  EXPECT_EQ(seen.size(), 10000u);
  EXPECT_TRUE(seen.count("game-10000.otg"));
}

}  // namespace
}  // namespace skald::collection
