#include "skald/game/move_verdict.h"

#include <algorithm>

namespace skald::game {
namespace {

constexpr double kProven = 1e6;

bool wins(const Score& s) {
  return s.win_in_plies.has_value();
}
bool loses(const Score& s) {
  return s.loss_in_plies.has_value();
}

}  // namespace

const char* mark_name(Mark mark) {
  switch (mark) {
    case Mark::none:
      return "";
    case Mark::inaccuracy:
      return "inaccuracy";
    case Mark::mistake:
      return "mistake";
    case Mark::blunder:
      return "blunder";
    case Mark::only_move:
      return "only move";
  }
  return "";
}

double comparable_score(const Score& score) {
  if (score.win_in_plies) return kProven - *score.win_in_plies;
  if (score.loss_in_plies) return -kProven + *score.loss_in_plies;
  return score.value;
}

MoveVerdict judge_move(const MoveJudged& judged, const VerdictMargins& margins) {
  MoveVerdict verdict;
  if (judged.played == judged.best) {
    // The best move is the only one when every other move throws the game or a blunder's
    // worth away (and the position is not lost whatever is played).
    if (judged.second_score && !loses(judged.best_score)) {
      const Score& second = *judged.second_score;
      const bool throws_result = wins(judged.best_score) ? !wins(second) : loses(second);
      const bool proven = wins(judged.best_score) || loses(second);
      const double gap = comparable_score(judged.best_score) - comparable_score(second);
      if (throws_result || (!proven && gap >= margins.blunder)) verdict.mark = Mark::only_move;
    }
    return verdict;
  }
  const Score& best = judged.best_score;
  const Score& played = judged.played_score;
  // A win let go, or a loss walked into, is a blunder whatever the values say.
  if ((wins(best) && !wins(played)) || (loses(played) && !loses(best))) {
    verdict.mark = Mark::blunder;
    return verdict;
  }
  // A slower win or a slower loss is no mistake; values compare by the margins.
  if (wins(best) || loses(best)) return verdict;
  verdict.loss = std::max(0.0, best.value - played.value);
  if (verdict.loss >= margins.blunder) {
    verdict.mark = Mark::blunder;
  } else if (verdict.loss >= margins.mistake) {
    verdict.mark = Mark::mistake;
  } else if (verdict.loss >= margins.inaccuracy) {
    verdict.mark = Mark::inaccuracy;
  }
  return verdict;
}

}  // namespace skald::game
