#include "skald/collection/record_examiner.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <span>
#include <utility>

#include "skald/game/replay.h"

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
    std::vector<const record::Node*> pending{&record.root()};
    while (!found && !pending.empty()) {
      const record::Node* node = pending.back();
      pending.pop_back();
      found = !node->comment.empty() && contains_(node->comment, needle);
      for (const auto& child : node->children())
        pending.push_back(child.get());
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

void RecordExaminer::walk_states(const record::Record& record, const game::Game& game, Walk& walk) {
  std::string error;
  std::unique_ptr<game::GameState> start = game::record_start_state(record, game, error);
  if (!start) return;  // a record the reader could not replay: nothing is found in it
  const bool draws = !query_.positions.empty() || !query_.patterns.empty();
  const bool short_forms = std::any_of(query_.move_sequences.begin(), query_.move_sequences.end(),
                                       [](const MoveSequence& s) { return s.names_moves(); });
  std::vector<PlayedMove> path;  // the moves from the root to the node visited

  const auto visit = [&](const record::Node& node, const game::GameState& state) {
    if (walk.pending == 0) return;
    if (draws) {
      const game::BoardPicture picture = state.board_picture();
      std::optional<Placement> placement;
      for (std::size_t i = 0; i < query_.positions.size(); ++i) {
        const PlacedTarget& target = (*walk.targets)[i];
        if (walk.positions_found[i] || !target.placed) continue;
        if (target.pieces.size() != picture.pieces.size()) continue;
        if (target.side && *target.side != state.side_to_move()) continue;
        if (!placement) placement = placement_of(picture);
        if (*placement == target.pieces) {
          walk.positions_found[i] = true;
          --walk.pending;
        }
      }
      for (std::size_t i = 0; i < query_.patterns.size(); ++i) {
        if (!walk.patterns_found[i] && query_.patterns[i].matches(picture)) {
          walk.patterns_found[i] = true;
          --walk.pending;
        }
      }
    }
    for (std::size_t i = 0; i < query_.move_sequences.size(); ++i) {
      if (!walk.moves_found[i] && query_.move_sequences[i].ends_at(path)) {
        walk.moves_found[i] = true;
        --walk.pending;
      }
    }
    if (walk.pending == 0) walk.found_at = &node;
  };

  // A node whose move is to be played on `state`, the state after its parent.
  struct Frame {
    const record::Node* node;
    std::unique_ptr<game::GameState> state;
    std::size_t depth;
    bool main_line;
  };
  std::vector<Frame> stack;
  const auto push_children = [&](const record::Node& node, std::unique_ptr<game::GameState> state,
                                 std::size_t depth, bool main_line) {
    if (node.child_count() == 0) {
      if (main_line) walk.end_of_main_line = state->outcome();
      return;
    }
    if (query_.lines == Lines::every_line) {
      for (std::size_t i = node.child_count(); i-- > 1;)
        stack.push_back({node.child(i), state->clone(), depth + 1, false});
    }
    // The continuation goes on top, so the main line is walked first, to its end.
    stack.push_back({node.child(0), std::move(state), depth + 1, main_line});
  };

  visit(record.root(), *start);
  push_children(record.root(), std::move(start), 0, true);
  while (!stack.empty() && !walk.finished()) {
    Frame frame = std::move(stack.back());
    stack.pop_back();
    const record::Node& node = *frame.node;
    path.resize(frame.depth - 1);
    PlayedMove move{node.move_text, node.canonical_move(), {}};
    if (short_forms && walk.pending > 0)
      move.short_form = frame.state->short_move_text(std::string(node.played_move()));
    path.push_back(std::move(move));
    if (!frame.state->play_without_canonical(node.played_move()).ok) {
      if (frame.main_line) walk.end_of_main_line = frame.state->outcome();
      continue;  // the reader reported it; nothing below it is reached
    }
    visit(node, *frame.state);
    push_children(node, std::move(frame.state), frame.depth, frame.main_line);
  }
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
