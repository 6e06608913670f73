#pragma once

// The rules of a TaflRules in plain English, for `skald rules explain` and for people who
// want to check what a rules string really says: one short line per rule (board, pieces,
// who moves first, how the king wins and is captured, jumps, special squares, shieldwall,
// edge forts, berserk, repetition, speed limits, keys skald does not know), and notes on
// what a rules string does in OpenTafl that its keys do not say, or the spec reads
// otherwise (formats/otn/dialects.md).

#include <string>
#include <string_view>
#include <vector>

#include "skald/tafl/rules.h"

namespace skald::tafl {

/// One line per rule, each ending in '\n'. Says what the rules do in rules.dialect.
std::string explain_rules(const TaflRules& rules);

/// A place where OpenTafl's code reads a rules string otherwise than the OTN spec, or
/// where a key does more or less than its name says, that concerns the rules string at
/// hand. formats/otn/dialects.md lists every such difference.
struct DialectNote {
  std::string key;   // the key concerned as written ("cenhe"); "" for the rules as a whole
  std::string text;  // what happens in each dialect, ending in '.'
};

/// The notes that concern the rules string `text`, one finder per difference (in the
/// order of dialects.md). Nothing for a string parse_rules() rejects. Never throws.
std::vector<DialectNote> dialect_notes(std::string_view text);

/// dialect_notes() as `rules explain` prints them after explain_rules(): a heading line,
/// then one line per note, each ending in '\n'; "" when no note applies.
std::string explain_dialect_notes(std::string_view text);

}  // namespace skald::tafl
