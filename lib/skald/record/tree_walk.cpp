#include "skald/record/tree_walk.h"

#include "skald/record/walk_engine.h"

namespace skald::record {

std::string WalkedNode::address() const {
  if (node.is_root()) return "0a";
  std::string out(line_prefix);
  out += place_text(TurnPlace{turn.turn, turn.letter});
  return out;
}

namespace {

/// walk_tree() carries nothing along.
struct NoCarry {};

/// The engine's visitor for a TreeVisitor.
struct Carrying {
  TreeVisitor& visitor;
  void play(const Node&, std::size_t, NoCarry&) {}
  WalkAction visit(const WalkedNode& at, NoCarry&) { return visitor.visit(at); }
  NoCarry copy(const NoCarry&) { return {}; }
  void begin_variation() { visitor.begin_variation(); }
  void end_variation() { visitor.end_variation(); }
  void leave(const Node& node, std::size_t depth) { visitor.leave(node, depth); }
  bool wants_leave() const { return visitor.wants_leave(); }
};

}  // namespace

bool walk_tree(const Node& from, TreeVisitor& visitor, const TreeWalkOptions& options) {
  Carrying carrying{visitor};
  return TreeWalker<NoCarry, Carrying>(carrying, options.alternatives).run(from, NoCarry{});
}

bool walk_tree(const Node& from,
               const std::function<WalkAction(const Node& node, std::size_t depth)>& visit,
               const std::function<void(const Node& node, std::size_t depth)>& leave,
               const TreeWalkOptions& options) {
  struct Functions final : TreeVisitor {
    const std::function<WalkAction(const Node&, std::size_t)>& visit_fn;
    const std::function<void(const Node&, std::size_t)>& leave_fn;
    Functions(const std::function<WalkAction(const Node&, std::size_t)>& v,
              const std::function<void(const Node&, std::size_t)>& l)
        : visit_fn(v), leave_fn(l) {}
    WalkAction visit(const WalkedNode& at) override { return visit_fn(at.node, at.depth); }
    void leave(const Node& node, std::size_t depth) override {
      if (leave_fn) leave_fn(node, depth);
    }
    bool wants_leave() const override { return static_cast<bool>(leave_fn); }
  } functions(visit, leave);
  return walk_tree(from, functions, options);
}

}  // namespace skald::record
