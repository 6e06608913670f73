#pragma once

// HashCounts: how many times each 64-bit position hash was added, for repetition rules
// over long games. A game's earlier positions are counted once, and "how often did this
// position occur?" is then one lookup instead of a walk back over the whole game, which
// made replaying a long game without captures quadratic.
//
// Open addressing with linear probing over a power-of-two table of keys alone (8 bytes a
// slot): a key added n times fills n slots of its probe run, and a count reads the run up
// to its first empty slot. The keys are Zobrist hashes, already uniformly spread, so their
// low bits index the table directly. A removed key leaves a tombstone (a later add may
// take it); the table is rebuilt without them when it grows. One bit per slot tells whether
// any key has that slot as its home: most positions of a game are new, and the bits (a
// 64th of the table) answer for them from the cache where the slots would not. The slots
// come zeroed from large_table.h (huge pages, nothing written before use).
//
// Two key values mark empty and removed slots; the two hashes equal to them are counted
// under two other values, so one of those four hashes may count another's occurrences
// (a chance of 2^-62 a key, below that of two positions sharing a hash).

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>
#include <vector>

#include "skald/core/large_table.h"

namespace skald {

class HashCounts {
 public:
  HashCounts() = default;
  HashCounts(const HashCounts& other)
      : homes_(other.homes_), size_(other.size_), mask_(other.mask_), used_(other.used_) {
    if (size_ == 0) return;
    slots_ = static_cast<std::uint64_t*>(allocate_zeroed_table(size_ * sizeof(std::uint64_t)));
    std::memcpy(slots_, other.slots_, size_ * sizeof(std::uint64_t));
  }
  HashCounts(HashCounts&& other) noexcept { swap(other); }
  HashCounts& operator=(HashCounts other) noexcept {
    swap(other);
    return *this;
  }
  ~HashCounts() { free_zeroed_table(slots_, size_ * sizeof(std::uint64_t)); }

  /// How many times `key` was added and not removed.
  std::uint32_t count(std::uint64_t key) const {
    if (size_ == 0) return 0;
    key = stored(key);
    const std::size_t home = key & mask_;
    if ((homes_[home >> 6] >> (home & 63) & 1) == 0) return 0;
    std::uint32_t n = 0;
    for (std::size_t i = home;; i = (i + 1) & mask_) {
      const std::uint64_t s = slots_[i];
      if (s == kEmpty) return n;
      n += s == key;
    }
  }

  /// Starts loading what count(key) and add(key) read, so that the cache miss of a table
  /// much larger than the cache overlaps other work (a hint: changes nothing).
  void prefetch(std::uint64_t key) const {
    if (size_ == 0) return;
    const std::size_t home = stored(key) & mask_;
    __builtin_prefetch(&homes_[home >> 6]);
    __builtin_prefetch(&slots_[home]);
  }

  void add(std::uint64_t key) {
    if (2 * (used_ + 1) > size_) grow();
    key = stored(key);
    const std::size_t home = key & mask_;
    homes_[home >> 6] |= std::uint64_t{1} << (home & 63);
    for (std::size_t i = home;; i = (i + 1) & mask_) {
      std::uint64_t& s = slots_[i];
      if (s == kRemoved) {
        s = key;  // already counted in used_
        return;
      }
      if (s == kEmpty) {
        s = key;
        ++used_;
        return;
      }
    }
  }

  /// Takes back one add(key). Precondition: count(key) > 0.
  void remove(std::uint64_t key) {
    key = stored(key);
    for (std::size_t i = key & mask_;; i = (i + 1) & mask_) {
      if (slots_[i] == key) {
        slots_[i] = kRemoved;
        return;
      }
    }
  }

  void clear() { *this = HashCounts(); }

 private:
  static constexpr std::uint64_t kEmpty = 0;
  static constexpr std::uint64_t kRemoved = 1;

  static std::uint64_t stored(std::uint64_t key) {
    return key > kRemoved ? key : key + 0x9e3779b97f4a7c15ull;
  }

  void swap(HashCounts& other) noexcept {
    std::swap(slots_, other.slots_);
    homes_.swap(other.homes_);
    std::swap(size_, other.size_);
    std::swap(mask_, other.mask_);
    std::swap(used_, other.used_);
  }

  void grow() {
    std::size_t live = 0;
    for (std::size_t i = 0; i < size_; ++i)
      live += slots_[i] > kRemoved;
    std::size_t size = 64;
    while (size < 2 * (live + 1))
      size *= 2;
    HashCounts bigger;
    bigger.slots_ =
        static_cast<std::uint64_t*>(allocate_zeroed_table(size * sizeof(std::uint64_t)));
    bigger.size_ = size;
    bigger.homes_.assign(size / 64, 0);
    bigger.mask_ = size - 1;
    for (std::size_t i = 0; i < size_; ++i) {
      const std::uint64_t key = slots_[i];
      if (key <= kRemoved) continue;
      const std::size_t home = key & bigger.mask_;
      bigger.homes_[home >> 6] |= std::uint64_t{1} << (home & 63);
      for (std::size_t j = home;; j = (j + 1) & bigger.mask_) {
        if (bigger.slots_[j] != kEmpty) continue;
        bigger.slots_[j] = key;
        break;
      }
    }
    bigger.used_ = live;
    swap(bigger);
  }

  std::uint64_t* slots_ = nullptr;    // size_ keys; kEmpty, kRemoved or a stored() key
  std::vector<std::uint64_t> homes_;  // bit i: a key whose home is slot i was added
  std::size_t size_ = 0;
  std::size_t mask_ = 0;
  std::size_t used_ = 0;  // slots not empty, removed ones included
};

}  // namespace skald
