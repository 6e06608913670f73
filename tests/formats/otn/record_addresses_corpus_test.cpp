// Addresses on the real OpenTafl records: for every node of every corpus file,
// resolve(address_of(node)) is that node; and every variation line the file declares
// (`8b.1.1a. ..... d1-d3`) names, with the placeholders counted, the node that holds the
// line's first written move. The second check reads the declared addresses straight from
// the text, so it tests skald's numbering against OpenTafl's own output, not against the
// reader.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "corpus.h"
#include "formats/otn/reader.h"
#include "skald/record/address.h"
#include "skald/record/numbering.h"
#include "skald/tafl/tafl_game.h"

namespace skald::otn {
namespace {

namespace fs = std::filesystem;

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

ReadResult read_with_tafl(const fs::path& path, const game::GameRegistry& registry) {
  ReadOptions options;
  options.games = &registry;
  return read_otg_file(path.string(), options);
}

// A declared variation line: its address (as written), how many `.....` placeholders it
// has, and its first written move.
struct DeclaredLine {
  std::string address;
  int placeholders = 0;
  std::string first_move;
};

std::vector<DeclaredLine> declared_variation_lines(const std::string& text) {
  std::vector<DeclaredLine> lines;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] < '0' || line[0] > '9') continue;
    std::istringstream words(line);
    std::string head;
    words >> head;
    // Only variation lines: a main-line turn is `12.`, a variation `8a.1.1a.`.
    if (head.find('.') == head.size() - 1) continue;
    DeclaredLine d;
    d.address = head;
    std::string word;
    while (words >> word) {
      if (word == ".....") {
        ++d.placeholders;
      } else {
        d.first_move = word;
        break;
      }
    }
    if (!d.first_move.empty()) lines.push_back(d);
  }
  return lines;
}

class RecordAddressesCorpus : public ::testing::Test {
 protected:
  void SetUp() override {
    SKALD_SKIP_WITHOUT_CORPUS(testing::corpus_path("opentafl"));
    files_ = testing::corpus_files("opentafl", ".otg");
    if (files_.empty()) GTEST_SKIP() << "no .otg file in " << testing::corpus_path("opentafl");
    registry_.add(tafl::make_tafl_game());
  }
  std::vector<fs::path> files_;
  game::GameRegistry registry_;
};

TEST_F(RecordAddressesCorpus, ResolveInvertsAddressOfForEveryNode) {
  std::size_t nodes = 0;
  for (const fs::path& path : files_) {
    SCOPED_TRACE(path.filename().string());
    ReadResult result = read_with_tafl(path, registry_);
    const record::Node& root = result.record.root();
    std::vector<const record::Node*> stack{&root};
    while (!stack.empty()) {
      const record::Node* n = stack.back();
      stack.pop_back();
      ++nodes;
      const record::Address a = record::address_of(*n);
      const record::Resolution found = record::resolve(root, a);
      EXPECT_EQ(found.node, n) << record::format_address(a) << ": " << found.error;
      for (const auto& c : n->children())
        stack.push_back(c.get());
    }
  }
  // 425 moves (counted in the files' move lines by a separate script, leaving out comment
  // lines that start with a number) plus one root per file.
  EXPECT_EQ(nodes, 425u + files_.size());
}

TEST_F(RecordAddressesCorpus, DeclaredVariationLinesNameTheirFirstMove) {
  int checked = 0;
  for (const fs::path& path : files_) {
    SCOPED_TRACE(path.filename().string());
    ReadResult result = read_with_tafl(path, registry_);
    for (const DeclaredLine& d : declared_variation_lines(slurp(path))) {
      record::AddressParse parsed = record::parse_address(d.address);
      ASSERT_TRUE(parsed.ok()) << d.address << ": " << parsed.error.message;
      record::Address a = *parsed.address;
      a.elements.back().letter += d.placeholders;  // `.....` stands for shared moves
      const record::Resolution found = record::resolve(result.record.root(), a);
      ASSERT_NE(found.node, nullptr) << d.address << ": " << found.error;
      EXPECT_EQ(found.node->move_text, d.first_move) << d.address;
      ++checked;
    }
  }
  EXPECT_GT(checked, 40);
}

TEST_F(RecordAddressesCorpus, ExampleReplayAddressesByHand) {
  const fs::path path = testing::corpus_path("opentafl/example-variations-replay.otg");
  SKALD_SKIP_WITHOUT_CORPUS(path);
  ReadResult result = read_with_tafl(path, registry_);
  auto move_at = [&](const char* address) -> std::string {
    const record::Node* n =
        record::resolve_or_null(result.record.root(), *record::parse_address(address).address);
    return n ? n->move_text.str() : "(none)";
  };
  EXPECT_EQ(move_at("8a"), "e5-e2xf2");
  EXPECT_EQ(move_at("8b"), "d1-d2");
  EXPECT_EQ(move_at("8a.1.1a"), "e5-e3");
  EXPECT_EQ(move_at("8a.1.1b"), "d1-d3");
  EXPECT_EQ(move_at("8a.1.2a"), "e3-e5");  // turn 2 of variation 1, not variation 2
  EXPECT_EQ(move_at("8a.1.2b"), "d3-d1");
  EXPECT_EQ(move_at("8b.1.1b"), "d1-d3");
  EXPECT_EQ(move_at("8a.2.1a"), "(none)");
  EXPECT_EQ(move_at("16a"), "a3-a2xb2");
}

}  // namespace
}  // namespace skald::otn
