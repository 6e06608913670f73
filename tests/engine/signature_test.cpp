// The bench signature: the node count of the shallow benchmark list must match
// tests/bench/signature.txt (the full list's count is checked by running `skald bench`).

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "formats/variants/catalogue.h"
#include "skald/tafl/rules_string.h"
#include "skald/tafl/search_bench.h"

namespace skald::tafl {
namespace {

std::uint64_t signature_line(const std::string& key) {
  std::ifstream in(std::string(SKALD_TESTS_DIR) + "/bench/signature.txt");
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string k;
    std::uint64_t value = 0;
    if (words >> k >> value && k == key) return value;
  }
  ADD_FAILURE() << "no '" << key << "' line in tests/bench/signature.txt";
  return 0;
}

std::uint64_t quick_bench_nodes() {
  const auto catalogue = variants::builtin_catalogue();
  std::uint64_t total = 0;
  for (const auto& e : quick_bench_entries()) {
    const auto* v = catalogue.find_or_null(e.variant);
    EXPECT_NE(v, nullptr) << e.variant;
    if (!v) continue;
    auto rules = parse_rules(v->rules).rules;
    EXPECT_TRUE(rules.has_value());
    if (rules) total += run_bench_search(*rules, e.variant, e.depth).nodes;
  }
  return total;
}

TEST(SignatureTest, QuickBenchMatchesTheSignature) {
  const std::uint64_t nodes = quick_bench_nodes();
  EXPECT_EQ(nodes, signature_line("quick"))
      << "the engine's behaviour changed: if intended, update tests/bench/signature.txt";
  // And it is reproducible.
  EXPECT_EQ(quick_bench_nodes(), nodes);
}

}  // namespace
}  // namespace skald::tafl
