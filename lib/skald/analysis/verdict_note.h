#pragma once

// The comment `skald analyse --annotate` (and skald studio's annotation) writes on a move: the
// verdict on the move played (game::judge_move) from the analyses of the positions before and after
// it, with every score from the first side's point of view, e.g.
//   skald depth 6, for attackers: -0.40, mistake; best e4-e7 +0.80
// formats/json/README.md states the policy. Two-player games only: a score for the side to
// move is the other side's negated (analyse --annotate refuses games of more players).

#include <optional>
#include <regex>
#include <string>

#include "skald/game/analyser.h"
#include "skald/game/game.h"
#include "skald/game/move_verdict.h"

namespace skald::analysis {

/// What a verdict needs from the analysis of one position.
struct PositionJudged {
  int side_to_move = 0;
  std::optional<game::Outcome> over;  // the game has ended here (no analysis)
  std::optional<std::string> best_move;
  game::Score score;                  // for the side to move
  std::optional<game::Score> second;  // the second line's score, when there was one
  int depth = 0;
};

/// The mark the verdict on `played` gets from these analyses (none without a best move).
game::Mark verdict_mark(const PositionJudged& before, const PositionJudged& after,
                        const std::string& played);

/// Whether a verdict with `mark` must hold at a deeper search before it is written:
/// mistakes and blunders, the marks a horizon effect fakes most and readers trust most.
bool needs_recheck(game::Mark mark);

/// The verdict comment on `played` (canonical text), the move from `before` to `after`;
/// nothing when `before` had no move to compare with. `found_at_depth`, when given, says
/// these analyses re-check a mistake or blunder found at that depth:
///   skald depth 5, confirmed at depth 7, for attackers: -2.10, blunder; best b2-a2 +0.80
///   skald depth 5, re-checked at depth 7, for attackers: +0.30
std::optional<std::string> verdict_note(const game::Game& game, const PositionJudged& before,
                                        const PositionJudged& after, const std::string& played,
                                        std::optional<int> found_at_depth = std::nullopt);

/// Matches a verdict written by verdict_note() (or by earlier versions of skald), so that
/// annotating again replaces it.
const std::regex& verdict_pattern();

/// `comment` with skald's earlier verdicts taken out and `note` added at the end:
/// annotating again replaces the verdict instead of adding a second one.
std::string with_verdict(const std::string& comment, const std::string& note);

}  // namespace skald::analysis
