// `skald convert` end to end: OTN to XML and back gives the OTN text `skald fmt` writes;
// an existing output is kept unless --force; unknown extensions and broken inputs are
// refused without writing anything.

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "cli/skald_run.h"

namespace skald::cli_test {
namespace {

namespace fs = std::filesystem;

TEST(ConvertCommandTest, OtnToXmlAndBack) {
  const fs::path dir = fs::temp_directory_path() / ("skald_convert_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  fs::copy_file(std::string(SKALD_SOURCE_DIR) + "/examples/brandub-annotated.otg",
                dir / "game.otg");
  ASSERT_EQ(run_skald("fmt game.otg", dir).status, 0);
  SkaldRun r = run_skald("convert game.otg game.xml", dir);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(read_whole_file(dir / "game.xml").find("<record xmlns=\"urn:skald:record:1\""),
            std::string::npos);
  r = run_skald("convert game.xml back.otg", dir);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(read_whole_file(dir / "back.otg"), read_whole_file(dir / "game.otg"));

  r = run_skald("convert game.otg game.xml", dir);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("exists; give --force"), std::string::npos) << r.err;
  EXPECT_EQ(run_skald("convert --force game.otg game.xml", dir).status, 0);

  r = run_skald("convert game.otg game.pgn", dir);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("unknown format"), std::string::npos) << r.err;

  std::ofstream(dir / "broken.xml") << "<record><line><move text=\"z9-z1\"/></line>";
  r = run_skald("convert broken.xml broken.otg", dir);
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.err.find("broken.xml:1:"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir / "broken.otg"));
  fs::remove_all(dir);
}

}  // namespace
}  // namespace skald::cli_test
