#include "skald/puzzle/mine.h"

#include <algorithm>
#include <memory>
#include <set>
#include <utility>

#include "skald/game/record_walk.h"
#include "skald/game/replay.h"
#include "skald/puzzle/puzzle_duplicates.h"
#include "skald/puzzle/search_ladder.h"
#include "skald/puzzle/tempting_tries.h"
#include "skald/record/annotations.h"
#include "skald/record/numbering.h"
#include "skald/record/puzzle_position.h"

namespace skald::puzzle {

namespace {

/// The winning first moves of `state` for its side to move, within `moves`.
std::vector<std::string> winning_first_moves(const game::GameState& state, int moves,
                                             game::Analyser& analyser, const MineOptions& options) {
  std::vector<std::string> winning;
  const int side = state.side_to_move();
  for (const std::string& m : state.legal_moves()) {
    std::unique_ptr<game::GameState> after = state.clone();
    if (!after->play(m).ok) continue;
    const game::Outcome o = after->outcome();
    if (o.kind == game::OutcomeKind::win && o.winner == side) {
      winning.push_back(m);
      continue;
    }
    if (o.kind != game::OutcomeKind::ongoing) continue;
    const bool same_turn = after->side_to_move() == side;
    const int left = same_turn ? moves : moves - 1;
    if (left <= 0) continue;
    if (analyser.prove(*after, {side, left, options.max_nodes}).status == game::ProofStatus::proven)
      winning.push_back(m);
  }
  return winning;
}

/// Where the winner has more than one winning move at a later turn of `line` (the proof's
/// main line from `start`, `moves` the winner's moves): indices in `line`.
struct LaterDuals {
  std::vector<std::size_t> before_the_last;  // at turns that do not win at once
  std::vector<std::size_t> last;             // at the last move
};

/// The duals of `line`; unless `all`, the search stops at the first before the last move
/// (which rejects the solution).
LaterDuals later_duals(const game::GameState& start, const std::vector<std::string>& line, int side,
                       int moves, bool all, game::Analyser& analyser, const MineOptions& options) {
  LaterDuals duals;
  std::unique_ptr<game::GameState> state = start.clone();
  int left = moves;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const int mover = state->side_to_move();
    if (mover == side && i > 0 && state->outcome().kind == game::OutcomeKind::ongoing &&
        winning_first_moves(*state, left, analyser, options).size() > 1) {
      (left > 1 ? duals.before_the_last : duals.last).push_back(i);
      if (left > 1 && !all) return duals;
    }
    if (!state->play(line[i]).ok) break;
    if (mover == side && state->side_to_move() != side) --left;
  }
  return duals;
}

/// The addresses of the main-line moves `indices` (of the line below `start`), as
/// puzzle-duals lists them.
std::string dual_addresses(const record::Node& start, const std::vector<std::size_t>& indices) {
  std::string text;
  const record::Node* node = &start;
  for (std::size_t i = 0; node != nullptr && !indices.empty(); ++i) {
    node = node->next();
    if (node == nullptr) break;
    if (std::find(indices.begin(), indices.end(), i) == indices.end()) continue;
    if (!text.empty()) text += ' ';
    text += record::address_text(*node);
  }
  return text;
}

/// The positions of a line from `start` (the start included), as the collection rule keys
/// them (puzzle_duplicates.h).
std::vector<std::string> line_positions(const game::GameState& start,
                                        const std::vector<std::string>& line) {
  std::unique_ptr<game::GameState> state = start.clone();
  std::vector<std::string> keys{position_key(*state)};
  for (const std::string& m : line) {
    if (!state->play(m).ok) break;
    keys.push_back(position_key(*state));
  }
  return keys;
}

/// Adds to the puzzle's main line the proved solution, and at each defence of it the other
/// defences that hold as long, each with its own proved win.
void add_solution(CutPuzzle& cut, const game::GameState& start, const game::Proof& proof, int side,
                  game::Analyser& analyser, const MineOptions& options) {
  append_line(cut.record, *cut.start, proof.line);
  // Walk the solution: at each defence, try the others.
  std::unique_ptr<game::GameState> state = start.clone();
  record::Node* node = cut.start;
  int left = proof.moves;
  for (const std::string& move : proof.line) {
    record::Node* next = node->next();
    if (next == nullptr) break;
    if (state->side_to_move() != side && state->outcome().kind == game::OutcomeKind::ongoing) {
      int variations = 0;
      const int most = options.mode == record::PuzzleMode::strict ? 1 << 30 : options.defences;
      for (const std::string& other : state->legal_moves()) {
        if (other == move || variations >= most) continue;
        std::unique_ptr<game::GameState> after = state->clone();
        if (!after->play(other).ok) continue;
        // A defence as good as the solution's: the win after it needs all the moves left.
        const game::Proof shorter = analyser.prove(*after, {side, left - 1, options.max_nodes});
        if (shorter.status != game::ProofStatus::disproven) continue;
        const game::Proof win = analyser.prove(*after, {side, left, options.max_nodes});
        if (win.status != game::ProofStatus::proven) continue;
        std::vector<std::string> line{other};
        line.insert(line.end(), win.line.begin(), win.line.end());
        append_line(cut.record, *node, line);
        ++variations;
      }
    }
    const int mover = state->side_to_move();
    if (!state->play(move).ok) break;
    if (mover == side && state->side_to_move() != side) --left;
    node = next;
  }
}

/// Adds at the start up to options.tries tempting first moves that fail, each with the
/// defence that refutes it, and a hint naming the piece of the solution's first move.
void add_tries_and_hint(CutPuzzle& cut, const game::GameState& start, const game::Proof& proof,
                        const std::vector<std::string>& winning, int side, game::Analyser& analyser,
                        const MineOptions& options) {
  if (options.hint && !proof.line.empty()) {
    const std::string piece = analyser.piece_to_move(start, proof.line.front());
    if (!piece.empty()) {
      const std::string hint = "Move " + piece + ".";
      // The comment shown at the start: the last prologue move's, or the start comment.
      if (cut.start->is_root())
        cut.record.set_tag("start-comment", record::add_hint(cut.record.start_comment(), hint));
      else
        cut.start->comment = record::add_hint(cut.start->comment, hint);
    }
  }
  TryOptions tries;
  tries.count = options.tries;
  tries.max_nodes = options.max_nodes;
  for (const TemptingTry& t : tempting_tries(start, winning, side, proof.moves, analyser, tries)) {
    record::Node* end = append_line(cut.record, *cut.start, {t.move, t.refutation.front()});
    end->comment = "This defence holds: the win is gone.";
  }
}

}  // namespace

