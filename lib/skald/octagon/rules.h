#pragma once

// The rules of The Octagon Theory as skald plays them, and their text in a record's
// `[rules:...]` tag. No rulebook of the game is public (issue 14); what its sources agree
// on, and what skald assumes where they are silent, is below and in README.md here.
//
// What the sources say (the designer's interview, ../shared/seeds/000_*; the web and iOS
// versions' descriptions): an octagonal board with a hole in the centre; on a turn a
// player places a piece on any open cell; a piece points in 1, 2, 4 or all 8 of the
// compass directions, the 1-piece unlimited, the others in limited stock (the stronger,
// the fewer); placing a piece pushes the adjacent opponent pieces away in its directions;
// a piece pushed off the edge or into the hole is removed; after a fixed number of turns
// (three board sizes: 20, 30 or 70 turns) the player with the most pieces on the board
// wins; the web version has 2 to 4 players and two placements per turn.
//
// What skald assumes (each a key of the rules text, so another reading is one key away):
//   size:N cut:C hole:H  the board is an N x N square grid (5..15) with a right triangle
//                        of C cells' side cut off each corner (an octagon) and an H x H
//                        square hole in the centre (0: none; H and N of equal parity).
//                        Defaults 9, 3, 1: 56 cells. The real boards' cell counts are
//                        unknown; the three sizes are skald's: 7/2/1 (36 cells, 20 turns),
//                        9/3/1 (56, 30 turns), 13/4/3 (120, 70 turns).
//   turns:T              every player takes T turns (a round is one turn of each player);
//                        the game ends after the last player's turn of round T. Whether
//                        the real count is per player or in all is unknown: per player.
//   players:P            2 (default), 3 or 4, moving in turn: x, o, y, z.
//   placements:K         pieces a player places per turn (1 default; the web version's 2):
//                        each placement is one move, the same player moving again.
//   push:D               a pushed piece moves D cells (default 1), cell by cell.
//   chain:off|on         off (default): a pushed piece stops before an occupied cell (a
//                        piece right behind it blocks the push: the designer speaks of
//                        blocking); on: it pushes the whole line of pieces in front of it,
//                        of any owner, and the last one falls off the edge or into the
//                        hole when the line reaches them ("cannoning").
//   two:line|corner      the 2-piece's two directions: opposite (default, 4 orientations)
//                        or 90 degrees apart (8 orientations). The 4-piece points to the
//                        four orthogonal or the four diagonal directions; the 8-piece to all.
//   stock:S1,S2,S4,S8    each player's stock of 1-, 2-, 4- and 8-pieces: a count, `*` for
//                        unlimited, 0 for a kind not in the game. Default `*,6,4,2` (the
//                        real stocks are unknown; "the stronger pieces are fewer").
// Only pieces of other players are pushed (the mover's own, placed next to it, stay),
// except that with chain:on a pushed line carries whatever stands in it. The directions of
// the placed piece are pushed in compass order N, NE, E, SE, S, SW, W, NW, each on the
// board the earlier ones left. A piece on the board pushes nothing later: only the piece
// placed pushes. A player who cannot place (no open cell, no piece in stock) ends the game.
// The most pieces on the board is first; equal counts share a place (a draw with two).

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "skald/core/diagnostic.h"

namespace skald::octagon {

inline constexpr int kMaxPlayers = 4;
inline constexpr int kMinSize = 5;
inline constexpr int kMaxSize = 15;
inline constexpr int kMaxTurns = 500;
inline constexpr int kMaxPlacements = 4;
/// The piece kinds, by the number of directions they push in: 1, 2, 4, 8.
inline constexpr int kKinds = 4;
inline constexpr int kKindDirections[kKinds] = {1, 2, 4, 8};
/// A stock without limit.
inline constexpr int kUnlimited = -1;

enum class TwoPiece { line, corner };

struct OctagonRules {
  int size = 9;
  int cut = 3;
  int hole = 1;
  int turns = 30;
  int players = 2;
  int placements = 1;
  int push = 1;
  bool chain = false;
  TwoPiece two = TwoPiece::line;
  /// Per kind (1, 2, 4, 8): a count, or kUnlimited.
  std::array<int, kKinds> stock = {kUnlimited, 6, 4, 2};
  friend bool operator==(const OctagonRules&, const OctagonRules&) = default;
};

struct RulesParse {
  std::optional<OctagonRules> rules;  // empty when the text cannot be used
  Diagnostics diagnostics;            // columns count from 1 within the text
};

/// Reads a rules text (`octagon` followed by any of the keys above).
RulesParse parse_rules(std::string_view text);

/// Whether the text names this game (its first word is `octagon`), usable or not.
bool names_octagon_rules(std::string_view text);

/// The canonical text, every key written: `octagon size:9 cut:3 hole:1 turns:30 ...`.
std::string serialise_rules(const OctagonRules& rules);

/// The rules in plain words, one statement a line.
std::string explain_rules(const OctagonRules& rules);

/// A rule set under a name (`--variant octagon-20`).
struct OctagonVariant {
  const char* name;
  const char* rules;
  const char* description;
};

/// The named rule sets for `players` players, the default first.
std::vector<OctagonVariant> octagon_variants(int players);

}  // namespace skald::octagon
