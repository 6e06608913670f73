#include "skald/game/replay.h"

#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

#include "skald/record/line_walk.h"
#include "skald/record/numbering.h"

namespace skald::game {
namespace {

/// A diagnostic about one node; its address is filled in once every side is known.
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

/// Finds, while the replay numbers each line, the moves past the 26th of their turn: they
/// have no OTN address (the letters end at z). One error per turn, at its first such move.
class TurnLetterCheck {
 public:
  /// The turn a line is in: how many of its moves the line has made, the letter of the
  /// first, and the first move past z.
  struct OpenTurn {
    int number = 0;
    int first_letter = 0;
    int moves = 0;
    const record::Node* past_z = nullptr;
    int past_z_index = 0;
  };

  TurnLetterCheck(const std::string& file, std::vector<NodeDiagnostic>& found)
      : file_(file), found_(found) {}

  /// Counts `node`, whose turn state is `after`, in the line's open turn (closing it first
  /// when the node starts a turn, or starts the line).
  void add(OpenTurn& open, const record::Node& node, const record::TurnState& after,
           bool line_start) {
    if (line_start || after.letter == 0) {
      close(open);
      open = OpenTurn{after.turn, after.letter, 0, nullptr, 0};
    }
    if (after.letter >= record::kLettersPerTurn && open.past_z == nullptr) {
      open.past_z = &node;
      open.past_z_index = open.moves;
    }
    ++open.moves;
  }

  /// Reports the open turn if it went past z, and empties it.
  void close(OpenTurn& open) {
    if (open.past_z != nullptr) {
      const int last_letter = open.first_letter + open.moves - 1;
      found_.push_back(
          {open.past_z,
           {Severity::error,
            location_of(*open.past_z, file_),
            "turn " + std::to_string(open.number) + " has " + std::to_string(last_letter + 1) +
                " moves, and OTN names the moves of a turn a to z: this one and the " +
                std::to_string(open.moves - 1 - open.past_z_index) +
                " after it have no address OpenTafl can read (it would write `" +
                std::to_string(open.number) + "{`)",
            {}}});
    }
    open = OpenTurn{};
  }

 private:
  const std::string& file_;
  std::vector<NodeDiagnostic>& found_;
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
  TurnLetterCheck letters(options.file, found);
  // Every line is played from the state after the move it branches from. A branch point
  // keeps that state until its last line starts: each line but the last plays on a clone
  // made when it starts, the last takes the state itself. So at most one state per open
  // branch point is alive (a move with 50,000 variations costs one clone at a time), and a
  // line without branches is played on one state, whatever its length. The sides of a
  // move's children are set when the move is played (they all move from the state after
  // it), so its turn is known at once and the turns are numbered along the way.
  struct BranchPoint {
    record::Node* node;                // its children start the lines
    std::unique_ptr<GameState> state;  // the position after node's move
    record::TurnState turn;            // the turn state after node's move
    TurnLetterCheck::OpenTurn open;    // node's turn, which its continuation goes on with
    size_t started = 0;                // how many of its lines have started
  };
  auto set_child_sides = [](record::Node& node, int side) {
    for (std::size_t i = 0; i < node.child_count(); ++i)
      node.child(i)->side = side;
  };
  set_child_sides(record.root(), start->side_to_move());
  std::vector<BranchPoint> branches;
  branches.push_back({&record.root(), std::move(start), record::turn_state_at_start(record.root()),
                      TurnLetterCheck::OpenTurn{}});
  while (!branches.empty()) {
    BranchPoint& branch = branches.back();
    const size_t count = branch.node->child_count();
    if (branch.started >= count) {
      branches.pop_back();
      continue;
    }
    // The variations first, the continuation last: on the main line the state then moves
    // on instead of waiting for the rest of the game.
    const size_t k = branch.started + 1 < count ? branch.started + 1 : 0;
    ++branch.started;
    record::Node* node = branch.node->child(k);
    record::TurnState turn = branch.turn;
    // A variation is a line of its own; the continuation goes on with its parent's turn.
    TurnLetterCheck::OpenTurn open = k == 0 ? branch.open : TurnLetterCheck::OpenTurn{};
    std::unique_ptr<GameState> state;
    if (k == 0) {
      state = std::move(branch.state);
      branches.pop_back();  // `branch` dangles from here on
    } else {
      state = branch.state->clone();
    }
    // Each node's side was set when its parent was played (set_child_sides).
    while (node != nullptr) {
      PlayResult played = options.canonical_moves ? state->play(node->move_text)
                                                  : state->play_without_canonical(node->move_text);
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
        letters.close(open);
        break;
      }
      if (options.canonical_moves) node->set_canonical_move(std::move(played.canonical));
      set_child_sides(*node, state->side_to_move());
      const bool line_start = open.moves == 0;
      record::advance_turn_state(turn, *node);
      letters.add(open, *node, turn, line_start);
      if (node->child_count() > 1) {
        branches.push_back({node, std::move(state), turn, open});
        break;
      }
      if (node->child_count() == 0) letters.close(open);
      node = node->next();
    }
  }

  // The addresses of the moves concerned, all in one more walk.
  std::vector<const record::Node*> nodes;
  nodes.reserve(found.size());
  for (const NodeDiagnostic& item : found)
    nodes.push_back(item.node);
  const std::vector<std::string> addresses = record::address_texts(record.root(), nodes);
  for (size_t i = 0; i < found.size(); ++i)
    found[i].diagnostic.address = addresses[i];
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
  at.error = "move " + record::address_text(node) + " `" + node.move_text + "` cannot be played" +
             (why.empty() ? "" : ": " + why);
}

}  // namespace skald::game
