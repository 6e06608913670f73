#include "skald/ataxx/position.h"

#include <cassert>

#include "skald/core/splitmix.h"

namespace skald::ataxx {
namespace {

/// Zobrist keys: one per player and square, one per side to move.
struct ZobristKeys {
  std::array<std::array<std::uint64_t, kSquares>, kMaxPlayers> stone{};
  std::array<std::uint64_t, kMaxPlayers> side{};
};

constexpr ZobristKeys kKeys = [] {
  ZobristKeys keys;
  std::uint64_t state = 0xa7a22u;  // any fixed seed: the keys are the same on every run
  for (auto& player : keys.stone)
    for (std::uint64_t& key : player)
      key = splitmix64(state);
  for (std::uint64_t& key : keys.side)
    key = splitmix64(state);
  return keys;
}();

std::uint64_t stone_keys(int side, Bitboard b) {
  std::uint64_t h = 0;
  for (; b; b &= b - 1)
    h ^= kKeys.stone[static_cast<std::size_t>(side)][static_cast<std::size_t>(lowest(b))];
  return h;
}

}  // namespace

const char* end_reason_text(EndReason reason) {
  switch (reason) {
    case EndReason::none:
      return "";
    case EndReason::one_colour_left:
      return "one colour left";
    case EndReason::no_moves:
      return "no moves left";
    case EndReason::clock:
      return "100 half-moves without a clone";
  }
  return "";
}

Position::Position(const AtaxxRules& rules) : rules_(rules) {
  const int a7 = square_at(0, 6), g7 = square_at(6, 6), a1 = square_at(0, 0), g1 = square_at(6, 0);
  Stones& s = state_.stones;
  if (rules.players == 2) {
    s[0] = bit(a7) | bit(g1);
    s[1] = bit(g7) | bit(a1);
  } else {
    s[0] = bit(a7);
    s[1] = bit(g7);
    s[2] = rules.players == 4 || rules.corner == LowerCorner::right ? bit(g1) : bit(a1);
    if (rules.players == 4) s[3] = bit(a1);
  }
  state_.hash = full_hash();
}

Position::Position(const AtaxxRules& rules, const Stones& stones, Bitboard gaps, int side_to_move,
                   int halfmoves, int fullmove)
    : rules_(rules), gaps_(gaps & kBoard) {
  state_.stones = stones;
  state_.side = side_to_move;
  state_.halfmoves = halfmoves;
  state_.fullmove = fullmove;
  if (rules_.set == RuleSet::spot && !game_over() && !can_move(state_.side))
    state_.side = next_player_with_move(state_.side);
  state_.hash = full_hash();
}

std::uint64_t Position::full_hash() const {
  std::uint64_t h = kKeys.side[static_cast<std::size_t>(state_.side)];
  for (int p = 0; p < players(); ++p)
    h ^= stone_keys(p, stones(p));
  return h;
}

Bitboard Position::occupied() const {
  return state_.stones[0] | state_.stones[1] | state_.stones[2] | state_.stones[3];
}

int Position::at(int square) const {
  const Bitboard b = bit(square);
  if (gaps_ & b) return kGap;
  for (int p = 0; p < players(); ++p)
    if (stones(p) & b) return p;
  return kEmpty;
}

bool Position::can_move(int side) const {
  const Bitboard own = stones(side);
  return own != 0 && (within_two(own) & empty()) != 0;
}

int Position::colours_with_stones() const {
  int n = 0;
  for (int p = 0; p < players(); ++p)
    n += stones(p) != 0;
  return n;
}

bool Position::game_over() const {
  if (colours_with_stones() < 2) return true;
  if ((within_two(occupied()) & empty()) == 0) return true;
  return rules_.set == RuleSet::ataxx && state_.halfmoves >= kHalfMoveLimit;
}

GameEnd Position::end() const {
  GameEnd out;
  if (colours_with_stones() < 2)
    out.reason = EndReason::one_colour_left;
  else if ((within_two(occupied()) & empty()) == 0)
    out.reason = EndReason::no_moves;
  else if (rules_.set == RuleSet::ataxx && state_.halfmoves >= kHalfMoveLimit)
    out.reason = EndReason::clock;
  else
    return out;
  out.places.assign(static_cast<std::size_t>(players()), 1);
  if (out.reason == EndReason::clock) return out;  // a draw: every side first
  for (int p = 0; p < players(); ++p)
    for (int q = 0; q < players(); ++q)
      if (count(stones(q)) > count(stones(p))) ++out.places[static_cast<std::size_t>(p)];
  return out;
}

void Position::generate_moves(MoveList& list) const {
  list.clear();
  if (game_over()) return;
  const Bitboard own = stones(state_.side);
  const Bitboard free = empty();
  for (Bitboard clones = neighbours(own) & free; clones; clones &= clones - 1)
    list.push_back(Move::clone(lowest(clones)));
  for (Bitboard from = own; from; from &= from - 1) {
    const int f = lowest(from);
    for (Bitboard to = kJumpTargets[static_cast<std::size_t>(f)] & free; to; to &= to - 1)
      list.push_back(Move::jump(f, lowest(to)));
  }
  if (list.empty()) list.push_back(Move::pass());  // Spot never gets here: it skips instead
}

std::uint64_t Position::count_moves() const {
  if (game_over()) return 0;
  const Bitboard own = stones(state_.side);
  const Bitboard free = empty();
  std::uint64_t n = static_cast<std::uint64_t>(count(neighbours(own) & free));
  for (Bitboard from = own; from; from &= from - 1)
    n += static_cast<std::uint64_t>(
        count(kJumpTargets[static_cast<std::size_t>(lowest(from))] & free));
  return n == 0 ? 1 : n;
}

bool Position::is_legal(Move move) const {
  if (game_over()) return false;
  const Bitboard own = stones(state_.side);
  if (move.is_pass()) return rules_.set == RuleSet::ataxx && !can_move(state_.side);
  if (move.to >= kSquares || move.from >= kSquares) return false;
  if ((empty() & bit(move.to)) == 0) return false;
  if (move.is_clone()) return (neighbours(own) & bit(move.to)) != 0;
  return (own & bit(move.from)) != 0 &&
         (kJumpTargets[static_cast<std::size_t>(move.from)] & bit(move.to)) != 0;
}

Bitboard Position::flips(Move move) const {
  if (move.is_pass()) return 0;
  return kNeighbours[move.to] & occupied() & ~stones(state_.side);
}

int Position::next_player_with_move(int side) const {
  for (int i = 0; i < players(); ++i) {
    const int p = (side + i) % players();
    if (can_move(p)) return p;
  }
  return side;
}

void Position::make(Move move) {
  undo_.push_back(state_);
  const int mover = state_.side;
  ++state_.halfmoves;
  if (!move.is_pass()) {
    const Bitboard target = bit(move.to);
    const Bitboard turned = flips(move);
    Bitboard& own = state_.stones[static_cast<std::size_t>(mover)];
    std::uint64_t& h = state_.hash;
    if (move.is_jump()) {
      own ^= bit(move.from);
      h ^= kKeys.stone[static_cast<std::size_t>(mover)][move.from];
    } else {
      state_.halfmoves = 0;
    }
    own |= target | turned;
    h ^= kKeys.stone[static_cast<std::size_t>(mover)][move.to];
    for (int p = 0; p < players(); ++p) {
      if (p == mover) continue;
      Bitboard& theirs = state_.stones[static_cast<std::size_t>(p)];
      const Bitboard lost = theirs & turned;
      if (lost == 0) continue;
      theirs ^= lost;
      h ^= stone_keys(p, lost) ^ stone_keys(mover, lost);
    }
  }
  int next = (mover + 1) % players();
  if (rules_.set == RuleSet::spot && !game_over()) next = next_player_with_move(next);
  if (next <= mover) ++state_.fullmove;
  state_.hash ^=
      kKeys.side[static_cast<std::size_t>(mover)] ^ kKeys.side[static_cast<std::size_t>(next)];
  state_.side = next;
}

void Position::unmake() {
  assert(!undo_.empty());
  state_ = undo_.back();
  undo_.pop_back();
}

}  // namespace skald::ataxx
