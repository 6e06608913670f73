#include "skald/analysis/verdict_note.h"

#include <fmt/core.h>

#include "skald/game/move_verdict.h"

namespace skald::analysis {
namespace {

game::Score negated(const game::Score& s) {
  game::Score out;
  out.win_in_plies = s.loss_in_plies;
  out.loss_in_plies = s.win_in_plies;
  out.value = -s.value;
  return out;
}

/// `score`, seen by `side`, for the side `view`: the same score or its negation (two sides).
game::Score seen_by(const game::Score& score, int side, int view) {
  return side == view ? score : negated(score);
}

/// A score from the first side's view: "+0.80", "attackers win in 3 plies".
std::string score_text(const game::Game& game, const game::Score& first_view) {
  if (first_view.win_in_plies)
    return fmt::format("{} win in {} plies", game.side_name(0), *first_view.win_in_plies);
  if (first_view.loss_in_plies)
    return fmt::format("{} win in {} plies", game.side_name(1), *first_view.loss_in_plies);
  return fmt::format("{:+.2f}", first_view.value);
}

}  // namespace

namespace {

/// What game::judge_move() compares for `played`, from the analyses around it; nothing
/// when `before` had no move to compare with.
std::optional<game::MoveJudged> move_judged(const PositionJudged& before,
                                            const PositionJudged& after,
                                            const std::string& played) {
  if (!before.best_move || before.over) return std::nullopt;
  const int mover = before.side_to_move;
  game::MoveJudged judged;
  judged.played = played;
  judged.best = *before.best_move;
  judged.best_score = before.score;
  judged.second_score = before.second;
  if (after.over) {
    const game::Outcome& o = *after.over;
    if (o.kind == game::OutcomeKind::win && o.winner == mover) {
      judged.played_score.win_in_plies = 0;
    } else if (o.kind == game::OutcomeKind::win) {
      judged.played_score.loss_in_plies = 0;
    }
  } else {
    judged.played_score = seen_by(after.score, after.side_to_move, mover);
  }
  return judged;
}

}  // namespace

game::Mark verdict_mark(const PositionJudged& before, const PositionJudged& after,
                        const std::string& played) {
  const std::optional<game::MoveJudged> judged = move_judged(before, after, played);
  return judged ? game::judge_move(*judged).mark : game::Mark::none;
}

bool needs_recheck(game::Mark mark) {
  return mark == game::Mark::mistake || mark == game::Mark::blunder;
}

std::optional<std::string> verdict_note(const game::Game& game, const PositionJudged& before,
                                        const PositionJudged& after, const std::string& played,
                                        std::optional<int> found_at_depth) {
  const std::optional<game::MoveJudged> judged = move_judged(before, after, played);
  if (!judged) return std::nullopt;
  const int mover = before.side_to_move;
  const game::MoveVerdict verdict = game::judge_move(*judged);
  const int depth = after.over ? before.depth : after.depth;
  std::string note;
  if (found_at_depth) {
    // A re-check: the scores and the mark are the deeper search's; "confirmed" when the
    // mistake or blunder found at the shallower depth still is one.
    note = fmt::format("skald depth {}, {} at depth {}, for {}: ", *found_at_depth,
                       needs_recheck(verdict.mark) ? "confirmed" : "re-checked", depth,
                       game.side_name(0));
  } else {
    note = fmt::format("skald depth {}, for {}: ", depth, game.side_name(0));
  }
  note += after.over ? game::result_text(game, *after.over)
                     : score_text(game, seen_by(judged->played_score, mover, 0));
  if (verdict.mark != game::Mark::none) note += std::string(", ") + game::mark_name(verdict.mark);
  if (verdict.mark == game::Mark::inaccuracy || verdict.mark == game::Mark::mistake ||
      verdict.mark == game::Mark::blunder) {
    note +=
        "; best " + judged->best + " " + score_text(game, seen_by(judged->best_score, mover, 0));
  }
  return note;
}

const std::regex& verdict_pattern() {
  // Today's verdicts run to the end of their line; the earlier form named the next move.
  static const std::regex pattern(
      R"((^|\s+)skald depth \d+((, (confirmed|re-checked) at depth \d+)?, for [^:\n]*: [^\n]*|: next \S+ \([^()]*\)))");
  return pattern;
}

std::string with_verdict(const std::string& comment, const std::string& note) {
  std::string kept = std::regex_replace(comment, verdict_pattern(), "");
  const std::size_t text = kept.find_first_not_of(" \t\n");
  kept = text == std::string::npos ? std::string() : kept.substr(text);
  return kept.empty() ? note : kept + " " + note;
}

}  // namespace skald::analysis
