#pragma once

// skald's notation for RoPaSci 360 (README.md here has the full description).
//
// One side's action, its token's letter first (R P S for Upper, r p s for Lower):
//   R*c9     a throw: a rock thrown onto c9
//   Rc9-c8   a slide: the rock on c9 to the adjacent c8
//   Rc9~c7   a swing: the rock on c9 around a token of its own next to it, to c7
// A joint action (one turn, one record node) is Upper's action, a slash, Lower's:
// `R*c9/s*g1`. When reading, a slide's or swing's letter may be left out (the hex says
// which token moves) and either case is accepted; the canonical text has it, in the side's
// case.
//
// A position: the nine rows from Upper's edge (row 9, a9..e9) down to Lower's (row 1,
// e1..i1), separated by `/`, each from left to right; a token's letter, a digit 1-9 for
// so many empty hexes, or the tokens of a hex that holds several in parentheses
// (`(RR)`, `(Rr)`); then the throws Upper and Lower have made and the number of the next
// turn: `5/6/7/8/9/8/7/6/5 0 0 1` is the start.

#include <optional>
#include <string>
#include <string_view>

#include "skald/core/diagnostic.h"
#include "skald/ropasci/action.h"
#include "skald/ropasci/board.h"

namespace skald::ropasci {

/// An action as written: a slide's or swing's symbol may be missing.
struct WrittenAction {
  ActionKind kind = ActionKind::throw_token;
  std::optional<Symbol> symbol;
  int from = -1;
  int to = 0;
};

/// A read action, or what was expected instead.
struct ActionParse {
  std::optional<WrittenAction> action;
  std::string error;
};

/// Reads one side's action.
ActionParse parse_action(std::string_view text);
/// The canonical text of `side`'s action.
std::string action_text(int side, const Action& action);
/// The legal action of `side` on `board` that `written` names, or why there is none
/// ("no token of upper on c5", "c5 is not next to e5").
struct ActionResolution {
  std::optional<Action> action;
  std::string error;
};
ActionResolution resolve_action(const Board& board, int side, const WrittenAction& written);

/// Where a joint action's two parts are, or what is wrong with its shape.
struct JointSplit {
  std::string_view upper;
  std::string_view lower;
  std::string error;
};
JointSplit split_joint(std::string_view text);
std::string joint_text(const Action& upper, const Action& lower);

/// A position read from its text; the board, or diagnostics (columns from 1 in the text,
/// messages starting with "position").
struct PositionParse {
  std::optional<Board> board;
  Diagnostics diagnostics;
};
PositionParse parse_position(std::string_view text);
std::string position_text(const Board& board);

/// The letters of a hex's tokens, Upper's first ("RRr"); empty for an empty hex.
std::string hex_tokens_text(const Board& board, int hex);

}  // namespace skald::ropasci
