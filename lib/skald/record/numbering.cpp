#include "skald/record/numbering.h"

#include <algorithm>

// How moves are grouped into turns.
//
// Two players: OpenTafl 0.4.8.0b's rule (MoveAddress.increment). The record's first move
// is `1a`. The move after a turn's first move stays in that turn. Any later move stays in
// the turn when the side to move after it equals the side to move after the previous move;
// otherwise it opens the next turn as `a`. The side to move after a move is the mover when
// a berserk continuation was granted, else the opponent. So `Ax A= B A` is
// `1. Ax A= / 2. B A`, and `A Bx B=x B= A B` is `1. A Bx B=x / 2. B= A / 3. B`: after a
// continuation by the second player, turns start with the other side.
//
// The tree stores each move's side, not the side to move after it, so that is read from
// the move's continuation (children()[0]); at the end of a line the next side is assumed.
// Moves of unknown side (kUnknownSide) are taken to alternate.
//
// More than two players: a turn closes when every other side has moved once. A move opens
// the next turn when its side already moved in this turn, unless it continues its own
// move (the same side again, as a berserk continuation); so `A B C A B C` is two turns,
// and after B drops out `A C A C` is two turns too.
//
// Simultaneous turns: a joint move (side kEverySide) is a turn of its own.
//
// A variation's first move always has turn 1; its letter is the one the move it replaces
// (off a main-line move) or the move after its parent (off a variation move) has, because
// it is computed from the same preceding moves.

