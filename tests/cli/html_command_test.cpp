// `skald html` end to end: a page written atomically for a record, its help, a record with
// errors refused without a page, and a puzzle record without a goal opened as a viewer with
// a warning.

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "cli/skald_run.h"

namespace skald::cli_test {
namespace {

namespace fs = std::filesystem;

TEST(HtmlCommandTest, WritesAPageOrNothing) {
  const fs::path dir = fs::temp_directory_path() / ("skald_html_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string source = SKALD_SOURCE_DIR;
  SkaldRun r = run_skald("html " + source + "/examples/amazons-annotated.otg -o game.html", dir);
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string page = read_whole_file(dir / "game.html");
  EXPECT_TRUE(page.starts_with("<!DOCTYPE html>"));
  EXPECT_NE(page.find("\"game\":\"amazons\""), std::string::npos);
  EXPECT_NE(page.find("amazons-annotated.otg"), std::string::npos) << "the file under the title";

  r = run_skald("html " + source + "/tests/data/puzzles/02-brandub-2-13a.otg --title 'Brandub 2'",
                dir);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("<title>Brandub 2</title>"), std::string::npos);
  EXPECT_NE(r.out.find("\"mode\":\"strict\""), std::string::npos);
  EXPECT_NE(r.err.find("the puzzle's answers:"), std::string::npos) << r.err;

  r = run_skald("html " + source + "/tests/cli/data/bad.otg -o bad.html", dir);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("bad.otg:"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir / "bad.html")) << "nothing half-written";

  // A puzzle that asks nothing it can be held to: shown as a record.
  std::ofstream(dir / "no-goal.otg")
      << "[rules:dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: "
         "start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n[puzzle-mode:loose]\n\n1. d2-e2 d3-d2 \n[|]\n";
  r = run_skald("html no-goal.otg -o no-goal.html", dir);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(
      r.err.find("no-goal.otg: warning: the page opens as a viewer, not as a puzzle: no goal"),
      std::string::npos)
      << r.err;
  EXPECT_NE(read_whole_file(dir / "no-goal.html").find("\"puzzle\":null"), std::string::npos);

  r = run_skald("html --help", dir);
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("skald html examples/brandub-annotated.otg -o brandub.html"),
            std::string::npos);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace skald::cli_test
