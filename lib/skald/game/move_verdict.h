#pragma once

// MoveVerdict: how good the move played at a node of a record was, as annotators judge it
// (lichess, python-chess): the analysis before the move gives the mover's best move and
// its score, the analysis after it the score of the move played; the difference, in the
// analyser's unit, marks the move an inaccuracy, a mistake or a blunder, and a best move
// whose alternatives are all much worse is the only move. Game-agnostic: the analyser's
// scores are all it needs. `skald analyse --annotate` writes the verdicts
// (formats/json/README.md states the policy).

#include <optional>
#include <string>

#include "skald/game/analyser.h"

namespace skald::game {

/// What a verdict knows, every score for the side that made the move.
struct MoveJudged {
  std::string played;
  Score played_score;  // after the move played
  std::string best;    // the analysis's best move before it
  Score best_score;
  /// The score of the second-best move before it, when the analysis gave two lines.
  std::optional<Score> second_score;
};

/// Losses (in the analyser's unit) from which a move is marked; the defaults suit tafl's
/// taflman (a man's worth of material).
struct VerdictMargins {
  double inaccuracy = 0.5;
  double mistake = 1.0;
  double blunder = 2.0;
};

enum class Mark { none, inaccuracy, mistake, blunder, only_move };

/// "inaccuracy", "mistake", "blunder", "only move"; empty for none.
const char* mark_name(Mark mark);

struct MoveVerdict {
  Mark mark = Mark::none;
  /// How much worse the move played is than the best move, in the analyser's unit: 0 when
  /// it is the best move or scores as well, and when a proven result decides (a win let go
  /// or a loss walked into is a blunder whatever the values; a slower win is no mistake).
  double loss = 0;
};

/// The verdict on a move; see the header comment.
MoveVerdict judge_move(const MoveJudged& judged, const VerdictMargins& margins = {});

/// A score as one number to compare: a win in n plies is worth more the sooner it comes,
/// a loss in n plies less the sooner, and both lie beyond every value.
double comparable_score(const Score& score);

}  // namespace skald::game
