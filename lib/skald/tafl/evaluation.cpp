#include "skald/tafl/evaluation.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace skald::tafl {

namespace {

constexpr int kKingType = kPieceKinds + static_cast<int>(PieceKind::king);  // defender king
constexpr std::uint8_t kKingDefenderCode = Piece(Side::defenders, PieceKind::king).code();

// Scales a weight by board size: terms other than material matter relatively more on
// small boards, where every square is close to the action.
int scaled(int weight, int dim, int reference = 11) {
  return static_cast<int>(std::lround(weight * static_cast<double>(reference) / dim));
}

}  // namespace

Evaluator::Evaluator(std::shared_ptr<const BoardTables> tables) : tables_(std::move(tables)) {
  const BoardTables& t = *tables_;
  const int dim = t.dim;
  weights_.king_square = std::max(2, scaled(weights_.king_square, dim));
  weights_.king_distance = std::max(2, scaled(weights_.king_distance, dim));
  weights_.corner_guard = scaled(weights_.corner_guard, dim);
  weights_.seal_piece = scaled(weights_.seal_piece, dim);
  weights_.corner_seal = scaled(weights_.corner_seal, dim);
  weights_.king_pressure = scaled(weights_.king_pressure, dim);
  // On small boards a lone escape threat is nearer to a win.
  weights_.escape_route = scaled(weights_.escape_route, dim);
  weights_.next_route = scaled(weights_.next_route, dim);
  weights_.split_routes = scaled(weights_.split_routes, dim);

  // Each side's start material in the attackers' unit; the defenders' pieces are scaled
  // so that both sides start with the same material.
  int start[2] = {0, 0};
  for (Piece p : t.rules.start)
    if (!p.empty() && !p.is_king())
      start[index(p.side())] += weights_.piece[static_cast<int>(p.kind())];
  const double defender_scale =
      start[0] > 0 && start[1] > 0 ? static_cast<double>(start[0]) / start[1] : 1.0;
  defender_mobility_ = static_cast<int>(std::lround(weights_.mobility * 16 * defender_scale));
  for (int k = 0; k < kPieceKinds; ++k) {
    material_[0][k] = weights_.piece[k];
    material_[1][k] = static_cast<int>(std::lround(weights_.piece[k] * defender_scale));
  }
  for (int k = 0; k < kPieceKinds; ++k) {
    material_by_code_[Piece(Side::attackers, static_cast<PieceKind>(k)).code()] = material_[0][k];
    material_by_code_[Piece(Side::defenders, static_cast<PieceKind>(k)).code()] = material_[1][k];
  }
  start_material_ =
      std::max(1, start[0] + static_cast<int>(std::lround(start[1] * defender_scale)));

  // Breadth-first distances (orthogonal steps) from every escape square.
  escape_distance_.assign(static_cast<std::size_t>(t.num_squares), 99);
  std::vector<int> queue;
  for (int i = 0; i < dim * dim; ++i) {
    int sq = t.board_square[static_cast<std::size_t>(i)];
    if (t.escape_square(sq)) {
      escape_distance_[static_cast<std::size_t>(sq)] = 0;
      queue.push_back(sq);
    }
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    int sq = queue[head];
    for (int d : t.dirs) {
      int n = sq + d;
      if (!t.on_board(n) || escape_distance_[static_cast<std::size_t>(n)] != 99) continue;
      escape_distance_[static_cast<std::size_t>(n)] =
          escape_distance_[static_cast<std::size_t>(sq)] + 1;
      queue.push_back(n);
    }
  }
  if (t.rules.escape != EscapeType::edge) {
    for (int i = 0; i < dim * dim; ++i) {
      const int corner = t.board_square[static_cast<std::size_t>(i)];
      if (!(t.kind[corner] & kCorner)) continue;
      for (int d : t.dirs)
        for (int sq = corner + d; t.on_board(sq); sq += d)
          lane_bits_[static_cast<std::size_t>(sq >> 6)] |= std::uint64_t{1} << (sq & 63);
    }
  }
  corner_guard_square_.assign(static_cast<std::size_t>(t.num_squares), 0);
  for (int i = 0; i < dim * dim; ++i) {
    int sq = t.board_square[static_cast<std::size_t>(i)];
    if (t.rules.escape == EscapeType::edge) {
      corner_guard_square_[static_cast<std::size_t>(sq)] = t.edge[sq];
    } else if (!(t.kind[sq] & kCorner)) {
      for (int d : t.dirs)
        if (t.on_board(sq + d) && (t.kind[sq + d] & kCorner))
          corner_guard_square_[static_cast<std::size_t>(sq)] = 1;
    }
  }
  for (int sq = 0; sq < t.num_squares; ++sq)
    if (corner_guard_square_[static_cast<std::size_t>(sq)])
      corner_guard_bits_[static_cast<std::size_t>(sq >> 6)] |= std::uint64_t{1} << (sq & 63);
  // Guards already there at the start are the even position (edge-escape variants start
  // with most attackers on the edge): the term counts guards gained or lost since.
  start_corner_guards_ = 0;
  for (int i = 0; i < dim * dim; ++i) {
    const Piece p = t.rules.start[static_cast<std::size_t>(i)];
    if (!p.empty() && p.side() == Side::attackers &&
        corner_guard_square_[t.board_square[static_cast<std::size_t>(i)]])
      ++start_corner_guards_;
  }
  seal_of_square_.assign(static_cast<std::size_t>(t.num_squares), -1);
  if (t.rules.escape != EscapeType::edge && dim >= 11) {
    for (int i = 0; i < dim * dim; ++i) {
      const int corner = t.board_square[static_cast<std::size_t>(i)];
      if (!(t.kind[corner] & kCorner)) continue;
      // Two steps from the corner: along each edge, and one step diagonally inward.
      int along[2] = {0, 0};
      int n = 0;
      for (int d : t.dirs)
        if (n < 2 && t.on_board(corner + d) && t.on_board(corner + 2 * d)) along[n++] = d;
      if (n != 2) continue;
      const std::array<int, 3> seal = {corner + 2 * along[0], corner + along[0] + along[1],
                                       corner + 2 * along[1]};
      bool free = true;
      for (int sq : seal)
        free = free && seal_of_square_[static_cast<std::size_t>(sq)] < 0;
      if (!free) continue;
      for (int sq : seal)
        seal_of_square_[static_cast<std::size_t>(sq)] = static_cast<std::int8_t>(seals_.size());
      seals_.push_back(seal);
    }
  }
  Counts at_start;
  const auto start_code = [&t](int sq) -> std::uint8_t {
    if (!t.on_board(sq)) return kOffBoard;
    return t.rules.start[static_cast<std::size_t>(t.rank_of[sq] * t.dim + t.file_of[sq])].code();
  };
  count_seals(start_code, at_start);
  start_seal_value_ =
      at_start.seal_pieces * weights_.seal_piece + at_start.sealed_corners * weights_.corner_seal;
}

