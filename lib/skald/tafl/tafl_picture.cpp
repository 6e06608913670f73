#include "skald/tafl/tafl_picture.h"

#include "skald/game/board_grids.h"

namespace skald::tafl {

const char* picture_kind(Piece piece) {
  if (piece.kind() == PieceKind::taflman)
    return piece.side() == Side::attackers ? "attacker" : "defender";
  return kind_name(piece.kind());
}

const char* piece_symbol(Piece piece) {
  // Indexed by PieceKind: taflman, king, commander, knight, mercenary, guard.
  static constexpr const char* kFilled[kPieceKinds] = {"\u265F", "\u265A", "\u265C",
                                                       "\u265E", "\u265D", "\u265B"};
  static constexpr const char* kOutlined[kPieceKinds] = {"\u2659", "\u2654", "\u2656",
                                                         "\u2658", "\u2657", "\u2655"};
  if (piece.empty()) return "";
  const int kind = static_cast<int>(piece.kind());
  return piece.side() == Side::attackers ? kFilled[kind] : kOutlined[kind];
}

namespace {

/// The marks of the rules' special squares, in the order of the cells.
void mark_special_squares(const Position& position, game::BoardPicture& picture) {
  const BoardTables& t = *position.tables();
  for (int id = 0; id < t.dim * t.dim; ++id) {
    const int square = t.board_square[static_cast<std::size_t>(id)];
    const std::uint8_t kind = t.kind[static_cast<std::size_t>(square)];
    if (kind & kCorner) picture.marks.push_back({id, game::CellMarkKind::corner});
    if (kind & kCentre) picture.marks.push_back({id, game::CellMarkKind::throne});
    if (kind & kAttackerFort)
      picture.marks.push_back({id, game::CellMarkKind::fort, index(Side::attackers)});
    if (kind & kDefenderFort)
      picture.marks.push_back({id, game::CellMarkKind::fort, index(Side::defenders)});
    if (t.escape_square(square))
      picture.marks.push_back({id, game::CellMarkKind::escape, index(Side::defenders)});
  }
}

}  // namespace

game::BoardPicture tafl_picture(const Position& position,
                                const std::optional<MovedSquares>& last_move) {
  const int dim = position.dim();
  // OTN names squares as grid_cell_name does (file letter, rank from 1), and cell ids are
  // rank * dim + file, the order of Position::pieces().
  game::BoardPicture picture = game::square_grid_picture(dim, dim);
  const auto id_of = [dim](Coord c) { return c.rank * dim + c.file; };
  const std::vector<Piece> pieces = position.pieces();
  for (int id = 0; id < dim * dim; ++id) {
    const Piece piece = pieces[static_cast<std::size_t>(id)];
    if (piece.empty()) continue;
    picture.pieces.push_back({id, index(piece.side()), picture_kind(piece),
                              std::string(1, piece.letter()), piece_symbol(piece), std::nullopt});
  }
  mark_special_squares(position, picture);
  if (last_move) {
    const Piece mover = position.at(last_move->to);
    const int side = mover.empty() ? -1 : index(mover.side());
    picture.marks.push_back({id_of(last_move->from), game::CellMarkKind::move_origin, side});
    picture.marks.push_back({id_of(last_move->to), game::CellMarkKind::move_destination, side});
    for (const Capture& capture : position.last_captures()) {
      picture.marks.push_back({id_of(position.coord(capture.square)), game::CellMarkKind::captured,
                               index(capture.piece.side())});
    }
  }
  return picture;
}

}  // namespace skald::tafl
