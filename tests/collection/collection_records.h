#pragma once

// What the collection tests share: the games (tafl, Ataxx and Spot, the Amazons), the
// variant names the CLI gives (the catalogue and the games' own), and records read from text
// or from the repository's examples, replayed.

#include <gtest/gtest.h>

#include <string>

#include "formats/otn/reader.h"
#include "formats/variants/catalogue.h"
#include "skald/amazons/amazons_game.h"
#include "skald/ataxx/ataxx_game.h"
#include "skald/collection/variant_names.h"
#include "skald/game/registry.h"
#include "skald/tafl/tafl_game.h"

namespace skald::collection::testing {

inline constexpr const char* kBrandubRules =
    "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

class CollectionRecords {
 public:
  CollectionRecords() {
    games_.add(tafl::make_tafl_game());
    games_.add(ataxx::make_ataxx_game(2));
    games_.add(ataxx::make_ataxx_game(3));
    games_.add(amazons::make_amazons_game());
    for (const game::Game* g : games_.games())
      for (const game::NamedRules& v : g->variants())
        names_.add(v.name, v.rules);
    for (const variants::Variant& v : catalogue_.entries())
      names_.add(v.id, v.rules);
  }

  /// A record read from text and replayed; the test fails when it has errors.
  otn::ReadResult read(const std::string& text, const std::string& file = "test.otg") const {
    otn::ReadOptions options;
    options.games = &games_;
    options.file = file;
    otn::ReadResult r = otn::read_otg_text(text, options);
    EXPECT_FALSE(r.diagnostics.has_errors()) << file;
    return r;
  }
  /// An example record of the repository (examples/NAME).
  otn::ReadResult example(const std::string& name) const {
    otn::ReadOptions options;
    options.games = &games_;
    otn::ReadResult r =
        otn::read_otg_file(std::string(SKALD_SOURCE_DIR) + "/examples/" + name, options);
    EXPECT_FALSE(r.diagnostics.has_errors()) << name;
    return r;
  }
  const game::Game& game_of(const record::Record& record) const {
    return *games_.game_for_rules_or_null(record.rules_text());
  }
  const game::GameRegistry& games() const { return games_; }
  const VariantNames& names() const { return names_; }

 private:
  game::GameRegistry games_;
  variants::Catalogue catalogue_ = variants::builtin_catalogue();
  VariantNames names_;
};

/// A brandub record of `moves` (a main line in OTN turn lines) with extra tags before the
/// rules.
inline std::string brandub_record(const std::string& tags, const std::string& moves) {
  return tags + "[rules:" + std::string(kBrandubRules) + "]\n\n" + moves;
}

}  // namespace skald::collection::testing
