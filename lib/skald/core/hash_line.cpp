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
  repeats_.swap(other.repeats_);
  std::swap(repeats_used_, other.repeats_used_);
}

void HashLine::add_repeat(std::uint64_t key, std::uint32_t second) {
  if (2 * (repeats_used_ + 1) > repeats_.size()) {
    std::vector<Repeat> old = std::move(repeats_);
    repeats_.assign(old.empty() ? 16 : 2 * old.size(), Repeat{});
    repeats_used_ = 0;
    for (const Repeat& r : old)
      if (r.second != kNoRepeat) add_repeat(r.key, r.second);
  }
  const std::size_t mask = repeats_.size() - 1;
  std::size_t i = key & mask;
  while (repeats_[i].second != kNoRepeat)
    i = (i + 1) & mask;
  repeats_[i] = Repeat{key, second};
  ++repeats_used_;
}

void HashLine::remove_repeat(std::uint64_t key, std::uint32_t second) {
  if (repeats_used_ == 0) return;
  const std::size_t mask = repeats_.size() - 1;
  std::size_t i = key & mask;
  for (;; i = (i + 1) & mask) {
    if (repeats_[i].second == kNoRepeat) return;
    if (repeats_[i].key == key) break;
  }
  if (repeats_[i].second != second) return;
  // Linear probing's deletion without marks: the entries after the hole that may not
  // stay behind it (their home is not between the hole and them) move into it.
  for (std::size_t j = i;;) {
    j = (j + 1) & mask;
    if (repeats_[j].second == kNoRepeat) break;
    const std::size_t home = repeats_[j].key & mask;
    const bool stays = i <= j ? (i < home && home <= j) : (i < home || home <= j);
    if (stays) continue;
    repeats_[i] = repeats_[j];
    i = j;
  }
  repeats_[i] = Repeat{};
  --repeats_used_;
}

int HashLine::insert(std::uint64_t key, std::uint32_t index) {
  // The whole probe run is read, to count the key's earlier occurrences; the key goes in
  // its first free slot.
  const std::uint8_t t = tag(key);
  std::size_t free = size_;
  int earlier = 0;
  std::size_t i = key & mask_;
  for (;; i = (i + 1) & mask_) {
    const std::uint8_t s = tags_[i];
    if (s == kEmpty) break;
    if (s == kRemoved) {
      if (free == size_) free = i;
    } else if (s == t && earlier < 2 && keys_[slot_index_[i]] == key) {
      ++earlier;
    }
  }
  if (free == size_) {
    free = i;
    ++used_;
  }
  tags_[free] = t;
  slot_index_[free] = index;
  return earlier;
}

void HashLine::rebuild(std::size_t size) {
  free_table();
  tags_ = static_cast<std::uint8_t*>(allocate_zeroed_table(size));
  slot_index_ = static_cast<std::uint32_t*>(allocate_zeroed_table(size * sizeof(std::uint32_t)));
  size_ = size;
  mask_ = size - 1;
  used_ = 0;
  // A fresh table has no removed slots, and repeats_ stays as it is: each key goes in the
  // first empty slot of its run.
  for (std::size_t k = 0; k < keys_.size(); ++k) {
    std::size_t i = keys_[k] & mask_;
    while (tags_[i] != kEmpty)
      i = (i + 1) & mask_;
    tags_[i] = tag(keys_[k]);
    slot_index_[i] = static_cast<std::uint32_t>(k);
    ++used_;
  }
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
  const auto index = static_cast<std::uint32_t>(keys_.size());
  // keys_ holds the key before insert() reads it (a rebuild inserted all before it).
  keys_.push_back(key);
  if (insert(key, index) == 1) add_repeat(key, index);
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
    remove_repeat(key, index);
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
  for (const Repeat& r : repeats_)
    if (r.second != kNoRepeat && r.second < prefix) out.add_repeat(r.key, r.second);
  return out;
}

}  // namespace skald