template <class Board>
void Evaluator::count_seals(const Board& code, Counts& counts) const {
  counts.seal_pieces = 0;
  counts.sealed_corners = 0;
  for (const std::array<int, 3>& seal : seals_) {
    int held = 0;
    for (int sq : seal) {
      const std::uint8_t v = code(sq);
      held += v != 0 && v <= kPieceKinds;
    }
    counts.seal_pieces += held;
    counts.sealed_corners += held == 3;
  }
}

bool Evaluator::king_route_from(const Position& position, int square) const {
  const BoardTables& t = *tables_;
  const std::uint16_t king_bit = static_cast<std::uint16_t>(1u << kKingType);
  for (int d : t.dirs) {
    for (int sq = square + d; t.on_board(sq); sq += d) {
      Piece p = position.at(sq);
      if (!p.empty() && !p.is_king()) break;
      if (p.is_king()) continue;  // the king's own square
      if (t.escape_square(sq) && (t.stoppable[sq] & king_bit)) return true;
      if (!(t.passable[sq] & king_bit)) break;
    }
  }
  return false;
}

bool Evaluator::king_escapes_on(int square) const {
  const BoardTables& t = *tables_;
  const std::uint16_t king_bit = static_cast<std::uint16_t>(1u << kKingType);
  return t.escape_square(square) && (t.stoppable[square] & king_bit) != 0;
}

