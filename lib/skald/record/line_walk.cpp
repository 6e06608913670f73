#include "skald/record/line_walk.h"

#include <unordered_map>

namespace skald::record {

std::string LineTurn::address(std::size_t i) const {
  std::string out(prefix);
  out += place_text(TurnPlace{turn->number, letter(i)});
  return out;
}

namespace {

/// One line being walked: where its next turn starts, the turn state and address of the
/// move before that, and the turn now open with the variation to visit next inside it.
struct LineFrame {
  const Node* next = nullptr;   // first move of the next turn; nullptr at the line's end
  const Node* first = nullptr;  // the line's first move
  int depth = 0;
  std::string prefix;
  TurnState state;               // after the move before `next`
  std::string previous_address;  // of the move before `next` (empty before the first)

  // The open turn.
  bool open = false;
  Turn turn;
  std::vector<TurnState> before;  // the state before each move of the turn
  std::size_t move = 0;           // the move whose alternatives are visited now
  std::size_t variation = 1;      // the next of its alternatives (child index)
};

LineFrame line_frame(const Node& first, const TurnState& before, std::string prefix, int depth) {
  LineFrame f;
  f.next = &first;
  f.first = &first;
  f.depth = depth;
  f.prefix = std::move(prefix);
  f.state = before;
  return f;
}

/// Reads the next turn of `f` (its moves and states) and advances `f` past it.
void open_turn(LineFrame& f) {
  f.turn.moves.clear();
  f.before.clear();
  for (const Node* n = f.next; n != nullptr; n = n->next()) {
    const TurnState after = turn_state_after(f.state, *n);
    if (!f.turn.moves.empty() && after.letter == 0) break;  // n opens the next turn
    if (f.turn.moves.empty()) {
      f.turn.number = after.turn;
      f.turn.first_letter = after.letter;
    }
    f.turn.moves.push_back(n);
    f.before.push_back(f.state);
    f.state = after;
  }
  f.next = f.turn.moves.back()->next();
  f.open = true;
  f.move = 0;
  f.variation = 1;
}

}  // namespace

void walk_lines(const Node& root, const std::function<void(const LineTurn&)>& visit) {
  if (root.next() == nullptr) return;
  std::vector<LineFrame> stack;
  stack.push_back(line_frame(*root.next(), turn_state_at_start(root), "", 0));
  while (!stack.empty()) {
    LineFrame& f = stack.back();
    if (!f.open) {
      if (f.next == nullptr) {
        stack.pop_back();
        continue;
      }
      const bool first_of_line = f.next == f.first;
      open_turn(f);
      LineTurn shown;
      shown.depth = f.depth;
      shown.prefix = f.prefix;
      shown.turn = &f.turn;
      shown.first_of_line = first_of_line;
      visit(shown);
      continue;
    }
    if (f.move >= f.turn.moves.size()) {
      // The turn is done; its last move is the one before the next turn.
      LineTurn done{f.depth, f.prefix, &f.turn, false};
      f.previous_address = done.address(f.turn.moves.size() - 1);
      f.open = false;
      continue;
    }
    const Node& move = *f.turn.moves[f.move];
    const Node& parent = *move.parent();
    // A variation line's first move has alternatives too, but they belong to the line it
    // branches from, which visits them.
    const bool theirs = &move == f.first && f.depth > 0;
    if (theirs || f.variation >= parent.child_count()) {
      ++f.move;
      f.variation = 1;
      continue;
    }
    const std::size_t k = f.variation++;
    // Off a main-line move a variation replaces the move; off a variation move it branches
    // after the move before it (numbering.h).
    const LineTurn here{f.depth, f.prefix, &f.turn, false};
    std::string prefix = f.depth == 0 ? here.address(f.move)
                         : f.move > 0 ? here.address(f.move - 1)
                                      : f.previous_address;
    prefix += '.';
    prefix += std::to_string(k);
    prefix += '.';
    const TurnState before = f.before[f.move];
    stack.push_back(line_frame(*parent.child(k), before, std::move(prefix), f.depth + 1));
    // `f` may dangle from here on.
  }
}

std::vector<std::string> address_texts(const Node& root, const std::vector<const Node*>& nodes) {
  std::vector<std::string> out(nodes.size());
  std::unordered_map<const Node*, std::size_t> wanted;  // node -> its first index in `nodes`
  wanted.reserve(nodes.size());
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (nodes[i]->is_root())
      out[i] = "0a";
    else
      wanted.emplace(nodes[i], i);
  }
  if (!wanted.empty()) {
    walk_lines(root, [&](const LineTurn& t) {
      for (std::size_t i = 0; i < t.turn->moves.size(); ++i) {
        const auto it = wanted.find(t.turn->moves[i]);
        if (it != wanted.end()) out[it->second] = t.address(i);
      }
    });
  }
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (out[i].empty()) out[i] = out[wanted.at(nodes[i])];  // a node listed twice
  }
  return out;
}

}  // namespace skald::record
