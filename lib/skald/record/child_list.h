#pragma once

// ChildList: the children of a record Node, owned through std::unique_ptr, in order.
//
// Most moves of a record have exactly one continuation and no variation, so the first
// child is kept inline and a heap array is made only when a second one comes: a long game
// costs one allocation per move (the node) instead of two. The inline child and the heap
// array share one word (capacity_ says which is there), so the list takes 16 bytes of
// every node. The children stay contiguous, so Node::children() can hand out a span.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <utility>

namespace skald::record {

class Node;

class ChildList {
 public:
  using Pointer = std::unique_ptr<Node>;

  ChildList() : inline_() {}
  ChildList(const ChildList&) = delete;
  ChildList& operator=(const ChildList&) = delete;
  ~ChildList();

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Pointer* data() { return capacity_ != 0 ? heap_ : &inline_; }
  const Pointer* data() const { return capacity_ != 0 ? heap_ : &inline_; }
  Pointer& operator[](std::size_t i) { return data()[i]; }
  const Pointer& operator[](std::size_t i) const { return data()[i]; }
  Pointer* begin() { return data(); }
  Pointer* end() { return data() + size_; }
  const Pointer* begin() const { return data(); }
  const Pointer* end() const { return data() + size_; }
  std::span<const Pointer> view() const { return {data(), size_}; }

  /// Inserts `child` at `index` (<= size()), shifting the later ones.
  void insert(std::size_t index, Pointer child);
  /// Appends `child`; the first child, as a reader adds almost every node, goes inline here.
  void push_back(Pointer child) {
    if (capacity_ == 0 && size_ == 0) {
      inline_ = std::move(child);
      size_ = 1;
    } else {
      insert(size_, std::move(child));
    }
  }
  /// Removes and returns child `index` (< size()), shifting the later ones.
  Pointer erase(std::size_t index);
  /// Forgets every child without destroying it: the caller has moved them all out.
  void clear_moved_from() { size_ = 0; }

 private:
  union {
    Pointer inline_;  // the only child, while capacity_ is 0
    Pointer* heap_;   // all the children (new[] of capacity_), once a second one came
  };
  std::uint32_t size_ = 0;
  std::uint32_t capacity_ = 0;  // of heap_; 0 while the child is inline_
};

}  // namespace skald::record
