#include "formats/text/staged_folder.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>  // renameat2
#include <filesystem>
#include <set>
#include <system_error>

#include "formats/text/atomic_write.h"
#include "formats/text/temporary_names.h"

namespace skald::text {
namespace {

namespace fs = std::filesystem;

std::string describe_errno(int error) {
  return std::generic_category().message(error);
}

/// What is at `path` itself, a link not followed: 0 when nothing is.
mode_t entry_type(const fs::path& path) {
  struct stat info {};
  if (::lstat(path.c_str(), &info) != 0) return 0;
  return info.st_mode & S_IFMT;
}

/// The staging folder's name for the files of `folder`: beside it when it is to be made,
/// inside it when it exists (a rename within one file system is what moves them).
fs::path staging_target(const fs::path& folder, bool folder_exists) {
  return folder_exists ? folder / "skald-staging" : folder;
}

int write_new_file(const fs::path& path, std::string_view bytes) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd < 0) return errno;
  while (!bytes.empty()) {
    const ssize_t written = ::write(fd, bytes.data(), bytes.size());
    if (written < 0 && errno == EINTR) continue;
    if (written < 0) {
      const int error = errno;
      ::close(fd);
      return error;
    }
    bytes.remove_prefix(static_cast<std::size_t>(written));
  }
  return ::close(fd) == 0 ? 0 : errno;
}

/// One flush for every file staged: the file system's, where the system has it.
int flush_file_system(const fs::path& inside) {
  const int fd = ::open(inside.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return errno;
#ifdef __linux__
  const int result = ::syncfs(fd) == 0 ? 0 : errno;
#else
  ::sync();
  const int result = 0;
#endif
  ::close(fd);
  return result;
}

/// Puts `staging` in the place of `folder` and `folder` in that of `staging`, in one step
/// where the system can (Linux's renameat2), else in two renames; errno or 0.
int exchange_folders(const fs::path& staging, const fs::path& folder) {
#ifdef RENAME_EXCHANGE
  if (::renameat2(AT_FDCWD, staging.c_str(), AT_FDCWD, folder.c_str(), RENAME_EXCHANGE) == 0)
    return 0;
  if (errno != EINVAL && errno != ENOSYS) return errno;
#endif
  const fs::path old = temporary_path_beside(folder);
  if (::rename(folder.c_str(), old.c_str()) != 0) return errno;
  if (::rename(staging.c_str(), folder.c_str()) != 0) {
    const int error = errno;
    ::rename(old.c_str(), folder.c_str());
    return error;
  }
  return ::rename(old.c_str(), staging.c_str()) == 0 ? 0 : errno;
}

}  // namespace

StagedFolder::StagedFolder(std::string folder, StagedFolderOptions options)
    : folder_(std::move(folder)), options_(options) {}

StagedFolder::~StagedFolder() {
  if (staging_.empty()) return;
  std::error_code error;
  if (!committed_ || folder_existed_) fs::remove_all(staging_, error);
}

std::optional<std::string> StagedFolder::open() {
  if (folder_.empty()) return "cannot write files: no folder given";
  std::error_code error;
  const fs::path folder(folder_);
  if (options_.whole_folder && entry_type(folder) == S_IFLNK)
    return "cannot write files into '" + folder_ +
           "': it is a symbolic link (give the folder itself)";
  // The folder the user named may itself be a link: it is followed, as any path they give.
  folder_existed_ = fs::exists(folder, error);
  if (folder_existed_ && !fs::is_directory(folder, error))
    return "cannot write files into '" + folder_ + "': it exists and is not a folder";
  if (!folder_existed_ && folder.has_parent_path()) {
    fs::create_directories(folder.parent_path(), error);
    if (error)
      return "cannot make the folder '" + folder.parent_path().string() + "': " + error.message();
  }
  const fs::path target =
      staging_target(folder.lexically_normal(), folder_existed_ && !options_.whole_folder);
  remove_stale_temporaries(target);
  for (int attempt = 0; attempt < 100; ++attempt) {
    const fs::path candidate = temporary_path_beside(target);
    if (::mkdir(candidate.c_str(), 0777) == 0) {
      staging_ = candidate.string();
      return std::nullopt;
    }
    if (errno != EEXIST)
      return "cannot write files into '" + folder_ +
             "': cannot make a staging folder: " + describe_errno(errno);
  }
  return "cannot write files into '" + folder_ + "': cannot make a staging folder";
}

