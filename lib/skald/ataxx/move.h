#pragma once

// An Ataxx move: a clone (a new stone on an empty neighbour of one of the mover's stones,
// whatever stone it grows from), a jump (a stone moved to an empty square at distance
// exactly 2) or a pass (the side to move has no move but the game goes on; Ataxx only).
// A clone has from == to, so there is one clone per target, as the notation has it.

#include <array>
#include <cstdint>

namespace skald::ataxx {

struct Move {
  static constexpr std::uint8_t kPassSquare = 63;
  std::uint8_t from = kPassSquare;
  std::uint8_t to = kPassSquare;

  static constexpr Move clone(int to) {
    return {static_cast<std::uint8_t>(to), static_cast<std::uint8_t>(to)};
  }
  static constexpr Move jump(int from, int to) {
    return {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)};
  }
  static constexpr Move pass() { return {}; }
  constexpr bool is_pass() const { return to == kPassSquare; }
  constexpr bool is_clone() const { return from == to && !is_pass(); }
  constexpr bool is_jump() const { return from != to; }
  friend constexpr bool operator==(const Move&, const Move&) = default;
};

/// The legal moves of a position. Bounded: at most 49 clones, and each empty square is
/// the target of at most 16 jumps while each stone makes at most 16 (so at most 16 x 24).
class MoveList {
 public:
  static constexpr int kCapacity = 448;
  void clear() { size_ = 0; }
  void push_back(Move m) { moves_[static_cast<std::size_t>(size_++)] = m; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Move& operator[](int i) const { return moves_[static_cast<std::size_t>(i)]; }
  Move& operator[](int i) { return moves_[static_cast<std::size_t>(i)]; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }
  Move* begin() { return moves_.data(); }
  Move* end() { return moves_.data() + size_; }

 private:
  std::array<Move, kCapacity> moves_;
  int size_ = 0;
};

}  // namespace skald::ataxx
