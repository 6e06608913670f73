#pragma once

// Locking a file against other processes that change it (two `analyse --annotate` shards,
// an `edit` during a `fmt`), so that each one reads the file, changes it and saves it while
// no other does: without it the second save silently drops the first one's changes.
//
// The lock is an exclusive flock() on the file itself, advisory (it binds programs that
// take it, every skald command that saves a record does). A save replaces the file by
// renaming a new one over it (atomic_write.h), so a process that waited for the lock may
// hold it on the file that was replaced: after locking, the lock is checked against what
// the path names now and taken again on the new file until the two are the same. Nothing
// is left behind on disk, and the lock goes away with the process however it ends.

#include <functional>
#include <optional>
#include <string>

namespace skald::text {

/// A held lock; released when destroyed (or when the process ends).
class FileLock {
 public:
  /// Takes over `locked_fd`, an open descriptor holding the flock (see lock_file()).
  explicit FileLock(int locked_fd) : fd_(locked_fd) {}
  FileLock(FileLock&& other) noexcept;
  FileLock& operator=(FileLock&& other) noexcept;
  FileLock(const FileLock&) = delete;
  FileLock& operator=(const FileLock&) = delete;
  ~FileLock();

 private:
  int fd_ = -1;
};

/// A lock, or why there is none: `busy` when another process holds it (try_lock_file()
/// only), else `error` says what failed (the file is missing, not readable...).
struct FileLockResult {
  std::optional<FileLock> lock;
  bool busy = false;
  std::string error;
};

/// Locks the existing file `path` for this process, waiting while another holds it;
/// `on_wait` is called once, before the first wait (to tell the user why nothing happens).
/// Never throws.
FileLockResult lock_file(const std::string& path, const std::function<void()>& on_wait = {});

/// Locks `path` only when no other process holds it; `busy` otherwise.
FileLockResult try_lock_file(const std::string& path);

}  // namespace skald::text