Evaluator::Counts Evaluator::count(const Position& position) const {
  const BoardTables& t = *tables_;
  const int dim = t.dim;
  const int words = t.square_words;
  Counts counts;
  // The hottest code of the search, on the occupancy bit sets: material visits the pieces
  // only, and mobility (pairs of a piece and an empty neighbour) is the empty squares
  // shifted one step in each direction and matched with each side's pieces.
  const SquareBits* mine[2] = {&position.occupied(Side::attackers),
                               &position.occupied(Side::defenders)};
  SquareBits empty{};
  for (int w = 0; w < words; ++w)
    empty[w] = t.on_board_bits[w] & ~(*mine[0])[w] & ~(*mine[1])[w];
  int material[2] = {0, 0};
  int mobility[2] = {0, 0};
  int corner_guards = 0;
  int king_square = 0;
  const int s = t.stride;
  for (int w = 0; w < words; ++w) {
    const std::uint64_t below = w > 0 ? empty[w - 1] : 0;
    const std::uint64_t above = w + 1 < words ? empty[w + 1] : 0;
    const std::uint64_t east = (empty[w] >> 1) | (above << 63);
    const std::uint64_t west = (empty[w] << 1) | (below >> 63);
    const std::uint64_t north = (empty[w] >> s) | (above << (64 - s));
    const std::uint64_t south = (empty[w] << s) | (below >> (64 - s));
    for (int side = 0; side < 2; ++side) {
      const std::uint64_t p = (*mine[side])[w];
      mobility[side] += std::popcount(p & east) + std::popcount(p & west) +
                        std::popcount(p & north) + std::popcount(p & south);
      for (std::uint64_t bits = p; bits != 0; bits &= bits - 1) {
        const int sq = w * 64 + std::countr_zero(bits);
        const std::uint8_t code = position.at(sq).code();
        if (code == kKingDefenderCode) king_square = sq;
        material[side] += material_by_code_[code];
      }
    }
    corner_guards += std::popcount((*mine[0])[w] & corner_guard_bits_[w]);
  }
  counts.material[0] = material[0];
  counts.material[1] = material[1];
  counts.pieces = material[0] + material[1];
  counts.mobility[0] = mobility[0];
  counts.mobility[1] = mobility[1];
  counts.corner_guards = corner_guards;
  counts.king_square = king_square;
  if (!seals_.empty()) count_seals([&position](int sq) { return position.at(sq).code(); }, counts);
  if (king_square == 0) return counts;

  const auto board = [&position](int sq) { return position.at(sq).code(); };
  count_king_lines(board, counts);
  counts.king_distance = escape_distance_[static_cast<std::size_t>(king_square)];
  counts.king_pressure = count_king_pressure(board, king_square);
  switch (t.rules.king_strength) {
    case KingStrength::weak:
      counts.pressure_needed = 2;
      break;
    case KingStrength::middleweight:
      counts.pressure_needed = 3;
      break;
    case KingStrength::strong_at_centre:
      counts.pressure_needed =
          escape_distance_[static_cast<std::size_t>(king_square)] >= dim / 2 ? 4 : 2;
      break;
    case KingStrength::strong:
      counts.pressure_needed = 4;
      break;
  }
  return counts;
}

template <class Board>
int Evaluator::open_lanes_from(const Board& code, int square) const {
  // The corners along empty lines from `square` (a corner's own piece does not matter,
  // and a line goes on past an empty corner); a square sees at most two corners' lanes.
  const BoardTables& t = *tables_;
  int lanes = 0;
  for (int d : t.dirs) {
    for (int at = square + d; t.on_board(at); at += d) {
      lanes += (t.kind[at] & kCorner) != 0;
      if (code(at) != 0) break;
    }
  }
  return std::min(lanes, 2);
}

