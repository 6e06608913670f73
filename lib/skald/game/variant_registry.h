#pragma once

// VariantRegistry: every named rule set a program knows, of every game, and the one lookup
// from what a user names (a game, a variant, a rules text) to the game and the rules text
// to start it with. Every command line option and JSON query that names rules goes
// through choose(), so a name means the same everywhere.
//
// Each game names its own variants (Game::variants(): ataxx, spot-4, amazons-8x8); a game
// may keep more in a catalogue of its own (tafl's is formats/variants), which the program
// adds. A game's name stands for its default variant, the first it names itself, so
// `amazons` is the Amazons on 10x10 whether given as a game or as a variant. Like
// GameRegistry this is an explicit value the program fills, not a global; it points into
// the GameRegistry it was made from, which must outlive it.

#include <string>
#include <string_view>
#include <vector>

#include "skald/game/game.h"
#include "skald/game/registry.h"

namespace skald::game {

/// One named rule set of a game.
struct Variant {
  std::string name;          // what users type, unique in a registry: "brandub", "spot-4"
  std::string display_name;  // another name lookups take ("Brandub 7x7"); may be empty
  std::string description;   // one line
  std::string rules;         // the rules text its game accepts
  const Game* game = nullptr;
  /// The game's default: what the game's name alone stands for (its first own variant).
  bool game_default = false;
};

/// What a user named: any of a game, a variant (or a game's name) and a rules text, as
/// the options --game/--variant/--rules and the JSON fields game/variant/rules give them.
struct RulesRequest {
  std::string_view game = {};
  std::string_view variant = {};
  std::string_view rules = {};
};

/// The game and rules text a request names, or why it names none.
struct RulesChoice {
  const Game* game = nullptr;  // nullptr when `error` says why
  std::string rules;
  /// The variant's name when one was named (by its name or its game's), else empty.
  std::string variant;
  std::string error;
  /// The part of the request at fault: "game", "variant" or "rules".
  std::string field;

  bool ok() const { return game != nullptr; }
};

class VariantRegistry {
 public:
  /// The variants every game of `games` names itself, in the games' order.
  explicit VariantRegistry(const GameRegistry& games);

  /// Adds a variant kept outside its game (a catalogue's); its game is the first of the
  /// registry's games that accepts its rules. Returns why it was not added (no game takes
  /// the rules, or the name or display name is taken), or an empty string.
  std::string add(std::string name, std::string display_name, std::string description,
                  std::string rules);

  /// The games the variants belong to.
  const GameRegistry& games() const { return *games_; }
  /// Every variant, grouped by game in the games' order, each game's in the order added.
  const std::vector<Variant>& variants() const { return variants_; }
  /// The variant whose name or display name is `name`, ignoring ASCII case; nullptr if none.
  const Variant* find_or_null(std::string_view name) const;
  /// The variant `game` alone stands for; nullptr for a game that names none (tafl).
  const Variant* default_of_or_null(const Game& game) const;

  /// `name` as a variant, else as a game's name standing for its default variant. On
  /// error (field "variant") the message names close names, or where to look.
  RulesChoice resolve(std::string_view name) const;
  /// The game and rules text `request` names: the variant (resolve()), else the rules
  /// text's game, else the game's default variant; a game given with a variant or rules
  /// must be theirs.
  RulesChoice choose(const RulesRequest& request) const;

  /// "unknown variant 'x'", then the known names closest to `name`, or where to look.
  std::string unknown_variant_message(std::string_view name) const;
  /// The names of the games, in order: "tafl, ataxx, spot-3, ...".
  std::string game_names() const;

 private:
  const GameRegistry* games_;
  std::vector<Variant> variants_;
};

}  // namespace skald::game
