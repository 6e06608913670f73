#pragma once

// Reading and writing OTN rules strings (`dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y
// start:/.../`), the text form of TaflRules.
//
// Entries are `key:value`, separated by white space; `dim` comes first and `start`/`starti`
// last (a warning otherwise). Every key of OpenTafl's RulesSerializer (v0.4.8) is understood,
// plus skald's extensions `gj` (guard jump mode) and `linc` (Linnaean capture); see
// rules.h for the keys and their defaults and formats/variants/README.md for the
// differences from OpenTafl. Unknown keys are kept in TaflRules::unknown (and written back)
// with a warning; a bad value is an error that names the key and what was expected.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "skald/core/diagnostic.h"
#include "skald/tafl/rules.h"

namespace skald::tafl {

/// What parse_rules() found. `rules` is set whenever `dim` and the start position could be
/// read; other bad entries are errors in `diagnostics` and leave their default in place.
struct RulesParse {
  std::optional<TaflRules> rules;
  Diagnostics diagnostics;
};

/// Reads an OTN rules string. Diagnostic columns are where.column + the offset of the
/// offending entry in `text`, so a caller can point into a `[rules:...]` tag. Never throws.
/// The rules come back with `dialect` set; in the OpenTafl dialect the string is read as
/// OpenTafl reads it.
RulesParse parse_rules(std::string_view text, const SourceLocation& where = {},
                       Dialect dialect = Dialect::opentafl);

/// One `key:value` entry of a rules string, as written.
struct RulesEntry {
  std::string key;
  std::string value;
};

/// The `key:value` entries of `text` in the order written (words without a colon are left
/// out): which keys a string gives, for notes about what it says (rules_explain.h).
std::vector<RulesEntry> rules_entries(std::string_view text);

/// Writes `rules` as OpenTafl does: dim first, then name (when not empty), atkf (always),
/// every other key only when it differs from its default, unknown keys as they were read,
/// and start (or starti) last. parse_rules(serialise_rules(r)) gives r back.
std::string serialise_rules(const TaflRules& rules);

}  // namespace skald::tafl
