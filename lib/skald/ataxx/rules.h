#pragma once

// The rules texts of Ataxx and Spot, as a record's `[rules:...]` tag holds them.
//
//   ataxx                          two players, x and o (libataxx's rules): a side with no
//                                  move passes (`0000`); the game ends when a side has no
//                                  stones, when no empty square is within reach of any
//                                  stone, or at 100 half-moves without a clone (a draw,
//                                  unless one of the other ends is also reached);
//   spot [players:N] [corner:C]    Spot: The Video Game's rules for N = 2 (default), 3 or
//                                  4 players; a player with no stones or no move is
//                                  skipped (no pass is written); the game ends when no
//                                  player can move or one colour is left; no clock rule.
//                                  corner:left|right (3 players only, default right) is
//                                  the lower corner player 3 starts in.
//
// Keys are `key:value` words separated by spaces; an unknown key is a warning, a bad value
// an error. Start layouts (rank 7 at the top; Spot's are known only from the pictures of
// the seed document, so these are skald's reading of them):
//   2 players  x on a7 and g1, o on g7 and a1     (`x5o/7/7/7/7/7/o5x`)
//   3 players  x on a7, o on g7, y on g1 (right) or a1 (left)
//   4 players  x on a7, o on g7, y on g1, z on a1 (clockwise from the top left)

#include <optional>
#include <string>
#include <string_view>

#include "skald/core/diagnostic.h"

namespace skald::ataxx {

enum class RuleSet { ataxx, spot };
/// Where Spot's third player starts with three players.
enum class LowerCorner { left, right };

inline constexpr int kMaxPlayers = 4;

struct AtaxxRules {
  RuleSet set = RuleSet::ataxx;
  int players = 2;
  LowerCorner corner = LowerCorner::right;
  friend bool operator==(const AtaxxRules&, const AtaxxRules&) = default;
};

struct RulesParse {
  std::optional<AtaxxRules> rules;  // empty when the text cannot be used
  Diagnostics diagnostics;          // columns count from 1 within the text
};

/// Reads a rules text (see the top of this file).
RulesParse parse_rules(std::string_view text);

/// Whether the text names Ataxx or Spot at all (its first word), usable or not.
bool names_ataxx_rules(std::string_view text);

/// The canonical text: `ataxx`, `spot players:3 corner:left`.
std::string serialise_rules(const AtaxxRules& rules);

/// The rules in plain words, one statement a line.
std::string explain_rules(const AtaxxRules& rules);

/// The start board in Ataxx FEN's board field (rank 7 first).
std::string start_board(const AtaxxRules& rules);

}  // namespace skald::ataxx
