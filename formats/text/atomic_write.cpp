#include "formats/text/atomic_write.h"

#include "formats/text/temporary_names.h"

#include <fcntl.h>
#include <sys/stat.h>

#include <unistd.h>
#include <csignal>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <system_error>

namespace skald::text {
namespace {

std::string describe_errno(int error) {
  return std::generic_category().message(error);
}

// Closes and removes the temporary file unless the save got as far as renaming it.
class TemporaryFile {
 public:
  TemporaryFile() = default;
  TemporaryFile(const TemporaryFile&) = delete;
  TemporaryFile& operator=(const TemporaryFile&) = delete;
  ~TemporaryFile() {
    close_fd();
    if (!path_.empty() && !kept_) ::unlink(path_.c_str());
  }

  /// Creates a new file next to `target`, readable and writable as the umask allows.
  /// Returns an errno value on failure, 0 on success.
  int create_beside(const std::filesystem::path& target) {
    for (int attempt = 0; attempt < 100; ++attempt) {
      const std::filesystem::path candidate = temporary_path_beside(target);
      fd_ = ::open(candidate.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
      if (fd_ >= 0) {
        path_ = candidate.string();
        return 0;
      }
      if (errno != EEXIST) return errno;
    }
    return EEXIST;
  }

  int fd() const { return fd_; }
  const std::string& path() const { return path_; }

  /// Closes the descriptor; returns an errno value or 0.
  int close_fd() {
    if (fd_ < 0) return 0;
    const int result = ::close(fd_);
    fd_ = -1;
    return result == 0 ? 0 : errno;
  }

  void keep() { kept_ = true; }

 private:
  int fd_ = -1;
  std::string path_;
  bool kept_ = false;
};

int write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t written = ::write(fd, bytes.data(), bytes.size());
    if (written < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    bytes.remove_prefix(static_cast<std::size_t>(written));
  }
  return 0;
}

// The file a save must replace: `path` itself, or what it links to.
std::optional<std::string> resolve_target(const std::string& path, std::string& target) {
  struct stat link_info {};
  if (::lstat(path.c_str(), &link_info) == 0 && S_ISLNK(link_info.st_mode)) {
    char resolved[PATH_MAX];
    if (::realpath(path.c_str(), resolved) == nullptr) {
      return "cannot save '" + path +
             "': cannot follow the symbolic link: " + describe_errno(errno);
    }
    target = resolved;
  } else {
    target = path;
  }
  return std::nullopt;
}

}  // namespace

void sync_directory(const std::filesystem::path& dir) {
  // Best effort: the renames have happened; some file systems cannot sync a directory.
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

std::optional<std::string> write_file_atomically(const std::string& path, std::string_view bytes) {
  if (path.empty()) return "cannot save: no file name given";
  std::string target_name;
  if (auto error = resolve_target(path, target_name)) return error;
  std::filesystem::path target(target_name);
  if (!target.has_filename()) {
    return "cannot save '" + path + "': the path names a directory, not a file";
  }
  if (target.parent_path().empty()) target = std::filesystem::path(".") / target;

  struct stat existing {};
  const bool exists = ::stat(target.c_str(), &existing) == 0;
  if (exists && !S_ISREG(existing.st_mode)) {
    return "cannot save '" + path + "': it exists and is not a regular file";
  }
  // Renaming over a read-only file would replace it (root may even write into it): an
  // editor refuses, and so does skald.
  if (exists && ((existing.st_mode & 0222) == 0 || ::access(target.c_str(), W_OK) != 0)) {
    return "cannot save '" + path +
           "': the file is read-only; make it writable (chmod u+w) to save changes to it";
  }
  remove_stale_temporaries(target);

  TemporaryFile temporary;
  if (const int error = temporary.create_beside(target)) {
    return "cannot save '" + path + "': cannot create a temporary file in '" +
           target.parent_path().string() + "': " + describe_errno(error);
  }
  if (exists) {
    if (::fchmod(temporary.fd(), existing.st_mode & 07777) != 0) {
      return "cannot save '" + path + "': cannot copy the permissions: " + describe_errno(errno);
    }
    // Keeping the owner only works with privileges; without them the file is ours.
    [[maybe_unused]] const int ignored = ::fchown(temporary.fd(), existing.st_uid, existing.st_gid);
  }
  if (const int error = write_all(temporary.fd(), bytes)) {
    return "cannot save '" + path + "': writing failed: " + describe_errno(error);
  }
  if (::fsync(temporary.fd()) != 0) {
    return "cannot save '" + path + "': flushing to disk failed: " + describe_errno(errno);
  }
  if (const int error = temporary.close_fd()) {
    return "cannot save '" + path + "': closing failed: " + describe_errno(error);
  }
  if (::rename(temporary.path().c_str(), target.c_str()) != 0) {
    return "cannot save '" + path + "': replacing the file failed: " + describe_errno(errno);
  }
  temporary.keep();
  sync_directory(target.parent_path());
  return std::nullopt;
}

}  // namespace skald::text
