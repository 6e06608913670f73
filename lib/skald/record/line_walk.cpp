#include "skald/record/line_walk.h"

#include <unordered_map>

#include "skald/record/tree_walk.h"

namespace skald::record {

std::string LineTurn::address(std::size_t i) const {
  std::string out(prefix);
  out += place_text(TurnPlace{turn->number, letter(i)});
  return out;
}

namespace {

/// Gathers each turn's moves as the walk shows them and hands the turn over at its last
/// move, while the line's prefix is at hand: in the after_turn order the variations that
/// branch inside a turn come after that move, so one turn is open at a time.
class TurnGatherer final : public TreeVisitor {
 public:
  TurnGatherer(const Node& root, const std::function<void(const LineTurn&)>& visit)
      : root_(root), visit_(visit) {}

  WalkAction visit(const WalkedNode& at) override {
    if (at.depth == 0) return WalkAction::enter_all;  // the root holds no move
    if (turn_.moves.empty()) {
      turn_.number = at.turn.turn;
      turn_.first_letter = at.turn.letter;
    }
    turn_.moves.push_back(&at.node);
    const Node* next = at.node.next();
    if (next == nullptr || turn_state_after(at.turn, *next).letter == 0) {
      const Node& first = *turn_.moves.front();
      const bool first_of_line = first.index_in_parent() > 0 || first.parent() == &root_;
      visit_(LineTurn{static_cast<int>(at.line_depth), at.line_prefix, &turn_, first_of_line});
      turn_.moves.clear();
    }
    return WalkAction::enter_all;
  }

 private:
  const Node& root_;
  const std::function<void(const LineTurn&)>& visit_;
  Turn turn_;  // the turn being gathered
};

}  // namespace

void walk_lines(const Node& root, const std::function<void(const LineTurn&)>& visit) {
  TurnGatherer gatherer(root, visit);
  walk_tree(root, gatherer, {.alternatives = Alternatives::after_turn});
}

std::vector<std::string> address_texts(const Node& root, const std::vector<const Node*>& nodes) {
  std::vector<std::string> out(nodes.size());
  std::unordered_map<const Node*, std::size_t> wanted;  // node -> its first index in `nodes`
  wanted.reserve(nodes.size());
  for (std::size_t i = 0; i < nodes.size(); ++i)
    wanted.emplace(nodes[i], i);
  struct Namer final : TreeVisitor {
    std::unordered_map<const Node*, std::size_t>& wanted;
    std::vector<std::string>& out;
    Namer(std::unordered_map<const Node*, std::size_t>& w, std::vector<std::string>& o)
        : wanted(w), out(o) {}
    WalkAction visit(const WalkedNode& at) override {
      const auto it = wanted.find(&at.node);
      if (it != wanted.end()) out[it->second] = at.address();
      return WalkAction::enter_all;
    }
  } namer(wanted, out);
  walk_tree(root, namer);
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (out[i].empty()) out[i] = out[wanted.at(nodes[i])];  // a node listed twice
  }
  return out;
}

}  // namespace skald::record
