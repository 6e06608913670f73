#pragma once

// RareString: a string most of its holders leave empty, kept behind one pointer (null while
// it was never given text): 8 bytes where a std::string takes 32. Node::comment is one: a
// long record holds hundreds of thousands of nodes and few have a comment, and each byte of
// a node is memory to make present and read again per move.
//
// It reads as a const std::string (it converts to one, and to std::string_view) and takes
// text by assignment and +=; code that changes the text in place through a std::string&
// asks for edit().

#include <cstddef>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>

namespace skald::record {

class RareString {
 public:
  RareString() = default;
  explicit RareString(std::string text) { *this = std::move(text); }
  RareString(const RareString& other) { *this = other.str(); }
  RareString(RareString&& other) noexcept = default;
  RareString& operator=(const RareString& other) {
    if (this != &other) *this = other.str();
    return *this;
  }
  RareString& operator=(RareString&& other) noexcept = default;
  /// Takes `text` (a const char* or a std::string; an empty one holds no storage).
  RareString& operator=(std::string text) {
    if (text.empty()) {
      if (text_ != nullptr) text_->clear();
    } else if (text_ != nullptr) {
      *text_ = std::move(text);
    } else {
      text_ = std::make_unique<std::string>(std::move(text));
    }
    return *this;
  }
  RareString& operator+=(std::string_view more) {
    if (!more.empty()) edit() += more;
    return *this;
  }

  /// The text; an empty string when there is none.
  const std::string& str() const { return text_ != nullptr ? *text_ : empty_string(); }
  operator const std::string&() const { return str(); }
  operator std::string_view() const { return str(); }
  bool empty() const { return text_ == nullptr || text_->empty(); }
  std::size_t size() const { return text_ == nullptr ? 0 : text_->size(); }
  const char* c_str() const { return str().c_str(); }
  void clear() {
    if (text_ != nullptr) text_->clear();
  }
  /// The text to change in place; its storage is made if there was none.
  std::string& edit() {
    if (text_ == nullptr) text_ = std::make_unique<std::string>();
    return *text_;
  }

  friend bool operator==(const RareString& a, const RareString& b) { return a.str() == b.str(); }
  friend bool operator==(const RareString& a, std::string_view b) { return a.str() == b; }
  friend std::string operator+(std::string a, const RareString& b) { return a += b.str(); }
  friend std::string operator+(const RareString& a, std::string_view b) {
    std::string out = a.str();
    return out += b;
  }
  friend std::ostream& operator<<(std::ostream& out, const RareString& text);

 private:
  static const std::string& empty_string();

  std::unique_ptr<std::string> text_;
};

}  // namespace skald::record
