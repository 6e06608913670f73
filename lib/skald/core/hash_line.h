#pragma once

// HashLine: 64-bit position hashes in the order a game met them, counted so that "how
// many of the first n were this hash?" is one lookup. It is what repetition rules need
// of a long game that branches: the game's states at the branch points of a record share
// one line, each seeing the prefix it played (its own length), and the one at the line's
// end appends to it without disturbing the others, so a copy at every branch point costs
// nothing, where a table of counts had to be copied whole by whichever copy played on.
//
// Open addressing with linear probing over a power-of-two table of slots, each the index
// of a key in the line, and beside it a byte per slot: 0 for an empty slot, 1 for a removed
// one, else a tag of the slot's key (8 bits of it, kept apart from the bits that index the
// table). A key met n times fills n slots of its probe run, and a count reads the tags of
// the run up to its first empty slot, and follows only the slots whose tag is the key's to
// the key itself (keys_ in order) and its index. The keys are Zobrist hashes, already
// uniformly spread, so their low bits index the table directly. The tags (a fifth of the
// table) answer for most positions of a game, which are new, from the cache where the
// slots would not: a new key's lookup reads a slot only where another key of its run
// shares its tag (one slot of the run in 254). The tables come zeroed from large_table.h
// (huge pages, nothing written before use).
//
// The keys met more than once are also kept apart, with the index of their second
// occurrence, in a small table of their own: whether a key occurred twice in a prefix
// (a third occurrence's question) is then answered from the cache in a game whose
// positions seldom repeat, where count() reads the large table.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "skald/core/large_table.h"

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
    const std::uint8_t t = tag(key);
    std::uint32_t n = 0;
    for (std::size_t i = key & mask_;; i = (i + 1) & mask_) {
      const std::uint8_t s = tags_[i];
      if (s == kEmpty) return n;
      if (s != t) continue;
      const std::uint32_t index = slot_index_[i];
      n += index < prefix && keys_[index] == key;
    }
  }

  /// Whether at least two of the first `prefix` keys equal `key` (count() >= 2), from the
  /// table of the keys met more than once alone.
  bool twice(std::uint64_t key, std::size_t prefix) const {
    if (repeats_used_ == 0) return false;
    const std::size_t mask = repeats_.size() - 1;
    for (std::size_t i = key & mask;; i = (i + 1) & mask) {
      const Repeat& r = repeats_[i];
      if (r.second == kNoRepeat) return false;
      if (r.key == key) return r.second < prefix;
    }
  }

  /// Starts loading what count(key) and push_back(key) read and write, so that the cache
  /// miss of a table much larger than the cache overlaps other work (a hint: changes
  /// nothing).
  void prefetch(std::uint64_t key) const {
    if (size_ == 0) return;
    const std::size_t home = key & mask_;
    __builtin_prefetch(&tags_[home]);
    __builtin_prefetch(&slot_index_[home], 1);
  }

  /// Appends `key`: it becomes key size() - 1.
  void push_back(std::uint64_t key);
  /// Drops the keys from `prefix` on. Precondition: prefix <= size().
  void truncate(std::size_t prefix);
  /// A line of the first `prefix` keys alone.
  HashLine prefix_copy(std::size_t prefix) const;

 private:
  static constexpr std::uint8_t kEmpty = 0;
  static constexpr std::uint8_t kRemoved = 1;

  /// The tag of a slot holding `key`: its top byte, moved off the two marks. (The low bits
  /// place the key in the table, so the tag tells apart keys of one probe run.)
  static std::uint8_t tag(std::uint64_t key) {
    const auto top = static_cast<std::uint8_t>(key >> 56);
    return top > kRemoved ? top : static_cast<std::uint8_t>(top + 2);
  }

  /// A key met more than once and the index of its second occurrence; kNoRepeat marks an
  /// empty slot of repeats_.
  struct Repeat {
    std::uint64_t key = 0;
    std::uint32_t second = kNoRepeat;
  };
  static constexpr std::uint32_t kNoRepeat = 0xFFFFFFFF;

  void swap(HashLine& other) noexcept;
  /// Adds `key`, whose second occurrence is at `second`, to repeats_.
  void add_repeat(std::uint64_t key, std::uint32_t second);
  /// Removes `key` from repeats_ if its second occurrence is at `second`.
  void remove_repeat(std::uint64_t key, std::uint32_t second);
  /// Frees the table (the keys stay).
  void free_table() noexcept;
  /// A table of `size` slots holding keys_ (all of them), no removed slots.
  void rebuild(std::size_t size);
  /// Puts key `index` (keys_[index] is `key`) in the table; how many keys of the table
  /// equal it already (0, 1, or 2 for two and more).
  int insert(std::uint64_t key, std::uint32_t index);

  std::vector<std::uint64_t, LargeTableAllocator<std::uint64_t>> keys_;  // in order, as given
  std::uint8_t* tags_ = nullptr;         // size_ slots: kEmpty, kRemoved or tag() of the key
  std::uint32_t* slot_index_ = nullptr;  // the slot's key's index in keys_
  std::size_t size_ = 0;
  std::size_t mask_ = 0;
  std::size_t used_ = 0;         // slots not empty, removed ones included
  std::vector<Repeat> repeats_;  // open addressing, a power of two in size, at most half full
  std::size_t repeats_used_ = 0;
};

}  // namespace skald
