#pragma once

// The catalogue of named tafl rule sets (formats/variants/variants.xml, embedded in the
// binary at build time): OpenTafl's built-in variants with the exact rules strings OpenTafl
// writes, plus a few more. Callers look a variant up by id (`copenhagen`) or display name
// (`Copenhagen 11x11`), case-insensitively, and parse its rules with tafl::parse_rules().
// variant_registry() puts the catalogue beside every game's own variants in the one
// registry the commands look names up in (game/variant_registry.h).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "skald/core/diagnostic.h"
#include "skald/game/registry.h"
#include "skald/game/variant_registry.h"

namespace skald::variants {

/// One named rule set.
struct Variant {
  std::string id;           // short, lower case: "brandub", "sea-battle-11x11"
  std::string name;         // display name: "Brandub 7x7"
  std::string description;  // one line
  std::string rules;        // OTN rules string
  std::string source;       // "opentafl-builtin" or "skald"
  int dim = 0;              // board size, from the rules string
};

/// An immutable list of variants, in catalogue order.
class Catalogue {
 public:
  Catalogue() = default;
  explicit Catalogue(std::vector<Variant> entries) : entries_(std::move(entries)) {}

  const std::vector<Variant>& entries() const { return entries_; }
  /// The variant whose id or display name equals `key` ignoring ASCII case; nullptr if none.
  const Variant* find_or_null(std::string_view key) const;
  /// Every id, in catalogue order (for "unknown variant; known: ..." messages).
  std::vector<std::string> ids() const;

 private:
  std::vector<Variant> entries_;
};

/// What load_catalogue() read, and every problem with file, line and column.
struct CatalogueLoad {
  Catalogue catalogue;
  Diagnostics diagnostics;
};

/// Reads a catalogue in the variants.xml format. Entries with a missing id, name or rules,
/// a duplicate id, or a rules string with errors are reported and left out. Never throws.
CatalogueLoad load_catalogue(std::string_view xml, const std::string& file_name = "variants.xml");

/// The text of variants.xml as it was at build time.
std::string_view builtin_catalogue_xml();

/// A freshly loaded copy of the built-in catalogue (its diagnostics are checked by tests;
/// the built-in file has none).
Catalogue builtin_catalogue();

/// Every variant the games of `games` name themselves, then the catalogue's entries that
/// a game of `games` takes (tafl's, when it is one of them), under their game.
game::VariantRegistry variant_registry(const game::GameRegistry& games, const Catalogue& catalogue);

/// Every variant of `registry` as a JSON array of {id, game, name, description, rules},
/// `name` the display name (the id when there is none); the catalogue's entries also
/// carry `dim` and `source` ("opentafl-builtin" or "skald").
std::string variants_to_json(const game::VariantRegistry& registry, const Catalogue& catalogue,
                             int indent = -1);

}  // namespace skald::variants
