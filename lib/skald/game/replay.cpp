#include "skald/game/replay.h"

#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

#include "skald/core/excerpt.h"
#include "skald/game/record_walk.h"
#include "skald/record/numbering.h"

namespace skald::game {
namespace {

/// A diagnostic about one node, with its address.
struct NodeDiagnostic {
  const record::Node* node;
  Diagnostic diagnostic;
};

SourceLocation location_of(const record::Node& node, const std::string& file) {
  return node.source.in(file);
}

/// The state the record's rules tag and, when it has one, its position tag give.
std::unique_ptr<GameState> start_from_tags(const record::Record& record, const Game& game,
                                           Diagnostics& diagnostics) {
  const std::optional<std::string> position = record.position_text();
  return game.start_state(record.rules_text(),
                          position ? std::optional<std::string_view>(*position) : std::nullopt,
                          diagnostics);
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

/// The replay's visitor: collects every move's diagnostics and finds the moves past the
/// 26th of their turn, which have no OTN address (the letters end at z): one error per
/// turn, at its first such move. The walk finishes a line before it starts another
/// (record_walk.h), so one turn is open at a time.
class ReplayVisitor final : public RecordVisitor {
 public:
  ReplayVisitor(const std::string& file, std::vector<NodeDiagnostic>& found)
      : file_(file), found_(found) {}

  WalkAction visit(const WalkNode& at) override {
    if (at.played == nullptr) return WalkAction::enter_all;  // the start position
    add_diagnostics(at);
    const bool line_start = at.node.index_in_parent() != 0 || at.node.parent()->is_root();
    if (line_start || at.turn.letter == 0) {
      close();
      open_ = OpenTurn{at.turn.turn, at.turn.letter, 0, nullptr, {}, 0};
    }
    if (at.turn.letter >= record::kLettersPerTurn && open_.past_z == nullptr) {
      open_.past_z = &at.node;
      open_.past_z_address = at.address();
      open_.past_z_index = open_.moves;
    }
    ++open_.moves;
    return WalkAction::enter_all;
  }

  WalkAction unplayable(const WalkNode& at, std::size_t skipped) override {
    add_diagnostics(at);
    if (skipped > 0) {
      found_.push_back({&at.node,
                        {Severity::note, location_of(at.node, file_),
                         std::to_string(skipped) + " later move" + (skipped == 1 ? "" : "s") +
                             " of this line and its variations not checked",
                         at.address()}});
    }
    return WalkAction::enter_all;
  }

  bool wants_leave() const override { return false; }

  /// Reports the open turn if it went past z, and empties it.
  void close() {
    if (open_.past_z != nullptr) {
      const int last_letter = open_.first_letter + open_.moves - 1;
      found_.push_back(
          {open_.past_z,
           {Severity::error, location_of(*open_.past_z, file_),
            "turn " + std::to_string(open_.number) + " has " + std::to_string(last_letter + 1) +
                " moves, and OTN names the moves of a turn a to z: this one and the " +
                std::to_string(open_.moves - 1 - open_.past_z_index) +
                " after it have no address OpenTafl can read (it would write `" +
                std::to_string(open_.number) + "{`)",
            std::move(open_.past_z_address)}});
    }
    open_ = OpenTurn{};
  }

 private:
  /// The turn a line is in: how many of its moves the line has made, the letter of the
  /// first, and the first move past z.
  struct OpenTurn {
    int number = 0;
    int first_letter = 0;
    int moves = 0;
    const record::Node* past_z = nullptr;
    std::string past_z_address;
    int past_z_index = 0;
  };

  void add_diagnostics(const WalkNode& at) {
    const Diagnostics& diagnostics = at.played->diagnostics;
    if (diagnostics.empty()) return;
    const std::string address = at.address();
    for (Diagnostic d : diagnostics.items()) {
      d.where = location_of(at.node, file_);
      d.address = address;
      found_.push_back({&at.node, std::move(d)});
    }
  }

  const std::string& file_;
  std::vector<NodeDiagnostic>& found_;
  OpenTurn open_;
};
}  // namespace

bool replay_record(record::Record& record, const Game& game, const ReplayOptions& options,
                   Diagnostics& diagnostics) {
  Diagnostics start_diagnostics;
  std::unique_ptr<GameState> start = start_from_tags(record, game, start_diagnostics);
  const record::Tag* rules_tag = record.find_tag("rules");
  add_start_diagnostics(start_diagnostics, record, options.file, diagnostics);
  if (!start) {
    SourceLocation where = rules_tag ? rules_tag->source : SourceLocation{options.file, 0, 0};
    diagnostics.error(
        where, "cannot start a " + game.name() + " game from the rules tag; no move was checked");
    return false;
  }

  record.set_players(game.shape().players);
  std::vector<NodeDiagnostic> found;
  ReplayVisitor visitor(options.file, found);
  WalkOptions walk;
  walk.canonical_moves = options.canonical_moves;
  walk_record_marking(record, std::move(start), visitor, walk);
  visitor.close();
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

std::unique_ptr<GameState> record_start_state(const record::Record& record, const Game& game,
                                              std::string& error) {
  Diagnostics diagnostics;
  std::unique_ptr<GameState> start = start_from_tags(record, game, diagnostics);
  if (!start) {
    error = "the record's rules or position tag cannot start a " + game.name() + " game";
    for (const Diagnostic& d : diagnostics.items()) {
      if (d.severity == Severity::error) {
        error += ": " + d.message;
        break;
      }
    }
  }
  return start;
}

StateAtNode state_at(const record::Record& record, const record::Node& node, const Game& game) {
  StateAtNode at;
  at.state = record_start_state(record, game, at.error);
  std::vector<const record::Node*> path;
  for (const record::Node* n = &node; !n->is_root(); n = n->parent())
    path.push_back(n);
  // A start whose game is already over (tafl: the king on a corner) allows no move.
  if (at.state && !path.empty()) {
    const Outcome start = at.state->outcome();
    if (start.kind != OutcomeKind::ongoing) {
      at.error = "the game is over at the start position, " + result_text(game, start) + ": move " +
                 record::address_text(*path.back()) + " cannot be played";
      at.state.reset();
      return at;
    }
  }
  for (auto it = path.rbegin(); it != path.rend() && at.state; ++it)
    play_node(at, **it);
  return at;
}

void play_node(StateAtNode& at, const record::Node& node) {
  if (!at.state) return;
  PlayResult played = at.state->play(node.move_text);
  if (played.ok) return;
  std::string why;
  for (const Diagnostic& d : played.diagnostics.items()) {
    if (d.severity == Severity::error) {
      why = d.message;
      break;
    }
  }
  at.state.reset();
  at.error = "move " + record::address_text(node) + " `" + excerpt(node.move_text) +
             "` cannot be played" + (why.empty() ? "" : ": " + why);
}

std::optional<StartTags> start_tags(const Game& game, std::string_view rules_text,
                                    std::optional<std::string_view> position, int side,
                                    std::string& error) {
  StartTags tags{std::string(rules_text), std::nullopt};
  if (position) {
    if (std::optional<std::string> with_start = game.rules_with_start(rules_text, *position))
      tags.rules = std::move(*with_start);
    else
      tags.position = std::string(*position);
  }
  Diagnostics diagnostics;
  const std::unique_ptr<GameState> start = game.start_state(
      tags.rules, tags.position ? std::optional<std::string_view>(*tags.position) : std::nullopt,
      diagnostics);
  if (!start) {
    error = diagnostics.empty() ? "the position cannot be set up under these rules"
                                : diagnostics.items().front().message;
    return std::nullopt;
  }
  if (start->side_to_move() == side) return tags;
  std::optional<std::string> changed = game.rules_with_first_side(tags.rules, side);
  if (!changed) {
    error = "the " + game.name() + " rules cannot say that " + game.side_name(side) + " move first";
    return std::nullopt;
  }
  tags.rules = std::move(*changed);
  return tags;
}

}  // namespace skald::game
