#include "formats/sgf/sgf_points.h"

namespace skald::sgf {

std::string sgf_point(const amazons::Geometry& geometry, int square) {
  const int column = geometry.column(square);
  const int row_from_top = geometry.size - 1 - geometry.row(square);
  return {static_cast<char>('a' + column), static_cast<char>('a' + row_from_top)};
}

std::optional<int> square_of_point(const amazons::Geometry& geometry, std::string_view point) {
  if (point.size() != 2) return std::nullopt;
  const int column = point[0] - 'a';
  const int row_from_top = point[1] - 'a';
  if (column < 0 || column >= geometry.size || row_from_top < 0 || row_from_top >= geometry.size)
    return std::nullopt;
  return geometry.square(column, geometry.size - 1 - row_from_top);
}

std::string sgf_move(const amazons::Geometry& geometry, const amazons::Move& move) {
  return sgf_point(geometry, move.from) + sgf_point(geometry, move.to) +
         sgf_point(geometry, move.arrow);
}

std::optional<amazons::Move> move_of_sgf(const amazons::Geometry& geometry,
                                         std::string_view value) {
  if (value.size() != 6) return std::nullopt;
  const auto from = square_of_point(geometry, value.substr(0, 2));
  const auto to = square_of_point(geometry, value.substr(2, 2));
  const auto arrow = square_of_point(geometry, value.substr(4, 2));
  if (!from || !to || !arrow) return std::nullopt;
  return amazons::Move{static_cast<std::uint8_t>(*from), static_cast<std::uint8_t>(*to),
                       static_cast<std::uint8_t>(*arrow)};
}

}  // namespace skald::sgf
