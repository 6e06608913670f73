// Listing the records of a collection: files as given, folders walked for .otg in sorted
// order, lists of paths from a stream, missing paths reported with where they were named.

#include "formats/collection/record_paths.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
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

// An unreadable subfolder is said, as an unreadable file is, not skipped without a word; the
// rest of the walk goes on. (Root reads any folder: the walk then runs in a child process
// as nobody.)
TEST_F(RecordPathsTest, AnUnreadableSubfolderIsReported) {
  fs::create_directories(dir_ / "sub/locked");
  std::ofstream(dir_ / "sub/locked/hidden.otg") << "x";
  fs::permissions(dir_ / "sub/locked", fs::perms::none);
  const auto walk = [&] {
    std::istringstream none;
    const RecordPaths listed = list_record_paths({dir_.string()}, none);
    std::string said;
    for (const std::string& path : listed.paths)
      said += path + "\n";
    for (const Diagnostic& d : listed.diagnostics.items())
      said += format_diagnostic(d) + "\n";
    return said;
  };
  std::string said;
  if (::geteuid() != 0) {
    said = walk();
  } else {
    int pipe_ends[2];
    ASSERT_EQ(::pipe(pipe_ends), 0);
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      ::close(pipe_ends[0]);
      if (::setgid(65534) != 0 || ::setuid(65534) != 0) ::_exit(3);
      const std::string text = walk();
      const bool sent =
          ::write(pipe_ends[1], text.data(), text.size()) == static_cast<ssize_t>(text.size());
      ::_exit(sent ? 0 : 4);
    }
    ::close(pipe_ends[1]);
    char buffer[4096];
    for (ssize_t n; (n = ::read(pipe_ends[0], buffer, sizeof buffer)) > 0;)
      said.append(buffer, static_cast<std::size_t>(n));
    ::close(pipe_ends[0]);
    int status = 0;
    ::waitpid(child, &status, 0);
    ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << status;
  }
  fs::permissions(dir_ / "sub/locked", fs::perms::owner_all);
  EXPECT_EQ(said, p("a.otg") + "\n" + p("b.otg") + "\n" + p("sub/deeper/c.OTG") + "\n" +
                      p("sub/z.otg") + "\n" + p("sub/locked") +
                      ": error: cannot read the folder: Permission denied\n");
}

}  // namespace
}  // namespace skald::collection
