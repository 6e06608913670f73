#pragma once

// What a Game does with its rules text that is the same from game to game: read_rules for
// a game whose rules parse says everything (`skald rules explain|check`), and the checks
// start_state makes before it sets up a position: the rules read, for the game's number
// of players, and a side to move that is one of its sides. A game whose rules type has a
// `players` count (Ataxx and Spot, the Octagon Theory) uses them as they are; the messages
// are the same for every game that does.
//
// A rules parse (`RulesParse`) is what a game's parse_rules returns: an optional `rules`
// and the `diagnostics` of the read, columns counted from the rules text's first
// character.

#include <optional>
#include <string_view>

#include "skald/core/diagnostic.h"
#include "skald/game/game.h"

namespace skald::game {

/// Game::read_rules from a rules parse, its diagnostics placed from `where`: usable when
/// read without an error, written back and explained by the game's serialise_rules and
/// explain_rules (found beside its rules type).
template <class RulesParse>
RulesReading rules_reading(const RulesParse& parsed, const SourceLocation& where) {
  RulesReading reading;
  reading.diagnostics.append_at(parsed.diagnostics, where);
  if (!parsed.rules || parsed.diagnostics.has_errors()) return reading;
  reading.usable = true;
  reading.canonical = serialise_rules(*parsed.rules);
  reading.explanation = explain_rules(*parsed.rules);
  return reading;
}

/// The player count a rules parse asks for, or 2 when it cannot be read (the two-player
/// game takes such texts, to report what is wrong with them).
template <class RulesParse>
int players_asked(const RulesParse& parsed) {
  return parsed.rules ? parsed.rules->players : 2;
}

/// Whether `game` can start from `rules_text`, rules for `rules_players` players, with
/// `side_to_move` when given; if not, an error in `diagnostics` says why ("rules `spot
/// players:3` are for 3 players, not 2", "side to move 4: ataxx has sides 0 to 1").
bool players_fit_or_error(const Game& game, std::string_view rules_text, int rules_players,
                          std::optional<int> side_to_move, Diagnostics& diagnostics);

/// The rules start_state sets `game` up with: the parse's (its diagnostics appended to
/// `diagnostics`), when read and players_fit_or_error; else nullptr.
template <class RulesParse>
auto start_rules_or_null(const Game& game, const RulesParse& parsed, std::string_view rules_text,
                         std::optional<int> side_to_move, Diagnostics& diagnostics)
    -> decltype(&*parsed.rules) {
  diagnostics.append(parsed.diagnostics);
  if (!parsed.rules) return nullptr;
  if (!players_fit_or_error(game, rules_text, parsed.rules->players, side_to_move, diagnostics))
    return nullptr;
  return &*parsed.rules;
}

}  // namespace skald::game
