// The registry of variants (skald/game/variant_registry.h) filled as the CLI fills it
// (formats/variants: every game's own variants and tafl's catalogue): one lookup from a
// variant's name, in any case or by display name, or from a game's name standing for its
// default variant; a game given with a variant or rules must be theirs; an unknown name
// gets the close names, or where to look.

#include "skald/game/variant_registry.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <string>

#include "every_game.h"
#include "formats/variants/catalogue.h"

namespace skald::game {
namespace {

/// The games of the CLI (tools/skald/record_io.cpp), in its order.
GameRegistry every_game() {
  GameRegistry games;
  testing::add_every_game(games);
  return games;
}

class VariantRegistryTest : public ::testing::Test {
 protected:
  const GameRegistry games_ = every_game();
  const variants::Catalogue catalogue_ = variants::builtin_catalogue();
  const VariantRegistry registry_ = variants::variant_registry(games_, catalogue_);
};

TEST_F(VariantRegistryTest, HoldsEveryGamesOwnVariantsAndTheWholeCatalogue) {
  std::size_t own = 0;
  for (const Game* g : games_.games()) {
    for (const NamedRules& v : g->variants()) {
      ++own;
      const Variant* found = registry_.find_or_null(v.name);
      ASSERT_NE(found, nullptr) << v.name;
      EXPECT_EQ(found->game, g) << v.name;
      EXPECT_EQ(found->rules, v.rules) << v.name;
    }
  }
  for (const variants::Variant& v : catalogue_.entries()) {
    const Variant* found = registry_.find_or_null(v.id);
    ASSERT_NE(found, nullptr) << v.id;
    EXPECT_EQ(found->game->name(), "tafl") << v.id;
    EXPECT_EQ(found->display_name, v.name);
  }
  // No name is lost to another: every variant is there once.
  EXPECT_EQ(registry_.variants().size(), own + catalogue_.entries().size());
  // Grouped by game, in the games' order: tafl's catalogue first.
  EXPECT_EQ(registry_.variants().front().name, catalogue_.entries().front().id);
  EXPECT_EQ(registry_.variants().back().game->name(), "ropasci360");
}

TEST_F(VariantRegistryTest, AGamesNameStandsForItsDefaultVariant) {
  const RulesChoice as_variant = registry_.resolve("amazons");
  ASSERT_TRUE(as_variant.ok()) << as_variant.error;
  EXPECT_EQ(as_variant.game->name(), "amazons");
  EXPECT_EQ(as_variant.variant, "amazons-10x10");
  EXPECT_EQ(as_variant.rules, "amazons size:10");
  const RulesChoice as_game = registry_.choose({.game = "amazons"});
  ASSERT_TRUE(as_game.ok()) << as_game.error;
  EXPECT_EQ(as_game.game, as_variant.game);
  EXPECT_EQ(as_game.rules, as_variant.rules);
  const RulesChoice spot = registry_.choose({.game = "spot-3"});
  ASSERT_TRUE(spot.ok());
  EXPECT_EQ(spot.variant, "spot-3");

  // tafl names no variant of its own, so its name alone chooses nothing.
  const RulesChoice tafl = registry_.choose({.game = "tafl"});
  EXPECT_FALSE(tafl.ok());
  EXPECT_EQ(tafl.field, "game");
  EXPECT_NE(tafl.error.find("tafl has no default variant"), std::string::npos) << tafl.error;
  EXPECT_EQ(registry_.resolve("tafl").field, "variant");
}

TEST_F(VariantRegistryTest, NamesAreReadInAnyCaseAndByDisplayName) {
  EXPECT_EQ(registry_.resolve("Copenhagen 11x11").variant, "copenhagen");
  EXPECT_EQ(registry_.resolve("BRANDUB").variant, "brandub");
  EXPECT_EQ(registry_.resolve("Spot-3-Left").rules, "spot players:3 corner:left");
  EXPECT_EQ(registry_.resolve("RoPaSci360").game->name(), "ropasci360");
}

TEST_F(VariantRegistryTest, AGameGivenWithAVariantOrRulesMustBeTheirs) {
  const RulesChoice ok = registry_.choose({.game = "tafl", .variant = "brandub"});
  ASSERT_TRUE(ok.ok());
  EXPECT_EQ(ok.rules, catalogue_.find_or_null("brandub")->rules);

  const RulesChoice variant = registry_.choose({.game = "ataxx", .variant = "brandub"});
  EXPECT_EQ(variant.field, "variant");
  EXPECT_EQ(variant.error, "the variant 'brandub' is tafl's, not ataxx's");
  const RulesChoice rules = registry_.choose({.game = "spot-4", .rules = "ataxx"});
  EXPECT_EQ(rules.field, "rules");
  EXPECT_EQ(rules.error, "the rules `ataxx` are ataxx's, not spot-4's");
  const RulesChoice unknown = registry_.choose({.game = "chess"});
  EXPECT_EQ(unknown.field, "game");
  EXPECT_EQ(unknown.error,
            "unknown game 'chess'; known: tafl, ataxx, spot-3, spot-4, amazons, octagon, "
            "octagon-3, octagon-4, ropasci360");
  const RulesChoice nothing = registry_.choose({});
  EXPECT_FALSE(nothing.ok());
  EXPECT_EQ(nothing.error, "give a game, a variant or rules");
  EXPECT_EQ(registry_.choose({.rules = "nonsense"}).field, "rules");
}

TEST_F(VariantRegistryTest, AnUnknownNameGetsTheCloseNamesOrWhereToLook) {
  const RulesChoice typo = registry_.resolve("copenhagn");
  EXPECT_FALSE(typo.ok());
  EXPECT_EQ(typo.field, "variant");
  EXPECT_NE(typo.error.find("unknown variant 'copenhagn'; close names: copenhagen"),
            std::string::npos)
      << typo.error;
  const std::string part = registry_.resolve("tablut").error;
  EXPECT_NE(part.find("tablut-9x9"), std::string::npos) << part;
  EXPECT_NE(part.find("tablut-15x15"), std::string::npos) << part;
  EXPECT_NE(part.find("foteviken-tablut"), std::string::npos) << part;
  EXPECT_NE(registry_.resolve("amazon").error.find("close names: amazons"), std::string::npos);
  const std::string far = registry_.resolve("xyzzy").error;
  EXPECT_EQ(far.find("close names"), std::string::npos) << far;
  EXPECT_NE(far.find("`skald variants` lists every variant"), std::string::npos) << far;
}

TEST_F(VariantRegistryTest, AddRefusesTakenNamesAndRulesNoGameTakes) {
  VariantRegistry registry(games_);
  EXPECT_EQ(registry.add("mine", "My Brandub", "", catalogue_.find_or_null("brandub")->rules), "");
  EXPECT_EQ(registry.find_or_null("my brandub")->game->name(), "tafl");
  EXPECT_NE(registry.add("ataxx", "", "", "ataxx"), "");
  EXPECT_NE(registry.add("other", "MINE", "", "ataxx"), "");
  EXPECT_NE(registry.add("nothing", "", "", "no such rules"), "");
  EXPECT_EQ(registry.find_or_null("nothing"), nullptr);
  // A variant added later still stands with its game's, before the next game's.
  EXPECT_EQ(registry.variants().front().name, "mine");
}

}  // namespace
}  // namespace skald::game
