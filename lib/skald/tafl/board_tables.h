#pragma once

// BoardTables: everything a Position needs that depends on the rules only, computed once
// per rule set and shared between positions: the padded board geometry, the kind of each
// square, per-square masks of which piece types may pass, stop, re-enter or find the
// square hostile, per-piece-type speed limits and jump modes, and the Zobrist keys. The
// masks hold what the rules do as played in rules.dialect (rules.h, "in effect"), so the
// move generator and the capture rules never ask which dialect they play.

#include <array>
#include <cstdint>
#include <memory>

#include "skald/tafl/coord.h"
#include "skald/tafl/piece.h"
#include "skald/tafl/rules.h"

namespace skald::tafl {

/// Padded board: dim + 2 squares per row, the outer ring is off the board.
constexpr int kMaxStride = kMaxDim + 2;
constexpr int kMaxSquares = kMaxStride * kMaxStride;

/// A set of board indexes, one bit each (index sq is bit sq % 64 of word sq / 64).
constexpr int kSquareWords = (kMaxSquares + 63) / 64;
using SquareBits = std::array<std::uint64_t, kSquareWords>;

/// Byte stored on an off-board square of Position's board.
constexpr std::uint8_t kOffBoard = 0xff;

/// Bits of BoardTables::kind.
enum SquareKindBits : std::uint8_t {
  kOnBoard = 1,
  kCorner = 2,
  kCentre = 4,
  kAttackerFort = 8,
  kDefenderFort = 16,
  kSpecial = kCorner | kCentre | kAttackerFort | kDefenderFort,
};

struct BoardTables {
  TaflRules rules;
  int dim = 0;
  int stride = 0;
  int num_squares = 0;
  /// Steps to the four orthogonal neighbours: east, west, north, south.
  std::array<int, 4> dirs{};

  /// SquareKindBits per board index.
  std::array<std::uint8_t, kMaxSquares> kind{};
  /// PieceSet bits (1 << Piece::type_index()) per board index.
  std::array<std::uint16_t, kMaxSquares> passable{};
  std::array<std::uint16_t, kMaxSquares> stoppable{};
  std::array<std::uint16_t, kMaxSquares> hostile{};             // while occupied or not
  std::array<std::uint16_t, kMaxSquares> hostile_when_empty{};  // added while empty
  std::array<std::uint16_t, kMaxSquares> reenterable{};
  /// Squares of the board in rank-major order (index rank * dim + file).
  std::array<std::uint16_t, kMaxDim * kMaxDim> board_square{};
  /// Whether a square is on the edge of the board.
  std::array<bool, kMaxSquares> edge{};
  /// The on-board squares and the edge squares as bit sets, and how many words of a
  /// SquareBits this board uses.
  SquareBits on_board_bits{};
  SquareBits edge_bits{};
  int square_words = 0;
  /// 0-based file and rank of each board index (coord() without a division).
  std::array<std::uint8_t, kMaxSquares> file_of{};
  std::array<std::uint8_t, kMaxSquares> rank_of{};

  /// Per piece type (Piece::type_index()): speed limit (a large number when unlimited)
  /// and jump mode.
  std::array<int, 2 * kPieceKinds> speed{};
  std::array<JumpMode, 2 * kPieceKinds> jump{};
  /// PieceSet bits of the piece types a jump may go over (jumpable_in_effect()).
  std::uint16_t jumpable = 0;

  /// What a threefold repetition does (repetition_in_effect()), and whether it compares
  /// the board and the side to move only, a pending berserk continuation left out, and
  /// counts the positions with one pending too, as OpenTafl's Zobrist hash and repetition
  /// table do (OpenTafl dialect with `ber`; Position::occurrences()).
  RepetitionRule repetition = RepetitionRule::draw;
  bool repetition_ignores_berserk = false;

  /// Zobrist keys: piece type on square, side to move (defenders), berserk continuation
  /// pending on square.
  std::array<std::array<std::uint64_t, 2 * kPieceKinds>, kMaxSquares> zobrist_piece{};
  std::uint64_t zobrist_defenders_to_move = 0;
  std::array<std::uint64_t, kMaxSquares> zobrist_berserk{};

  /// Capture rules that depend on the start position, as played in rules.dialect
  /// (captures.cpp). Per side (index(Side)): whether that side captures a strong king
  /// only by the commander sandwich, as OpenTafl does for a side whose start position
  /// holds a commander or a knight (Taflman.isCapturedBy, Side.hasCommanders); always
  /// false in the spec dialect.
  std::array<bool, 2> commander_sandwich_only{};

  /// Shieldwalls as OpenTafl finds and takes them (captures.cpp, OpenTafl dialect with
  /// `sw`): `opentafl_walls`; with `swf:n` a wall may fall on any move
  /// (`opentafl_walls_anywhere`); with `swf:y` a piece's first move closes none, so
  /// Position tracks which pieces have not moved (`track_development`) and hashes them
  /// with `zobrist_undeveloped`.
  bool opentafl_walls = false;
  bool opentafl_walls_anywhere = false;
  bool track_development = false;
  std::array<std::uint64_t, kMaxSquares> zobrist_undeveloped{};

  int square(Coord c) const { return (c.rank + 1) * stride + c.file + 1; }
  /// The coordinate of an on-board square, from file_of / rank_of: a division by the
  /// stride cost more than the rest of writing a move's text.
  Coord coord(int sq) const { return Coord{file_of[sq], rank_of[sq]}; }
  bool on_board(int sq) const { return kind[sq] & kOnBoard; }
  /// Whether the king escapes on `sq`: a corner, or any edge square under esc:e.
  bool escape_square(int sq) const {
    return rules.escape == EscapeType::edge ? edge[sq] : (kind[sq] & kCorner) != 0;
  }

  /// Builds the tables of `rules` (rules.dim must be 5..19).
  static std::shared_ptr<const BoardTables> build(const TaflRules& rules);
};

}  // namespace skald::tafl
