#include "formats/text/terminal.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>

namespace skald::text {
namespace {

// A pipe is never a terminal, so these tests see the fallbacks whatever runs them.
class TerminalColumns : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_EQ(::pipe(fds_), 0);
    if (const char* old = std::getenv("COLUMNS")) saved_ = old;
  }
  void TearDown() override {
    ::close(fds_[0]);
    ::close(fds_[1]);
    if (saved_.empty()) {
      ::unsetenv("COLUMNS");
    } else {
      ::setenv("COLUMNS", saved_.c_str(), 1);
    }
  }
  int fds_[2] = {-1, -1};
  std::string saved_;
};

TEST_F(TerminalColumns, UsesColumnsWhenNotATerminal) {
  ::setenv("COLUMNS", "123", 1);
  EXPECT_EQ(terminal_columns(fds_[1]), 123);
}

TEST_F(TerminalColumns, IgnoresAMalformedColumns) {
  ::setenv("COLUMNS", "12x", 1);
  EXPECT_EQ(terminal_columns(fds_[1]), 80);
  ::setenv("COLUMNS", "0", 1);
  EXPECT_EQ(terminal_columns(fds_[1]), 80);
}

TEST_F(TerminalColumns, DefaultsToEighty) {
  ::unsetenv("COLUMNS");
  EXPECT_EQ(terminal_columns(fds_[1]), 80);
}

TEST(ColourWanted, OnlyOnATerminalThatShowsColours) {
  EXPECT_TRUE(colour_wanted(true, nullptr, "xterm-256color"));
  EXPECT_FALSE(colour_wanted(false, nullptr, "xterm")) << "a pipe or a file";
  EXPECT_FALSE(colour_wanted(true, "1", "xterm")) << "NO_COLOR set";
  EXPECT_FALSE(colour_wanted(true, "anything", "xterm"));
  EXPECT_TRUE(colour_wanted(true, "", "xterm")) << "NO_COLOR empty counts as unset";
  EXPECT_FALSE(colour_wanted(true, nullptr, "dumb"));
  EXPECT_FALSE(colour_wanted(true, nullptr, ""));
  EXPECT_FALSE(colour_wanted(true, nullptr, nullptr)) << "TERM unset";
}

TEST_F(TerminalColumns, APipeGetsNoColour) {
  EXPECT_FALSE(colour_wanted_on(fds_[1]));
}

}  // namespace
}  // namespace skald::text