MineRejections& MineRejections::operator+=(const MineRejections& o) {
  repeated_position += o.repeated_position;
  too_short += o.too_short;
  several_first_moves += o.several_first_moves;
  duals += o.duals;
  obvious += o.obvious;
  not_distinct += o.not_distinct;
  return *this;
}

std::vector<MinedPuzzle> mine_record(const record::Record& record, const game::Game& game,
                                     game::Analyser& analyser, const MineOptions& options,
                                     const std::function<void(const MineProgress&)>& progress) {
  std::vector<MinedPuzzle> found;
  MineProgress counts;
  counts.total = record.move_count() + 1;
  std::set<std::pair<std::string, int>> seen;
  std::set<std::string> kept_positions;              // on the main lines of the puzzles kept
  std::set<std::vector<std::string>> kept_openings;  // their first two moves
  MineRejections& rejected = counts.rejected;
  analyser.clear();
  // Every node of the tree with the state after it (record_walk.h), in the record's order.
  game::StateAtNode start = game::state_at(record, record.root(), game);
  if (!start.state) return found;
  const auto examine = [&](const record::Node& node, const game::GameState& state) {
    ++counts.positions;
    const int side = state.side_to_move();
    if (state.outcome().kind != game::OutcomeKind::ongoing || side < 0) return;
    if (!record::position_address(node)) return;  // OpenTafl cannot name it
    if (!seen.insert({state.position_text(), side}).second) {
      ++rejected.repeated_position;
      return;
    }
    const game::Proof proof = analyser.prove(state, {side, options.max_moves, options.max_nodes});
    if (proof.status != game::ProofStatus::proven) return;
    if (proof.moves < options.min_moves) {
      ++rejected.too_short;
      return;
    }
    std::vector<std::string> firsts = winning_first_moves(state, proof.moves, analyser, options);
    if (options.unique && firsts.size() != 1) {
      ++rejected.several_first_moves;
      return;
    }
    const std::vector<std::string> positions = line_positions(state, proof.line);
    const std::vector<std::string> opening(
        proof.line.begin(), proof.line.begin() + std::min<std::ptrdiff_t>(2, proof.line.size()));
    if (options.distinct && (kept_positions.count(positions.front()) > 0 ||
                             (opening.size() == 2 && kept_openings.count(opening) > 0))) {
      ++rejected.not_distinct;
      return;
    }
    std::vector<std::size_t> declared;
    if (options.unique_line) {
      const bool loose = options.mode == record::PuzzleMode::loose;
      const bool declare_all = options.declare_duals && loose;
      const LaterDuals duals =
          later_duals(state, proof.line, side, proof.moves, declare_all, analyser, options);
      // Another move that wins at once, at the last move, is as right as the record's (a
      // loose puzzle takes any winning move; a strict one only the record's).
      if ((!duals.before_the_last.empty() && !declare_all) || (!duals.last.empty() && !loose)) {
        ++rejected.duals;
        return;
      }
      declared = duals.before_the_last;
      declared.insert(declared.end(), duals.last.begin(), duals.last.end());
    }
    if (options.obvious_depth > 0 && !proof.line.empty() &&
        search_ladder(state, proof.line.front(), analyser,
                      {options.obvious_depth, options.max_nodes})
                .found_depth > 0) {
      ++rejected.obvious;
      return;
    }
    Goal goal;
    goal.side = side;
    goal.moves = proof.moves;
    MinedPuzzle mined{node.is_root() ? "start" : record::address_text(node), goal,
                      std::move(firsts),
                      cut_puzzle(record, node, game, goal, {.mode = options.mode})};
    if (mined.puzzle.start == nullptr) return;
    add_solution(mined.puzzle, state, proof, side, analyser, options);
    if (!declared.empty())
      mined.puzzle.record.set_tag("puzzle-duals", dual_addresses(*mined.puzzle.start, declared));
    add_tries_and_hint(mined.puzzle, state, proof, mined.winning_first_moves, side, analyser,
                       options);
    // The solution's nodes get their sides and canonical moves.
    if (!game::replay_record(mined.puzzle.record, game, {}, mined.puzzle.diagnostics)) return;
    found.push_back(std::move(mined));
    kept_positions.insert(positions.begin(), positions.end());
    kept_openings.insert(opening);
    ++counts.found;
    if (progress) progress(counts);
  };
  game::walk_record(record.root(), std::move(start.state), [&](const game::WalkNode& at) {
    examine(at.node, at.state);
    return game::WalkAction::enter_all;
  });
  if (progress) progress(counts);
  return found;
}

}  // namespace skald::puzzle
