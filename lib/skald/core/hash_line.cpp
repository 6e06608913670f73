#include "skald/core/hash_line.h"

#include <cassert>
#include <utility>

#include "skald/core/large_table.h"

namespace skald {

HashLine::~HashLine() {
  free_zeroed_table(slot_keys_, size_ * sizeof(std::uint64_t));
  free_zeroed_table(slot_index_, size_ * sizeof(std::uint32_t));
}

void HashLine::swap(HashLine& other) noexcept {
  keys_.swap(other.keys_);
  std::swap(slot_keys_, other.slot_keys_);
  std::swap(slot_index_, other.slot_index_);
  homes_.swap(other.homes_);
  std::swap(size_, other.size_);
  std::swap(mask_, other.mask_);
  std::swap(used_, other.used_);
}

void HashLine::insert(std::uint64_t stored_key, std::uint32_t index) {
  const std::size_t home = stored_key & mask_;
  homes_[home >> 6] |= std::uint64_t{1} << (home & 63);
  for (std::size_t i = home;; i = (i + 1) & mask_) {
    if (slot_keys_[i] > kRemoved) continue;
    if (slot_keys_[i] == kEmpty) ++used_;
    slot_keys_[i] = stored_key;
    slot_index_[i] = index;
    return;
  }
}

void HashLine::rebuild(std::size_t size) {
  free_zeroed_table(slot_keys_, size_ * sizeof(std::uint64_t));
  free_zeroed_table(slot_index_, size_ * sizeof(std::uint32_t));
  slot_keys_ = nullptr;
  slot_index_ = nullptr;
  size_ = 0;
  slot_keys_ = static_cast<std::uint64_t*>(allocate_zeroed_table(size * sizeof(std::uint64_t)));
  slot_index_ = static_cast<std::uint32_t*>(allocate_zeroed_table(size * sizeof(std::uint32_t)));
  size_ = size;
  mask_ = size - 1;
  used_ = 0;
  homes_.assign(size / 64, 0);
  for (std::size_t i = 0; i < keys_.size(); ++i)
    insert(stored(keys_[i]), static_cast<std::uint32_t>(i));
}

void HashLine::push_back(std::uint64_t key) {
  if (2 * (used_ + 1) > size_) {
    // At most half full once more (tombstones are dropped on the way): a table twice
    // the size when it is full of keys, as large again when it is full of tombstones.
    std::size_t size = 64;
    while (size < 2 * (keys_.size() + 1))
      size *= 2;
    rebuild(size);
  }
  insert(stored(key), static_cast<std::uint32_t>(keys_.size()));
  keys_.push_back(key);
}

void HashLine::truncate(std::size_t prefix) {
  assert(prefix <= keys_.size());
  while (keys_.size() > prefix) {
    const std::uint64_t key = stored(keys_.back());
    const std::uint32_t index = static_cast<std::uint32_t>(keys_.size() - 1);
    for (std::size_t i = key & mask_;; i = (i + 1) & mask_) {
      if (slot_keys_[i] == key && slot_index_[i] == index) {
        slot_keys_[i] = kRemoved;
        break;
      }
    }
    keys_.pop_back();
  }
}

HashLine HashLine::prefix_copy(std::size_t prefix) const {
  HashLine out;
  out.keys_.assign(keys_.begin(), keys_.begin() + static_cast<std::ptrdiff_t>(prefix));
  std::size_t size = 64;
  while (size < 4 * (prefix + 1))
    size *= 2;
  out.rebuild(size);
  return out;
}

}  // namespace skald
