#pragma once

// Finding the shared corpus (../shared/corpus, SKALD_CORPUS_DIR) from a test. The corpus
// lives outside the repository, so a checkout without it must skip the tests that read
// it, saying so, rather than pass them silently: every such test starts with
// SKALD_SKIP_WITHOUT_CORPUS(path) on the file or folder it needs.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string_view>
#include <vector>

namespace skald::testing {

/// `relative` inside the shared corpus (it need not exist).
inline std::filesystem::path corpus_path(std::string_view relative) {
  return std::filesystem::path(SKALD_CORPUS_DIR) / relative;
}

/// The files of corpus folder `folder` whose name ends in `extension` (".otg"), sorted so
/// that failures come in the same order on every machine; empty when the folder is absent.
inline std::vector<std::filesystem::path> corpus_files(std::string_view folder,
                                                       std::string_view extension) {
  std::vector<std::filesystem::path> files;
  const std::filesystem::path dir = corpus_path(folder);
  if (!std::filesystem::is_directory(dir)) return files;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() == extension) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace skald::testing

/// Skips the current test (from a TEST body or SetUp) when `where` does not exist, with
/// a message naming it.
#define SKALD_SKIP_WITHOUT_CORPUS(where)                          \
  if (const std::filesystem::path skald_corpus_needed_ = (where); \
      !std::filesystem::exists(skald_corpus_needed_))             \
  GTEST_SKIP() << "shared corpus not found at " << skald_corpus_needed_.string()
