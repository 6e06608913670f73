#include "skald/collection/record_examiner.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <span>
#include <utility>

#include "skald/game/record_walk.h"
#include "skald/game/replay.h"
#include "skald/record/tree_walk.h"

namespace skald::collection {
namespace {

/// The pieces of a board by cell, in a form two boards compare by.
using Placement = std::vector<std::pair<int, std::string>>;

Placement placement_of(const game::BoardPicture& picture) {
  Placement out;
  out.reserve(picture.pieces.size());
  for (const game::PlacedPiece& piece : picture.pieces)
    out.emplace_back(piece.cell, piece.notation);
  std::sort(out.begin(), out.end());
  return out;
}

template <typename T>
bool contains(const std::vector<T>& values, const T& value) {
  return std::find(values.begin(), values.end(), value) != values.end();
}

}  // namespace

/// The state of one record's walk: which tests have passed so far.
struct RecordExaminer::Walk {
  bool want_result = false;
  const std::vector<PlacedTarget>* targets = nullptr;
  std::vector<bool> positions_found;
  std::vector<bool> patterns_found;
  std::vector<bool> moves_found;
  std::size_t pending = 0;
  const record::Node* found_at = nullptr;
  std::optional<game::Outcome> end_of_main_line;

  bool finished() const { return pending == 0 && (!want_result || end_of_main_line); }
};

RecordExaminer::RecordExaminer(Query query, const VariantNames& names, TextContains contains)
    : query_(std::move(query)), names_(names), contains_(std::move(contains)) {}

std::string record_result(const record::Record& record, const game::Game& game,
                          const game::Outcome& end) {
  if (end.kind != game::OutcomeKind::ongoing || game.shape().players != 2)
    return game::result_name(game, end);
  const std::string tag = record.tag_value_or_empty("result");
  if (tag == "1") return game::result_name(game, game::Outcome::won_by(0, 2, {}));
  if (tag == "-1") return game::result_name(game, game::Outcome::won_by(1, 2, {}));
  if (tag == "0") return game::result_name(game, game::Outcome::drawn(2, {}));
  return game::result_name(game, end);
}

bool RecordExaminer::comments_found(const record::Record& record) const {
  for (const std::string& needle : query_.comments) {
    bool found = contains_(record.start_comment(), needle);
    if (!found) {
      record::walk_tree(record.root(), [&](const record::Node& node, std::size_t) {
        found = !node.comment.empty() && contains_(node.comment, needle);
        return found ? record::WalkAction::stop : record::WalkAction::enter_all;
      });
    }
    if (!found) return false;
  }
  return true;
}

bool RecordExaminer::passes_cheap_tests(const record::Record& record, RecordFacts& facts) const {
  if (!query_.games.empty() && !contains(query_.games, facts.game)) return false;
  if (!query_.variants.empty() && !contains(query_.variants, facts.variant)) return false;
  if (!query_.puzzle_modes.empty() && !contains(query_.puzzle_modes, facts.puzzle)) return false;
  for (const TagCondition& tag : query_.tags)
    if (!tag.holds(record, contains_)) return false;
  return comments_found(record);
}

const std::vector<RecordExaminer::PlacedTarget>& RecordExaminer::targets_for(
    const record::Record& record, const game::Game& game) {
  const std::string rules = record.rules_text();
  auto found = targets_by_rules_.find(rules);
  if (found != targets_by_rules_.end()) return found->second;
  std::vector<PlacedTarget> targets;
  for (const std::string& text : query_.positions) {
    PlacedTarget target;
    Diagnostics diagnostics;
    const std::unique_ptr<game::GameState> state =
        game.start_state(rules, std::string_view(text), std::nullopt, diagnostics);
    if (state) {
      placed_somewhere_.insert(text);
      target.placed = true;
      target.pieces = placement_of(state->board_picture());
      if (game.position_names_side_to_move()) target.side = state->side_to_move();
    } else if (unplaced_seen_.insert(text + '\n' + rules).second) {
      std::string why;
      for (const Diagnostic& d : diagnostics.items())
        if (d.severity == Severity::error) why += (why.empty() ? "" : "; ") + d.message;
      unplaced_.emplace_back(
          text, "`" + text + "` is no position under the rules `" + rules + "`: " + why);
    }
    targets.push_back(std::move(target));
  }
  return targets_by_rules_.emplace(rules, std::move(targets)).first->second;
}

/// The examiner's visitor of the record walk: tests each state against the query, and
/// stops once every test has passed and the result is known.
class RecordExaminer::StateTests final : public game::RecordVisitor {
 public:
  StateTests(const RecordExaminer& examiner, Walk& walk) : examiner_(examiner), walk_(walk) {
    const Query& query = examiner_.query_;
    draws_ = !query.positions.empty() || !query.patterns.empty();
    short_forms_ = std::any_of(query.move_sequences.begin(), query.move_sequences.end(),
                               [](const MoveSequence& s) { return s.names_moves(); });
  }

