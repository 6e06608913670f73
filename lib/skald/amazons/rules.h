#pragma once

// The rules of the Game of the Amazons (ICGA): a square board, four amazons a side, White
// first. A move is a queen move of one of the mover's amazons (no jumping, no capture)
// followed by an arrow shot as a queen move from the square it landed on (the square it
// left may be shot); the arrow stays for good. The first player unable to move loses;
// there is no pass and no draw.
//
// Rules text (a record's `rules` tag): `amazons [size:N] [first:white|black]`.
// Parameters:
//   size   6, 8 or 10 (default 10). 10: White a4 d1 g1 j4, Black a7 d10 g10 j7. The small
//          boards scale that layout as OpenSpiel's 6x6 board did (the amazons on the back
//          rank's second and fifth files from each side, and at both ends of the rank
//          a quarter of the way in): 6x6 White a2 b1 e1 f2, Black a5 b6 e6 f5; 8x8 White
//          a3 c1 f1 h3, Black a6 c8 f8 h6.
//   first  the side that moves first (default white, or the side a position text names),
//          for a record that starts from a position with Black to move; when given it
//          decides over the position text's side.
// Unknown keys are warned about and ignored; a bad value is an error.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "skald/core/diagnostic.h"

namespace skald::amazons {

/// Sides: White moves first by default.
inline constexpr int kWhite = 0;
inline constexpr int kBlack = 1;

struct AmazonsRules {
  int size = 10;
  int first = kWhite;
  /// Whether the rules text says `first`: it then decides over the side a position text
  /// names (a puzzle set up with Black to move says so in its rules, as tafl's do).
  bool first_given = false;
  friend bool operator==(const AmazonsRules&, const AmazonsRules&) = default;
};

/// What parse_rules() read.
struct RulesParse {
  std::optional<AmazonsRules> rules;  // empty on error
  Diagnostics diagnostics;
};

/// Whether a rules text names this game: its first word is `amazons`.
bool is_amazons_rules(std::string_view text);

/// Reads a rules text; diagnostics carry 1-based columns into `text`.
RulesParse parse_rules(std::string_view text);

/// The canonical rules text: `amazons size:N`, with ` first:white|black` when given.
std::string rules_text(const AmazonsRules& rules);

/// The rules in plain words, one statement a line.
std::string explain_rules(const AmazonsRules& rules);

/// The start squares of one side's amazons, as (column, row) from a1 = (0, 0).
std::vector<std::pair<int, int>> start_squares(int size, int side);

}  // namespace skald::amazons
