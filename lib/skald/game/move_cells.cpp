#include "skald/game/move_cells.h"

#include <cctype>

namespace skald::game {

std::vector<std::string> cells_named_in(const BoardPicture& picture, std::string_view move) {
  std::vector<std::string> found;
  std::size_t i = 0;
  while (i < move.size()) {
    const std::string* best = nullptr;
    for (const Cell& c : picture.cells) {
      const std::size_t end = i + c.name.size();
      if ((best == nullptr || c.name.size() > best->size()) && !c.name.empty() &&
          move.compare(i, c.name.size(), c.name) == 0 &&
          (end >= move.size() || !std::isdigit(static_cast<unsigned char>(move[end]))))
        best = &c.name;
    }
    if (best != nullptr) {
      found.push_back(*best);
      i += best->size();
    } else {
      ++i;
    }
  }
  return found;
}

}  // namespace skald::game
