// SolveSession: starting, the commands, the prologue, the position shown and the end
// (solve_session.h). The moves are in solve_play.cpp, the player's aids in solve_help.cpp.
#include "skald/puzzle/solve_session.h"

#include <algorithm>

#include "skald/game/replay.h"
#include "skald/game/typed_move.h"
#include "skald/record/annotations.h"

namespace skald::puzzle {

namespace {

/// A comment as the solver sees it: no clock reading, no hints.
std::string shown_comment(std::string_view raw) {
  return record::comment_without_hints(record::comment_without_clock(raw));
}

std::string capitalised(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 32);
  return text;
}

}  // namespace

std::string SolveAnswer::text() const {
  std::string out;
  for (const SolvePart& part : parts)
    out += part.text;
  return out;
}

const char* solve_status_name(SolveStatus status) {
  switch (status) {
    case SolveStatus::prologue:
      return "prologue";
    case SolveStatus::solving:
      return "solving";
    case SolveStatus::solved:
      return "solved";
    case SolveStatus::failed:
      return "failed";
  }
  return "failed";
}

std::unique_ptr<SolveSession> SolveSession::start_or_null(const record::Record& record,
                                                          const game::Game& game,
                                                          game::Analyser* analyser,
                                                          const SolveOptions& options,
                                                          std::string& error) {
  if (game.shape().dynamics != game::Dynamics::sequential) {
    error = "solve plays games whose sides move in turn; " + game.name() + " does not";
    return nullptr;
  }
  PuzzleQuestion question = find_puzzle_question(record, game);
  if (question.node == nullptr) {
    error = question.error;
    return nullptr;
  }
  game::StateAtNode at = game::state_at(record, *question.node, game);
  if (!at.state) {
    error = "cannot replay the record to the puzzle position: " + at.error;
    return nullptr;
  }
  if (at.state->outcome().kind != game::OutcomeKind::ongoing) {
    error =
        "the game is over at the puzzle position: " + game::result_text(game, at.state->outcome());
    return nullptr;
  }
  // A position the engine cannot take (tafl: no king) is played along the record only.
  if (!at.state->unplayable_reason().empty()) analyser = nullptr;
  return std::unique_ptr<SolveSession>(
      new SolveSession(record, game, analyser, options, std::move(question), std::move(at.state)));
}

SolveSession::SolveSession(const record::Record& record, const game::Game& game,
                           game::Analyser* analyser, const SolveOptions& options,
                           PuzzleQuestion question, std::unique_ptr<game::GameState> start)
    : record_(record),
      game_(game),
      analyser_(analyser),
      options_(options),
      question_(std::move(question)),
      start_(std::move(start)) {
  solver_ = question_.goal.side;
  bound_ = question_.goal.moves.value_or(options_.unbounded_moves);
  for (const record::Node* n = question_.node; n != nullptr; n = n->parent()) {
    prologue_.push_back(n);
    if (n == question_.prologue_start) break;
  }
  std::reverse(prologue_.begin(), prologue_.end());
  start_turn_ = record::turn_state_after(*question_.node);
}

SolveAnswer SolveSession::opening() {
  SolveAnswer out;
  const std::string comment = shown_comment(record_.start_comment());
  if (!comment.empty()) {
    out.say(comment);
    out.say("");
  }
  if (prologue_.size() > 1) {
    out.say("Prologue: " + plural_moves(static_cast<int>(prologue_.size()) - 1) +
            " before the puzzle; step through with next and previous.");
    show_prologue_position(out);
  } else {
    begin_puzzle(out);
  }
  return out;
}

SolveAnswer SolveSession::answer(std::string_view line) {
  SolveAnswer out;
  const std::string_view text = game::without_surrounding_spaces(line);
  if (finished()) {
    out.say("The puzzle is over.");
    return out;
  }
  if (text.empty()) return out;
  const std::size_t space = text.find_first_of(" \t");
  const std::string_view command = text.substr(0, space);
  const std::string_view argument = space == std::string_view::npos
                                        ? std::string_view{}
                                        : game::without_surrounding_spaces(text.substr(space));
  if (command == "help" || command == "?") {
    help(out);
  } else if (command == "quit" || command == "exit") {
    finish(SolveStatus::failed, "you gave up", out);
  } else if (status_ == SolveStatus::prologue) {
    answer_in_prologue(command, out);
  } else if (command == "board") {
    show_position(out);
  } else if (command == "hint") {
    hint(out);
  } else if (command == "history") {
    history(out);
  } else if (command == "back") {
    back(out);
  } else if (command == "jump") {
    jump(argument, out);
  } else if (command == "next" || command == "previous") {
    out.say("next and previous step through the prologue only; here, type a move (or help).");
  } else {
    play_solver_move(text, out);
  }
  return out;
}

std::string SolveSession::prompt() const {
  if (status_ == SolveStatus::prologue) return "prologue> ";
  if (finished()) return "";
  return next_place() + "> ";
}

