#pragma once

// What tells a file apart from the one read or written before, without reading it: an
// atomic save by anyone makes a new inode, an edit in place a new size or modification
// time. The studio's documents (document.h) and its folder view (folder.h) keep what they
// read until this changes.

#include <sys/stat.h>

#include <cstdint>
#include <filesystem>
#include <optional>

namespace skald::studio {

struct FileIdentity {
  dev_t device = 0;
  ino_t inode = 0;
  off_t size = -1;
  std::int64_t modified_ns = -1;
  bool operator==(const FileIdentity&) const = default;
};

/// The identity of the file at `path`; nullopt when it cannot be looked at.
inline std::optional<FileIdentity> identity_of(const std::filesystem::path& path) {
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0) return std::nullopt;
  return FileIdentity{info.st_dev, info.st_ino, info.st_size,
                      std::int64_t{info.st_mtim.tv_sec} * 1'000'000'000 + info.st_mtim.tv_nsec};
}

}  // namespace skald::studio
