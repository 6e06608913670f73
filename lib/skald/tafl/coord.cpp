#include "skald/tafl/coord.h"

namespace skald::tafl {

std::string coord_to_string(Coord c) {
  return std::string(1, static_cast<char>('a' + c.file)) + std::to_string(c.rank + 1);
}

std::optional<Coord> parse_coord(std::string_view text) {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  const char f = text[0];
  if (f < 'a' || f >= 'a' + kMaxDim) return std::nullopt;
  int rank = 0;
  for (char c : text.substr(1)) {
    if (c < '0' || c > '9') return std::nullopt;
    rank = rank * 10 + (c - '0');
  }
  if (text[1] == '0' || rank < 1 || rank > kMaxDim) return std::nullopt;
  return Coord{f - 'a', rank - 1};
}

}  // namespace skald::tafl
