#pragma once

// RepetitionTable: the positions on the path from the game's start to the node being
// searched, so the search knows when a position has occurred before. Repetition rules
// make a position's value depend on how it was reached, so the search must not take a
// transposition-table cutoff on a repeated position, and must not store a result that
// depended on positions above the node (see Search). A 4096-slot counting filter answers
// "never seen" without scanning, which is the common case. In a long game the game's older
// positions are not listed but looked up (EarlierPositions::counted), so that starting a
// search and every lookup cost the same however long the game.

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

namespace skald::engine {

/// The game's positions before a search's root that the root or a later position can
/// repeat: the latest listed, oldest first, and the older ones, if any, behind a lookup
/// (whether a position of that hash was one of them; empty when there are none).
struct EarlierPositions {
  std::vector<std::uint64_t> latest;
  std::function<bool(std::uint64_t)> counted;
};

class RepetitionTable {
 public:
  /// Marks "no earlier occurrence" in earliest_ply().
  static constexpr int kNever = 1 << 20;
  /// The ply of every position of the game before the root.
  static constexpr int kBeforeRoot = -1;

  /// Starts a search: the game's earlier positions, not the root itself (`game_history`
  /// must outlive the search: its lookup is kept by address).
  void reset(const EarlierPositions& game_history) {
    path_.clear();
    filter_.fill(0);
    for (std::uint64_t h : game_history.latest)
      push(h);
    root_index_ = static_cast<int>(path_.size());
    counted_ = game_history.counted ? &game_history.counted : nullptr;
  }

  /// The ply (from the root, kBeforeRoot for the game's history) of the earliest
  /// occurrence of `key` on the current path, or kNever.
  int earliest_ply(std::uint64_t key) const {
    if (counted_ != nullptr && (*counted_)(key)) return kBeforeRoot;
    if (filter_[key & kFilterMask] == 0) return kNever;
    for (int i = 0; i < static_cast<int>(path_.size()); ++i)
      if (path_[i] == key) return i < root_index_ ? kBeforeRoot : i - root_index_;
    return kNever;
  }

  void push(std::uint64_t key) {
    path_.push_back(key);
    ++filter_[key & kFilterMask];
  }
  void pop() {
    --filter_[path_.back() & kFilterMask];
    path_.pop_back();
  }

 private:
  static constexpr std::uint64_t kFilterMask = 4095;
  std::vector<std::uint64_t> path_;
  std::array<std::uint16_t, 4096> filter_{};
  int root_index_ = 0;
  const std::function<bool(std::uint64_t)>* counted_ = nullptr;  // the search's, outliving it
};

}  // namespace skald::engine
