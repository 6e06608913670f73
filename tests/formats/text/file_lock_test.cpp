#include "formats/text/file_lock.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "formats/text/atomic_write.h"

namespace skald::text {
namespace {

namespace fs = std::filesystem;

class FileLocking : public ::testing::Test {
 protected:
  void SetUp() override {
    path_ = fs::temp_directory_path() /
            ("skald_lock_" + std::to_string(::getpid()) + "_" +
             ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".otg");
    std::ofstream(path_) << "old";
  }
  void TearDown() override { fs::remove(path_); }
  fs::path path_;
};

TEST_F(FileLocking, ASecondLockWaitsForTheFirst) {
  FileLockResult first = lock_file(path_.string());
  ASSERT_TRUE(first.lock) << first.error;
  const FileLockResult second = try_lock_file(path_.string());
  EXPECT_FALSE(second.lock);
  EXPECT_TRUE(second.busy);
  first.lock.reset();
  EXPECT_TRUE(try_lock_file(path_.string()).lock);
}

TEST_F(FileLocking, AWaiterLocksTheFileThatReplacedTheOneItWaitedFor) {
  FileLockResult holder = lock_file(path_.string());
  ASSERT_TRUE(holder.lock);
  std::atomic<bool> waited = false;
  std::atomic<bool> locked = false;
  std::optional<FileLock> waiter_lock;
  std::thread waiter([&] {
    FileLockResult r = lock_file(path_.string(), [&] { waited = true; });
    waiter_lock = std::move(r.lock);
    locked = true;
  });
  while (!waited)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  // The holder saves as skald does, renaming a new file over the path, then releases.
  ASSERT_FALSE(write_file_atomically(path_.string(), "new"));
  holder.lock.reset();
  waiter.join();
  ASSERT_TRUE(locked);
  ASSERT_TRUE(waiter_lock);
  // The waiter holds the lock of the file the path names now, so nobody else gets it.
  EXPECT_TRUE(try_lock_file(path_.string()).busy);
  waiter_lock.reset();
  EXPECT_TRUE(try_lock_file(path_.string()).lock);
}

TEST_F(FileLocking, AMissingFileIsAnError) {
  const FileLockResult r = lock_file((path_.string() + ".missing"));
  EXPECT_FALSE(r.lock);
  EXPECT_FALSE(r.busy);
  EXPECT_NE(r.error.find("No such file"), std::string::npos) << r.error;
}

}  // namespace
}  // namespace skald::text
