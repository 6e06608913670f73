#include "skald/record/child_list.h"

#include <utility>

#include "skald/record/node.h"

namespace skald::record {

ChildList::~ChildList() {
  if (capacity_ != 0) {
    delete[] heap_;
  } else {
    inline_.~Pointer();
  }
}

void ChildList::insert(std::size_t index, Pointer child) {
  if (capacity_ == 0 && size_ == 0) {
    inline_ = std::move(child);
    size_ = 1;
    return;
  }
  if (capacity_ == 0 || size_ == capacity_) {
    const std::uint32_t capacity = capacity_ == 0 ? 4 : capacity_ * 2;
    Pointer* grown = new Pointer[capacity];
    Pointer* old = data();
    for (std::uint32_t i = 0; i < size_; ++i)
      grown[i] = std::move(old[i]);
    if (capacity_ != 0) {
      delete[] heap_;
    } else {
      inline_.~Pointer();  // moved from: holds nothing
    }
    heap_ = grown;
    capacity_ = capacity;
  }
  Pointer* items = heap_;
  for (std::size_t i = size_; i > index; --i)
    items[i] = std::move(items[i - 1]);
  items[index] = std::move(child);
  ++size_;
}

ChildList::Pointer ChildList::erase(std::size_t index) {
  Pointer* items = data();
  Pointer removed = std::move(items[index]);
  for (std::size_t i = index + 1; i < size_; ++i)
    items[i - 1] = std::move(items[i]);
  --size_;
  return removed;
}

}  // namespace skald::record
