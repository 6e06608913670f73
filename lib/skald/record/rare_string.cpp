#include "skald/record/rare_string.h"

#include <algorithm>
#include <cstring>
#include <ostream>

namespace skald::record {

char* RareString::new_block(std::string_view text, std::size_t capacity) {
  char* block = new char[kHead + capacity + 1];
  const Head head{text.size(), capacity};
  std::memcpy(block, &head, kHead);
  std::memcpy(block + kHead, text.data(), text.size());
  block[kHead + text.size()] = '\0';
  return block;
}

std::size_t RareString::length() const {
  Head head;
  std::memcpy(&head, block_, kHead);
  return head.size;
}

void RareString::assign(std::string_view text) {
  char* block = text.empty() ? nullptr : new_block(text, text.size());
  release();  // after the copy: `text` may be this one's own
  block_ = block;
}

void RareString::release() noexcept {
  delete[] block_;
  block_ = nullptr;
}

RareString& RareString::operator+=(std::string_view more) {
  if (more.empty()) return *this;
  if (block_ == nullptr) return *this = more;
  Head head;
  std::memcpy(&head, block_, kHead);
  const std::size_t size = head.size + more.size();
  if (size > head.capacity) {
    // Room doubles, so that a text built by many appends costs time linear in its length.
    // `more` may lie in this block: the old one is freed after the copies.
    char* grown = new_block(view(), std::max(size, 2 * head.capacity));
    std::memcpy(grown + kHead + head.size, more.data(), more.size());
    delete[] block_;
    block_ = grown;
    std::memcpy(&head, block_, kHead);
  } else {
    std::memmove(block_ + kHead + head.size, more.data(), more.size());
  }
  head.size = size;
  std::memcpy(block_, &head, kHead);
  block_[kHead + size] = '\0';
  return *this;
}

std::ostream& operator<<(std::ostream& out, const RareString& text) {
  return out << text.view();
}

}  // namespace skald::record
