#include "skald/puzzle/puzzle_check.h"

#include <algorithm>
#include <memory>

#include "skald/game/record_walk.h"
#include "skald/game/replay.h"
#include "skald/puzzle/puzzle_question.h"
#include "skald/record/numbering.h"

namespace skald::puzzle {

const char* verdict_name(Verdict verdict) {
  switch (verdict) {
    case Verdict::sound:
      return "sound";
    case Verdict::flawed:
      return "flawed";
    case Verdict::unsound:
      return "unsound";
    case Verdict::refuted:
      return "refuted";
    case Verdict::unknown:
      return "unknown";
    case Verdict::error:
      return "error";
  }
  return "error";
}

namespace {

/// The node's move as the game wrote it during replay (the text as written otherwise).
std::string move_of(const record::Node& node) {
  return std::string(node.played_move());
}

/// How many of its moves the solver needs to win from a state, as far as a bound.
struct Distance {
  game::ProofStatus status = game::ProofStatus::unknown;
  int moves = 0;  // proven: 0 when the game is already won
};

class Checker {
 public:
  Checker(game::Analyser& analyser, const CheckOptions& options, PuzzleReport& report)
      : analyser_(analyser), options_(options), report_(report) {}

  /// The solver's moves needed from `state` (the solver to move or not), at most `bound`.
  Distance distance(const game::GameState& state, int bound) {
    const game::Outcome outcome = state.outcome();
    if (outcome.kind != game::OutcomeKind::ongoing) {
      const bool won = outcome.kind == game::OutcomeKind::win && outcome.winner == solver_;
      return {won ? game::ProofStatus::proven : game::ProofStatus::disproven, 0};
    }
    if (bound <= 0) return {game::ProofStatus::disproven, 0};
    const game::Proof proof = prove(state, solver_, bound);
    return {proof.status, proof.moves};
  }

  /// The solver's moves a first move `move` needs in all (itself included), within `bound`.
  Distance distance_with(const game::GameState& state, const std::string& move, int bound) {
    std::unique_ptr<game::GameState> after = state.clone();
    if (!after->play(move).ok) return {game::ProofStatus::disproven, 0};
    const bool same_turn = after->side_to_move() == solver_;
    Distance d = distance(*after, same_turn ? bound : bound - 1);
    if (d.status == game::ProofStatus::proven) d.moves += same_turn ? 0 : 1;
    if (d.status == game::ProofStatus::proven && d.moves == 0) d.moves = 1;
    return d;
  }

  game::Proof prove(const game::GameState& state, int winner, int moves) {
    return prove_within(state, winner, moves, options_.max_nodes);
  }
  game::Proof prove_within(const game::GameState& state, int winner, int moves,
                           std::uint64_t max_nodes) {
    game::Proof proof = analyser_.prove(state, {winner, moves, max_nodes, options_.stop});
    report_.nodes += proof.nodes;
    if (proof.status == game::ProofStatus::unknown) unknown_ = true;
    return proof;
  }

  /// A question asked only to explain (how long a refutation holds): within a hundredth of
  /// the node limit, and an unknown answer leaves the verdict alone.
  Distance explaining_distance(const game::GameState& state, int bound) {
    const game::Proof proof =
        analyser_.prove(state, {solver_, bound, options_.max_nodes / 100, options_.stop});
    report_.nodes += proof.nodes;
    return {proof.status, proof.moves};
  }

  void set_solver(int side) { solver_ = side; }
  bool strict() const { return report_.mode == record::PuzzleMode::strict; }
  bool unknown() const { return unknown_; }
  /// Forgets the unknown answers so far (those of a question that only explains).
  void forget_unknown(bool before) { unknown_ = before; }

  /// The solver's side (for the record walk's visitor).
  int solver() const { return solver_; }
  /// Reports, at the solver's turn (`state` after `node`, `used` solver turns complete),
  /// whether the record's move `chosen` wins within what is left, and on the main line
  /// below the question the other first moves that win as well.
  void check_choice(const record::Node& chosen, const game::GameState& state, int used,
                    bool main_line, bool at_question) {
    const int left = bound_ - used;
    const std::string move = move_of(chosen);
    const Distance d = distance_with(state, move, left);
    if (d.status == game::ProofStatus::disproven)
      report_.line_problems.push_back(
          {record::address_text(chosen), move + " does not win within " + plural(left), move});
    if (!main_line || at_question) return;
    std::vector<std::string> winning;
    for (const std::string& m : state.legal_moves()) {
      const Distance dm = distance_with(state, m, left);
      if (dm.status == game::ProofStatus::proven) winning.push_back(m);
    }
    if (winning.size() > 1) {
      std::string list;
      for (const std::string& m : winning)
        list += (list.empty() ? "" : ", ") + m;
      report_.duals.push_back(
          {record::address_text(chosen), std::to_string(winning.size()) + " moves win: " + list});
    }
  }