void SolveSession::answer_in_prologue(std::string_view command, SolveAnswer& out) {
  if (command == "next") {
    ++prologue_at_;
    if (prologue_at_ + 1 == prologue_.size()) {
      begin_puzzle(out);
    } else {
      show_prologue_position(out);
    }
  } else if (command == "previous") {
    if (prologue_at_ == 0) {
      out.say("This is the first position of the prologue; type next.");
      return;
    }
    --prologue_at_;
    show_prologue_position(out);
  } else if (command == "board") {
    show_prologue_position(out);
  } else {
    const int left = static_cast<int>(prologue_.size() - 1 - prologue_at_);
    out.say("In the prologue only next and previous (and board, help, quit): the puzzle starts " +
            plural_moves(left) + " from here.");
  }
}

void SolveSession::show_prologue_position(SolveAnswer& out) {
  const record::Node& node = *prologue_[prologue_at_];
  if (node.is_root()) {
    out.say("Start position");
  } else {
    out.say(record::address_text(node) + "  " + node.move_text + "  (" +
            game_.side_name(node.side) + ")");
  }
  const game::StateAtNode at = game::state_at(record_, node, game_);
  if (at.state) {
    out.show(at.state->board_picture());
    out.say(capitalised(game_.side_name(at.state->side_to_move())) + " to move.");
  }
  if (!node.is_root()) say_comment(node, out);
  const int left = static_cast<int>(prologue_.size() - 1 - prologue_at_);
  out.say("(prologue: the puzzle starts " + plural_moves(left) + " from here; next, previous)");
}

void SolveSession::begin_puzzle(SolveAnswer& out) {
  status_ = SolveStatus::solving;
  revealed_.insert(prologue_.begin(), prologue_.end());
  const record::Node& node = *question_.node;
  const bool strict = question_.mode == record::PuzzleMode::strict;
  out.say("The puzzle: " + goal_text(question_.goal, game_) + " (" +
          (strict ? "strict: only the record's moves are played" : "loose: any legal move") + ").");
  if (!node.is_root()) {
    out.say("Position after " + record::address_text(node) + "  " + node.move_text + "  (" +
            game_.side_name(node.side) + ")");
  }
  show_position(out);
  if (!node.is_root()) say_comment(node, out);
  out.say("Type a move (as the game writes it; captures may be left out), or help.");
  opponent_replies(out);
  if (!steps_.empty() && !finished()) show_position(out);
}

void SolveSession::show_position(SolveAnswer& out) const {
  const game::GameState& state = current_state();
  out.show(state.board_picture());
  const int to_move = state.side_to_move();
  std::string line = capitalised(game_.side_name(to_move)) + " to move";
  if (to_move == solver_) line += " (you)";
  const int left = moves_left();
  if (question_.goal.kind == Goal::Kind::win) {
    line += ": " + std::to_string(left) + " of " + plural_moves(bound_) + " left to win.";
  } else {
    line += ": hold for " + plural_moves(left) + " more.";
  }
  out.say(line);
}

void SolveSession::say_comment(const record::Node& node, SolveAnswer& out) const {
  const std::string comment = shown_comment(node.comment);
  if (!comment.empty()) out.say(comment);
}

void SolveSession::finish(SolveStatus status, const std::string& reason, SolveAnswer& out) {
  status_ = status;
  out.say(std::string(status == SolveStatus::solved ? "Solved" : "Failed") + ": " + reason + ".");
  out.say("Hints used: " + std::to_string(hints_used_) + ".");
}

void SolveSession::help(SolveAnswer& out) const {
  if (status_ == SolveStatus::prologue) {
    out.say("The prologue shows the moves before the puzzle:");
    out.say("  next        the next move (the last one starts the puzzle)");
    out.say("  previous    the move before");
    out.say("  board       show the board again");
    out.say("  quit        give up");
    return;
  }
  out.say("Type a move in the game's notation (e.g. d6-f6; captures may be left out), or:");
  out.say(
      "  hint        the next hint: the record's, then the engine's (the piece, then the move)");
  out.say("  history     the moves played since the puzzle position, with their addresses");
  out.say("  back        take back your last move and the reply to it");
  out.say("  jump ADDR   go to a position of the record you have seen (jump 7b)");
  out.say("  board       show the board again");
  out.say("  quit        give up");
}

const game::GameState& SolveSession::current_state() const {
  return steps_.empty() ? *start_ : *steps_.back().state;
}

const record::Node* SolveSession::current_node() const {
  return steps_.empty() ? question_.node : steps_.back().node;
}

const record::TurnState& SolveSession::current_turn() const {
  return steps_.empty() ? start_turn_ : steps_.back().turn;
}

int SolveSession::moves_used() const {
  // A win counts the solver's moves; a hold, the moves it must survive.
  const bool count_solver = question_.goal.kind == Goal::Kind::win;
  int used = 0;
  for (const Step& step : steps_)
    if (step.turn_starts && (step.side == solver_) == count_solver) ++used;
  return used;
}

std::string SolveSession::step_place(const Step& step) const {
  if (step.node != nullptr) return record::address_text(*step.node);
  return record::place_text({step.turn.turn, step.turn.letter}) + "*";
}

std::string SolveSession::next_place() const {
  const record::Node next("", solver_);
  const record::TurnState after = record::turn_state_after(current_turn(), next);
  return record::place_text({after.turn, after.letter});
}

std::string SolveSession::plural_moves(int n) const {
  return std::to_string(n) + (n == 1 ? " move" : " moves");
}

}  // namespace skald::puzzle
