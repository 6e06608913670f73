#include "skald/game/record_walk.h"

#include <utility>
#include <vector>

#include "skald/record/address.h"

namespace skald::game {

std::string WalkNode::address() const {
  if (node.is_root()) return "0a";
  std::string out(line_prefix);
  out += record::place_text(record::TurnPlace{turn.turn, turn.letter});
  return out;
}

namespace {

/// A node some of whose children are still to be walked, with what they are played from.
struct Branch {
  const record::Node* node;
  std::unique_ptr<GameState> state;  // after node's move
  record::TurnState turn;            // after node's move
  std::size_t depth;
  std::size_t line_depth;
  std::size_t end;  // the children entered are [0, end)
  /// The place of the continuation, which names the variations off a main-line node.
  record::TurnPlace continuation;
};

/// The walk itself; `mark` for the replay's form (the nodes are then the record's own,
/// which its caller may change).
class Walker {
 public:
  Walker(RecordVisitor& visitor, const WalkOptions& options, bool mark)
      : visitor_(visitor), options_(options), mark_(mark) {}

  bool run(const record::Node& from, std::unique_ptr<GameState> state) {
    const record::Address address = record::address_of(from);
    line_depth_ = address.depth();
    prefixes_.assign(line_depth_ + 1, std::string());
    if (address.elements.size() > 1) {
      record::Address line = address;
      line.elements.pop_back();
      prefixes_[line_depth_] = record::format_address(line) + ".";
    }
    node_ = &from;
    state_ = std::move(state);
    turn_ = from.is_root() ? record::turn_state_at_start(from) : record::turn_state_after(from);
    depth_ = 0;
    if (mark_) mark_children(from, *state_);
    WalkAction action = visitor_.visit(here(nullptr));
    while (true) {
      if (action == WalkAction::stop) return false;
      const std::size_t count = node_->child_count();
      const std::size_t end = action == WalkAction::skip_below           ? 0
                              : action == WalkAction::enter_continuation ? (count > 0 ? 1 : 0)
                                                                         : count;
      const record::Node* parent = node_;
      std::unique_ptr<GameState> state_for_child;
      if (end > 1) {
        branches_.push_back(
            {node_, std::move(state_), turn_, depth_, line_depth_, end, record::TurnPlace{}});
        state_for_child = branches_.back().state->clone();
      } else if (end == 1) {
        state_for_child = std::move(state_);
      } else {
        if (visited_) visitor_.leave(*node_, depth_);
        if (!climb(from, state_for_child, parent)) return true;
      }
      action = enter(*parent, std::move(state_for_child));
    }
  }

 private:
  /// After the subtree of `node_` is done: climbs to the next child to enter, setting
  /// `state` to the state it plays on and `parent` to its parent, and restoring the
  /// parent's turn and depths. False when the walk is over.
  bool climb(const record::Node& from, std::unique_ptr<GameState>& state,
             const record::Node*& parent) {
    const record::Node* node = node_;
    while (node != &from) {
      const record::Node* up = node->parent();
      if (!branches_.empty() && branches_.back().node == up) {
        Branch& b = branches_.back();
        const std::size_t next = node->index_in_parent() + 1;
        if (next < b.end) {
          const bool last = next + 1 == b.end;
          state = last ? std::move(b.state) : b.state->clone();
          parent = up;
          turn_ = b.turn;
          depth_ = b.depth;
          line_depth_ = b.line_depth;
          continuation_ = b.continuation;
          next_child_ = next;
          if (last) branches_.pop_back();
          return true;
        }
      }
      --depth_;
      visitor_.leave(*up, depth_);
      node = up;
    }
    return false;
  }

