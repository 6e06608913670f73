#pragma once

// Moves of tafl: a piece slides (or jumps) from one square to another. Square indexes are
// the Position's board indexes (see Position::square()), so a Move is only meaningful
// together with the position it was generated for.

#include <array>
#include <cassert>
#include <compare>
#include <cstddef>
#include <cstdint>

#include "skald/tafl/coord.h"

namespace skald::tafl {

/// One move of one piece: from and to are board indexes of the Position (padded board,
/// see Position::square()); `jump` is set for a jump over an adjacent piece (OTN `^`).
/// Six bytes, trivially copyable; ordered by (from, to, jump) so move lists sort
/// deterministically.
struct Move {
  std::uint16_t from = 0;
  std::uint16_t to = 0;
  bool jump = false;

  friend constexpr bool operator==(const Move&, const Move&) = default;
  friend constexpr auto operator<=>(const Move&, const Move&) = default;
};

/// Upper bound of legal moves in any position: every empty square can be reached by at
/// most four slides and four jumps, so 8 * 19 * 19 can never be exceeded.
constexpr int kMaxMoves = 8 * kMaxDim * kMaxDim;

/// A fixed-capacity list of moves (no heap), filled by Position::generate_moves().
///
/// The storage is left uninitialised: a list is created at every node of a search or a
/// perft, and zeroing its 17 KB there each time cost more than filling it.
class MoveList {
 public:
  MoveList() {}
  MoveList(const MoveList& other) : size_(other.size_) {
    for (int i = 0; i < size_; ++i)
      moves_[i] = other.moves_[i];
  }
  MoveList& operator=(const MoveList& other) {
    size_ = other.size_;
    for (int i = 0; i < size_; ++i)
      moves_[i] = other.moves_[i];
    return *this;
  }
  ~MoveList() {}

  void clear() { size_ = 0; }
  void push_back(Move m) {
    assert(size_ < kMaxMoves);
    data()[size_++] = m;
  }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Move& operator[](int i) { return data()[i]; }
  const Move& operator[](int i) const { return data()[i]; }
  Move* begin() { return data(); }
  Move* end() { return data() + size_; }
  const Move* begin() const { return data(); }
  const Move* end() const { return data() + size_; }
  /// Whether `m` is in the list (linear scan).
  bool contains(Move m) const {
    for (int i = 0; i < size_; ++i)
      if (data()[i] == m) return true;
    return false;
  }

 private:
  Move* data() { return moves_; }
  const Move* data() const { return moves_; }

  // A union member is not initialised by the constructor; assigning an element (trivial
  // assignment) begins its lifetime.
  union {
    Move moves_[kMaxMoves];
  };
  int size_ = 0;
};

}  // namespace skald::tafl
