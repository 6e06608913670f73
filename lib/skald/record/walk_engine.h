#pragma once

// TreeWalker: the machinery of the record's one walk (tree_walk.h), in the order described
// there, carrying along a value of the caller's that follows the moves: nothing for
// walk_tree(), the game state for game/record_walk.h. walk_tree() and walk_record() are its
// two instances; nothing else walks a record.
//
// The carried value. Each node's visit receives the value after its parent and advances it
// past the node. A node whose variations are still to come keeps a copy of the value after
// it: the earlier of its alternatives play on copies, the last takes that copy itself, so a
// line without variations plays on one value however long it is, and the values alive are
// one per branch point still to come back to (one per open turn's branch in after_turn).
//
// The visitor provides:
//   void play(const Node& node, std::size_t depth, Carry& carry);  // carry: from after the
//                                                                  // parent to after node
//   WalkAction visit(const WalkedNode& at, Carry& carry);  // after play() (the first node:
//                                                          // the carry as given, no play)
//   Carry copy(const Carry& carry);
//   void begin_variation();  void end_variation();
//   void leave(const Node& node, std::size_t depth);
//   bool wants_leave() const;  // false: leave() is never called, and the climb back up a
//                              // line skips the nodes between its branch points

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "skald/record/address.h"
#include "skald/record/numbering.h"
#include "skald/record/tree_walk.h"

namespace skald::record {

template <class Carry, class Visitor>
class TreeWalker {
 public:
  TreeWalker(Visitor& visitor, Alternatives alternatives)
      : visitor_(visitor), alternatives_(alternatives) {}

  /// Walks `from` (whose carried value is `carry`) and everything below it. False when the
  /// visitor stopped the walk.
  bool run(const Node& from, Carry carry) {
    Frame main;
    main.first = &from;
    main.last = &from;
    main.turn = from.is_root() ? turn_state_at_start(from) : turn_state_after(from);
    main.carry = std::move(carry);
    const Address address = address_of(from);
    main.line_depth = address.depth();
    if (address.elements.size() > 1) {
      Address line = address;
      line.elements.pop_back();
      prefixes_ = format_address(line) + ".";
    }
    main.prefix_end = prefixes_.size();
    frames_.push_back(std::move(main));
    if (!show(frames_.back(), from)) return false;
    while (!frames_.empty()) {
      Frame& f = frames_.back();
      switch (f.stage) {
        case Stage::growing:
          if (!grow(f)) return false;
          break;
        case Stage::flushing:
          flush(f);
          break;
        case Stage::climbing:
          climb(f);
          break;
      }
    }
    return true;
  }

 private:
  /// Alternatives to parent->child(0) still to walk: children [next, end) of `parent`.
  struct Pending {
    const Node* parent = nullptr;
    std::size_t next = 1;
    std::size_t end = 1;
    Carry carry;     // after parent
    TurnState turn;  // after parent
    /// The place of parent->child(0), which names the variations off a main-line parent.
    TurnPlace continuation;
    std::size_t depth = 0;  // of parent
  };

  enum class Stage {
    growing,   // walking the line's next move
    flushing,  // walking the pending alternatives, first to last (after_move, after_turn)
    climbing,  // the line is done: leaving its nodes from the end back, walking the pending
               // alternatives met on the way (after_subtree)
  };

  /// One line being walked: the main line, or a variation still open.
  struct Frame {
    const Node* first = nullptr;  // where the line's climb ends (the walk's first node)
    const Node* last = nullptr;   // the last node shown (nullptr before the first)
    const Node* next = nullptr;   // the line's next move, nullptr at its end
    std::size_t last_end = 0;     // children [0, last_end) of `last` are entered
    Carry carry;                  // after `last`
    TurnState turn;               // after `last`
    std::size_t depth = 0;        // of `last`
    std::size_t line_depth = 0;
    std::size_t prefix_end = 0;  // the line's prefix is prefixes_[0, prefix_end)
    std::vector<Pending> pending;
    std::size_t flushed = 0;  // pending[0, flushed) are done
    Stage stage = Stage::growing;
    const Node* at = nullptr;  // while climbing: the node whose pending alternatives come next
    std::size_t at_depth = 0;
  };

  /// Shows `node`, which f.carry and f.turn are now after; false on stop.
  bool show(Frame& f, const Node& node) {
    f.last = &node;
    const WalkedNode at{node, f.depth, f.line_depth, f.turn,
                        std::string_view(prefixes_.data(), f.prefix_end)};
    const WalkAction action = visitor_.visit(at, f.carry);
    if (action == WalkAction::stop) return false;
    const std::size_t count = node.child_count();
    f.last_end = action == WalkAction::skip_below           ? 0
                 : action == WalkAction::enter_continuation ? (count > 0 ? 1 : 0)
                                                            : count;
    f.next = f.last_end > 0 ? node.child(0) : nullptr;
    return true;
  }

