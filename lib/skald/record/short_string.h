#pragma once

// ShortString: a string whose values are mostly short, kept in 16 bytes: a text of up to
// 15 bytes inline, a longer one on the heap (a pointer and its length), where a
// std::string takes 32. Node::move_text is one: a long record holds hundreds of thousands
// of nodes, nearly all of whose moves are written in under 16 characters (`e5-e2xf2`), and
// each byte of a node is memory to make present and read again per move.
//
// It reads as a string: it converts to std::string_view, and to a std::string (a copy) for
// code that wants one; it compares and concatenates, and takes text by assignment. Its
// text is NUL-terminated (c_str()). The last of the 16 bytes says where the text is: 15
// minus the length for an inline text (so a text of 15 bytes ends in the NUL it needs), or
// kOnHeap.

#include <cstddef>
#include <iosfwd>
#include <string>
#include <string_view>

namespace skald::record {

class ShortString {
 public:
  /// The longest text kept inline.
  static constexpr std::size_t kInline = 15;

  ShortString() noexcept { set_empty(); }
  explicit ShortString(std::string_view text) { init(text); }
  ShortString(const ShortString& other) { init(other.view()); }
  ShortString(ShortString&& other) noexcept;
  ShortString& operator=(const ShortString& other) {
    if (this != &other) assign(other.view());
    return *this;
  }
  ShortString& operator=(ShortString&& other) noexcept;
  ShortString& operator=(std::string_view text) {
    assign(text);
    return *this;
  }
  ShortString& operator=(const std::string& text) { return *this = std::string_view(text); }
  ShortString& operator=(const char* text) { return *this = std::string_view(text); }
  ~ShortString() { release(); }

  std::string_view view() const {
    const unsigned char tag = tag_();
    if (tag <= kInline) return std::string_view(bytes_, kInline - tag);
    return std::string_view(heap_text(), heap_size());
  }
  operator std::string_view() const { return view(); }
  /// A copy of the text, for code that takes a std::string.
  std::string str() const { return std::string(view()); }
  operator std::string() const { return str(); }
  bool empty() const { return tag_() == kInline; }
  std::size_t size() const { return view().size(); }
  const char* data() const { return view().data(); }
  const char* c_str() const { return view().data(); }
  /// Whether the text is on the heap (longer than kInline).
  bool on_heap() const { return tag_() == kOnHeap; }
  void clear() noexcept {
    release();
    set_empty();
  }

  friend bool operator==(const ShortString& a, const ShortString& b) {
    return a.view() == b.view();
  }
  friend bool operator==(const ShortString& a, std::string_view b) { return a.view() == b; }
  friend bool operator==(const ShortString& a, const std::string& b) { return a.view() == b; }
  friend bool operator==(const ShortString& a, const char* b) { return a.view() == b; }
  friend std::string operator+(std::string a, const ShortString& b) { return a += b.view(); }
  friend std::string operator+(const char* a, const ShortString& b) {
    return std::string(a) += b.view();
  }
  friend std::string operator+(const ShortString& a, std::string_view b) {
    std::string out(a.view());
    return out += b;
  }
  friend std::ostream& operator<<(std::ostream& out, const ShortString& text);

 private:
  static constexpr unsigned char kOnHeap = 0x80;
  unsigned char tag_() const { return static_cast<unsigned char>(bytes_[kInline]); }
  void set_empty() noexcept {
    bytes_[0] = '\0';
    bytes_[kInline] = static_cast<char>(kInline);
  }
  /// Makes the text `text` in a string that holds none (its bytes are not yet a text).
  void init(std::string_view text);
  /// Makes the text `text`; `text` may lie in this one's own.
  void assign(std::string_view text);
  void release() noexcept;
  const char* heap_text() const;
  std::size_t heap_size() const;

  // Inline: the text, a NUL after it while it is shorter than kInline, then (last byte)
  // kInline minus its length. On the heap: a pointer to the text (NUL-terminated), its
  // length in the next 7 bytes, least significant first, then kOnHeap.
  char bytes_[kInline + 1];
};

static_assert(sizeof(ShortString) == 16);

}  // namespace skald::record
