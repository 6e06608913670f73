#pragma once

// HashCounts: how many times each 64-bit position hash was added, for repetition rules
// over long games. A game's earlier positions are counted once, and "how often did this
// position occur?" is then one lookup instead of a walk back over the whole game, which
// made replaying a long game without captures quadratic.
//
// Open addressing with linear probing over a power-of-two table. The keys are Zobrist
// hashes, already uniformly spread, so their low bits index the table directly. A key
// whose count falls to zero keeps its slot (a game going back and forth adds it again);
// the table is rebuilt without those when it grows. One bit per slot tells whether any key
// has that slot as its home: most positions of a game are new, and the bits (a 128th of
// the table) answer for them from the cache where the slots would not.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace skald {

class HashCounts {
 public:
  /// How many times `key` was added and not removed.
  std::uint32_t count(std::uint64_t key) const {
    if (slots_.empty()) return 0;
    const std::size_t home = key & mask_;
    if ((homes_[home >> 6] >> (home & 63) & 1) == 0) return 0;
    for (std::size_t i = home;; i = (i + 1) & mask_) {
      const Slot& s = slots_[i];
      if (!s.used) return 0;
      if (s.key == key) return s.count;
    }
  }

  void add(std::uint64_t key) {
    if (2 * (used_ + 1) > slots_.size()) grow();
    const std::size_t home = key & mask_;
    homes_[home >> 6] |= std::uint64_t{1} << (home & 63);
    for (std::size_t i = home;; i = (i + 1) & mask_) {
      Slot& s = slots_[i];
      if (!s.used) {
        s = Slot{key, 1, true};
        ++used_;
        return;
      }
      if (s.key == key) {
        ++s.count;
        return;
      }
    }
  }

  /// Takes back one add(key). Precondition: count(key) > 0.
  void remove(std::uint64_t key) {
    for (std::size_t i = key & mask_;; i = (i + 1) & mask_) {
      Slot& s = slots_[i];
      if (s.key == key && s.used) {
        --s.count;
        return;
      }
    }
  }

  void clear() {
    slots_.clear();
    homes_.clear();
    mask_ = 0;
    used_ = 0;
  }

 private:
  struct Slot {
    std::uint64_t key = 0;
    std::uint32_t count = 0;
    bool used = false;
  };

  void grow() {
    std::vector<Slot> old;
    old.swap(slots_);
    std::size_t live = 0;
    for (const Slot& s : old)
      live += s.used && s.count > 0;
    std::size_t size = 64;
    while (size < 2 * (live + 1))
      size *= 2;
    slots_.assign(size, Slot{});
    homes_.assign(size / 64, 0);
    mask_ = size - 1;
    used_ = 0;
    for (const Slot& s : old) {
      if (!s.used || s.count == 0) continue;
      const std::size_t home = s.key & mask_;
      homes_[home >> 6] |= std::uint64_t{1} << (home & 63);
      for (std::size_t i = home;; i = (i + 1) & mask_) {
        if (slots_[i].used) continue;
        slots_[i] = s;
        ++used_;
        break;
      }
    }
  }

  std::vector<Slot> slots_;
  std::vector<std::uint64_t> homes_;  // bit i: a key whose home is slot i was added
  std::size_t mask_ = 0;
  std::size_t used_ = 0;  // slots holding a key, counted or not
};

}  // namespace skald
