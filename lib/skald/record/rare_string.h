#pragma once

// RareString: a string most of its holders leave empty, kept as one pointer (null while
// empty) to a block of the heap holding its length, its room and its bytes: 8 bytes where
// a std::string takes 32. Node::comment is one: a long record holds hundreds of thousands
// of nodes, few of them with a comment, and each byte of a node is memory to make present
// and read again per move. A text costs one allocation, as a std::string's long text does
// (a std::string behind a pointer would cost two).
//
// It reads as a string: it converts to std::string_view, and to a std::string (a copy) for
// code that wants one; it compares and concatenates, and takes text by assignment and +=
// (in place, its room doubling as it grows). Its text is NUL-terminated (c_str()).

#include <cstddef>
#include <iosfwd>
#include <string>
#include <string_view>
#include <utility>

namespace skald::record {

class RareString {
 public:
  RareString() = default;
  explicit RareString(std::string_view text) { assign(text); }
  RareString(const RareString& other) { assign(other.view()); }
  RareString(RareString&& other) noexcept : block_(std::exchange(other.block_, nullptr)) {}
  RareString& operator=(const RareString& other) {
    if (this != &other) assign(other.view());
    return *this;
  }
  RareString& operator=(RareString&& other) noexcept {
    std::swap(block_, other.block_);
    return *this;
  }
  RareString& operator=(std::string_view text) {
    assign(text);
    return *this;
  }
  RareString& operator=(const std::string& text) { return *this = std::string_view(text); }
  RareString& operator=(const char* text) { return *this = std::string_view(text); }
  RareString& operator+=(std::string_view more);
  RareString& operator+=(char c) { return *this += std::string_view(&c, 1); }
  ~RareString() { release(); }

  std::string_view view() const {
    return block_ == nullptr ? std::string_view() : std::string_view(text(), length());
  }
  operator std::string_view() const { return view(); }
  /// A copy of the text, for code that takes a std::string.
  std::string str() const { return std::string(view()); }
  operator std::string() const { return str(); }
  bool empty() const { return block_ == nullptr; }
  std::size_t size() const { return block_ == nullptr ? 0 : length(); }
  const char* c_str() const { return block_ == nullptr ? "" : text(); }
  void clear() { release(); }

  friend bool operator==(const RareString& a, const RareString& b) { return a.view() == b.view(); }
  friend bool operator==(const RareString& a, std::string_view b) { return a.view() == b; }
  friend std::string operator+(std::string a, const RareString& b) { return a += b.view(); }
  friend std::string operator+(const RareString& a, std::string_view b) {
    std::string out(a.view());
    return out += b;
  }
  friend std::ostream& operator<<(std::ostream& out, const RareString& text);

 private:
  // The block: a Head, then the bytes (room for `capacity` and a NUL).
  struct Head {
    std::size_t size;
    std::size_t capacity;
  };
  static constexpr std::size_t kHead = sizeof(Head);
  /// A block with room for `capacity` bytes, holding `text`.
  static char* new_block(std::string_view text, std::size_t capacity);
  std::size_t length() const;
  const char* text() const { return block_ + kHead; }
  /// Makes the text `text` (none when empty); `text` may lie in this one's block.
  void assign(std::string_view text);
  void release() noexcept;

  char* block_ = nullptr;
};

}  // namespace skald::record