  /// At the defender's turn (`state` after `node`, the record's longest defence holding
  /// `record_longest` moves, -1 when none is proven lost): in strict mode, the defences the
  /// record leaves out that hold as long or longer.
  void check_defences(const record::Node& node, const game::GameState& state, int used,
                      int record_longest) {
    if (report_.mode != record::PuzzleMode::strict || record_longest < 0) return;
    const int left = bound_ - used;
    std::vector<std::string> given;
    for (const auto& child : node.children())
      given.push_back(move_of(*child));
    for (const std::string& m : state.legal_moves()) {
      if (std::find(given.begin(), given.end(), m) != given.end()) continue;
      std::unique_ptr<game::GameState> after = state.clone();
      if (!after->play(m).ok) continue;
      const Distance d = distance(*after, left);
      // A defence that holds longer is a hole in the record; one that holds as long is
      // missing too, except before the solver's last move, where every defence loses at
      // once and the record need not list them all.
      if (d.status != game::ProofStatus::proven || (d.moves >= record_longest && d.moves > 1))
        report_.missing_defences.push_back(
            {record::address_text(*node.child(0)),
             m + (d.status == game::ProofStatus::proven
                      ? " holds " + plural(d.moves) + ", as long as the record's defences"
                      : " is missing and holds longer than the record's defences"),
             m});
    }
  }

  int bound_ = 1;

 private:
  static std::string plural(int moves) {
    return std::to_string(moves) + (moves == 1 ? " move" : " moves");
  }

  game::Analyser& analyser_;
  const CheckOptions& options_;
  PuzzleReport& report_;
  int solver_ = 0;
  bool unknown_ = false;
};

/// The visitor of the record walk below the puzzle position, along the lines the record
/// claims to win: at the solver's turn its move (the continuation), at the defender's every
/// defence the record gives. It keeps, by depth, the solver turns complete and whether the
/// line is still the continuation of the puzzle position.
class SolutionChecker final : public game::RecordVisitor {
 public:
  explicit SolutionChecker(Checker& checker) : checker_(checker) {}

  game::WalkAction visit(const game::WalkNode& at) override {
    Line line{0, true, false, -1, nullptr};
    if (at.depth > 0) {
      Line& above = lines_[at.depth - 1];
      if (above.solver_to_move) {
        line.used = at.state.side_to_move() == checker_.solver() ? above.used : above.used + 1;
        line.main_line = above.main_line;
      } else {
        // A defence: how long the solver needs against it.
        line.used = above.used;
        line.main_line = above.main_line && at.node.index_in_parent() == 0;
        const Distance d = checker_.distance(at.state, checker_.bound_ - above.used);
        if (d.status == game::ProofStatus::proven)
          above.record_longest = std::max(above.record_longest, d.moves);
      }
    }
    lines_.resize(at.depth);
    if (at.state.outcome().kind != game::OutcomeKind::ongoing || at.node.child_count() == 0)
      return game::WalkAction::skip_below;
    line.solver_to_move = at.state.side_to_move() == checker_.solver();
    if (line.solver_to_move) {
      const record::Node& chosen = *at.node.child(0);
      if (!at.state.clone()->play(move_of(chosen)).ok) return game::WalkAction::skip_below;
      checker_.check_choice(chosen, at.state, line.used, line.main_line, at.depth == 0);
      lines_.push_back(std::move(line));
      return game::WalkAction::enter_continuation;
    }
    // The missing defences are looked for once the record's own are walked (leave()).
    if (checker_.strict()) line.state = at.state.clone();
    lines_.push_back(std::move(line));
    return game::WalkAction::enter_all;
  }

  void leave(const record::Node& node, std::size_t depth) override {
    if (depth >= lines_.size()) return;  // a node the walk skipped below
    Line& line = lines_[depth];
    if (!line.solver_to_move && line.state != nullptr)
      checker_.check_defences(node, *line.state, line.used, line.record_longest);
    lines_.resize(depth);
  }

 private:
  struct Line {
    int used;                                // solver turns complete
    bool main_line;                          // every move so far is a continuation
    bool solver_to_move;                     // after the node
    int record_longest;                      // at the defender's turn: the longest proven defence
    std::unique_ptr<game::GameState> state;  // at the defender's turn, in strict mode
  };

