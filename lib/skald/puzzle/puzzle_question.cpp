#include "skald/puzzle/puzzle_question.h"

#include "skald/game/replay.h"
#include "skald/record/annotations.h"
#include "skald/record/numbering.h"
#include "skald/record/puzzle_position.h"

namespace skald::puzzle {

namespace {

/// The goal asked at `position`, from the tag or the prose of its comment; an error when
/// the record states none.
void find_goal(const record::Record& record, const record::Node& position, const game::Game& game,
               PuzzleQuestion& q) {
  if (const record::Tag* tag = record.find_tag("puzzle-goal")) {
    const GoalParse parsed = parse_goal(tag->value, game);
    if (!parsed.goal) {
      q.error = "puzzle-goal \"" + tag->value + "\": " + parsed.error + " (column " +
                std::to_string(parsed.column) + ")";
      return;
    }
    q.goal = *parsed.goal;
    q.source = "puzzle-goal tag";
    q.node = &position;
    return;
  }
  const game::StateAtNode at = game::state_at(record, position, game);
  const int to_move = at.state ? at.state->side_to_move() : 0;
  // OpenTafl shows the comment of the move that led to a position (the start comment at
  // the start): its puzzles state their goal there.
  const bool at_start = position.is_root();
  const std::string prose =
      record::comment_without_hints(at_start ? record.start_comment() : position.comment);
  if (auto goal = goal_from_prose(prose, game, to_move)) {
    q.goal = *goal;
    q.source = at_start ? "start comment" : "comment of " + record::address_text(position);
    q.node = &position;
    return;
  }
  q.error = "no goal: add a puzzle-goal tag (skald puzzle set FILE --goal \"defenders win in 4\")";
}

/// Whether `ancestor` is `node` or lies on its path from the root.
bool is_on_path_to(const record::Node& ancestor, const record::Node& node) {
  for (const record::Node* n = &node; n != nullptr; n = n->parent())
    if (n == &ancestor) return true;
  return false;
}

}  // namespace

PuzzleQuestion find_puzzle_question(const record::Record& record, const game::Game& game) {
  PuzzleQuestion q;
  Diagnostics diagnostics;
  const record::PuzzleSettings settings = record.puzzle_settings(diagnostics);
  q.mode = settings.mode;
  if (settings.mode == record::PuzzleMode::none) {
    q.error = "not a puzzle: no puzzle-mode tag (loose or strict)";
    return q;
  }
  const record::Node* position = &record.root();
  if (settings.start) {
    const record::PositionResolution start =
        record::resolve_position(record.root(), *settings.start);
    if (start.after == nullptr) {
      q.error = "puzzle-start names no position of this record: " + start.error;
      return q;
    }
    position = start.after;
  }
  find_goal(record, *position, game, q);
  if (q.node == nullptr) return q;
  q.prologue_start = q.node;
  if (settings.prestart) {
    const record::PositionResolution prestart =
        record::resolve_position(record.root(), *settings.prestart);
    if (prestart.after != nullptr && is_on_path_to(*prestart.after, *q.node))
      q.prologue_start = prestart.after;
  }
  return q;
}

}  // namespace skald::puzzle
