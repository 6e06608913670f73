#include "skald/record/short_string.h"

#include <cstdint>
#include <cstring>
#include <ostream>

namespace skald::record {

ShortString::ShortString(ShortString&& other) noexcept {
  std::memcpy(bytes_, other.bytes_, sizeof bytes_);
  other.set_empty();
}

ShortString& ShortString::operator=(ShortString&& other) noexcept {
  if (this != &other) {
    char held[sizeof bytes_];
    std::memcpy(held, bytes_, sizeof bytes_);
    std::memcpy(bytes_, other.bytes_, sizeof bytes_);
    std::memcpy(other.bytes_, held, sizeof bytes_);
  }
  return *this;
}

void ShortString::init(std::string_view text) {
  if (text.size() <= kInline) {
    std::memcpy(bytes_, text.data(), text.size());
    if (text.size() < kInline) bytes_[text.size()] = '\0';
    bytes_[kInline] = static_cast<char>(kInline - text.size());
    return;
  }
  char* heap = new char[text.size() + 1];
  std::memcpy(heap, text.data(), text.size());
  heap[text.size()] = '\0';
  std::memcpy(bytes_, &heap, sizeof heap);
  std::uint64_t size = text.size();
  for (std::size_t i = sizeof heap; i < kInline; ++i, size >>= 8)
    bytes_[i] = static_cast<char>(size & 0xff);
  bytes_[kInline] = static_cast<char>(kOnHeap);
}

void ShortString::assign(std::string_view text) {
  // Made aside first: `text` may lie in this one's own text, inline or on the heap.
  ShortString made(text);
  *this = std::move(made);
}

void ShortString::release() noexcept {
  if (on_heap()) delete[] heap_text();
}

const char* ShortString::heap_text() const {
  const char* heap;
  std::memcpy(&heap, bytes_, sizeof heap);
  return heap;
}

std::size_t ShortString::heap_size() const {
  std::uint64_t size = 0;
  for (std::size_t i = kInline; i-- > sizeof(char*);)
    size = (size << 8) | static_cast<unsigned char>(bytes_[i]);
  return static_cast<std::size_t>(size);
}

std::ostream& operator<<(std::ostream& out, const ShortString& text) {
  return out << text.view();
}

}  // namespace skald::record