  /// Plays the child `next_child_` of `parent` (whose turn state, depths and, for a
  /// variation, continuation place are current) on `state`, and shows it to the visitor.
  WalkAction enter(const record::Node& parent, std::unique_ptr<GameState> state) {
    const std::size_t k = next_child_;
    next_child_ = 0;
    const record::Node& node = *parent.child(k);
    const std::size_t depth = depth_ + 1;
    visitor_.before_move(node, depth, *state);
    PlayResult played;
    if (mark_) {
      played = options_.canonical_moves ? state->play(node.move_text)
                                        : state->play_without_canonical(node.move_text);
      if (played.ok) {
        auto& marked = const_cast<record::Node&>(node);
        if (options_.canonical_moves) marked.set_canonical_move(std::move(played.canonical));
        mark_children(node, *state);
      }
    } else {
      played = options_.canonical_moves ? state->play(node.played_move())
                                        : state->play_without_canonical(node.played_move());
    }
    if (k > 0) {
      // A variation: a line of its own, named after the move it replaces (off the main
      // line) or the move it branches after (off a variation); numbering.h.
      std::string prefix =
          line_depth_ == 0 ? record::place_text(continuation_)
                           : prefixes_[line_depth_] +
                                 record::place_text(record::TurnPlace{turn_.turn, turn_.letter});
      ++line_depth_;
      prefix += '.';
      prefix += std::to_string(k);
      prefix += '.';
      if (prefixes_.size() <= line_depth_) prefixes_.resize(line_depth_ + 1);
      prefixes_[line_depth_] = std::move(prefix);
    }
    record::advance_turn_state(turn_, node);
    if (k == 0 && !branches_.empty() && branches_.back().node == &parent)
      branches_.back().continuation = record::TurnPlace{turn_.turn, turn_.letter};
    node_ = &node;
    depth_ = depth;
    state_ = std::move(state);
    visited_ = played.ok;
    if (!played.ok) {
      const WalkAction action = visitor_.unplayable(here(&played), node.subtree_size() - 1);
      return action == WalkAction::stop ? WalkAction::stop : WalkAction::skip_below;
    }
    return visitor_.visit(here(&played));
  }

  WalkNode here(const PlayResult* played) const {
    return WalkNode{*node_, *state_, played, turn_, prefixes_[line_depth_], depth_, line_depth_};
  }

  static void mark_children(const record::Node& node, const GameState& state) {
    auto& marked = const_cast<record::Node&>(node);
    for (std::size_t i = 0; i < marked.child_count(); ++i)
      marked.child(i)->side = state.side_to_move();
  }

  RecordVisitor& visitor_;
  const WalkOptions& options_;
  const bool mark_;
  std::vector<Branch> branches_;
  std::vector<std::string> prefixes_;  // of the lines on the path, by line depth
  // The node walked now (or, while a child is entered, its parent).
  const record::Node* node_ = nullptr;
  std::unique_ptr<GameState> state_;
  record::TurnState turn_;
  std::size_t depth_ = 0;
  std::size_t line_depth_ = 0;
  record::TurnPlace continuation_;  // of the branch a variation is entered from
  std::size_t next_child_ = 0;      // the child enter() plays
  bool visited_ = true;             // node_'s move played (else it was not visited)
};

}  // namespace

bool walk_record(const record::Node& from, std::unique_ptr<GameState> state, RecordVisitor& visitor,
                 const WalkOptions& options) {
  return Walker(visitor, options, false).run(from, std::move(state));
}

bool walk_record(const record::Node& from, std::unique_ptr<GameState> state,
                 const std::function<WalkAction(const WalkNode&)>& visit,
                 const WalkOptions& options) {
  struct Visitor final : RecordVisitor {
    const std::function<WalkAction(const WalkNode&)>& visit_fn;
    explicit Visitor(const std::function<WalkAction(const WalkNode&)>& f) : visit_fn(f) {}
    WalkAction visit(const WalkNode& at) override { return visit_fn(at); }
  } visitor(visit);
  return walk_record(from, std::move(state), visitor, options);
}

bool walk_record_marking(record::Record& record, std::unique_ptr<GameState> start,
                         RecordVisitor& visitor, const WalkOptions& options) {
  return Walker(visitor, options, true).run(record.root(), std::move(start));
}

}  // namespace skald::game
