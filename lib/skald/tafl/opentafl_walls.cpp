// OpenTafl's shieldwall finder, step for step (see opentafl_walls.h for its quirks).

#include "skald/tafl/opentafl_walls.h"

#include <bit>

namespace skald::tafl {

namespace {

constexpr bool is_piece(std::uint8_t v) {
  return v != 0 && v != kOffBoard;
}
constexpr Side side_of(std::uint8_t v) {
  return v > kPieceKinds ? Side::defenders : Side::attackers;
}
constexpr bool is_king(std::uint8_t v) {
  return is_piece(v) && (v - 1) % kPieceKinds == static_cast<int>(PieceKind::king);
}

/// At least two pieces of `side` on the edges (BoardImpl's short cut).
bool two_on_edges(const BoardTables& t, const std::array<std::uint8_t, kMaxSquares>& board,
                  Side side, const SquareBits& uncounted) {
  int count = 0;
  for (int w = 0; w < t.square_words; ++w) {
    for (std::uint64_t bits = t.edge_bits[w] & ~uncounted[w]; bits != 0; bits &= bits - 1) {
      const int sq = w * 64 + std::countr_zero(bits);
      const std::uint8_t v = board[sq];
      if (is_piece(v) && side_of(v) == side && ++count >= 2) return true;
    }
  }
  return false;
}

}  // namespace

void find_opentafl_walls(const BoardTables& t, const std::array<std::uint8_t, kMaxSquares>& board,
                         Side surrounders, const SquareBits& uncounted, OpenTaflWalls& out) {
  if (!two_on_edges(t, board, opponent(surrounders), uncounted) ||
      !two_on_edges(t, board, surrounders, uncounted))
    return;
  const int dim = t.dim;
  const bool strong = t.rules.shieldwall == ShieldwallMode::strong;
  auto own = [&](int sq) {
    const std::uint8_t v = board[sq];
    return is_piece(v) && side_of(v) == surrounders;
  };
  auto corner = [&](int sq) { return (t.kind[sq] & kCorner) != 0; };
  auto new_list = [&] {
    const int id = out.list_count++;
    out.sizes[id] = 0;
    return id;
  };
  auto append = [&](int list, int sq) {
    out.entries[out.entry_count++] = {static_cast<std::uint16_t>(list),
                                      static_cast<std::uint16_t>(sq)};
    ++out.sizes[list];
  };
  auto add_wall = [&](int spaces, int men) {
    out.walls[out.wall_count++] = {static_cast<std::uint16_t>(spaces),
                                   static_cast<std::uint16_t>(men)};
  };
  // The lists live across edges: OpenTafl starts them afresh only when a run fails or a
  // piece closes a wall.
  int spaces = new_list();
  int men = new_list();
  // Edges in OpenTafl's order: rank 1, rank N (by file), file a, the last file (by rank);
  // `front` is the square one step in from the edge.
  for (int e = 0; e < 4; ++e) {
    auto edge_square = [&](int i) {
      switch (e) {
        case 0:
          return t.square(Coord{i, 0});
        case 1:
          return t.square(Coord{i, dim - 1});
        case 2:
          return t.square(Coord{0, i});
        default:
          return t.square(Coord{dim - 1, i});
      }
    };
    const int in = e == 0 ? t.stride : e == 1 ? -t.stride : e == 2 ? 1 : -1;
    int start = -1;
    int index = 0;  // OpenTafl's look-ahead counter: it skips the steps that `continue`
    for (int i = 0; i < dim; ++i) {
      const int sq = edge_square(i);
      const int front = sq + in;
      if (start < 0 && corner(sq) && strong) {
        start = sq;
        continue;
      }
      if (start < 0 && own(sq)) {
        start = sq;
        append(men, sq);
        continue;
      }
      if (start >= 0) {
        if (corner(sq) && strong) {
          if (out.sizes[spaces] > 1) add_wall(spaces, men);
          break;
        }
        if (own(sq)) {
          // index + 1 never passes the edge's end: a run started with a `continue`.
          if ((index + 1 < dim && own(edge_square(index + 1)) && own(front)) ||
              (is_king(board[sq]) && own(front))) {
            append(men, front);
            append(spaces, sq);
            continue;
          }
          if (out.sizes[spaces] > 1) {
            append(men, sq);
            add_wall(spaces, men);
          }
          start = sq;
          spaces = new_list();
          men = new_list();
          continue;
        }
        if (own(front)) {
          append(men, front);
          append(spaces, sq);
        } else {
          start = -1;
          spaces = new_list();
          men = new_list();
        }
      }
      ++index;
    }
  }
}

}  // namespace skald::tafl
