// What the repository tells a newcomer, held against what is so: the run command a
// newcomer copies builds only what it runs, the library's stated dependencies are the ones
// lib/CMakeLists.txt links, and the shipped records are in skald's canonical layout.

#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <set>
#include <string>

#include "cli/skald_run.h"

namespace skald::cli_test {
namespace {

const std::filesystem::path kRoot = SKALD_SOURCE_DIR;

/// The shell blocks (```sh ... ```) of a Markdown file, in order.
std::vector<std::string> shell_blocks(const std::string& markdown) {
  std::vector<std::string> blocks;
  const std::regex block(R"(```sh\n([^`]*)```)");
  for (auto it = std::sregex_iterator(markdown.begin(), markdown.end(), block);
       it != std::sregex_iterator(); ++it)
    blocks.push_back((*it)[1].str());
  return blocks;
}

// The first command runs skald on the examples: building every target first (the tests
// too) took a fresh clone on a busy two-core machine over an hour before skald ran.
TEST(ReadmeClaims, TheRunCommandBuildsOnlyTheToolAndTheTestCommandBuildsTheRest) {
  const std::vector<std::string> blocks = shell_blocks(read_whole_file(kRoot / "README.md"));
  ASSERT_GE(blocks.size(), 2u);
  const std::string& run = blocks[0];
  const std::string& test = blocks[1];
  ASSERT_NE(run.find("build/release/skald"), std::string::npos) << run;
  EXPECT_NE(run.find("cmake --build --preset release -j2 --target skald &&"), std::string::npos)
      << run;
  ASSERT_NE(test.find("ctest"), std::string::npos) << test;
  EXPECT_EQ(test.find("--target"), std::string::npos) << test;
}

/// The packages lib/CMakeLists.txt links beyond skald's own libraries (`fmt` of
/// `fmt::fmt`), leaving out threads, which every claim names.
std::set<std::string> library_packages() {
  const std::string cmake = read_whole_file(kRoot / "lib" / "CMakeLists.txt");
  std::set<std::string> packages;
  const std::regex linked(R"(\b([A-Za-z_]+)::[A-Za-z_]+)");
  for (auto it = std::sregex_iterator(cmake.begin(), cmake.end(), linked);
       it != std::sregex_iterator(); ++it)
    if ((*it)[1].str() != "Threads") packages.insert((*it)[1].str());
  return packages;
}

TEST(ReadmeClaims, TheLibrarysDependenciesAreTheOnesItLinks) {
  const std::set<std::string> packages = library_packages();
  ASSERT_TRUE(packages.count("fmt")) << "lib/CMakeLists.txt links fmt";
  for (const std::filesystem::path& readme : {kRoot / "README.md", kRoot / "lib" / "README.md"}) {
    const std::string text = read_whole_file(readme);
    EXPECT_EQ(text.find("standard library only"), std::string::npos) << readme;
    const std::size_t claim = text.find("standard library");
    ASSERT_NE(claim, std::string::npos) << readme;
    const std::string sentence = text.substr(claim, text.find('.', claim) - claim);
    for (const std::string& package : packages)
      EXPECT_NE(sentence.find(package), std::string::npos)
          << readme << " says what the library uses without " << package << ": " << sentence;
  }
}

// Every record shipped for people to read and copy is in the layout `skald fmt` writes:
// a copied example must not need reformatting before its first edit shows a clean diff.
TEST(ShippedRecords, AreCanonical) {
  std::string files;
  for (const char* folder : {"examples", "puzzles"})
    for (const auto& entry : std::filesystem::directory_iterator(kRoot / folder))
      if (entry.path().extension() == ".otg") files += " '" + entry.path().string() + "'";
  ASSERT_FALSE(files.empty());
  const SkaldRun check = run_skald("fmt --check" + files, kRoot);
  EXPECT_EQ(check.status, 0) << check.out << check.err;
}

}  // namespace
}  // namespace skald::cli_test
