#include "skald/record/edit.h"

#include "skald/record/annotations.h"
#include "skald/record/numbering.h"

namespace skald::record {

namespace {

EditResult failure(std::string why) {
  return EditResult{std::move(why), nullptr};
}
EditResult success(Node* node) {
  return EditResult{{}, node};
}

bool same_move(const Node& child, const NewMove& move) {
  if (child.move_text == move.text) return true;
  return !child.canonical_move().empty() && child.canonical_move() == move.text;
}

// The first node of the line `node` is in, at its branching point: climbs while the node
// is its parent's continuation (the root's continuation is the main line's start).
Node* branch_point_child(Node& node) {
  Node* n = &node;
  while (!n->parent()->is_root() && n->index_in_parent() == 0)
    n = n->parent();
  return n;
}

}  // namespace

EditResult add_move(Node& at, const NewMove& move) {
  if (move.text.empty()) return failure("empty move text");
  for (const auto& child : at.children()) {
    if (same_move(*child, move)) return success(child.get());
  }
  return success(at.add_child(std::make_unique<Node>(move.text, move.side)));
}

EditResult add_line(Node& at, const std::vector<NewMove>& moves) {
  if (moves.empty()) return failure("no moves to add");
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (moves[i].text.empty()) return failure("move " + std::to_string(i + 1) + " is empty");
  }
  Node* current = &at;
  for (const NewMove& m : moves)
    current = add_move(*current, m).node;
  return success(current);
}

EditResult add_line_at(Record& record, std::string_view address,
                       const std::vector<NewMove>& moves) {
  const AddressParse parsed = parse_address(address);
  if (!parsed.ok())
    return failure("address \"" + std::string(address) + "\": " + parsed.error.message);
  const Resolution found = resolve(record.root(), *parsed.address);
  if (found.node == nullptr) return failure(found.error);
  return add_line(*const_cast<Node*>(found.node), moves);
}

EditResult delete_branch(Node& node) {
  if (node.is_root()) return failure("the start position cannot be deleted");
  Node* parent = node.parent();
  parent->take_child(node.index_in_parent());  // destroys the subtree
  return success(parent);
}

EditResult promote_variation(Node& node) {
  if (node.is_root()) return failure("the start position is not in a variation");
  Node* start = branch_point_child(node);
  const std::size_t index = start->index_in_parent();
  if (index == 0) return failure(address_text(node) + " is already on the main line");
  // The promoted line goes first; the old continuation becomes variation 1 and the other
  // variations keep their order after it.
  start->parent()->move_child(index, 0);
  return success(&node);
}

EditResult promote_to_main_line(Node& node) {
  if (node.is_root() || is_main_line(node)) {
    return failure(node.is_root() ? std::string("the start position is on the main line")
                                  : address_text(node) + " is already on the main line");
  }
  while (!is_main_line(node))
    promote_variation(node);
  return success(&node);
}

EditResult demote_variation(Node& node) {
  if (node.is_root()) return failure("the start position cannot be demoted");
  // The nearest branching point above the node (or at it): climb through continuations
  // that have no alternatives.
  Node* start = &node;
  while (!start->parent()->is_root() && start->index_in_parent() == 0 &&
         start->parent()->child_count() == 1) {
    start = start->parent();
  }
  Node* parent = start->parent();
  const std::size_t index = start->index_in_parent();
  if (index + 1 >= parent->child_count()) {
    return failure(address_text(node) + " is already the last line at its branching point");
  }
  parent->move_child(index, index + 1);
  return success(&node);
}

EditResult reorder_variations(Node& at, std::size_t from, std::size_t to) {
  const std::size_t count = at.child_count() > 0 ? at.child_count() - 1 : 0;
  if (from < 1 || from > count) {
    return failure("there is no variation " + std::to_string(from) + " here (" +
                   std::to_string(count) + " variations)");
  }
  if (to < 1 || to > count) {
    return failure("cannot move a variation to place " + std::to_string(to) + " (" +
                   std::to_string(count) + " variations)");
  }
  at.move_child(from, to);
  return success(at.child(to));
}

