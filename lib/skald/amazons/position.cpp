#include "skald/amazons/position.h"

#include <array>
#include <cassert>

#include "skald/core/splitmix.h"

namespace skald::amazons {

namespace {

/// Keys: two sides' amazons, arrows and the pending amazon per square slot, then the side.
constexpr int kKeyCount = 4 * kSquareSlots + 1;
constexpr std::array<std::uint64_t, kKeyCount> make_keys() {
  std::array<std::uint64_t, kKeyCount> keys{};
  std::uint64_t state = 0x416d617a6f6e73ull;  // "Amazons"
  for (std::uint64_t& key : keys)
    key = splitmix64(state);
  return keys;
}
constexpr std::array<std::uint64_t, kKeyCount> kKeys = make_keys();

}  // namespace

std::uint64_t amazon_key(int side, int square) {
  return kKeys[side * kSquareSlots + square];
}
std::uint64_t arrow_key(int square) {
  return kKeys[2 * kSquareSlots + square];
}
std::uint64_t pending_key(int square) {
  return kKeys[3 * kSquareSlots + square];
}
std::uint64_t side_key() {
  return kKeys[4 * kSquareSlots];
}

Position::Position(const AmazonsRules& rules) : geometry_(rules.size), side_(rules.first) {
  for (int side : {kWhite, kBlack})
    for (const auto& [column, row] : start_squares(rules.size, side))
      toggle_amazon(side, geometry_.square(column, row));
  if (side_ == kBlack) hash_ ^= side_key();
}

Position::Position(int size, Bits white, Bits black, Bits arrows, int side_to_move)
    : geometry_(size), side_(side_to_move) {
  for_each_square(white, [&](int s) { toggle_amazon(kWhite, s); });
  for_each_square(black, [&](int s) { toggle_amazon(kBlack, s); });
  for_each_square(arrows, [&](int s) { toggle_arrow(s); });
  if (side_ == kBlack) hash_ ^= side_key();
}

Content Position::at(int square) const {
  const Bits b = bit(square);
  if (amazons_[kWhite] & b) return Content::white;
  if (amazons_[kBlack] & b) return Content::black;
  if (arrows_ & b) return Content::arrow;
  return Content::empty;
}

void Position::toggle_amazon(int side, int square) {
  amazons_[side] ^= bit(square);
  hash_ ^= amazon_key(side, square);
}

void Position::toggle_arrow(int square) {
  arrows_ ^= bit(square);
  hash_ ^= arrow_key(square);
}

void Position::generate_moves(std::vector<Move>& out) const {
  out.clear();
  if (pending_ >= 0) return;
  const Bits free = empty();
  for_each_square(amazons_[side_], [&](int from) {
    const Bits after_leaving = free | bit(from);
    for_each_square(geometry_.queen_reach(bit(from), free), [&](int to) {
      const Bits arrows = geometry_.queen_reach(bit(to), after_leaving & ~bit(to));
      for_each_square(arrows, [&](int arrow) {
        out.push_back({static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to),
                       static_cast<std::uint8_t>(arrow)});
      });
    });
  });
}

bool Position::is_legal(const Move& move) const {
  if (pending_ >= 0 || move.from >= kSquareSlots || move.to >= kSquareSlots ||
      move.arrow >= kSquareSlots)
    return false;
  if ((amazons_[side_] & bit(move.from)) == 0) return false;
  const Bits free = empty();
  if ((geometry_.queen_reach(bit(move.from), free) & bit(move.to)) == 0) return false;
  const Bits after = (free | bit(move.from)) & ~bit(move.to);
  return (geometry_.queen_reach(bit(move.to), after) & bit(move.arrow)) != 0;
}

void Position::make(const Move& move) {
  assert(pending_ < 0);
  undo_.push_back({Undo::Kind::full, move.from, move.to, move.arrow, hash_});
  toggle_amazon(side_, move.from);
  toggle_amazon(side_, move.to);
  toggle_arrow(move.arrow);
  side_ ^= 1;
  hash_ ^= side_key();
}

void Position::move_amazon(int from, int to) {
  assert(pending_ < 0);
  undo_.push_back({Undo::Kind::amazon, static_cast<std::uint8_t>(from),
                   static_cast<std::uint8_t>(to), 0, hash_});
  toggle_amazon(side_, from);
  toggle_amazon(side_, to);
  pending_ = to;
  hash_ ^= pending_key(to);
}

void Position::shoot(int arrow) {
  assert(pending_ >= 0);
  undo_.push_back({Undo::Kind::arrow, 0, static_cast<std::uint8_t>(pending_),
                   static_cast<std::uint8_t>(arrow), hash_});
  hash_ ^= pending_key(pending_);
  pending_ = -1;
  toggle_arrow(arrow);
  side_ ^= 1;
  hash_ ^= side_key();
}

void Position::unmake() {
  assert(!undo_.empty());
  const Undo u = undo_.back();
  undo_.pop_back();
  switch (u.kind) {
    case Undo::Kind::full:
      side_ ^= 1;
      amazons_[side_] ^= bit(u.from) | bit(u.to);
      arrows_ ^= bit(u.arrow);
      break;
    case Undo::Kind::amazon:
      amazons_[side_] ^= bit(u.from) | bit(u.to);
      pending_ = -1;
      break;
    case Undo::Kind::arrow:
      side_ ^= 1;
      arrows_ ^= bit(u.arrow);
      pending_ = u.to;
      break;
  }
  hash_ = u.hash;
}

}  // namespace skald::amazons
