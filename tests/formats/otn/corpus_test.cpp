// Every real OpenTafl record in the shared corpus: it loads with its main line and every
// variation replayed legally, and read -> write -> read gives the same tree, with writing
// a fixpoint byte for byte.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "corpus.h"
#include "formats/otn/reader.h"
#include "formats/otn/writer.h"
#include "skald/record/numbering.h"
#include "skald/tafl/tafl_game.h"
#include "tree_compare.h"

namespace skald::otn {
namespace {

namespace fs = std::filesystem;

game::GameRegistry tafl_registry() {
  game::GameRegistry registry;
  registry.add(tafl::make_tafl_game());
  return registry;
}

std::string all_messages(const Diagnostics& d) {
  std::string out;
  for (const auto& item : d.items())
    out += format_diagnostic(item) + "\n";
  return out;
}

class OtnCorpus : public ::testing::Test {
 protected:
  void SetUp() override {
    SKALD_SKIP_WITHOUT_CORPUS(testing::corpus_path("opentafl"));
    files_ = testing::corpus_files("opentafl", ".otg");
    if (files_.empty()) GTEST_SKIP() << "no .otg file in " << testing::corpus_path("opentafl");
  }
  std::vector<fs::path> files_;
};

TEST_F(OtnCorpus, EveryFileLoadsAndReplaysWithoutErrors) {
  const game::GameRegistry registry = tafl_registry();
  ReadOptions options;
  options.games = &registry;
  for (const fs::path& path : files_) {
    SCOPED_TRACE(path.filename().string());
    ReadResult result = read_otg_file(path.string(), options);
    EXPECT_TRUE(result.complete()) << all_messages(result.diagnostics);
    EXPECT_TRUE(result.replayed);
    EXPECT_EQ(result.move_count, result.record.move_count());
    // Every node was replayed: it has its canonical text.
    size_t unreplayed = 0;
    std::vector<const record::Node*> stack{&result.record.root()};
    while (!stack.empty()) {
      const record::Node* n = stack.back();
      stack.pop_back();
      if (!n->is_root() && n->canonical_move().empty()) ++unreplayed;
      for (const auto& c : n->children())
        stack.push_back(c.get());
    }
    EXPECT_EQ(unreplayed, 0u);
    // Warnings are allowed (OpenTafl omits shieldwall captures), but must carry addresses.
    for (const auto& d : result.diagnostics.items()) {
      if (d.severity == Severity::warning && d.where.line > 0 &&
          d.message.find("tag") == std::string::npos) {
        EXPECT_FALSE(d.address.empty()) << format_diagnostic(d);
      }
    }
  }
}

TEST_F(OtnCorpus, RoundTripGivesTheSameTreeAndWritingIsAFixpoint) {
  const game::GameRegistry registry = tafl_registry();
  ReadOptions options;
  options.games = &registry;
  for (const fs::path& path : files_) {
    SCOPED_TRACE(path.filename().string());
    ReadResult first = read_otg_file(path.string(), options);
    WriteResult written = write_otg(first.record);
    ReadResult second = read_otg_text(written.bytes, options);
    EXPECT_TRUE(second.complete()) << all_messages(second.diagnostics) << written.bytes;
    EXPECT_EQ(describe_tree(first.record), describe_tree(second.record));
    WriteResult again = write_otg(second.record);
    EXPECT_EQ(written.bytes, again.bytes);
  }
}

TEST_F(OtnCorpus, FilesWrittenByOpenTaflAreAlreadyCanonical) {
  // Files whose compiler tag says OpenTafl were written by its serializer; skald's writer
  // reproduces them byte for byte.
  const game::GameRegistry registry = tafl_registry();
  ReadOptions options;
  options.games = &registry;
  int checked = 0;
  for (const fs::path& path : files_) {
    ReadResult result = read_otg_file(path.string(), options);
    if (result.record.tag_value_or_empty("compiler") != "OpenTafl") continue;
    SCOPED_TRACE(path.filename().string());
    std::ifstream in(path, std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    EXPECT_EQ(write_otg(result.record).bytes, bytes.str());
    ++checked;
  }
  EXPECT_GT(checked, 0);
}

}  // namespace
}  // namespace skald::otn