  Checker& checker_;
  std::vector<Line> lines_;  // of the nodes on the path, by depth
};

/// The first of the record's defences below `node` (the state after it is `state`, the
/// defender to move) after which `solver` does not win within `moves`, or none.
const record::Node* holding_defence(Checker& checker, const record::Node& node,
                                    const game::GameState& state, int solver, int moves) {
  if (state.side_to_move() == solver) return nullptr;
  for (const auto& child : node.children()) {
    std::unique_ptr<game::GameState> after = state.clone();
    if (!after->play(move_of(*child)).ok) continue;
    if (checker.prove(*after, solver, moves).status == game::ProofStatus::disproven)
      return child.get();
  }
  return nullptr;
}

/// The defence that holds against the solver's first move (`after` the state it leaves,
/// `left` the solver's moves still to come): the first of the record's own defences below
/// `first_node` that does (when the record has that move), else the proof search's.
struct HeldDefence {
  bool holds = false;
  std::string move;                        // may be empty where the proof names none
  const record::Node* recorded = nullptr;  // the record's own, when it holds
};
HeldDefence defence_against(Checker& checker, const record::Node* first_node,
                            const game::GameState& after, int solver, int left) {
  HeldDefence d;
  if (first_node != nullptr)
    d.recorded = holding_defence(checker, *first_node, after, solver, left);
  if (d.recorded != nullptr) {
    d.holds = true;
    d.move = move_of(*d.recorded);
    return d;
  }
  const game::Proof proof = checker.prove(after, solver, left);
  d.holds = proof.status == game::ProofStatus::disproven;
  if (!proof.line.empty()) d.move = proof.line.front();
  return d;
}

}  // namespace

PuzzleReport check_puzzle(const record::Record& record, const game::Game& game,
                          game::Analyser& analyser, const CheckOptions& options) {
  const auto started = std::chrono::steady_clock::now();
  PuzzleReport report;
  auto finish = [&](Verdict verdict) {
    report.verdict = verdict;
    report.stopped = options.stop.stop_requested();
    report.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::steady_clock::now() - started);
    return report;
  };
  const PuzzleQuestion question = find_puzzle_question(record, game);
  report.mode = question.mode;
  if (question.node == nullptr) {
    report.error = question.error;
    return finish(Verdict::error);
  }
  report.goal = question.goal;
  report.goal_text = goal_text(report.goal, game);
  report.goal_source = question.source;
  report.question_address = record::address_text(*question.node);
  report.position = question.node->is_root() ? "start" : "after " + report.question_address;
  const game::StateAtNode at = game::state_at(record, *question.node, game);
  if (!at.state) {
    report.error = "cannot replay the record to the puzzle position: " + at.error;
    return finish(Verdict::error);
  }
  const game::GameState& state = *at.state;
  report.side_to_move = state.side_to_move();
  if (question.node->child_count() > 0) report.intended = move_of(*question.node->child(0));

  analyser.clear();
  Checker checker(analyser, options, report);
  const int players = game.shape().players;
  const int bound = report.goal.moves.value_or(options.unbounded_moves);

  if (report.goal.kind != Goal::Kind::win) {
    // Holding: no other side forces a win within the bound.
    for (int other = 0; other < players; ++other) {
      if (other == report.goal.side) continue;
      checker.set_solver(other);
      const game::Proof proof = checker.prove(state, other, bound);
      if (proof.status == game::ProofStatus::proven) {
        report.proof = proof;
        report.refutation = proof.line;
        report.refutation_text = game.side_name(other) + " win in " + std::to_string(proof.moves);
        return finish(Verdict::unsound);
      }
    }
    return finish(checker.unknown() ? Verdict::unknown : Verdict::sound);
  }

  const int solver = report.goal.side;
  checker.set_solver(solver);
  checker.bound_ = bound;
  const bool solver_to_move = state.side_to_move() == solver;