template <class Board>
void Evaluator::count_king_lines(const Board& code, Counts& counts) const {
  const BoardTables& t = *tables_;
  const int king = counts.king_square;
  const std::uint16_t king_bit = static_cast<std::uint16_t>(1u << kKingType);
  int squares = 0;
  int routes = 0;
  int next_routes = 0;
  int route_directions = 0;
  for (int d : t.dirs) {
    const int before = next_routes;
    for (int sq = king + d; t.on_board(sq) && code(sq) == 0; sq += d) {
      if (!(t.stoppable[sq] & king_bit)) {
        if (!(t.passable[sq] & king_bit)) break;
        continue;
      }
      ++squares;
      if (t.escape_square(sq))
        ++routes;
      else if (on_lane(sq))
        next_routes += open_lanes_from(code, sq);
      if (!(t.passable[sq] & king_bit)) break;
    }
    route_directions += next_routes > before;
  }
  counts.king_squares = squares;
  counts.escape_routes = routes;
  counts.next_routes = next_routes;
  counts.split_routes = route_directions >= 2;
}

template <class Board>
int Evaluator::count_king_pressure(const Board& code, int king) const {
  // Attackers or hostile empty squares beside the king.
  const BoardTables& t = *tables_;
  const std::uint16_t king_bit = static_cast<std::uint16_t>(1u << kKingType);
  int pressure = 0;
  for (int d : t.dirs) {
    const int n = king + d;
    if (!t.on_board(n)) continue;
    const std::uint8_t v = code(n);
    if (v != 0 && v <= kPieceKinds)
      ++pressure;
    else if (v == 0 && ((t.hostile[n] | t.hostile_when_empty[n]) & king_bit))
      ++pressure;
  }
  return pressure;
}

int Evaluator::value_after_plain_move(const Position& position, const Counts& before, Move m,
                                      int* escape_routes_after) const {
  const BoardTables& t = *tables_;
  const int from = m.from;
  const int to = m.to;
  const std::uint8_t mover = position.at(from).code();
  const auto after = [&position, from, to, mover](int sq) -> std::uint8_t {
    return sq == from ? 0 : sq == to ? mover : position.at(sq).code();
  };
  const auto now = [&position](int sq) { return position.at(sq).code(); };
  Counts c = before;

  // Mobility counts (piece, empty neighbour) pairs; only pairs with a square of the move
  // change. The mover trades the empty neighbours of `from` for those of `to` (where
  // `from` is now empty); a piece beside `from` gains one, a piece beside `to` loses one
  // (the mover itself excepted on a one-square step).
  int own_from = 0;
  int own_to = 0;
  for (int d : t.dirs) {
    own_from += now(from + d) == 0;
    own_to += after(to + d) == 0;
    const std::uint8_t left = now(from + d);
    if (from + d != to && left != 0 && left != kOffBoard) ++c.mobility[left > kPieceKinds];
    const std::uint8_t entered = now(to + d);
    if (to + d != from && entered != 0 && entered != kOffBoard) --c.mobility[entered > kPieceKinds];
  }
  c.mobility[mover > kPieceKinds] += own_to - own_from;

  if (mover <= kPieceKinds) {
    c.corner_guards += corner_guard_square_[static_cast<std::size_t>(to)] -
                       corner_guard_square_[static_cast<std::size_t>(from)];
    if (seal_of_square_[static_cast<std::size_t>(from)] >= 0 ||
        seal_of_square_[static_cast<std::size_t>(to)] >= 0)
      count_seals(after, c);
  }

  if (const int king = c.king_square; king != 0) {
    const auto on_king_line = [&t, king](int sq) {
      return t.file_of[sq] == t.file_of[king] || t.rank_of[sq] == t.rank_of[king];
    };
    if (on_king_line(from) || on_king_line(to) || on_lane(from) || on_lane(to))
      count_king_lines(after, c);
    const auto beside_king = [&t, king](int sq) {
      for (int d : t.dirs)
        if (sq == king + d) return true;
      return false;
    };
    if (beside_king(from) || beside_king(to)) c.king_pressure = count_king_pressure(after, king);
  }
  if (escape_routes_after != nullptr) *escape_routes_after = c.escape_routes;
  return value(c, position.side_to_move());
}

