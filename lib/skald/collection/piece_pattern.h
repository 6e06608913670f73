#pragma once

// PiecePattern: a position described by some of its pieces (`skald collect --pattern`),
// matched against the board picture a game draws of a state (game/board_picture.h), so
// it works for every game without knowing one. The syntax (lib/skald/collection/README.md):
//
//   pattern  := term { ("," | " ") term }          every term must hold
//   term     := ["!"] piece "@" cell { "|" cell }  such a piece on one of the cells
//                                                  ("!": on none of them)
//             | piece compare count                how many such pieces stand on the board
//   piece    := a piece as the game's position text writes it (tafl `K`, `T`, `t`; Ataxx
//               `x`, `o`; Amazons `Q`, `q`, `x` an arrow; case counts)
//             | "*" (any piece) | "." (an empty cell)
//   cell     := a cell as the game's moves name it (`e5`)
//   compare  := "=" | "!=" | "<" | "<=" | ">" | ">="
//
// `K@a1|a7|g1|g7` the king on a corner; `K@d4 t@c4 t@e4` the king between two attackers;
// `!t@d5` no attacker on d5; `.@e5` e5 empty; `t<=3` three attackers or fewer;
// `*>=20` twenty pieces or more. A cell the board does not have holds nothing, so
// `t@k11` never holds on a 7x7 board and `!t@k11` always does.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "skald/game/board_picture.h"

namespace skald::collection {

struct PiecePatternParse;

class PiecePattern {
 public:
  /// Whether every term holds on the picture's board.
  bool matches(const game::BoardPicture& picture) const;
  /// The text it was read from.
  const std::string& text() const { return text_; }

 private:
  friend PiecePatternParse parse_piece_pattern(std::string_view text);

  enum class PieceKind { named, any, empty };
  enum class Compare { equal, not_equal, less, less_equal, greater, greater_equal };
  struct Term {
    PieceKind kind = PieceKind::named;
    std::string notation;  // for PieceKind::named
    bool negated = false;
    std::vector<std::string> cells;  // a placement term; empty for a count term
    Compare compare = Compare::equal;
    int count = 0;
  };

  bool holds(const Term& term, const game::BoardPicture& picture) const;
  static bool piece_fits(const Term& term, const game::PlacedPiece* piece);

  std::string text_;
  std::vector<Term> terms_;
};

/// What parse_piece_pattern() read: the pattern, or the error and the column (from 1) it
/// is at.
struct PiecePatternParse {
  std::optional<PiecePattern> pattern;  // set when error is empty
  std::string error;
  int column = 0;
};

/// Reads a pattern in the syntax above.
PiecePatternParse parse_piece_pattern(std::string_view text);

}  // namespace skald::collection
