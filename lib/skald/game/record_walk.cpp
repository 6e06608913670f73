#include "skald/game/record_walk.h"

#include <unordered_set>
#include <utility>

#include "skald/record/walk_engine.h"

namespace skald::game {

std::string WalkNode::address() const {
  return record::WalkedNode{node, depth, line_depth, turn, line_prefix}.address();
}

namespace {

/// The engine's visitor (record/walk_engine.h) that carries the game state: it plays each
/// move on the state after its parent and shows the result to the RecordVisitor; `mark`
/// for the replay's form (the nodes are then the record's own, which its caller may
/// change).
class Player {
 public:
  Player(RecordVisitor& visitor, const WalkOptions& options, bool mark)
      : visitor_(visitor), options_(options), mark_(mark) {}

  void play(const record::Node& node, std::size_t depth, std::unique_ptr<GameState>& state) {
    visitor_.before_move(node, depth, *state);
    if (mark_) {
      played_ = options_.canonical_moves ? state->play(node.move_text)
                                         : state->play_without_canonical(node.move_text);
      if (played_.ok) {
        auto& marked = const_cast<record::Node&>(node);
        if (options_.canonical_moves) marked.set_canonical_move(std::move(played_.canonical));
        mark_children(node, *state);
      }
    } else {
      played_ = options_.canonical_moves ? state->play(node.played_move())
                                         : state->play_without_canonical(node.played_move());
    }
  }

  WalkAction visit(const record::WalkedNode& at, std::unique_ptr<GameState>& state) {
    const record::Node& node = at.node;
    if (at.depth == 0) {
      if (mark_) mark_children(node, *state);
      return visitor_.visit(shown(at, *state, nullptr));
    }
    if (!played_.ok) {
      if (wants_leave()) unplayable_.insert(&node);  // not visited, so not left either
      const WalkAction action =
          visitor_.unplayable(shown(at, *state, &played_), node.subtree_size() - 1);
      return action == WalkAction::stop ? WalkAction::stop : WalkAction::skip_below;
    }
    return visitor_.visit(shown(at, *state, &played_));
  }

  std::unique_ptr<GameState> copy(const std::unique_ptr<GameState>& state) {
    return state->branch();
  }
  void begin_variation() {}
  void end_variation() {}
  void leave(const record::Node& node, std::size_t depth) {
    if (unplayable_.erase(&node) == 0) visitor_.leave(node, depth);
  }
  bool wants_leave() const { return visitor_.wants_leave(); }

 private:
  static WalkNode shown(const record::WalkedNode& at, const GameState& state,
                        const PlayResult* played) {
    return WalkNode{at.node, state, played, at.turn, at.line_prefix, at.depth, at.line_depth};
  }

  static void mark_children(const record::Node& node, const GameState& state) {
    auto& marked = const_cast<record::Node&>(node);
    for (std::size_t i = 0; i < marked.child_count(); ++i)
      marked.child(i)->side = state.side_to_move();
  }

  RecordVisitor& visitor_;
  const WalkOptions& options_;
  const bool mark_;
  PlayResult played_;  // of the move play() played last, which visit() shows
  std::unordered_set<const record::Node*> unplayable_;  // shown, not yet past their leave()
};

bool walk(const record::Node& from, std::unique_ptr<GameState> state, RecordVisitor& visitor,
          const WalkOptions& options, bool mark) {
  Player player(visitor, options, mark);
  return record::TreeWalker<std::unique_ptr<GameState>, Player>(player, options.alternatives)
      .run(from, std::move(state));
}

}  // namespace

bool walk_record(const record::Node& from, std::unique_ptr<GameState> state, RecordVisitor& visitor,
                 const WalkOptions& options) {
  return walk(from, std::move(state), visitor, options, false);
}

bool walk_record(const record::Node& from, std::unique_ptr<GameState> state,
                 const std::function<WalkAction(const WalkNode&)>& visit,
                 const WalkOptions& options) {
  struct Visitor final : RecordVisitor {
    const std::function<WalkAction(const WalkNode&)>& visit_fn;
    explicit Visitor(const std::function<WalkAction(const WalkNode&)>& f) : visit_fn(f) {}
    WalkAction visit(const WalkNode& at) override { return visit_fn(at); }
    bool wants_leave() const override { return false; }
  } visitor(visit);
  return walk_record(from, std::move(state), visitor, options);
}

bool walk_record_marking(record::Record& record, std::unique_ptr<GameState> start,
                         RecordVisitor& visitor, const WalkOptions& options) {
  return walk(record.root(), std::move(start), visitor, options, true);
}

}  // namespace skald::game
