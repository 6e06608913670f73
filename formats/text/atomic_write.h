#pragma once

// Saving a file so that a crash, a full disk or a failed write never leaves it half
// written: the bytes go to a temporary file in the same directory, which is flushed to
// disk and then renamed over the target (rename is atomic within a file system), and the
// directory is flushed so the rename itself survives a crash. On any failure the
// original file is untouched and the temporary file removed.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace skald::text {

/// Replaces (or creates) the file at `path` with `bytes`, atomically. An existing file
/// keeps its permission bits; a new one gets 0666 minus the umask. When `path` is a
/// symbolic link, the file it points to is replaced and the link kept. Returns an error
/// message saying what failed and why, or nothing on success. Never throws.
std::optional<std::string> write_file_atomically(const std::string& path, std::string_view bytes);

/// Flushes the entries of directory `dir` to disk, so that renames in it survive a crash.
/// Best effort: some file systems cannot sync a directory, and nothing is reported.
void sync_directory(const std::filesystem::path& dir);

}  // namespace skald::text
