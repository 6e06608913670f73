#include "skald/octagon/position.h"

#include <cassert>

#include "skald/core/splitmix.h"

namespace skald::octagon {
namespace {

/// A key from an index: splitmix64 of the index in its own stream, so keys of different
/// streams (pieces, side, round, stock) never coincide by construction of the index.
std::uint64_t key(std::uint64_t stream, std::uint64_t index) {
  std::uint64_t state = (stream << 40) ^ index ^ 0x6f637461676f6eull;  // "octagon"
  return splitmix64(state);
}

}  // namespace

const char* end_reason_text(EndReason reason) {
  switch (reason) {
    case EndReason::turns_played:
      return "every turn played";
    case EndReason::cannot_place:
      return "no piece can be placed";
    case EndReason::none:
      break;
  }
  return "";
}

std::uint64_t piece_key(int cell, int owner) {
  return key(1, static_cast<std::uint64_t>(cell * kMaxPlayers + owner));
}
std::uint64_t side_key(int side) {
  return key(2, static_cast<std::uint64_t>(side));
}
std::uint64_t round_key(int round, int placements_left) {
  return key(3, static_cast<std::uint64_t>(round * (kMaxPlacements + 1) + placements_left));
}
std::uint64_t stock_key(int side, int kind, int count) {
  return count == kUnlimited
             ? 0
             : key(4, static_cast<std::uint64_t>((count * kMaxPlayers + side) * kKinds + kind));
}

Position::Position(const OctagonRules& rules)
    : rules_(rules), board_(std::make_shared<const Board>(rules)) {
  cells_.assign(static_cast<std::size_t>(board_->cell_count()), Piece{});
  for (int p = 0; p < rules_.players; ++p)
    state_.stocks[static_cast<std::size_t>(p)] = rules_.stock;
  state_.placements_left = rules_.placements;
  state_.empty = board_->cell_count();
  state_.hash = full_hash();
}

Position::Position(const OctagonRules& rules, const Setup& setup)
    : rules_(rules), board_(std::make_shared<const Board>(rules)) {
  cells_ = setup.cells;
  cells_.resize(static_cast<std::size_t>(board_->cell_count()));
  state_.stocks = setup.stocks;
  state_.side = setup.side;
  state_.round = setup.round;
  state_.placements_left = setup.placements_left;
  for (const Piece& p : cells_) {
    if (p.empty())
      ++state_.empty;
    else
      ++state_.counts[static_cast<std::size_t>(p.owner)];
  }
  state_.hash = full_hash();
}

std::uint64_t Position::full_hash() const {
  std::uint64_t h = side_key(state_.side) ^ round_key(state_.round, state_.placements_left);
  for (int c = 0; c < board_->cell_count(); ++c)
    if (!at(c).empty()) h ^= piece_key(c, at(c).owner);
  for (int p = 0; p < rules_.players; ++p)
    for (int k = 0; k < kKinds; ++k)
      h ^= stock_key(p, k, stock(p, k));
  return h;
}

bool Position::can_place() const {
  if (state_.empty == 0) return false;
  for (int k = 0; k < kKinds; ++k)
    if (stock(state_.side, k) != 0) return true;
  return false;
}

bool Position::game_over() const {
  return state_.round > rules_.turns || !can_place();
}

GameEnd Position::end() const {
  GameEnd out;
  if (!game_over()) return out;
  out.reason = state_.round > rules_.turns ? EndReason::turns_played : EndReason::cannot_place;
  for (int p = 0; p < rules_.players; ++p) {
    int place = 1;
    for (int q = 0; q < rules_.players; ++q)
      place += pieces(q) > pieces(p);
    out.places.push_back(place);
  }
  return out;
}

DirectionMask Position::pushes(const Move& move) const {
  const DirectionMask dirs = directions(move);
  DirectionMask out = 0;
  for (int d = 0; d < kDirections; ++d) {
    if ((dirs & (1u << d)) == 0) continue;
    const int n = board_->next(move.cell, d);
    if (n >= 0 && !at(n).empty() && at(n).owner != state_.side)
      out = static_cast<DirectionMask>(out | (1u << d));
  }
  return out;
}

void Position::generate_moves(MoveList& list) const {
  list.clear();
  if (game_over()) return;
  const int side = state_.side;
  for (int c = 0; c < board_->cell_count(); ++c) {
    if (!at(c).empty()) continue;
    for (int k = 0; k < kKinds; ++k) {
      if (stock(side, k) == 0) continue;
      for (int t = 0; t < kDirections; ++t)
        if (canonical_turn(k, rules_.two, t) == t)
          list.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(k),
                          static_cast<std::uint8_t>(t)});
    }
  }
}