  bool grow(Frame& f) {
    if (f.next == nullptr) {
      if (alternatives_ != Alternatives::after_subtree && f.flushed < f.pending.size()) {
        f.stage = Stage::flushing;  // the alternatives left to the line's end
        return true;
      }
      // The line is done: its value is dropped now, not when the frame ends, or a chain of
      // nested variations would keep one value per level (each a whole game's history).
      f.carry = Carry{};
      if (visitor_.wants_leave()) visitor_.leave(*f.last, f.depth);
      if (f.last == f.first) {
        end_frame();
      } else {
        f.stage = Stage::climbing;
        f.at = f.last->parent();
        f.at_depth = f.depth - 1;
      }
      return true;
    }
    const Node& node = *f.next;
    prefetch_nodes_after(node);
    if (alternatives_ == Alternatives::after_turn && f.flushed < f.pending.size() &&
        turn_state_after(f.turn, node).letter == 0) {
      f.stage = Stage::flushing;  // `node` opens the next turn
      return true;
    }
    const bool alternatives = f.last_end > 1;  // to `node`, to be walked later
    if (alternatives)
      f.pending.push_back(
          Pending{f.last, 1, f.last_end, visitor_.copy(f.carry), f.turn, TurnPlace{}, f.depth});
    ++f.depth;
    visitor_.play(node, f.depth, f.carry);
    // After play(): a move's turn and letter depend on the side to move after it, which
    // the replay's walk learns by playing it.
    f.turn = turn_state_after(f.turn, node);
    if (alternatives) f.pending.back().continuation = TurnPlace{f.turn.turn, f.turn.letter};
    if (!show(f, node)) return false;
    if (alternatives_ == Alternatives::after_move && f.flushed < f.pending.size())
      f.stage = Stage::flushing;
    return true;
  }

  /// A hint: starts loading the memory a few nodes past `node`. A reader makes a line's
  /// nodes one after another in its pool's blocks (node_pool.h), so in a long line they
  /// are the moves to come, which the walk would otherwise wait for one by one, long out
  /// of the cache. A wrong guess costs a load and changes nothing.
  static void prefetch_nodes_after(const Node& node) {
    constexpr std::size_t kAhead = 6;
    const std::uintptr_t at = reinterpret_cast<std::uintptr_t>(&node) + kAhead * sizeof(Node);
    __builtin_prefetch(reinterpret_cast<const void*>(at));
    __builtin_prefetch(reinterpret_cast<const void*>(at + 64));
  }

  void flush(Frame& f) {
    if (f.flushed == f.pending.size()) {
      f.pending.clear();
      f.flushed = 0;
      f.stage = Stage::growing;
      return;
    }
    Pending& p = f.pending[f.flushed];
    if (p.next == p.end) {
      ++f.flushed;
      return;
    }
    enter_variation(f, p);
  }

  void climb(Frame& f) {
    const bool leaving = visitor_.wants_leave();
    if (!leaving) {
      // Nothing to do at a node but its pending alternatives: straight to the last branch
      // point, without reading the nodes between (in a long line, long out of the cache).
      if (f.pending.empty()) {
        end_frame();
        return;
      }
      f.at = f.pending.back().parent;
      f.at_depth = f.pending.back().depth;
    }
    const Node* node = f.at;
    if (!f.pending.empty() && f.pending.back().parent == node) {
      Pending& p = f.pending.back();
      if (p.next < p.end) {
        enter_variation(f, p);
        return;
      }
      f.pending.pop_back();
    }
    if (leaving) visitor_.leave(*node, f.at_depth);
    if (node == f.first) {
      end_frame();
      return;
    }
    f.at = node->parent();
    --f.at_depth;
  }

  /// Opens a frame for the next alternative of `p`, a pending entry of `f` (both dangle
  /// afterwards).
  void enter_variation(Frame& f, Pending& p) {
    const std::size_t k = p.next++;
    Frame v;
    v.first = p.parent->child(k);
    v.next = v.first;
    v.carry = p.next == p.end ? std::move(p.carry) : visitor_.copy(p.carry);
    v.turn = p.turn;
    v.depth = p.depth;
    v.line_depth = f.line_depth + 1;
    visitor_.begin_variation();
    // A variation is a line of its own, named after the move it replaces (off the main
    // line) or the move it branches after (off a variation); numbering.h.
    prefixes_.resize(f.prefix_end);
    prefixes_ +=
        place_text(f.line_depth == 0 ? p.continuation : TurnPlace{p.turn.turn, p.turn.letter});
    prefixes_ += '.';
    prefixes_ += std::to_string(k);
    prefixes_ += '.';
    v.prefix_end = prefixes_.size();
    frames_.push_back(std::move(v));
  }

  void end_frame() {
    const bool variation = frames_.size() > 1;
    frames_.pop_back();
    if (variation) visitor_.end_variation();
  }

  Visitor& visitor_;
  const Alternatives alternatives_;
  std::vector<Frame> frames_;
  std::string prefixes_;  // the prefix of the innermost open line (each extends its parent's)
};

}  // namespace skald::record