  // The record's solution first: one first move is a smaller question than all of them,
  // and its own defences are tried first. A defence that holds settles that the puzzle is
  // wrong; the proof over every first move then only tells unsound from cooked, and gets
  // a tenth of the node limit (within what is left of it): enough where that is cheap.
  std::optional<HeldDefence> refuting;
  int refuted_left = 0;
  if (solver_to_move && !report.intended.empty()) {
    std::unique_ptr<game::GameState> after = state.clone();
    if (after->play(report.intended).ok && after->outcome().kind == game::OutcomeKind::ongoing) {
      const bool unknown_before = checker.unknown();
      refuted_left = after->side_to_move() == solver ? bound : bound - 1;
      HeldDefence held =
          defence_against(checker, question.node->child(0), *after, solver, refuted_left);
      if (held.holds) refuting = std::move(held);
      checker.forget_unknown(unknown_before);
    }
  }
  std::uint64_t whole_limit = options.max_nodes;
  if (refuting && options.max_nodes != 0)
    whole_limit = std::min(options.max_nodes / 10,
                           options.max_nodes > report.nodes ? options.max_nodes - report.nodes : 0);
  if (whole_limit == 0 && options.max_nodes != 0) {
    report.proof.status = game::ProofStatus::unknown;
  } else {
    report.proof = checker.prove_within(state, solver, bound, whole_limit);
  }
  if (!report.proof.error.empty()) {  // the analyser cannot prove here (Spot with 3 players)
    report.error = report.proof.error;
    return finish(Verdict::error);
  }
  if (report.proof.status == game::ProofStatus::unknown) {
    if (!refuting) return finish(Verdict::unknown);
    report.refutation = {report.intended};
    if (!refuting->move.empty()) report.refutation.push_back(refuting->move);
    report.refutation_text = "after it " + game.side_name(solver) + " have no win within " +
                             std::to_string(refuted_left) +
                             (refuted_left == 1 ? " move" : " moves");
    if (refuting->recorded != nullptr)
      report.refutation_text +=
          " (the record's own defence, " + record::address_text(*refuting->recorded) + ")";
    report.refutation_text += "; whether another first move wins is unknown";
    return finish(Verdict::refuted);
  }

  if (solver_to_move) {
    for (const std::string& m : state.legal_moves()) {
      const Distance d = checker.distance_with(state, m, bound);
      if (d.status == game::ProofStatus::proven) report.winning_first_moves.push_back({m, d.moves});
    }
    std::stable_sort(
        report.winning_first_moves.begin(), report.winning_first_moves.end(),
        [](const MoveDistance& a, const MoveDistance& b) { return a.moves < b.moves; });
    const bool has_intended = !report.intended.empty();
    for (std::size_t i = 0; i < report.winning_first_moves.size(); ++i) {
      const std::string& m = report.winning_first_moves[i].move;
      if (has_intended ? m != report.intended : i > 0) report.cooks.push_back(m);
    }
  }

  if (report.proof.status == game::ProofStatus::disproven) {
    // The refutation of the record's solution (or of the first move when it has none).
    std::string first = report.intended;
    if (first.empty() && solver_to_move && !state.legal_moves().empty())
      first = state.legal_moves().front();
    if (solver_to_move && !first.empty()) {
      std::unique_ptr<game::GameState> after = state.clone();
      if (after->play(first).ok) {
        const bool same_turn = after->side_to_move() == solver;
        const int left = same_turn ? bound : bound - 1;
        // The record's own defence when one holds (the author sees their line fail),
        // else the one the proof search found.
        const HeldDefence held = defence_against(
            checker,
            !report.intended.empty() && first == report.intended ? question.node->child(0)
                                                                 : nullptr,
            *after, solver, left);
        const std::string& defence = held.move;
        const record::Node* recorded = held.recorded;
        report.refutation.push_back(first);
        if (!defence.empty()) {
          report.refutation.push_back(defence);
          std::unique_ptr<game::GameState> defended = after->clone();
          if (defended->play(defence).ok) {
            const int spent = same_turn ? 0 : 1;
            const int further = bound + 2;
            const Distance longer = checker.explaining_distance(*defended, further - spent);
            const std::string side = game.side_name(solver);
            if (longer.status == game::ProofStatus::proven)
              report.refutation_text = "after it " + side + " need " +
                                       std::to_string(longer.moves + spent) +
                                       " moves in all, not " + std::to_string(bound);
            else
              report.refutation_text =
                  "after it " + side + " have no win within " +
                  std::to_string(longer.status == game::ProofStatus::disproven ? further : bound) +
                  " moves";
            if (recorded != nullptr)
              report.refutation_text +=
                  " (the record's own defence, " + record::address_text(*recorded) + ")";
          }
        }
      }
    } else if (!report.proof.line.empty()) {
      report.refutation = report.proof.line;
      report.refutation_text = "this defence holds";
    }
    return finish(checker.unknown() ? Verdict::unknown : Verdict::unsound);
  }

  SolutionChecker solution(checker);
  game::walk_record(*question.node, state.clone(), solution, {.canonical_moves = true});
  if (checker.unknown()) return finish(Verdict::unknown);
  const bool flawed =
      !report.cooks.empty() || !report.line_problems.empty() || !report.missing_defences.empty();
  return finish(flawed ? Verdict::flawed : Verdict::sound);
}

}  // namespace skald::puzzle