std::string StagedFolder::path_of(std::string_view relative) const {
  return (fs::path(folder_) / relative).string();
}

std::optional<std::string> StagedFolder::refusal(std::string_view relative) const {
  const fs::path rel(relative);
  if (rel.empty() || rel.is_absolute() || !rel.has_filename())
    return "not a file name inside the folder '" + folder_ + "'";
  for (const fs::path& part : rel)
    if (part == ".." || part == ".") return "not a file name inside the folder '" + folder_ + "'";
  // A folder made anew or replaced whole: nothing in the old one is written through.
  if (!folder_existed_ || options_.whole_folder) return std::nullopt;
  // Every subfolder on the way must be a folder of its own, not a link to elsewhere.
  fs::path at(folder_);
  for (const fs::path& part : rel.parent_path()) {
    at /= part;
    const mode_t type = entry_type(at);
    if (type == 0) return std::nullopt;  // made at commit, inside the folder
    if (type == S_IFLNK)
      return "'" + at.string() +
             "' is a symbolic link: skald does not follow links out of the output folder";
    if (type != S_IFDIR) return "'" + at.string() + "' is not a folder";
  }
  const mode_t type = entry_type(fs::path(folder_) / rel);
  if (type == S_IFDIR) return "it is a folder";
  if (type != 0 && !options_.replace) return "exists; give --force to replace it";
  return std::nullopt;
}

std::optional<std::string> StagedFolder::add(std::string_view relative, std::string_view bytes) {
  if (staging_.empty()) return "cannot write it: the folder is not open";
  if (auto why = refusal(relative)) return why;
  const fs::path staged = fs::path(staging_) / relative;
  std::error_code error;
  if (staged.parent_path() != fs::path(staging_))
    fs::create_directories(staged.parent_path(), error);
  if (error) return "cannot write it: " + error.message();
  if (const int failed = write_new_file(staged, bytes))
    return "cannot write it: " + describe_errno(failed);
  staged_.emplace_back(relative);
  return std::nullopt;
}

std::optional<std::string> StagedFolder::commit() {
  if (staging_.empty()) return "cannot write into '" + folder_ + "': the folder is not open";
  if (const int failed = flush_file_system(staging_))
    return "cannot write into '" + folder_ +
           "': flushing to disk failed: " + describe_errno(failed);
  if (!folder_existed_) {
    // The whole folder appears at once.
    if (::rename(staging_.c_str(), folder_.c_str()) != 0)
      return "cannot make the folder '" + folder_ + "': " + describe_errno(errno);
    committed_ = true;
    const fs::path parent = fs::path(folder_).parent_path();
    sync_directory(parent.empty() ? fs::path(".") : parent);
    return std::nullopt;
  }
  if (options_.whole_folder) {
    // Checked again: the folder may have become a link since open().
    if (entry_type(folder_) == S_IFLNK)
      return "cannot replace '" + folder_ + "': it has become a symbolic link";
    if (const int failed = exchange_folders(staging_, folder_))
      return "cannot replace the folder '" + folder_ + "': " + describe_errno(failed);
    committed_ = true;  // the staging folder now holds the old one: removed below
    std::error_code error;
    fs::remove_all(staging_, error);
    const fs::path parent = fs::path(folder_).parent_path();
    sync_directory(parent.empty() ? fs::path(".") : parent);
    return std::nullopt;
  }
  std::set<fs::path> folders{fs::path(folder_)};
  for (const std::string& relative : staged_) {
    // Checked again: the folder may have changed since the file was staged.
    if (auto why = refusal(relative)) return path_of(relative) + ": " + *why;
    const fs::path destination = fs::path(folder_) / relative;
    std::error_code error;
    fs::create_directories(destination.parent_path(), error);
    if (error) return "cannot write '" + destination.string() + "': " + error.message();
    const fs::path staged = fs::path(staging_) / relative;
    struct stat existing {};
    if (::lstat(destination.c_str(), &existing) == 0 && S_ISREG(existing.st_mode))
      ::chmod(staged.c_str(), existing.st_mode & 07777);  // a replaced file keeps its mode
    // rename() replaces a link itself, never the file it points to.
    if (::rename(staged.c_str(), destination.c_str()) != 0)
      return "cannot write '" + destination.string() + "': " + describe_errno(errno);
    folders.insert(destination.parent_path());
  }
  committed_ = true;
  for (const fs::path& folder : folders)
    sync_directory(folder);
  return std::nullopt;
}

}  // namespace skald::text