EditResult set_comment(Node& node, std::string text) {
  if (node.is_root()) return failure("the start comment is the start-comment tag");
  node.comment = std::move(text);
  return success(&node);
}

EditResult add_hint(Node& node, std::string_view text) {
  if (node.is_root()) return failure("the start position has no comment; hints go on moves");
  if (text.empty()) return failure("empty hint");
  int depth = 0;
  for (char c : text) {
    if (c == '(') ++depth;
    if (c == ')' && --depth < 0) break;
  }
  if (depth != 0) return failure("a hint's parentheses must balance");
  node.comment = record::add_hint(node.comment, text);
  return success(&node);
}

namespace {

/// Runs `edit` on the root's comment, kept in the start-comment tag: a scratch move holds
/// the text while the move-level edit checks and changes it.
template <class Edit>
EditResult edit_start_comment(Record& record, Node& root, Edit edit) {
  Node holder;  // the scratch node must not be a root itself
  Node& scratch = *holder.add_child(std::make_unique<Node>("start"));
  scratch.comment = record.start_comment();
  EditResult r = edit(scratch);
  if (!r.ok()) return r;
  if (scratch.comment.empty())
    record.remove_tag("start-comment");
  else
    record.set_tag("start-comment", scratch.comment);
  return success(&root);
}

}  // namespace

EditResult delete_branch(Record& record, Node& node) {
  Diagnostics ignored;
  const PuzzleSettings settings = record.puzzle_settings(ignored);
  const std::pair<const char*, const std::optional<Address>*> tags[] = {
      {"puzzle-start", &settings.start}, {"puzzle-prestart", &settings.prestart}};
  for (const auto& [key, address] : tags) {
    if (!*address) continue;
    const Node* named = resolve_or_null(record.root(), **address);
    for (const Node* n = named; n != nullptr; n = n->parent()) {
      if (n != &node) continue;
      return failure("the branch holds " + format_address(**address) + ", which " + key +
                     " names; set " + key + " elsewhere first (skald tags FILE --set " + key +
                     "=ADDR)");
    }
  }
  return delete_branch(node);
}

EditResult set_comment(Record& record, Node& node, std::string text) {
  if (!node.is_root()) return set_comment(node, std::move(text));
  return edit_start_comment(record, node, [&](Node& n) { return set_comment(n, text); });
}

EditResult add_hint(Record& record, Node& node, std::string_view text) {
  if (!node.is_root()) return add_hint(node, text);
  return edit_start_comment(record, node, [&](Node& n) { return add_hint(n, text); });
}

EditResult remove_hint(Record& record, Node& node, std::size_t index) {
  if (!node.is_root()) return remove_hint(node, index);
  return edit_start_comment(record, node, [&](Node& n) { return remove_hint(n, index); });
}

EditResult remove_hint(Node& node, std::size_t index) {
  auto updated = record::remove_hint(node.comment, index);
  if (!updated) {
    return failure("there is no hint " + std::to_string(index + 1) + " (" +
                   std::to_string(find_hints(node.comment).size()) + " hints)");
  }
  node.comment = std::move(*updated);
  return success(&node);
}

EditResult set_clock(Node& node, std::string_view clock) {
  if (node.is_root()) return failure("the start position has no clock reading");
  if (!clock.empty() && !is_clock_text(clock)) {
    return failure("clock \"" + std::string(clock) +
                   "\": expected main overtime/count [increment i], e.g. 300 30/3 10i");
  }
  node.comment = with_clock(node.comment, clock);
  return success(&node);
}

EditResult set_tag(Record& record, std::string_view key, std::string value) {
  if (key.empty()) return failure("empty tag key");
  if (key.find_first_of(":]\n\r[") != std::string_view::npos) {
    return failure("tag key \"" + std::string(key) + "\" contains ':', '[', ']' or a line break");
  }
  if (value.find(']') != std::string::npos) {
    return failure("tag " + std::string(key) + ": a value cannot contain ']'");
  }
  record.set_tag(key, std::move(value));
  return success(nullptr);
}

EditResult remove_tag(Record& record, std::string_view key) {
  if (record.remove_tag(key) == 0) return failure("there is no tag " + std::string(key));
  return success(nullptr);
}

}  // namespace skald::record
