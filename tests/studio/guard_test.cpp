// The studio server's checks as pure functions (tools/skald/studio/guard.h); the same
// cases through a running server are in test_serving.py.
#include "tools/skald/studio/guard.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>
#include <vector>

namespace skald::studio {
namespace {
namespace fs = std::filesystem;

class ConfinedPathTest : public ::testing::Test {
 protected:
  void SetUp() override {
    base_ = fs::temp_directory_path() / ("skald_guard_" + std::to_string(::getpid()));
    fs::create_directories(base_ / "root" / "sub");
    std::ofstream(base_ / "root" / "a.otg") << "x";
    std::ofstream(base_ / "outside.otg") << "x";
    fs::create_symlink(base_ / "outside.otg", base_ / "root" / "link.otg");
    fs::create_symlink(base_, base_ / "root" / "up");
    root_ = fs::canonical(base_ / "root");
  }
  void TearDown() override { fs::remove_all(base_); }
  fs::path base_, root_;
};

TEST_F(ConfinedPathTest, AcceptsFilesUnderTheRoot) {
  EXPECT_EQ(confined_path_or_error(root_, "a.otg").path, root_ / "a.otg");
  EXPECT_EQ(confined_path_or_error(root_, "./a.otg").path, root_ / "a.otg");
  EXPECT_EQ(confined_path_or_error(root_, "sub/new.otg").path, root_ / "sub" / "new.otg");
}

TEST_F(ConfinedPathTest, RefusesWhatLeadsOutside) {
  for (const std::string& name :
       std::vector<std::string>{"../outside.otg", "sub/../../outside.otg", "..", "sub/..",
                                "/etc/passwd", (base_ / "outside.otg").string(), "link.otg",
                                "up/outside.otg", "", "sub", ".", std::string("a.otg\0.txt", 10)}) {
    const ConfinedPath p = confined_path_or_error(root_, name);
    EXPECT_FALSE(p.ok()) << name;
    EXPECT_TRUE(p.path.empty()) << name;
  }
}

TEST(HostCheck, LoopbackNamesWithThePortOnly) {
  const auto hosts = allowed_hosts("127.0.0.1", 8765);
  EXPECT_TRUE(host_allowed("127.0.0.1:8765", hosts));
  EXPECT_TRUE(host_allowed("LOCALHOST:8765", hosts));
  EXPECT_TRUE(host_allowed("[::1]:8765", hosts));
  EXPECT_FALSE(host_allowed("evil.example:8765", hosts));
  EXPECT_FALSE(host_allowed("127.0.0.1", hosts));
  EXPECT_FALSE(host_allowed("127.0.0.1:8766", hosts));
  EXPECT_FALSE(host_allowed("", hosts));
}

TEST(OriginCheck, OnlyThisOriginOrNone) {
  const auto hosts = allowed_hosts("127.0.0.1", 8765);
  EXPECT_TRUE(origin_allowed("", hosts));
  EXPECT_TRUE(origin_allowed("http://127.0.0.1:8765", hosts));
  EXPECT_FALSE(origin_allowed("http://evil.example", hosts));
  EXPECT_FALSE(origin_allowed("https://127.0.0.1:8765", hosts));
  EXPECT_FALSE(origin_allowed("null", hosts));
}

TEST(Loopback, OnlyLoopbackAddresses) {
  EXPECT_TRUE(is_loopback_address("127.0.0.1"));
  EXPECT_TRUE(is_loopback_address("::1"));
  EXPECT_TRUE(is_loopback_address("localhost"));
  EXPECT_FALSE(is_loopback_address("0.0.0.0"));
  EXPECT_FALSE(is_loopback_address("192.168.1.2"));
}

TEST(Token, RandomHexAndComparedWhole) {
  const std::string a = new_token(), b = new_token();
  EXPECT_EQ(a.size(), 64u);
  EXPECT_NE(a, b);
  EXPECT_TRUE(tokens_equal(a, a));
  EXPECT_FALSE(tokens_equal(a, b));
  EXPECT_FALSE(tokens_equal(a, a.substr(0, 63)));
  EXPECT_EQ(cookie_value("x=1; skald_studio_token=abc; y=2", kTokenCookie), "abc");
  EXPECT_EQ(cookie_value("x=1", kTokenCookie), std::nullopt);
}

}  // namespace
}  // namespace skald::studio
