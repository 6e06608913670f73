// SolveSession: the player's moves, the opponent's replies (the record's, else the
// analyser's), whether the goal is still forced, and the end of the game (solve_session.h).
#include <algorithm>
#include <memory>

#include "skald/game/typed_move.h"
#include "skald/puzzle/solve_session.h"

namespace skald::puzzle {

namespace {

/// The node's move as the game wrote it during replay (the text as written otherwise).
std::string move_of(const record::Node& node) {
  return std::string(node.played_move());
}

/// The child of `node` that plays `move` (canonical text), or nullptr.
const record::Node* child_playing(const record::Node& node, const std::string& move) {
  for (const auto& child : node.children())
    if (move_of(*child) == move) return child.get();
  return nullptr;
}

}  // namespace

void SolveSession::play_solver_move(std::string_view typed, SolveAnswer& out) {
  const game::GameState& state = current_state();
  const game::TypedMove chosen = game::typed_move(state, typed);
  if (chosen.move.empty()) {
    out.say(std::string(typed) + ": " + chosen.error + " (help lists the commands)");
    return;
  }
  const record::Node* node = current_node();
  const record::Node* child = node != nullptr ? child_playing(*node, chosen.move) : nullptr;
  const bool prepared = node != nullptr && node->child_count() > 0;
  if (child == nullptr && prepared && question_.mode == record::PuzzleMode::strict) {
    // The prepared moves stay hidden: only that this one is not among them.
    out.say(std::string(typed) +
            ": not one of the prepared moves here (a strict puzzle plays only the record's "
            "lines); try another, or ask for a hint.");
    return;
  }
  if (child == nullptr && analyser_ == nullptr) {
    out.say(std::string(typed) +
            ": this move leaves the record, and there is no engine to "
            "answer it here; try another, or ask for a hint.");
    return;
  }
  const std::unique_ptr<game::GameState> before = state.clone();
  const int left_before = moves_left();
  if (!push_step(child, chosen.move, out)) return;
  if (child == nullptr && node != nullptr) {
    out.say(prepared ? "You have left the prepared lines: from here the engine replies."
                     : "The record's line ends here: from here the engine replies.");
  }
  if (ended(out)) return;
  if (current_state().side_to_move() == solver_) {
    // A continuation of the same move (tafl's berserk): the player moves again.
    out.say("Your move goes on: play its continuation.");
    show_position(out);
    return;
  }
  warn_if_win_let_go(*before, left_before, out);
  opponent_replies(out);
  if (!finished()) show_position(out);
}

void SolveSession::opponent_replies(SolveAnswer& out) {
  while (!finished() && current_state().side_to_move() != solver_) {
    const record::Node* node = current_node();
    if (node != nullptr && node->child_count() > 0 &&
        push_step(node->child(0), move_of(*node->child(0)), out)) {
      if (ended(out)) return;
      continue;
    }
    if (analyser_ == nullptr) {
      finish(SolveStatus::failed, "the record's line ends here and there is no engine to play on",
             out);
      return;
    }
    if (node != nullptr && node->child_count() == 0)
      out.say("The record's line ends here: from here the engine replies.");
    const std::string reply = engine_reply(current_state());
    if (reply.empty() || !push_step(nullptr, reply, out)) {
      finish(SolveStatus::failed, "the engine found no reply", out);
      return;
    }
    if (ended(out)) return;
  }
}

std::string SolveSession::engine_reply(const game::GameState& state) {
  // A move that wins at once ends it (the proof's defence need only hold); else the
  // defence the proof search found holds longest (or holds); the analysis otherwise.
  const int replier = state.side_to_move();
  const std::vector<std::string> legal = state.legal_moves();
  for (const std::string& move : legal) {
    const std::unique_ptr<game::GameState> after = state.clone();
    if (!after->play_without_canonical(move).ok) continue;
    const game::Outcome o = after->outcome();
    if (o.kind == game::OutcomeKind::win && o.winner == replier) return move;
  }
  if (const auto proof = win_proof(state, moves_left()); proof && !proof->line.empty()) {
    if (std::find(legal.begin(), legal.end(), proof->line.front()) != legal.end())
      return proof->line.front();
  }
  const game::Analysis analysis = analyser_->analyse(state, options_.reply_limits);
  return analysis.best_move.value_or("");
}

bool SolveSession::push_step(const record::Node* node, const std::string& move, SolveAnswer& out) {
  const game::GameState& state = current_state();
  Step step;
  step.state = state.clone();
  const game::PlayResult played = step.state->play(move);
  if (!played.ok) return false;
  step.node = node;
  step.move = played.canonical;
  step.side = state.side_to_move();
  const int previous_mover = steps_.empty() ? question_.node->side : steps_.back().side;
  step.turn_starts = step.side != previous_mover;
  if (node != nullptr) {
    step.turn = record::turn_state_after(*node);
    revealed_.insert(node);
  } else {
    const record::Node unrecorded("", step.side);
    step.turn = record::turn_state_after(current_turn(), unrecorded);
    step.turn.side_after = step.state->side_to_move();
  }
  steps_.push_back(std::move(step));
  engine_hint_stage_ = 0;
  say_step(steps_.back(), out);
  return true;
}

void SolveSession::say_step(const Step& step, SolveAnswer& out) const {
  out.say(step_place(step) + "  " + step.move + "  (" + game_.side_name(step.side) +
          (step.side == solver_ ? ", you)" : ")"));
  if (step.node != nullptr) say_comment(*step.node, out);
}

bool SolveSession::ended(SolveAnswer& out) {
  const game::GameState& state = current_state();
  const game::Outcome outcome = state.outcome();
  const bool win_goal = question_.goal.kind == Goal::Kind::win;
  const int used = moves_used();
  if (outcome.kind != game::OutcomeKind::ongoing) {
    const std::string result = game::result_text(game_, outcome);
    const bool solver_won = outcome.kind == game::OutcomeKind::win && outcome.winner == solver_;
    const bool solver_lost = outcome.kind == game::OutcomeKind::win && outcome.winner != solver_;
    if (win_goal ? solver_won : !solver_lost) {
      finish(
          SolveStatus::solved,
          result + (win_goal ? " in " + plural_moves(used) + " of " + std::to_string(bound_) : ""),
          out);
    } else {
      finish(SolveStatus::failed, result, out);
    }
    return true;
  }
  // The bound counts whole moves: it has passed once the side that makes them is done.
  const bool counted_side_done = (state.side_to_move() == solver_) != win_goal;
  if (used >= bound_ && counted_side_done) {
    if (win_goal) {
      finish(SolveStatus::failed,
             plural_moves(used) + " played and the " + game_.side_name(solver_) + " have not won",
             out);
    } else {
      finish(SolveStatus::solved, "held for " + plural_moves(used), out);
    }
    return true;
  }
  return false;
}

void SolveSession::warn_if_win_let_go(const game::GameState& before, int left_before,
                                      SolveAnswer& out) {
  const auto after = win_proof(current_state(), moves_left());
  if (!after || after->status != game::ProofStatus::disproven) return;
  const auto was = win_proof(before, left_before);
  if (!was || was->status != game::ProofStatus::proven) return;
  out.say("That move lets the win go: the " + game_.side_name(solver_) +
          " can no longer force it in the " + plural_moves(moves_left()) +
          " left (back takes it back).");
}

std::optional<game::Proof> SolveSession::win_proof(const game::GameState& state, int moves) {
  if (analyser_ == nullptr || question_.goal.kind != Goal::Kind::win || moves <= 0)
    return std::nullopt;
  game::Proof proof = analyser_->prove(state, {solver_, moves, options_.proof_max_nodes});
  if (!proof.error.empty() || proof.status == game::ProofStatus::unknown) return std::nullopt;
  return proof;
}

}  // namespace skald::puzzle
