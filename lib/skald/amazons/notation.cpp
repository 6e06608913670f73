#include "skald/amazons/notation.h"

#include "skald/core/excerpt.h"

namespace skald::amazons {

std::string square_name(const Geometry& geometry, int square) {
  return std::string(1, static_cast<char>('a' + geometry.column(square))) +
         std::to_string(geometry.row(square) + 1);
}

std::optional<int> square_from_name(const Geometry& geometry, std::string_view name) {
  if (name.size() < 2 || name.size() > 3 || name[0] < 'a' || name[0] >= 'a' + geometry.size)
    return std::nullopt;
  int rank = 0;
  for (std::size_t i = 1; i < name.size(); ++i) {
    if (name[i] < '0' || name[i] > '9') return std::nullopt;
    rank = rank * 10 + (name[i] - '0');
  }
  if (name[1] == '0' || rank < 1 || rank > geometry.size) return std::nullopt;
  return geometry.square(name[0] - 'a', rank - 1);
}

std::string move_text(const Geometry& geometry, const Move& move) {
  return square_name(geometry, move.from) + "-" + square_name(geometry, move.to) + "/" +
         square_name(geometry, move.arrow);
}

MoveParse read_move(const Geometry& geometry, std::string_view text) {
  MoveParse out;
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
    text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
    text.remove_suffix(1);
  const std::size_t dash = text.find('-');
  std::size_t shot = text.find('/');
  bool bracket = false;
  if (shot == std::string_view::npos) {
    shot = text.find('(');
    bracket = shot != std::string_view::npos;
  }
  if (dash == std::string_view::npos || shot == std::string_view::npos || shot < dash) {
    out.error = "expected an amazon's move and its arrow, as `d1-d6/g9`";
    return out;
  }
  std::string_view arrow = text.substr(shot + 1);
  if (bracket) {
    if (arrow.empty() || arrow.back() != ')') {
      out.error = "the arrow in brackets lacks its `)`";
      return out;
    }
    arrow.remove_suffix(1);
  }
  const std::string_view parts[3] = {text.substr(0, dash), text.substr(dash + 1, shot - dash - 1),
                                     arrow};
  const char* roles[3] = {"the amazon's square", "its destination", "the arrow's square"};
  int squares[3] = {0, 0, 0};
  for (int i = 0; i < 3; ++i) {
    const std::optional<int> square = square_from_name(geometry, parts[i]);
    if (!square) {
      const char last = static_cast<char>('a' + geometry.size - 1);
      out.error = std::string(roles[i]) + " `" + excerpt(parts[i]) + "` is not a square of the " +
                  std::to_string(geometry.size) + "x" + std::to_string(geometry.size) +
                  " board (a1 to " + std::string(1, last) + std::to_string(geometry.size) + ")";
      return out;
    }
    squares[i] = *square;
  }
  out.move = Move{static_cast<std::uint8_t>(squares[0]), static_cast<std::uint8_t>(squares[1]),
                  static_cast<std::uint8_t>(squares[2])};
  return out;
}

std::string position_text(const Position& position) {
  const Geometry& g = position.geometry();
  std::string text;
  for (int row = g.size - 1; row >= 0; --row) {
    int run = 0;
    for (int column = 0; column < g.size; ++column) {
      const Content c = position.at(g.square(column, row));
      if (c == Content::empty) {
        ++run;
        continue;
      }
      if (run > 0) text += std::to_string(run);
      run = 0;
      text += c == Content::white ? 'Q' : c == Content::black ? 'q' : 'x';
    }
    if (run > 0) text += std::to_string(run);
    if (row > 0) text += '/';
  }
  text += position.side_to_move() == kWhite ? " w" : " b";
  return text;
}

PositionParse read_position(std::string_view text, int size, int default_side) {
  PositionParse out;
  const Geometry g(size);
  Bits sets[3] = {0, 0, 0};  // white, black, arrows
  int row = size - 1;
  int column = 0;
  std::size_t i = 0;
  const auto fail = [&](std::size_t at, const std::string& message) {
    out.diagnostics.error({"", 0, static_cast<int>(at) + 1}, "position: " + message);
  };
  const auto rank_name = [&] { return "rank " + std::to_string(row + 1); };
  for (; i < text.size() && text[i] != ' '; ++i) {
    const char c = text[i];
    if (c == '/') {
      if (column != size) {
        fail(i, rank_name() + " has " + std::to_string(column) + " squares; the board has " +
                    std::to_string(size));
        return out;
      }
      if (--row < 0) {
        fail(i, "more than " + std::to_string(size) + " ranks");
        return out;
      }
      column = 0;
    } else if (c >= '1' && c <= '9') {
      int run = c - '0';
      if (c == '1' && i + 1 < text.size() && text[i + 1] == '0') {
        run = 10;
        ++i;
      }
      column += run;
      if (column > size) {
        fail(i, rank_name() + " is longer than " + std::to_string(size) + " squares");
        return out;
      }
    } else if (c == 'Q' || c == 'q' || c == 'x') {
      if (column >= size) {
        fail(i, rank_name() + " is longer than " + std::to_string(size) + " squares");
        return out;
      }
      sets[c == 'Q' ? 0 : c == 'q' ? 1 : 2] |= bit(g.square(column, row));
      ++column;
    } else {
      fail(i, std::string("unexpected `") + c +
                  "`: a rank holds Q (White), q (Black), x (an arrow) and counts of empty "
                  "squares");
      return out;
    }
  }
  if (row != 0 || column != size) {
    fail(i, "expected " + std::to_string(size) + " ranks of " + std::to_string(size) +
                " squares, ranks separated by `/`");
    return out;
  }
  int side = default_side;
  while (i < text.size() && text[i] == ' ')
    ++i;
  if (i < text.size()) {
    const std::string_view rest = text.substr(i);
    if (rest == "w" || rest == "b") {
      side = rest == "w" ? kWhite : kBlack;
    } else {
      fail(i, "expected the side to move, `w` or `b`, after the board");
      return out;
    }
  }
  out.position.emplace(size, sets[0], sets[1], sets[2], side);
  return out;
}

}  // namespace skald::amazons
