// Listing the records of a collection: files as given, folders walked for .otg in sorted
// order, lists of paths from a stream, missing paths reported with where they were named.

#include "formats/collection/record_paths.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace skald::collection {
namespace {

namespace fs = std::filesystem;

class RecordPathsTest : public ::testing::Test {
 protected:
  RecordPathsTest() {
    dir_ = fs::temp_directory_path() / ("skald_record_paths_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    for (const char* file : {"b.otg", "a.otg", "notes.txt", "sub/deeper/c.OTG", "sub/z.otg"}) {
      fs::create_directories((dir_ / file).parent_path());
      std::ofstream(dir_ / file) << "x";
    }
  }
  ~RecordPathsTest() override { fs::remove_all(dir_); }
  std::string p(const std::string& name) const { return (dir_ / name).string(); }

  fs::path dir_;
};

TEST_F(RecordPathsTest, FoldersAreWalkedInOrder) {
  std::istringstream none;
  const RecordPaths listed = list_record_paths({dir_.string()}, none);
  EXPECT_FALSE(listed.diagnostics.has_errors());
  EXPECT_EQ(listed.paths, (std::vector<std::string>{p("a.otg"), p("b.otg"), p("sub/deeper/c.OTG"),
                                                    p("sub/z.otg")}));
}

TEST_F(RecordPathsTest, FilesAreTakenAsGivenAndMissingOnesReported) {
  std::istringstream none;
  const RecordPaths listed =
      list_record_paths({p("notes.txt"), p("missing.otg"), p("b.otg")}, none);
  EXPECT_EQ(listed.paths, (std::vector<std::string>{p("notes.txt"), p("b.otg")}));
  ASSERT_EQ(listed.diagnostics.items().size(), 1u);
  EXPECT_EQ(format_diagnostic(listed.diagnostics.items()[0]),
            p("missing.otg") + ": error: no such file or folder");
}

TEST_F(RecordPathsTest, ListsFromAStream) {
  std::istringstream list(p("b.otg") + "\r\n\n   \n" + p("sub") + "\n" + p("gone.otg") + "\n");
  const RecordPaths listed = list_record_paths({p("a.otg"), "-"}, list);
  EXPECT_EQ(listed.paths, (std::vector<std::string>{p("a.otg"), p("b.otg"), p("sub/deeper/c.OTG"),
                                                    p("sub/z.otg")}));
  ASSERT_EQ(listed.diagnostics.items().size(), 1u);
  EXPECT_EQ(format_diagnostic(listed.diagnostics.items()[0]),
            "<stdin>:5: error: " + p("gone.otg") + ": no such file or folder");
}

}  // namespace
}  // namespace skald::collection
