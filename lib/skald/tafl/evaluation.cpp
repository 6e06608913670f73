#include "skald/tafl/evaluation.h"

#include <algorithm>
#include <cmath>

namespace skald::tafl {

namespace {

constexpr int kKingType = kPieceKinds + static_cast<int>(PieceKind::king);  // defender king
constexpr std::uint8_t kKingDefenderCode = Piece(Side::defenders, PieceKind::king).code();

bool is_escape(const BoardTables& t, int sq) {
  if (t.rules.escape == EscapeType::edge) return t.edge[sq];
  return (t.kind[sq] & kCorner) != 0;
}

// Scales a weight by board size: terms other than material matter relatively more on
// small boards, where every square is close to the action.
int scaled(int weight, int dim, int reference = 11) {
  return static_cast<int>(std::lround(weight * static_cast<double>(reference) / dim));
}

}  // namespace

struct Evaluator::Raw {
  int material[2] = {0, 0};
  int pieces = 0;
  int king_square = 0;  // 0 = no king on the board
  int king_squares = 0;
  int escape_routes = 0;
  int king_distance = 0;
  int corner_guards = 0;
  int king_pressure = 0;
  int pressure_needed = 4;
  int mobility[2] = {0, 0};
};

Evaluator::Evaluator(std::shared_ptr<const BoardTables> tables) : tables_(std::move(tables)) {
  const BoardTables& t = *tables_;
  const int dim = t.dim;
  weights_.king_square = std::max(2, scaled(weights_.king_square, dim));
  weights_.king_distance = std::max(2, scaled(weights_.king_distance, dim));
  weights_.corner_guard = scaled(weights_.corner_guard, dim);
  weights_.king_pressure = scaled(weights_.king_pressure, dim);
  // On small boards a lone escape threat is nearer to a win.
  weights_.escape_route = scaled(weights_.escape_route, dim);

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
    if (is_escape(t, sq)) {
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
  // Guards already there at the start are the even position (edge-escape variants start
  // with most attackers on the edge): the term counts guards gained or lost since.
  start_corner_guards_ = 0;
  for (int i = 0; i < dim * dim; ++i) {
    const Piece p = t.rules.start[static_cast<std::size_t>(i)];
    if (!p.empty() && p.side() == Side::attackers &&
        corner_guard_square_[t.board_square[static_cast<std::size_t>(i)]])
      ++start_corner_guards_;
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
      if (is_escape(t, sq) && (t.stoppable[sq] & king_bit)) return true;
      if (!(t.passable[sq] & king_bit)) break;
    }
  }
  return false;
}

void Evaluator::compute(const Position& position, Raw& raw) const {
  const BoardTables& t = *tables_;
  const int dim = t.dim;
  // The hottest loop of the search: piece codes are read directly (attackers 1..6,
  // defenders 7..12, empty 0, off-board kOffBoard, so an empty neighbour is on the board).
  // Sums and directions live in locals: stores into `raw` could alias the tables' ints,
  // which would make the compiler reload them for every square.
  const int d0 = t.dirs[0], d1 = t.dirs[1], d2 = t.dirs[2], d3 = t.dirs[3];
  const std::uint8_t* guard = corner_guard_square_.data();
  int material[2] = {0, 0};
  int mobility[2] = {0, 0};
  int corner_guards = 0;
  int king_square = 0;
  for (int i = 0; i < dim * dim; ++i) {
    const int sq = t.board_square[static_cast<std::size_t>(i)];
    const std::uint8_t code = position.at(sq).code();
    if (code == 0) continue;
    const int side = code > kPieceKinds ? 1 : 0;
    if (code == kKingDefenderCode)
      king_square = sq;
    else
      material[side] += material_by_code_[code];
    corner_guards += side == 0 && guard[sq];
    mobility[side] += (position.at(sq + d0).code() == 0) + (position.at(sq + d1).code() == 0) +
                      (position.at(sq + d2).code() == 0) + (position.at(sq + d3).code() == 0);
  }
  raw.material[0] = material[0];
  raw.material[1] = material[1];
  raw.pieces = material[0] + material[1];
  raw.mobility[0] = mobility[0];
  raw.mobility[1] = mobility[1];
  raw.corner_guards = corner_guards;
  raw.king_square = king_square;
  if (raw.king_square == 0) return;

  // King freedom, escape routes, distance.
  const int king = raw.king_square;
  const std::uint16_t king_bit = static_cast<std::uint16_t>(1u << kKingType);
  for (int d : t.dirs) {
    for (int sq = king + d; t.on_board(sq) && position.at(sq).empty(); sq += d) {
      if (!(t.stoppable[sq] & king_bit)) {
        if (!(t.passable[sq] & king_bit)) break;
        continue;
      }
      ++raw.king_squares;
      if (is_escape(t, sq)) ++raw.escape_routes;
      if (!(t.passable[sq] & king_bit)) break;
    }
  }
  raw.king_distance = escape_distance_[static_cast<std::size_t>(king)];

  // Pressure: attackers or hostile empty squares beside the king.
  for (int d : t.dirs) {
    int n = king + d;
    if (!t.on_board(n)) continue;
    Piece p = position.at(n);
    if (!p.empty() && p.side() == Side::attackers)
      ++raw.king_pressure;
    else if (p.empty() && ((t.hostile[n] | t.hostile_when_empty[n]) & king_bit))
      ++raw.king_pressure;
  }
  switch (t.rules.king_strength) {
    case KingStrength::weak:
      raw.pressure_needed = 2;
      break;
    case KingStrength::middleweight:
      raw.pressure_needed = 3;
      break;
    case KingStrength::strong_at_centre:
      raw.pressure_needed = escape_distance_[static_cast<std::size_t>(king)] >= dim / 2 ? 4 : 2;
      break;
    case KingStrength::strong:
      raw.pressure_needed = 4;
      break;
  }
}

namespace {

constexpr int kTerms = 7;
constexpr int kGrain = 5;

// Rounded to a grain of 5: differences smaller than 0.05 taflmen are noise, and a coarser
// value lets more null-window searches fail at once.
int round_to_grain(int v) {
  return (v + (v >= 0 ? kGrain / 2 : -kGrain / 2)) / kGrain * kGrain;
}
constexpr const char* kTermNames[kTerms] = {"material",      "king freedom",  "escape routes",
                                            "king distance", "king pressure", "corner control",
                                            "mobility"};

}  // namespace

double Evaluator::terms(const Raw& raw, int (&attackers)[7], int (&defenders)[7]) const {
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
    defenders[3] =
        -static_cast<int>(std::lround(raw.king_distance * w.king_distance * (0.25 + endgame)));
    // Pressure counts more as it nears what a capture needs.
    attackers[4] = raw.king_pressure * raw.king_pressure * w.king_pressure / raw.pressure_needed;
  }
  attackers[5] = static_cast<int>(
      std::lround((raw.corner_guards - start_corner_guards_) * w.corner_guard * (0.5 + phase / 2)));
  attackers[6] = raw.mobility[0] * w.mobility;
  // Mobility per piece, like material, weighs the fewer defenders' more (in 16ths).
  defenders[6] = (raw.mobility[1] * defender_mobility_ + 8) / 16;
  return phase;
}

EvaluationDump Evaluator::dump(const Position& position) const {
  Raw raw;
  compute(position, raw);
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
  Raw raw;
  compute(position, raw);
  int attackers[kTerms], defenders[kTerms];
  terms(raw, attackers, defenders);
  int balance = 0;
  for (int i = 0; i < kTerms; ++i)
    balance += attackers[i] - defenders[i];
  balance = round_to_grain(balance);
  return position.side_to_move() == Side::attackers ? balance : -balance;
}

}  // namespace skald::tafl
