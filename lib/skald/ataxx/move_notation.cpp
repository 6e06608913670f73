#include "skald/ataxx/move_notation.h"

#include "skald/ataxx/bitboard.h"

namespace skald::ataxx {

std::string square_name(int square) {
  return {static_cast<char>('a' + file_of(square)), static_cast<char>('1' + rank_of(square))};
}

std::optional<int> square_of_name(std::string_view name) {
  if (name.size() != 2 || name[0] < 'a' || name[0] > 'g' || name[1] < '1' || name[1] > '7')
    return std::nullopt;
  return square_at(name[0] - 'a', name[1] - '1');
}

std::string move_to_text(Move move) {
  if (move.is_pass()) return "0000";
  if (move.is_clone()) return square_name(move.to);
  return square_name(move.from) + square_name(move.to);
}

MoveTextParse parse_move_text(std::string_view text) {
  MoveTextParse out;
  if (text == "0000") {
    out.move = Move::pass();
    return out;
  }
  if (text.size() == 2) {
    if (const std::optional<int> to = square_of_name(text)) {
      out.move = Move::clone(*to);
      return out;
    }
  } else if (text.size() == 4) {
    const std::optional<int> from = square_of_name(text.substr(0, 2));
    const std::optional<int> to = square_of_name(text.substr(2, 2));
    if (from && to && *from != *to) {
      out.move = Move::jump(*from, *to);
      return out;
    }
  }
  out.error = "expected a clone's target (f2), a jump's source and target (g1e3) or a pass (0000)";
  return out;
}

}  // namespace skald::ataxx
