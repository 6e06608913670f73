#include "formats/text/file_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

namespace skald::text {

FileLock::FileLock(FileLock&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}

FileLock& FileLock::operator=(FileLock&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = std::exchange(other.fd_, -1);
  }
  return *this;
}

FileLock::~FileLock() {
  if (fd_ >= 0) ::close(fd_);  // closing the last descriptor releases the flock
}

namespace {

/// Locks `path` (waiting when `wait`), retaking the lock while a save replaced the file
/// during the wait.
FileLockResult lock(const std::string& path, bool wait, const std::function<void()>& on_wait) {
  FileLockResult result;
  bool told = false;
  for (;;) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
      result.error = std::strerror(errno);
      return result;
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
      if (errno != EWOULDBLOCK) {
        result.error = std::string("cannot lock: ") + std::strerror(errno);
        ::close(fd);
        return result;
      }
      if (!wait) {
        ::close(fd);
        result.busy = true;
        return result;
      }
      if (!told && on_wait) on_wait();
      told = true;
      int status;
      while ((status = ::flock(fd, LOCK_EX)) != 0 && errno == EINTR) {
      }
      if (status != 0) {
        result.error = std::string("cannot lock: ") + std::strerror(errno);
        ::close(fd);
        return result;
      }
    }
    // Is the locked file still the one the path names?
    struct stat locked {};
    struct stat named {};
    if (::fstat(fd, &locked) == 0 && ::stat(path.c_str(), &named) == 0 &&
        locked.st_dev == named.st_dev && locked.st_ino == named.st_ino) {
      result.lock.emplace(FileLock(fd));
      return result;
    }
    ::close(fd);  // replaced (or removed) while we waited: lock what is there now
  }
}

}  // namespace

FileLockResult lock_file(const std::string& path, const std::function<void()>& on_wait) {
  return lock(path, true, on_wait);
}

FileLockResult try_lock_file(const std::string& path) {
  return lock(path, false, {});
}

}  // namespace skald::text
