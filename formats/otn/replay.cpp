#include "formats/otn/replay.h"

#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

#include "skald/record/numbering.h"

namespace skald::otn {
namespace {

/// A diagnostic about one node; its address is filled in once every side is known.
struct NodeDiagnostic {
  const record::Node* node;
  Diagnostic diagnostic;
};

SourceLocation location_of(const record::Node& node, const std::string& file) {
  SourceLocation where = node.source;
  if (where.file.empty()) where.file = file;
  return where;
}

/// Diagnostics of the start state point into the tag they are about when they can: the
/// position tag for the position record's messages (they start with "position"), else the
/// rules tag.
void add_start_diagnostics(const Diagnostics& found, const record::Record& record,
                           const std::string& file, Diagnostics& out) {
  const record::Tag* rules_tag = record.find_tag("rules");
  const record::Tag* position_tag = record.find_tag("position");
  for (Diagnostic d : found.items()) {
    if (d.where.file.empty()) {
      const bool about_position =
          position_tag != nullptr && std::string_view(d.message).substr(0, 8) == "position";
      const record::Tag* tag = about_position ? position_tag : rules_tag;
      const int column = d.where.column;
      d.where = tag ? tag->source : SourceLocation{file, 0, 0};
      // The value starts after `[key:`; columns from the parsers count from 1.
      if (tag && column > 0 && d.where.column > 0)
        d.where.column += static_cast<int>(tag->key.size()) + 2 + column - 1;
    }
    out.add(std::move(d));
  }
}

}  // namespace

bool replay_record(record::Record& record, const game::Game& game, const ReplayOptions& options,
                   Diagnostics& diagnostics) {
  Diagnostics start_diagnostics;
  const std::optional<std::string> position = record.position_text();
  std::unique_ptr<game::GameState> start = game.start_state(
      record.rules_text(), position ? std::optional<std::string_view>(*position) : std::nullopt,
      start_diagnostics);
  const record::Tag* rules_tag = record.find_tag("rules");
  add_start_diagnostics(start_diagnostics, record, options.file, diagnostics);
  if (!start) {
    SourceLocation where = rules_tag ? rules_tag->source : SourceLocation{options.file, 0, 0};
    diagnostics.error(
        where, "cannot start a " + game.name() + " game from the rules tag; no move was checked");
    return false;
  }

  std::vector<NodeDiagnostic> found;
  struct Pending {
    record::Node* node;
    std::unique_ptr<game::GameState> state;  // the position before node's move
  };
  std::vector<Pending> stack;
  record::Node& root = record.root();
  for (size_t i = root.child_count(); i-- > 0;) {
    stack.push_back({root.child(i), i == 0 ? std::move(start) : start->clone()});
  }
  while (!stack.empty()) {
    Pending item = std::move(stack.back());
    stack.pop_back();
    record::Node* node = item.node;
    std::unique_ptr<game::GameState> state = std::move(item.state);
    while (node != nullptr) {
      node->side = state->side_to_move();
      game::PlayResult played = state->play(node->move_text);
      for (Diagnostic d : played.diagnostics.items()) {
        d.where = location_of(*node, options.file);
        found.push_back({node, std::move(d)});
      }
      if (!played.ok) {
        const size_t skipped = node->subtree_size() - 1;
        if (skipped > 0) {
          Diagnostic note{Severity::note,
                          location_of(*node, options.file),
                          std::to_string(skipped) + " later move" + (skipped == 1 ? "" : "s") +
                              " of this line and its variations not checked",
                          {}};
          found.push_back({node, std::move(note)});
        }
        break;
      }
      node->canonical_move = std::move(played.canonical);
      // Variations are replayed before the rest of the line, so that only the clones of
      // the current branch points are alive at any time (memory stays small).
      const size_t children = node->child_count();
      if (children > 1) {
        std::vector<Pending> variations;
        for (size_t i = 1; i < children; ++i)
          variations.push_back({node->child(i), state->clone()});
        stack.push_back({node->child(0), std::move(state)});
        for (size_t i = variations.size(); i-- > 0;)
          stack.push_back(std::move(variations[i]));
        break;
      }
      node = node->next();
    }
  }

  for (NodeDiagnostic& item : found)
    item.diagnostic.address = record::address_text(*item.node);
  std::stable_sort(found.begin(), found.end(),
                   [](const NodeDiagnostic& a, const NodeDiagnostic& b) {
                     if (a.diagnostic.where.line != b.diagnostic.where.line)
                       return a.diagnostic.where.line < b.diagnostic.where.line;
                     return a.diagnostic.where.column < b.diagnostic.where.column;
                   });
  for (NodeDiagnostic& item : found)
    diagnostics.add(std::move(item.diagnostic));
  return true;
}

}  // namespace skald::otn
