// perft figures of every catalogue variant (tests/tafl/perft_table.txt), with full
// make/unmake. Every row equals the figures OpenTafl's own move generator gives for the
// same rules string (see the table's header).

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "formats/variants/catalogue.h"
#include "skald/tafl/perft.h"
#include "skald/tafl/rules_string.h"

namespace skald::tafl {
namespace {

struct Row {
  std::string id;
  std::vector<std::uint64_t> counts;
};

std::vector<Row> read_table() {
  std::ifstream in(std::string(SKALD_TESTS_DIR) + "/tafl/perft_table.txt");
  std::vector<Row> rows;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream s(line);
    Row r;
    s >> r.id;
    std::uint64_t n;
    while (s >> n)
      r.counts.push_back(n);
    rows.push_back(r);
  }
  return rows;
}

TEST(Perft, TableMatchesEveryCatalogueVariant) {
  const variants::Catalogue catalogue = variants::builtin_catalogue();
  const auto rows = read_table();
  ASSERT_FALSE(rows.empty());
  EXPECT_EQ(rows.size(), catalogue.entries().size()) << "every catalogue variant has a row";
  for (const Row& row : rows) {
    const auto* v = catalogue.find_or_null(row.id);
    ASSERT_NE(v, nullptr) << row.id;
    auto parsed = parse_rules(v->rules);
    ASSERT_TRUE(parsed.rules) << row.id;
    Position pos(*parsed.rules);
    for (std::size_t d = 0; d < row.counts.size(); ++d)
      EXPECT_EQ(perft(pos, static_cast<int>(d + 1)), row.counts[d]) << row.id << " depth " << d + 1;
  }
}

TEST(Perft, OpenTaflFigures) {
  // Start positions from OpenTafl's own rules strings (opentafl-builtin-variants.tsv).
  struct Case {
    const char* rules;
    std::vector<std::uint64_t> counts;
  };
  const Case cases[] = {
      {"dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: "
       "start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
       {40, 960, 39512}},
      {"dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y "
       "start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/",
       {116, 6788, 806344}},
      {"dim:9 name:Tablut esc:e atkf:y ks:c nj:n cor: cenp:tcnkTCNK cens: cenh: "
       "cenhe:tcnkTCNK linc:y start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/",
       {80, 4400, 353200}},
      {"dim:11 name:Berserk surf:n atkf:n tfr:l kj:r ber:c "
       "start:/3ttttt3/5c5/11/t4T4t/t3NTT3t/tc1TTKTT1ct/t3TTT3t/t4T4t/11/5c5/3ttttt3/",
       {60, 6910, 440948}},
  };
  for (const Case& c : cases) {
    auto parsed = parse_rules(c.rules);
    ASSERT_TRUE(parsed.rules) << c.rules;
    Position pos(*parsed.rules);
    for (std::size_t d = 0; d < c.counts.size(); ++d)
      EXPECT_EQ(perft(pos, static_cast<int>(d + 1)), c.counts[d]) << c.rules;
  }
}

TEST(Perft, DivideSumsToPerft) {
  auto parsed = parse_rules(
      "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/");
  ASSERT_TRUE(parsed.rules);
  Position pos(*parsed.rules);
  std::uint64_t sum = 0;
  const auto divide = perft_divide(pos, 3);
  EXPECT_EQ(divide.size(), 40u);
  for (const auto& e : divide)
    sum += e.nodes;
  EXPECT_EQ(sum, 39512u);
}

}  // namespace
}  // namespace skald::tafl
