// The built-in variant catalogue: every entry loads, its rules string reads without errors
// and serialises back identically, lookups work, and broken catalogues are reported.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>

#include "formats/variants/catalogue.h"
#include "skald/tafl/rules_string.h"
#include "skald/tafl/tafl_game.h"

namespace skald::variants {
namespace {

TEST(Catalogue, BuiltinLoadsWithoutDiagnostics) {
  const CatalogueLoad load = load_catalogue(builtin_catalogue_xml());
  for (const auto& d : load.diagnostics.items())
    ADD_FAILURE() << format_diagnostic(d);
  EXPECT_EQ(load.catalogue.entries().size(), 16u);
}

TEST(Catalogue, EveryRulesStringRoundTripsExactly) {
  const Catalogue c = builtin_catalogue();
  ASSERT_FALSE(c.entries().empty());
  for (const Variant& v : c.entries()) {
    const tafl::RulesParse p = tafl::parse_rules(v.rules);
    EXPECT_TRUE(p.diagnostics.empty()) << v.id;
    ASSERT_TRUE(p.rules) << v.id;
    EXPECT_EQ(tafl::serialise_rules(*p.rules), v.rules) << v.id;
    EXPECT_EQ(p.rules->dim, v.dim) << v.id;
    EXPECT_FALSE(v.description.empty()) << v.id;
  }
}

TEST(Catalogue, HoldsEveryOpenTaflBuiltinStringVerbatim) {
  const std::string path =
      std::string(SKALD_CORPUS_DIR) + "/../domain/opentafl-builtin-variants.tsv";
  std::ifstream in(path);
  if (!in) GTEST_SKIP() << "OpenTafl built-in variant list not found at " << path;
  const Catalogue c = builtin_catalogue();
  std::string line;
  int count = 0;
  while (std::getline(in, line)) {
    const auto tab = line.find('\t');
    if (tab == std::string::npos) continue;
    const Variant* v = c.find_or_null(line.substr(0, tab));
    ASSERT_NE(v, nullptr) << line.substr(0, tab);
    EXPECT_EQ(v->rules, line.substr(tab + 1));
    EXPECT_EQ(v->source, "opentafl-builtin");
    ++count;
  }
  EXPECT_EQ(count, 14);
}

TEST(Catalogue, LookupByIdOrNameIgnoresCase) {
  const Catalogue c = builtin_catalogue();
  for (const char* id : {"brandub", "copenhagen", "tablut-9x9", "fetlar", "berserk", "tawlbwrdd",
                         "sea-battle-9x9", "sea-battle-11x11", "ard-ri", "tablut-15x15",
                         "alea-evangelii", "magpie", "foteviken-tablut"})
    EXPECT_NE(c.find_or_null(id), nullptr) << id;
  ASSERT_NE(c.find_or_null("COPENHAGEN 11x11"), nullptr);
  EXPECT_EQ(c.find_or_null("COPENHAGEN 11x11")->id, "copenhagen");
  EXPECT_EQ(c.find_or_null("BranDub")->dim, 7);
  EXPECT_EQ(c.find_or_null("alea-evangelii")->dim, 19);
  EXPECT_EQ(c.find_or_null("ard-ri")->dim, 7);
  EXPECT_EQ(c.find_or_null("sea-battle-11x11")->dim, 11);
  EXPECT_EQ(c.find_or_null("chess"), nullptr);
}

TEST(Catalogue, IdsAreShortLowerCaseAndUnique) {
  const Catalogue c = builtin_catalogue();
  std::map<std::string, int> seen;
  for (const std::string& id : c.ids()) {
    EXPECT_EQ(++seen[id], 1) << id;
    for (char ch : id)
      EXPECT_TRUE((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-') << id;
  }
}

TEST(Catalogue, BrokenEntriesAreReportedWithTheirLine) {
  const std::string xml =
      "<variants>\n"
      "  <variant id=\"a\" name=\"A\"><rules>dim:7 start:/7/7/7/3K3/7/7/7/</rules></variant>\n"
      "  <variant id=\"a\" name=\"Again\"><rules>dim:7 start:/7/7/7/3K3/7/7/7/</rules></variant>\n"
      "  <variant id=\"b\" name=\"B\"><rules>dim:7 ks:q start:/7/7/7/3K3/7/7/7/</rules></variant>\n"
      "  <variant name=\"NoId\"><rules>dim:7 start:/7/7/7/3K3/7/7/7/</rules></variant>\n"
      "</variants>\n";
  const CatalogueLoad load = load_catalogue(xml, "test.xml");
  ASSERT_EQ(load.catalogue.entries().size(), 1u);
  EXPECT_EQ(load.diagnostics.count(Severity::error), 3);
  const auto& items = load.diagnostics.items();
  EXPECT_EQ(items[0].where.line, 3);
  EXPECT_NE(items[0].message.find("used twice"), std::string::npos);
  EXPECT_EQ(items[1].where.line, 4);
  EXPECT_NE(items[1].message.find("ks: expected"), std::string::npos);
  EXPECT_EQ(items[2].where.line, 5);
  EXPECT_EQ(items[2].where.file, "test.xml");
}

TEST(Catalogue, MalformedXmlSaysWhere) {
  const CatalogueLoad load =
      load_catalogue("<variants>\n<variant id=\"x\"\n</variants>", "bad.xml");
  ASSERT_TRUE(load.diagnostics.has_errors());
  EXPECT_GE(load.diagnostics.items()[0].where.line, 2);
  EXPECT_TRUE(load.catalogue.entries().empty());
}

TEST(Catalogue, JsonListsEveryVariantOfTheRegistry) {
  const Catalogue c = builtin_catalogue();
  game::GameRegistry games;
  games.add(tafl::make_tafl_game());
  const game::VariantRegistry registry = variant_registry(games, c);
  const auto json = nlohmann::json::parse(variants_to_json(registry, c));
  ASSERT_EQ(json.size(), c.entries().size());
  EXPECT_EQ(json[0]["id"], c.entries()[0].id);
  EXPECT_EQ(json[0]["game"], "tafl");
  EXPECT_EQ(json[0]["name"], c.entries()[0].name);
  EXPECT_EQ(json[0]["dim"], c.entries()[0].dim);
  EXPECT_EQ(json[0]["rules"], c.entries()[0].rules);
  EXPECT_EQ(json[0]["source"], c.entries()[0].source);
}

}  // namespace
}  // namespace skald::variants