std::uint64_t Position::count_moves() const {
  if (game_over()) return 0;
  int orientations = 0;
  for (int k = 0; k < kKinds; ++k) {
    if (stock(state_.side, k) == 0) continue;
    for (int t = 0; t < kDirections; ++t)
      orientations += canonical_turn(k, rules_.two, t) == t;
  }
  return static_cast<std::uint64_t>(state_.empty) * static_cast<std::uint64_t>(orientations);
}

bool Position::is_legal(const Move& move) const {
  return !game_over() && move.cell < board_->cell_count() && move.kind < kKinds &&
         move.turn < kDirections && canonical_turn(move.kind, rules_.two, move.turn) == move.turn &&
         at(move.cell).empty() && stock(state_.side, move.kind) != 0;
}

void Position::set_cell(int cell, const Piece& piece) {
  Piece& now = cells_[static_cast<std::size_t>(cell)];
  changes_.push_back({cell, now});
  if (!now.empty()) {
    state_.hash ^= piece_key(cell, now.owner);
    --state_.counts[static_cast<std::size_t>(now.owner)];
    ++state_.empty;
  }
  if (!piece.empty()) {
    state_.hash ^= piece_key(cell, piece.owner);
    ++state_.counts[static_cast<std::size_t>(piece.owner)];
    --state_.empty;
  }
  now = piece;
}

void Position::push(int cell, int direction) {
  const Board& b = *board_;
  int at_cell = cell;
  for (int step = 0; step < rules_.push; ++step) {
    if (!rules_.chain) {
      const int to = b.next(at_cell, direction);
      const Piece moving = at(at_cell);
      if (to >= 0 && !at(to).empty()) return;  // blocked
      pushes_.push_back({direction, at_cell, to, moving.owner});
      set_cell(at_cell, Piece{});
      if (to < 0) return;  // off the edge or into the hole
      set_cell(to, moving);
      at_cell = to;
      continue;
    }
    // Chain: the line of pieces from at_cell on moves one cell; the last may fall.
    int last = at_cell;
    while (b.next(last, direction) >= 0 && !at(b.next(last, direction)).empty())
      last = b.next(last, direction);
    // Move each piece one cell on, the far end first.
    std::array<int, kMaxSize> line{};
    std::size_t length = 0;
    for (int c = at_cell;; c = b.next(c, direction)) {
      line[length++] = c;
      if (c == last) break;
    }
    for (std::size_t i = length; i-- > 0;) {
      const int from = line[i];
      const int to = b.next(from, direction);
      const Piece moving = at(from);
      pushes_.push_back({direction, from, to, moving.owner});
      set_cell(from, Piece{});
      if (to >= 0) set_cell(to, moving);
    }
    const int to = b.next(at_cell, direction);
    if (to < 0) return;  // the pushed piece itself fell
    at_cell = to;
  }
}

void Position::make(const Move& move) {
  assert(is_legal(move));
  undo_.push_back({state_, changes_.size()});
  pushes_.clear();
  const int side = state_.side;
  int& left = state_.stocks[static_cast<std::size_t>(side)][move.kind];
  if (left != kUnlimited) {
    state_.hash ^= stock_key(side, move.kind, left) ^ stock_key(side, move.kind, left - 1);
    --left;
  }
  set_cell(move.cell, {static_cast<std::int8_t>(side), move.kind, move.turn});
  const DirectionMask dirs = directions(move);
  for (int d = 0; d < kDirections; ++d) {
    if ((dirs & (1u << d)) == 0) continue;
    const int n = board_->next(move.cell, d);
    if (n >= 0 && !at(n).empty() && at(n).owner != side) push(n, d);
  }
  state_.hash ^= side_key(state_.side) ^ round_key(state_.round, state_.placements_left);
  if (--state_.placements_left == 0) {
    state_.placements_left = rules_.placements;
    state_.side = (state_.side + 1) % rules_.players;
    if (state_.side == 0) ++state_.round;
  }
  state_.hash ^= side_key(state_.side) ^ round_key(state_.round, state_.placements_left);
}

void Position::unmake() {
  assert(!undo_.empty());
  const Undo& u = undo_.back();
  while (changes_.size() > u.changes) {
    const Change& c = changes_.back();
    cells_[static_cast<std::size_t>(c.cell)] = c.before;
    changes_.pop_back();
  }
  state_ = u.state;
  undo_.pop_back();
  pushes_.clear();
}

}  // namespace skald::octagon
