#include "skald/puzzle/puzzle_measures.h"

#include <algorithm>
#include <memory>
#include <sstream>

#include "skald/game/replay.h"
#include "skald/puzzle/puzzle_question.h"
#include "skald/puzzle/puzzle_themes.h"

namespace skald::puzzle {

namespace {

/// Whether `side` has won in `state`.
bool won_by(const game::GameState& state, int side) {
  const game::Outcome o = state.outcome();
  return o.kind == game::OutcomeKind::win && o.winner == side;
}

/// The defences the solver must answer, counted along the record's main line from
/// `question` (the state after it `start`), `moves` the solver's moves of the proof.
int count_defences(const record::Node& question, const game::GameState& start, int solver,
                   int moves, game::Analyser& analyser, const MeasureOptions& options) {
  int defences = 0;
  int left = moves;  // the solver's moves still to come
  std::unique_ptr<game::GameState> state = start.clone();
  for (const record::Node* node = question.next(); node != nullptr; node = node->next()) {
    if (state->outcome().kind != game::OutcomeKind::ongoing) break;
    const int mover = state->side_to_move();
    if (mover != solver) {
      const record::Node* reply = node->next();  // the solver's answer on the main line
      for (const std::string& m : state->legal_moves()) {
        std::unique_ptr<game::GameState> after = state->clone();
        if (!after->play(m).ok || after->outcome().kind != game::OutcomeKind::ongoing) continue;
        if (left >= 2) {
          const game::Proof sooner = analyser.prove(*after, {solver, left - 1, options.max_nodes});
          defences += sooner.status == game::ProofStatus::disproven;
        } else if (reply != nullptr) {
          std::unique_ptr<game::GameState> finished = after->clone();
          defences += !(finished->play(reply->played_move()).ok && won_by(*finished, solver));
        }
      }
    }
    if (!state->play(node->played_move()).ok) break;
    if (mover == solver && state->side_to_move() != solver) --left;
  }
  return defences;
}

}  // namespace

std::vector<std::string> declared_duals(const record::Record& record) {
  std::vector<std::string> addresses;
  std::istringstream words(record.tag_value_or_empty("puzzle-duals"));
  for (std::string a; words >> a;)
    addresses.push_back(a);
  return addresses;
}

bool measurable(const PuzzleReport& report) {
  return (report.verdict == Verdict::sound || report.verdict == Verdict::flawed) &&
         report.proof.status == game::ProofStatus::proven;
}

PuzzleMeasures measure_puzzle(const record::Record& record, const game::Game& game,
                              game::Analyser& analyser, const PuzzleReport& report,
                              const MeasureOptions& options) {
  PuzzleMeasures m;
  m.shallow_depth = options.shallow_depth;
  if (report.goal.kind != Goal::Kind::win || report.proof.status != game::ProofStatus::proven ||
      report.intended.empty()) {
    m.error = "not a proven win with the record's first move";
    return m;
  }
  const PuzzleQuestion question = find_puzzle_question(record, game);
  if (question.node == nullptr) {
    m.error = question.error;
    return m;
  }
  const game::StateAtNode at = game::state_at(record, *question.node, game);
  if (!at.state || at.state->side_to_move() != report.goal.side) {
    m.error = at.state ? "the loser moves first" : at.error;
    return m;
  }
  m.measured = true;
  m.moves = report.proof.moves;
  const int solver = report.goal.side;

  // Quality rules.
  const std::vector<std::string> declared = declared_duals(record);
  for (const LineProblem& dual : report.duals)
    if (std::find(declared.begin(), declared.end(), dual.address) == declared.end())
      m.undeclared_duals.push_back(dual.address);
  m.win_in_one = report.proof.moves <= 1 ||
                 std::any_of(report.winning_first_moves.begin(), report.winning_first_moves.end(),
                             [](const MoveDistance& d) { return d.moves <= 1; });

  analyser.clear();
  m.defences = count_defences(*question.node, *at.state, solver, m.moves, analyser, options);

  LadderOptions ladder;
  ladder.max_depth = options.ladder_depth > 0 ? options.ladder_depth : 2 * m.moves + 1;
  ladder.max_nodes = options.ladder_nodes;
  m.ladder = search_ladder(*at.state, report.intended, analyser, ladder);
  m.obvious = m.ladder.found_depth > 0 && m.ladder.found_depth <= options.shallow_depth;

  std::vector<std::string> main_line;
  for (const record::Node* n = question.node->next(); n != nullptr; n = n->next())
    main_line.emplace_back(n->played_move());
  m.themes = solution_themes(game, *at.state, main_line, solver);

  m.grade_score = grade_score(m);
  m.grade = grade_of(m.grade_score, options.grades);

  if (!m.undeclared_duals.empty()) m.broken_rules.push_back(kRuleUnique);
  if (m.obvious) m.broken_rules.push_back(kRuleNotObvious);
  if (m.win_in_one) m.broken_rules.push_back(kRuleNotWinInOne);
  return m;
}

}  // namespace skald::puzzle
