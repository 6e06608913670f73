#include "skald/tafl/coord.h"

#include <charconv>

namespace skald::tafl {

std::string coord_to_string(Coord c) {
  std::string out;
  append_coord(out, c);
  return out;
}

void append_coord(std::string& out, Coord c) {
  const int rank = c.rank + 1;
  if (rank >= 1 && rank <= 99) {
    // Every board's ranks: written directly, in one append.
    char text[3];
    std::size_t n = 0;
    text[n++] = static_cast<char>('a' + c.file);
    if (rank >= 10) text[n++] = static_cast<char>('0' + rank / 10);
    text[n++] = static_cast<char>('0' + rank % 10);
    out.append(text, n);
    return;
  }
  // Any other int, as std::to_string writes it.
  out.push_back(static_cast<char>('a' + c.file));
  char digits[16];
  const auto end = std::to_chars(digits, digits + sizeof digits, rank).ptr;
  out.append(digits, end);
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
