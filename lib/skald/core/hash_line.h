#pragma once

// HashLine: 64-bit position hashes in the order a game met them, counted so that "how
// many of the first n were this hash?" is one lookup. It is what repetition rules need
// of a long game that branches: the game's states at the branch points of a record share
// one line, each seeing the prefix it played (its own length), and the one at the line's
// end appends to it without disturbing the others, so a copy at every branch point costs
// nothing, where a table of counts had to be copied whole by whichever copy played on.
//
// Open addressing with linear probing over a power-of-two table of (key, index) pairs: a
// key met n times fills n slots of its probe run, and a count reads the run up to its
// first empty slot, counting the slots of the key with an index below the prefix asked.
// The keys are Zobrist hashes, already uniformly spread, so their low bits index the table
// directly. One bit per slot tells whether any key has that slot as its home: most
// positions of a game are new, and the bits (a 64th of the table) answer for them from the
// cache where the slots would not. The tables come zeroed from large_table.h (huge pages,
// nothing written before use). Two key values mark empty and removed slots; the two hashes
// equal to them are kept under two others (a chance of 2^-62 a key of counting another's
// occurrences, below that of two positions sharing a hash).

#include <cstddef>
#include <cstdint>
#include <vector>

namespace skald {

class HashLine {
 public:
  HashLine() = default;
  HashLine(const HashLine&) = delete;
  HashLine& operator=(const HashLine&) = delete;
  HashLine(HashLine&& other) noexcept { swap(other); }
  HashLine& operator=(HashLine&& other) noexcept {
    swap(other);
    return *this;
  }
  ~HashLine();

  /// How many keys the line holds.
  std::size_t size() const { return keys_.size(); }

  /// How many of the first `prefix` keys equal `key`.
  std::uint32_t count(std::uint64_t key, std::size_t prefix) const {
    if (size_ == 0) return 0;
    key = stored(key);
    const std::size_t home = key & mask_;
    if ((homes_[home >> 6] >> (home & 63) & 1) == 0) return 0;
    std::uint32_t n = 0;
    for (std::size_t i = home;; i = (i + 1) & mask_) {
      const std::uint64_t s = slot_keys_[i];
      if (s == kEmpty) return n;
      n += s == key && slot_index_[i] < prefix;
    }
  }

  /// Starts loading what count(key) and push_back(key) read, so that the cache miss of a
  /// table much larger than the cache overlaps other work (a hint: changes nothing).
  void prefetch(std::uint64_t key) const {
    if (size_ == 0) return;
    const std::size_t home = stored(key) & mask_;
    __builtin_prefetch(&homes_[home >> 6]);
    __builtin_prefetch(&slot_keys_[home]);
  }

  /// Appends `key`: it becomes key size() - 1.
  void push_back(std::uint64_t key);
  /// Drops the keys from `prefix` on. Precondition: prefix <= size().
  void truncate(std::size_t prefix);
  /// A line of the first `prefix` keys alone.
  HashLine prefix_copy(std::size_t prefix) const;

 private:
  static constexpr std::uint64_t kEmpty = 0;
  static constexpr std::uint64_t kRemoved = 1;

  static std::uint64_t stored(std::uint64_t key) {
    return key > kRemoved ? key : key + 0x9e3779b97f4a7c15ull;
  }

  void swap(HashLine& other) noexcept;
  /// A table of `size` slots holding keys_ (all of them), no tombstones.
  void rebuild(std::size_t size);
  void insert(std::uint64_t stored_key, std::uint32_t index);

  std::vector<std::uint64_t> keys_;      // in order, as given
  std::uint64_t* slot_keys_ = nullptr;   // size_ slots: kEmpty, kRemoved or a stored() key
  std::uint32_t* slot_index_ = nullptr;  // the slot's key's index in keys_
  std::vector<std::uint64_t> homes_;     // bit i: a key whose home is slot i was added
  std::size_t size_ = 0;
  std::size_t mask_ = 0;
  std::size_t used_ = 0;  // slots not empty, removed ones included
};

}  // namespace skald
