// `skald svg` end to end: a record's node drawn to a file with the engine's move as an
// arrow, the diagram on stdout from the position options, and a cell that is not on the
// board refused.

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>

#include "cli/skald_run.h"

namespace skald::cli_test {
namespace {

namespace fs = std::filesystem;

TEST(SvgCommandTest, DrawsARecordsNodeAndTheOptionsPosition) {
  const fs::path dir = fs::temp_directory_path() / ("skald_svg_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string example = std::string(SKALD_SOURCE_DIR) + "/examples/brandub-annotated.otg";
  SkaldRun r = run_skald("svg " + example + " --at 3a --best 2 --highlight d4 -o board.svg", dir);
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string svg = read_whole_file(dir / "board.svg");
  EXPECT_NE(svg.find("<svg"), std::string::npos);
  EXPECT_NE(svg.find("url(#arrowhead-best)"), std::string::npos) << "the engine's move";
  EXPECT_NE(svg.find("brandub-annotated.otg at 3a"), std::string::npos) << "the title";
  r = run_skald("svg --variant copenhagen --flip --size 300", dir);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("width=\"300\""), std::string::npos);
  EXPECT_NE(r.out.find("<title>k11</title>"), std::string::npos);
  r = run_skald("svg --variant brandub --highlight z9", dir);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("no cell `z9`"), std::string::npos) << r.err;
  fs::remove_all(dir);
}

}  // namespace
}  // namespace skald::cli_test