  void before_move(const record::Node& node, std::size_t depth,
                   const game::GameState& before) override {
    path_.resize(depth - 1);
    PlayedMove move{node.move_text, node.canonical_move(), {}};
    if (short_forms_ && walk_.pending > 0)
      move.short_form = before.short_move_text(std::string(node.played_move()));
    path_.push_back(std::move(move));
  }

  game::WalkAction visit(const game::WalkNode& at) override {
    test(at.node, at.state);
    if (at.node.child_count() == 0 && at.line_depth == 0)
      walk_.end_of_main_line = at.state.outcome();
    return next();
  }

  game::WalkAction unplayable(const game::WalkNode& at, std::size_t) override {
    // The reader reported it; nothing below it is reached.
    if (at.line_depth == 0) walk_.end_of_main_line = at.state.outcome();
    return next();
  }

 private:
  game::WalkAction next() const {
    if (walk_.finished()) return game::WalkAction::stop;
    return examiner_.query_.lines == Lines::every_line ? game::WalkAction::enter_all
                                                       : game::WalkAction::enter_continuation;
  }

  void test(const record::Node& node, const game::GameState& state) {
    if (walk_.pending == 0) return;
    const Query& query = examiner_.query_;
    if (draws_) {
      const game::BoardPicture picture = state.board_picture();
      std::optional<Placement> placement;
      for (std::size_t i = 0; i < query.positions.size(); ++i) {
        const PlacedTarget& target = (*walk_.targets)[i];
        if (walk_.positions_found[i] || !target.placed) continue;
        if (target.pieces.size() != picture.pieces.size()) continue;
        if (target.side && *target.side != state.side_to_move()) continue;
        if (!placement) placement = placement_of(picture);
        if (*placement == target.pieces) {
          walk_.positions_found[i] = true;
          --walk_.pending;
        }
      }
      for (std::size_t i = 0; i < query.patterns.size(); ++i) {
        if (!walk_.patterns_found[i] && query.patterns[i].matches(picture)) {
          walk_.patterns_found[i] = true;
          --walk_.pending;
        }
      }
    }
    for (std::size_t i = 0; i < query.move_sequences.size(); ++i) {
      if (!walk_.moves_found[i] && query.move_sequences[i].ends_at(path_)) {
        walk_.moves_found[i] = true;
        --walk_.pending;
      }
    }
    if (walk_.pending == 0) walk_.found_at = &node;
  }

  const RecordExaminer& examiner_;
  Walk& walk_;
  bool draws_ = false;
  bool short_forms_ = false;
  std::vector<PlayedMove> path_;  // the moves from the root to the node visited
};

void RecordExaminer::walk_states(const record::Record& record, const game::Game& game, Walk& walk) {
  std::string error;
  std::unique_ptr<game::GameState> start = game::record_start_state(record, game, error);
  if (!start) return;  // a record the reader could not replay: nothing is found in it
  StateTests tests(*this, walk);
  game::walk_record(record.root(), std::move(start), tests);
}

std::vector<std::string> RecordExaminer::unplaced_positions() const {
  std::vector<std::string> out;
  for (const auto& [text, message] : unplaced_)
    if (placed_somewhere_.count(text) == 0) out.push_back(message);
  return out;
}

Examination RecordExaminer::examine(const record::Record& record, const game::Game& game,
                                    bool want_result) {
  Examination out;
  RecordFacts& facts = out.facts;
  facts.game = game.name();
  facts.variant = names_.name_of(record);
  Diagnostics ignored;  // the reader reported the puzzle tags' errors
  facts.puzzle = record.puzzle_settings(ignored).mode;
  facts.nodes = record.move_count();
  if (const record::Node* first = record.root().next()) facts.opening = first->played_move();
  for (const record::Node* n = record.root().next(); n != nullptr; n = n->next())
    ++facts.plies;
  if (!passes_cheap_tests(record, facts)) return out;

  Walk walk;
  walk.want_result = want_result || !query_.results.empty();
  walk.positions_found.assign(query_.positions.size(), false);
  walk.patterns_found.assign(query_.patterns.size(), false);
  walk.moves_found.assign(query_.move_sequences.size(), false);
  walk.pending = query_.positions.size() + query_.patterns.size() + query_.move_sequences.size();
  if (!query_.positions.empty()) walk.targets = &targets_for(record, game);
  if (walk.pending > 0 || walk.want_result) walk_states(record, game, walk);
  if (walk.end_of_main_line) facts.result = record_result(record, game, *walk.end_of_main_line);
  if (walk.pending > 0) return out;
  if (!query_.results.empty() && !contains(query_.results, facts.result)) return out;
  out.found_at = walk.found_at;
  out.matches = true;
  return out;
}

}  // namespace skald::collection