namespace skald::record {

namespace {

using LineState = TurnState;

// The side to move after `node`: its continuation's side, else (at a line's end) the
// next side's.
int side_after(const Node& node, int players) {
  if (node.child_count() > 0 && node.child(0)->side != kUnknownSide) return node.child(0)->side;
  if (node.side >= 0) return (node.side + 1) % std::max(players, 2);
  return node.side == kEverySide ? kEverySide : kUnknownSide;
}

std::uint32_t side_bit(int side) {
  return side >= 0 && side < 32 ? std::uint32_t{1} << side : 0;
}

// Whether `node` stays in the turn `state` is in (see the rules above).
bool stays_in_turn(const LineState& state, const LineState& next, const Node& node) {
  if (!state.has_turn || node.side == kEverySide || state.last_side == kEverySide) return false;
  if (state.players > 2) {
    return node.side == kUnknownSide || node.side == state.last_side ||
           (state.moved & side_bit(node.side)) == 0;
  }
  return state.letter == 0 ||
         (next.side_after != kUnknownSide && next.side_after == state.side_after);
}

// The place of `node` after `state`, and the state after it.
LineState advance(const LineState& state, const Node& node) {
  LineState next = state;
  next.side_after = side_after(node, state.players);
  next.last_side = node.side;
  if (stays_in_turn(state, next, node)) {
    next.letter = state.letter + 1;
    next.moved |= side_bit(node.side);
  } else {
    next.has_turn = true;
    next.turn = state.turn + 1;
    next.letter = 0;
    next.moved = side_bit(node.side);
  }
  return next;
}

// One step: the state after `node` from the state after its parent.
LineState step(const LineState& after_parent, const Node& node) {
  LineState state = advance(after_parent, node);
  // A variation restarts the turn count: its first move is always turn 1.
  if (node.index_in_parent() >= 1) state.turn = 1;
  return state;
}

const Node& root_of(const Node& node) {
  const Node* n = &node;
  while (!n->is_root())
    n = n->parent();
  return *n;
}

// The state after `node` in its line: runs the machine along the path from the root.
LineState state_after(const Node& node) {
  std::vector<const Node*> path;
  const Node* n = &node;
  for (; !n->is_root(); n = n->parent())
    path.push_back(n);
  LineState state = turn_state_at_start(*n);
  for (auto it = path.rbegin(); it != path.rend(); ++it)
    state = step(state, **it);
  return state;
}

TurnPlace place_of(const LineState& s) {
  return TurnPlace{s.turn, s.letter};
}

// The node a variation index names from node `at` (the move to the left of the index):
// off a main-line move, the alternatives are its later siblings; off a variation move,
// its own later children.
const Node* variation_start(const Node& at, bool at_on_main_line, int index) {
  const Node* holder = at_on_main_line ? at.parent() : &at;
  if (holder == nullptr || index < 1) return nullptr;
  if (static_cast<std::size_t>(index) >= holder->child_count()) return nullptr;
  return holder->child(static_cast<std::size_t>(index));
}

// A move found in a line, with the turn states around it.
struct Found {
  const Node* node = nullptr;
  LineState before;  // after its parent
  LineState after;
};

// Finds the move with this turn (and letter, or the turn's first move when the element
// has none) in the line starting at `first`; `before` is the state after first's parent.
Found find_in_line(const Node& first, const LineState& before, const AddressElement& element) {
  LineState state = before;
  for (const Node* n = &first; n != nullptr; n = n->next()) {
    const LineState previous = state;
    state = step(state, *n);
    if (state.turn > element.number) return {};
    if (state.turn == element.number && (!element.has_letter() || state.letter == element.letter)) {
      return {n, previous, state};
    }
  }
  return {};
}

std::string element_text(const AddressElement& e) {
  std::string s = std::to_string(e.number);
  if (e.has_letter()) s += move_letter(e.letter);
  return s;
}

}  // namespace

bool is_main_line(const Node& node) {
  for (const Node* n = &node; !n->is_root(); n = n->parent()) {
    if (n->index_in_parent() != 0) return false;
  }
  return true;
}

const Node& line_start(const Node& node) {
  const Node* n = &node;
  while (!n->is_root() && n->index_in_parent() == 0 && !n->parent()->is_root())
    n = n->parent();
  return *n;
}

std::vector<Turn> turns_of_line(const Node& first) {
  if (first.is_root()) return {};
  return turns_of_line(first, state_after(*first.parent()));
}

TurnState turn_state_at_start(const Node& root) {
  TurnState state;
  state.players = root.players;
  return state;
}

TurnState turn_state_after(const Node& node) {
  return state_after(node);
}

TurnState turn_state_after(const TurnState& after_parent, const Node& node) {
  return step(after_parent, node);
}

void advance_turn_state(TurnState& state, const Node& node) {
  state = step(state, node);
}

std::vector<Turn> turns_of_line(const Node& first, const TurnState& before,
                                std::vector<TurnState>* after_each) {
  std::vector<Turn> turns;
  if (first.is_root()) return turns;
  LineState state = before;
  bool first_move = true;
  for (const Node* n = &first; n != nullptr; n = n->next()) {
    state = advance(state, *n);
    if (first_move && n->index_in_parent() >= 1) state.turn = 1;
    if (first_move || state.letter == 0) {
      turns.push_back(Turn{state.turn, state.letter, {}});
    }
    first_move = false;
    turns.back().moves.push_back(n);
    if (after_each) after_each->push_back(state);
  }
  return turns;
}

TurnPlace turn_place(const Node& node) {
  if (node.is_root()) return TurnPlace{0, 0};
  return place_of(state_after(node));
}

Address address_of(const Node& node) {
  if (node.is_root()) return Address{{AddressElement{0, 0}}};
  // One walk down the path from the root, without recursion: the last element names the
  // move reached so far; entering a variation adds its index and a new element.
  std::vector<const Node*> path;
  for (const Node* n = &node; !n->is_root(); n = n->parent())
    path.push_back(n);
  Address address;
  LineState state = turn_state_at_start(root_of(node));
  bool on_main_line = true;
  for (auto it = path.rbegin(); it != path.rend(); ++it) {
    const Node& n = **it;
    const std::size_t index = n.index_in_parent();
    if (index >= 1) {
      // Off a main-line move the variation replaces the parent's continuation; off a
      // variation move it branches after the parent itself (OpenTafl's quirk).
      if (on_main_line) {
        const LineState replaced = advance(state, *n.parent()->child(0));
        address.elements.assign(1, AddressElement{replaced.turn, replaced.letter});
      }
      on_main_line = false;
      address.elements.push_back(
          AddressElement{static_cast<int>(index), AddressElement::kNoLetter});
      address.elements.emplace_back();
    } else if (address.elements.empty()) {
      address.elements.emplace_back();
    }
    state = step(state, n);
    address.elements.back() = AddressElement{state.turn, state.letter};
  }
  return address;
}

std::string place_text(const TurnPlace& place) {
  return format_address(Address{{AddressElement{place.turn, place.letter}}});
}

std::string address_text(const Node& node) {
  return format_address(address_of(node));
}

Resolution resolve(const Node& root, const Address& address) {
  Resolution result;
  const auto& elements = address.elements;
  if (elements.empty()) {
    result.error = "empty address";
    return result;
  }
  auto fail = [&](std::size_t i, const std::string& why) {
    result.error = "element " + std::to_string(i + 1) + " (\"" + element_text(elements[i]) +
                   "\") of " + format_address(address) + ": " + why;
    return result;
  };
  // The turn states are carried along (before and after the move reached), so each line
  // is numbered from where it branches instead of from the root.
  Found current;
  const Node* line = root.next();
  LineState before_line = turn_state_at_start(root);  // the state after line's parent
  for (std::size_t i = 0; i < elements.size(); ++i) {
    const AddressElement& e = elements[i];
    if (i % 2 == 0) {
      if (i == 0 && e.number == 0 && (e.letter == 0 || !e.has_letter())) {
        if (elements.size() > 1) return fail(i, "the start position has no variations");
        result.node = &root;
        return result;
      }
      if (line == nullptr) return fail(i, "the record has no moves");
      current = find_in_line(*line, before_line, e);
      if (current.node == nullptr) {
        return fail(i, i == 0 ? "no such move in the main line" : "no such move in the variation");
      }
    } else {
      // Only the first element names a main-line move.
      const bool on_main_line = i == 1;
      line = variation_start(*current.node, on_main_line, e.number);
      if (line == nullptr) {
        return fail(i, "there is no variation " + std::to_string(e.number) + " off " +
                           address_text(*current.node));
      }
      before_line = on_main_line ? current.before : current.after;
      // An address ending with a variation index names its first move.
      current = {line, before_line, step(before_line, *line)};
    }
  }
  result.node = current.node;
  return result;
}

const Node* resolve_or_null(const Node& root, const Address& address) {
  return resolve(root, address).node;
}

Node* resolve_or_null(Node& root, const Address& address) {
  return const_cast<Node*>(resolve(static_cast<const Node&>(root), address).node);
}

const Node* node_at(const Node& root, std::string_view address, std::string& error) {
  const AddressParse parsed = parse_address(address);
  if (!parsed.ok()) {
    error = "cannot read address `" + std::string(address) + "`: " + parsed.error.message;
    return nullptr;
  }
  const Resolution found = resolve(root, *parsed.address);
  if (found.node == nullptr)
    error = "no move at address `" + std::string(address) + "`: " + found.error;
  return found.node;
}

Node* node_at(Node& root, std::string_view address, std::string& error) {
  return const_cast<Node*>(node_at(static_cast<const Node&>(root), address, error));
}

}  // namespace skald::record
