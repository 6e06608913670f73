#include "skald/record/puzzle_position.h"

#include "skald/record/numbering.h"

namespace skald::record {

std::string next_main_line_address(const Node& node) {
  const TurnState after = turn_state_after(node);
  if (!after.has_turn) return "1a";
  // A move not yet in the tree, numbered as the continuation of `node`.
  const Node next("", after.side_after);
  const TurnState state = turn_state_after(after, next);
  return place_text(TurnPlace{state.turn, state.letter});
}

PositionResolution resolve_position(const Node& root, const Address& address) {
  PositionResolution out;
  const std::string text = format_address(address);
  if (text == "0a" || text == "1a") {
    out.after = &root;
    out.move = root.next();
    return out;
  }
  const Resolution found = resolve(root, address);
  if (found.node != nullptr) {
    out.move = found.node;
    out.after = found.node->parent();
    return out;
  }
  const Node* last = &root;
  while (last->next() != nullptr)
    last = last->next();
  if (text == next_main_line_address(*last)) {
    out.after = last;
    return out;
  }
  out.error = found.error;
  return out;
}

}  // namespace skald::record
