// SolveSession: what the player may ask for besides moves: hints, the history of the
// moves played, taking a move back and jumping to a position already seen
// (solve_session.h).
#include <algorithm>

#include "skald/puzzle/record_hints.h"
#include "skald/puzzle/solve_session.h"

namespace skald::puzzle {

void SolveSession::hint(SolveAnswer& out) {
  const game::GameState& state = current_state();
  if (const record::Node* node = current_node()) {
    const std::vector<record::Hint> hints = record_hints(record_, *node);
    std::size_t& given = record_hints_given_[node];
    if (given < hints.size()) {
      out.say("Hint: " + hints[given].text);
      ++given;
      ++hints_used_;
      return;
    }
  }
  if (analyser_ == nullptr) {
    out.say("No more hints here.");
    return;
  }
  // The fastest forced win when there is one, else the analysis's move.
  std::string best;
  if (const auto proof = win_proof(state, moves_left());
      proof && proof->status == game::ProofStatus::proven && !proof->line.empty())
    best = proof->line.front();
  if (best.empty()) best = analyser_->analyse(state, options_.reply_limits).best_move.value_or("");
  if (best.empty()) {
    out.say("No hint: there is no move to play.");
    return;
  }
  const std::string piece = analyser_->piece_to_move(state, best);
  if (engine_hint_stage_ == 0 && !piece.empty()) {
    out.say("Hint: move " + piece + ".");
  } else if (engine_hint_stage_ <= 1) {
    out.say("Hint: play " + state.short_move_text(best) + ".");
    engine_hint_stage_ = 1;
  } else {
    out.say("No more hints here: the engine plays " + state.short_move_text(best) + ".");
    return;
  }
  ++engine_hint_stage_;
  ++hints_used_;
}

void SolveSession::history(SolveAnswer& out) const {
  const record::Node& start = *question_.node;
  out.say("Puzzle position: " +
          (start.is_root() ? std::string("the start")
                           : "after " + record::address_text(start) + "  " + start.move_text) +
          "; " + goal_text(question_.goal, game_) + ".");
  if (steps_.empty()) {
    out.say("No moves played yet.");
    return;
  }
  bool off_record = false;
  for (const Step& step : steps_) {
    std::string place = step_place(step);
    std::string move = step.move;
    place.resize(std::max<std::size_t>(place.size(), 10), ' ');
    move.resize(std::max<std::size_t>(move.size(), 14), ' ');
    out.say("  " + place + move + game_.side_name(step.side) +
            (step.side == solver_ ? " (you)" : ""));
    off_record = off_record || step.node == nullptr;
  }
  if (off_record) out.say("  (* not in the record: the place in the line played)");
}

void SolveSession::back(SolveAnswer& out) {
  const bool solver_moved = std::any_of(steps_.begin(), steps_.end(), [&](const Step& step) {
    return step.side == solver_ && step.turn_starts;
  });
  if (!solver_moved) {
    out.say("Nothing to take back: this is the puzzle position.");
    return;
  }
  std::vector<std::string> taken;
  while (!steps_.empty()) {
    const bool first_of_solver_move = steps_.back().side == solver_ && steps_.back().turn_starts;
    taken.insert(taken.begin(), step_place(steps_.back()) + " " + steps_.back().move);
    steps_.pop_back();
    if (first_of_solver_move) break;
  }
  engine_hint_stage_ = 0;
  std::string list;
  for (const std::string& t : taken)
    list += (list.empty() ? "" : ", ") + t;
  out.say("Taken back: " + list + ".");
  show_position(out);
}

void SolveSession::jump(std::string_view address, SolveAnswer& out) {
  if (address.empty()) {
    out.say("jump needs the address of a position you have seen: jump 7b (history lists them).");
    return;
  }
  const std::string text(address);
  const record::Node* target = nullptr;
  if (text == "0a") {
    target = &record_.root();
  } else {
    const record::AddressParse parsed = record::parse_address(text);
    if (!parsed.ok()) {
      out.say("jump " + text + ": " + parsed.error.message);
      return;
    }
    target = record::resolve_or_null(record_.root(), *parsed.address);
  }
  // An address the player has not seen is refused exactly as one the record lacks, so
  // that jump reveals nothing.
  if (target == nullptr || revealed_.count(target) == 0) {
    out.say("jump " + text + ": no position you have seen has that address (history lists them).");
    return;
  }
  std::vector<const record::Node*> path;
  const record::Node* n = target;
  for (; n != nullptr && n != question_.node; n = n->parent())
    path.push_back(n);
  if (n == nullptr) {
    out.say("jump " + text + ": that is before the puzzle position.");
    return;
  }
  std::reverse(path.begin(), path.end());
  std::vector<Step> kept = std::move(steps_);
  steps_.clear();
  SolveAnswer replayed;  // the moves are known to the player: not said again
  for (const record::Node* node : path) {
    if (!push_step(node, std::string(node->played_move()), replayed)) {
      steps_ = std::move(kept);
      out.say("jump " + text + ": the record cannot be played to that position.");
      return;
    }
  }
  out.say("Jumped to " + (target->is_root() ? std::string("the start") : text) + ".");
  if (ended(out)) return;
  opponent_replies(out);
  if (!finished()) show_position(out);
}

}  // namespace skald::puzzle
