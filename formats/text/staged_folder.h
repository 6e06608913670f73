#pragma once

// Writing many files into one folder as one save (`convert --split`, `collect -o`): the
// files go into a hidden staging folder first, unflushed, and commit() flushes them to disk
// once and moves them into place. A folder that did not exist appears whole (the staging
// folder is renamed to it); in a folder that did, the files are renamed in one after
// another once every one of them is written. A run that fails or is stopped before
// commit() leaves nothing in the output folder; a staging folder a killed run left behind
// is removed by the next run (its process no longer exists).
//
// With `whole_folder` the batch is the folder's whole new content (a static site): the
// staging folder is always made beside the folder and at commit takes its place in one
// step (exchanged with the old folder, which is then removed), so a reader sees the old
// folder or the new one, never a mix, and files the new batch lacks do not linger.
//
// Nothing is written through a symbolic link inside the output folder: a link where a file
// goes is replaced by the file (its target is untouched), and a link where a subfolder goes
// is refused. Per file this costs a create and a write instead of atomic_write.h's flush of
// the file and of its folder: thousands of files a second rather than tens.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skald::text {

struct StagedFolderOptions {
  bool replace = false;  // replace files that exist (--force); otherwise they are refused
  /// Replace the folder whole at commit (see above); the folder may not be a link. Whether
  /// an existing folder may be replaced is the caller's to decide before open().
  bool whole_folder = false;
};

/// One batch of files for one folder. Never throws; every failure is a message saying what
/// failed and why.
class StagedFolder {
 public:
  /// Files for `folder` (made at commit when it does not exist).
  explicit StagedFolder(std::string folder, StagedFolderOptions options = {});
  /// Removes what was staged and not committed.
  ~StagedFolder();
  StagedFolder(const StagedFolder&) = delete;
  StagedFolder& operator=(const StagedFolder&) = delete;

  /// Makes the staging folder; an error when the output folder cannot be written into.
  std::optional<std::string> open();
  /// The path `relative` (a file name, or `subfolder/name`) will have in the folder.
  std::string path_of(std::string_view relative) const;
  /// Why `relative` cannot be written (it exists and replace is off, it is a folder, a
  /// subfolder on its way is a link or a file), said of path_of(relative), or nothing.
  std::optional<std::string> refusal(std::string_view relative) const;
  /// Stages `bytes` as `relative`; an error (refusal() or a failed write, said of
  /// path_of(relative)) when it cannot.
  std::optional<std::string> add(std::string_view relative, std::string_view bytes);
  /// Flushes what was staged to disk and moves it into the folder; an error naming the
  /// file when a move fails (files moved before it stay).
  std::optional<std::string> commit();

 private:
  std::string folder_;
  StagedFolderOptions options_;
  std::string staging_;          // the hidden folder the files are written into
  bool folder_existed_ = false;  // else the staging folder becomes the folder
  bool committed_ = false;
  std::vector<std::string> staged_;  // relative paths, in the order added
};

}  // namespace skald::text