namespace {

constexpr int kTerms = 8;
constexpr int kGrain = 10;

// std::lround's rounding (half away from zero) without its library call, for the terms
// computed at every leaf.
int round_half_away(double x) {
  return x >= 0 ? static_cast<int>(x + 0.5) : -static_cast<int>(-x + 0.5);
}

// Rounded to a grain of 10, a tenth of a taflman: the terms are estimates, finer
// differences (one empty square beside a piece is 0.02) are noise, and a coarser value
// lets more null-window searches fail at once. Grain 10 against 5: OpenTafl's benchmark
// (extensions off) Copenhagen depth 4 in 31,985 nodes and 11 ms instead of 37,127 and
// 18 ms, brandub depth 6 155 k nodes instead of 180 k, tablut 9x9 depth 5 179 k instead of
// 168 k; skald bench 925 k nodes instead of 1,085 k. Grain 20 gained no more.
int round_to_grain(int v) {
  return (v + (v >= 0 ? kGrain / 2 : -kGrain / 2)) / kGrain * kGrain;
}
constexpr const char* kTermNames[kTerms] = {"material",       "king freedom",  "escape routes",
                                            "next routes",    "king distance", "king pressure",
                                            "corner control", "mobility"};
// The next-route term by how many: the first is a threat, more tie down more blockers.
constexpr int kNextRouteSteps[5] = {0, 1, 3, 5, 6};

}  // namespace

double Evaluator::terms(const Counts& raw, int (&attackers)[8], int (&defenders)[8]) const {
  const EvaluationWeights& w = weights_;
  const double phase = std::min(1.0, static_cast<double>(raw.pieces) / start_material_);
  const double endgame = 1.0 - phase;
  for (int i = 0; i < kTerms; ++i)
    attackers[i] = defenders[i] = 0;
  attackers[0] = raw.material[0];
  defenders[0] = raw.material[1];
  if (raw.king_square != 0) {
    defenders[1] = raw.king_squares * w.king_square;
    defenders[2] = raw.escape_routes == 0   ? 0
                   : raw.escape_routes == 1 ? w.escape_route
                                            : w.double_escape;
    defenders[3] = kNextRouteSteps[std::min(raw.next_routes, 4)] * w.next_route +
                   (raw.split_routes ? w.split_routes : 0);
    defenders[4] = -round_half_away(raw.king_distance * w.king_distance * (0.25 + endgame));
    // Pressure counts more as it nears what a capture needs.
    attackers[5] = raw.king_pressure * raw.king_pressure * w.king_pressure / raw.pressure_needed;
  }
  attackers[6] = round_half_away((raw.corner_guards - start_corner_guards_) * w.corner_guard *
                                 (0.5 + phase / 2)) +
                 raw.seal_pieces * w.seal_piece + raw.sealed_corners * w.corner_seal -
                 start_seal_value_;
  attackers[7] = raw.mobility[0] * w.mobility;
  // Mobility per piece, like material, weighs the fewer defenders' more (in 16ths).
  defenders[7] = (raw.mobility[1] * defender_mobility_ + 8) / 16;
  return phase;
}

EvaluationDump Evaluator::dump(const Position& position) const {
  const Counts raw = count(position);
  int attackers[kTerms], defenders[kTerms];
  EvaluationDump out;
  out.phase = terms(raw, attackers, defenders);
  out.side_to_move = position.side_to_move();
  for (int i = 0; i < kTerms; ++i) {
    out.terms.push_back({kTermNames[i], attackers[i], defenders[i]});
    out.attackers_total += attackers[i];
    out.defenders_total += defenders[i];
  }
  out.balance_for_attackers = out.attackers_total - out.defenders_total;
  const int rounded = round_to_grain(out.balance_for_attackers);
  out.for_side_to_move = out.side_to_move == Side::attackers ? rounded : -rounded;
  return out;
}

int Evaluator::evaluate(const Position& position) const {
  return value(count(position), position.side_to_move());
}

int Evaluator::value(const Counts& counts, Side side) const {
  int attackers[kTerms], defenders[kTerms];
  terms(counts, attackers, defenders);
  int balance = 0;
  for (int i = 0; i < kTerms; ++i)
    balance += attackers[i] - defenders[i];
  balance = round_to_grain(balance);
  return side == Side::attackers ? balance : -balance;
}

}  // namespace skald::tafl
