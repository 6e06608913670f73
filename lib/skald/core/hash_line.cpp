#include "skald/core/hash_line.h"

#include <cassert>
#include <utility>

#include "skald/core/large_table.h"

namespace skald {

HashLine::~HashLine() {
  free_table();
}

void HashLine::free_table() noexcept {
  free_zeroed_table(tags_, size_);
  free_zeroed_table(slot_index_, size_ * sizeof(std::uint32_t));
  tags_ = nullptr;
  slot_index_ = nullptr;
  size_ = 0;
}

void HashLine::swap(HashLine& other) noexcept {
  keys_.swap(other.keys_);
  std::swap(tags_, other.tags_);
  std::swap(slot_index_, other.slot_index_);
  std::swap(size_, other.size_);
  std::swap(mask_, other.mask_);
  std::swap(used_, other.used_);
}

void HashLine::insert(std::uint64_t key, std::uint32_t index) {
  for (std::size_t i = key & mask_;; i = (i + 1) & mask_) {
    if (tags_[i] > kRemoved) continue;
    if (tags_[i] == kEmpty) ++used_;
    tags_[i] = tag(key);
    slot_index_[i] = index;
    return;
  }
}

void HashLine::rebuild(std::size_t size) {
  free_table();
  tags_ = static_cast<std::uint8_t*>(allocate_zeroed_table(size));
  slot_index_ = static_cast<std::uint32_t*>(allocate_zeroed_table(size * sizeof(std::uint32_t)));
  size_ = size;
  mask_ = size - 1;
  used_ = 0;
  for (std::size_t i = 0; i < keys_.size(); ++i)
    insert(keys_[i], static_cast<std::uint32_t>(i));
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
  insert(key, static_cast<std::uint32_t>(keys_.size()));
  keys_.push_back(key);
}

void HashLine::truncate(std::size_t prefix) {
  assert(prefix <= keys_.size());
  while (keys_.size() > prefix) {
    const std::uint64_t key = keys_.back();
    const std::uint8_t t = tag(key);
    const std::uint32_t index = static_cast<std::uint32_t>(keys_.size() - 1);
    for (std::size_t i = key & mask_;; i = (i + 1) & mask_) {
      if (tags_[i] == t && slot_index_[i] == index) {
        tags_[i] = kRemoved;
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
