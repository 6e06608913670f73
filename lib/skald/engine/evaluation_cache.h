#pragma once

// EvaluationCache: the static values of recently evaluated positions, keyed by hash.
// Transpositions near the leaves (the same moves in another order) meet the same
// positions many times, and the evaluation is the search's dearest step. Search keeps one
// per thread, made once with the transposition table; each search starts a new
// generation instead of clearing it (the next search may be of other rules, where the same
// board has the same hash but not the same value).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace skald::engine {

class EvaluationCache {
 public:
  EvaluationCache() : slots_(kSlots) {}

  /// Forgets every value stored so far.
  void new_search() { ++generation_; }
  /// The value stored for `key` in this search, if any.
  std::optional<int> find(std::uint64_t key) const {
    const Slot& slot = slots_[static_cast<std::size_t>(key & (kSlots - 1))];
    if (slot.generation == generation_ && slot.key == key) return slot.value;
    return std::nullopt;
  }
  void store(std::uint64_t key, int value) {
    slots_[static_cast<std::size_t>(key & (kSlots - 1))] = {key, value, generation_};
  }

 private:
  static constexpr std::size_t kSlots = std::size_t{1} << 16;
  struct Slot {
    std::uint64_t key = 0;
    int value = 0;
    std::uint32_t generation = 0;  // 0: never stored
  };
  std::vector<Slot> slots_;
  std::uint32_t generation_ = 1;
};

}  // namespace skald::engine
