#include "formats/text/atomic_write.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <csignal>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace skald::text {
namespace {

namespace fs = std::filesystem;

// Each test gets a fresh directory of its own.
class AtomicWrite : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() /
           ("skald_atomic_" + std::to_string(::getpid()) + "_" + info->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override {
    fs::permissions(dir_, fs::perms::owner_all, fs::perm_options::add);
    fs::remove_all(dir_);
  }

  static std::string read(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream content;
    content << in.rdbuf();
    return content.str();
  }
  static void write_plain(const fs::path& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary) << bytes;
  }
  std::vector<std::string> entries() const {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(dir_)) {
      names.push_back(entry.path().filename().string());
    }
    std::sort(names.begin(), names.end());
    return names;
  }
  static mode_t mode_of(const fs::path& path) {
    struct stat info {};
    EXPECT_EQ(::stat(path.c_str(), &info), 0);
    return info.st_mode & 07777;
  }

  fs::path dir_;
};

TEST_F(AtomicWrite, CreatesANewFileWithTheUmaskApplied) {
  const mode_t old_mask = ::umask(022);
  const fs::path target = dir_ / "new.otg";
  const auto error = write_file_atomically(target.string(), "[Event \"x\"]\n");
  ::umask(old_mask);
  ASSERT_FALSE(error) << *error;
  EXPECT_EQ(read(target), "[Event \"x\"]\n");
  EXPECT_EQ(mode_of(target), 0644u);
  EXPECT_EQ(entries(), (std::vector<std::string>{"new.otg"}));
}

TEST_F(AtomicWrite, ReplacesContentAndKeepsPermissions) {
  const fs::path target = dir_ / "game.otg";
  write_plain(target, "old content that is longer than the new one");
  ASSERT_EQ(::chmod(target.c_str(), 0640), 0);
  const auto error = write_file_atomically(target.string(), "new");
  ASSERT_FALSE(error) << *error;
  EXPECT_EQ(read(target), "new");
  EXPECT_EQ(mode_of(target), 0640u);
  EXPECT_EQ(entries(), (std::vector<std::string>{"game.otg"}));
}

TEST_F(AtomicWrite, WritesEmptyAndBinaryContent) {
  const fs::path target = dir_ / "bin";
  const std::string bytes("a\0b\xFF", 4);
  ASSERT_FALSE(write_file_atomically(target.string(), bytes));
  EXPECT_EQ(read(target), bytes);
  ASSERT_FALSE(write_file_atomically(target.string(), ""));
  EXPECT_EQ(read(target), "");
}

TEST_F(AtomicWrite, ReplacesTheFileBehindASymlinkAndKeepsTheLink) {
  const fs::path real = dir_ / "real.otg";
  const fs::path link = dir_ / "link.otg";
  write_plain(real, "before");
  fs::create_symlink(real, link);
  const auto error = write_file_atomically(link.string(), "after");
  ASSERT_FALSE(error) << *error;
  EXPECT_TRUE(fs::is_symlink(link));
  EXPECT_EQ(read(real), "after");
  EXPECT_EQ(entries(), (std::vector<std::string>{"link.otg", "real.otg"}));
}

TEST_F(AtomicWrite, RefusesToReplaceADirectory) {
  const fs::path target = dir_ / "folder";
  fs::create_directory(target);
  write_plain(target / "inside", "kept");
  const auto error = write_file_atomically(target.string(), "x");
  ASSERT_TRUE(error);
  EXPECT_NE(error->find("not a regular file"), std::string::npos) << *error;
  EXPECT_EQ(read(target / "inside"), "kept");
  EXPECT_EQ(entries(), (std::vector<std::string>{"folder"}));
}

TEST_F(AtomicWrite, FailsWhenTheDirectoryDoesNotExist) {
  const auto error = write_file_atomically((dir_ / "missing" / "game.otg").string(), "x");
  ASSERT_TRUE(error);
  EXPECT_NE(error->find("temporary file"), std::string::npos) << *error;
  EXPECT_NE(error->find("No such file or directory"), std::string::npos) << *error;
}

TEST_F(AtomicWrite, FailedWriteLeavesTheOriginalAndNoTemporaryFile) {
  // A file size limit makes write() fail with EFBIG part way, like a full disk would.
  const fs::path target = dir_ / "game.otg";
  write_plain(target, "original");
  struct rlimit old_limit {};
  ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &old_limit), 0);
  struct rlimit small = old_limit;
  small.rlim_cur = 4096;
  void (*old_handler)(int) = ::signal(SIGXFSZ, SIG_IGN);
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &small), 0);
  const auto error = write_file_atomically(target.string(), std::string(100000, 'x'));
  ::setrlimit(RLIMIT_FSIZE, &old_limit);
  ::signal(SIGXFSZ, old_handler);
  ASSERT_TRUE(error);
  EXPECT_NE(error->find("writing failed"), std::string::npos) << *error;
  EXPECT_EQ(read(target), "original");
  EXPECT_EQ(entries(), (std::vector<std::string>{"game.otg"}));
}

TEST_F(AtomicWrite, ReadOnlyDirectoryLeavesTheOriginal) {
  if (::geteuid() == 0) {
    GTEST_SKIP() << "running as root, which may write into read-only directories; the "
                    "failed-write case is covered by FailedWriteLeavesTheOriginal...";
  }
  const fs::path target = dir_ / "game.otg";
  write_plain(target, "original");
  fs::permissions(dir_, fs::perms::owner_read | fs::perms::owner_exec);
  const auto error = write_file_atomically(target.string(), "new");
  fs::permissions(dir_, fs::perms::owner_all);
  ASSERT_TRUE(error);
  EXPECT_NE(error->find("Permission denied"), std::string::npos) << *error;
  EXPECT_EQ(read(target), "original");
  EXPECT_EQ(entries(), (std::vector<std::string>{"game.otg"}));
}

TEST_F(AtomicWrite, AReadOnlyFileIsNotReplaced) {
  // Root could rename over it and even write into it; an editor refuses, and so do we.
  const fs::path target = dir_ / "game.otg";
  write_plain(target, "original");
  ::chmod(target.c_str(), 0444);
  const auto error = write_file_atomically(target.string(), "new");
  ASSERT_TRUE(error);
  EXPECT_NE(error->find("read-only"), std::string::npos) << *error;
  EXPECT_EQ(read(target), "original");
  EXPECT_EQ(mode_of(target), 0444u);
  EXPECT_EQ(entries(), std::vector<std::string>{"game.otg"});
}

TEST_F(AtomicWrite, TheNextSaveRemovesWhatAKilledSaveLeftBehind) {
  const fs::path target = dir_ / "game.otg";
  write_plain(target, "original");
  // A child that starts a save of its own and is killed before it renames: its temporary
  // file (named with its pid) stays behind.
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    write_plain(dir_ / (".game.otg.tmp-" + std::to_string(::getpid()) + "-0badf00d"), "half");
    ::raise(SIGKILL);
  }
  int status = 0;
  ::waitpid(child, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status));
  ASSERT_EQ(entries().size(), 2u);
  EXPECT_EQ(read(target), "original");
  ASSERT_FALSE(write_file_atomically(target.string(), "new"));
  EXPECT_EQ(read(target), "new");
  EXPECT_EQ(entries(), std::vector<std::string>{"game.otg"});
}

TEST_F(AtomicWrite, EmptyPathIsAnError) {
  EXPECT_TRUE(write_file_atomically("", "x"));
}

}  // namespace
}  // namespace skald::text
