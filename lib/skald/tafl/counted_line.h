#pragma once

// CountedLine: the steps of a long game that repetition looks up rather than compares one
// by one (Position::counted_), kept as a HashLine that the copies of a position share. A
// position sees the first `prefix` keys of the line (its own past) and nothing after.
//
// Who may change a shared line. A branch (Position::branch_copy(): the copies a walk over a
// record keeps at its branch points, all on the walk's thread) shares the line as an
// equal: whichever branch stands at the line's end appends to it, which hides nothing
// another branch sees, and the last holder may cut it back to its own prefix; any other
// branch copies its prefix before it counts a step. Every other copy is a reader: it may
// be read on other threads (the searches of a game's position, a search's repetition
// table), so while any reader holds the line nobody changes it, and a reader that counts
// a step of its own counts into a copy. A position with no branch and no reader changes
// its line in place.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>

#include "skald/core/hash_line.h"

namespace skald::tafl {

struct CountedLine {
  HashLine keys;
  std::atomic<int> readers{0};  // references that only read, on any thread
};

/// A reference to a CountedLine: a reader (the default for a copy) or a branch.
class CountedLineRef {
 public:
  CountedLineRef() = default;
  /// A copy reads only (see above).
  CountedLineRef(const CountedLineRef& other) : line_(other.line_), reader_(line_ != nullptr) {
    if (reader_) line_->readers.fetch_add(1, std::memory_order_relaxed);
  }
  CountedLineRef(CountedLineRef&& other) noexcept
      : line_(std::move(other.line_)), reader_(other.reader_) {
    other.reader_ = false;
  }
  CountedLineRef& operator=(const CountedLineRef& other) {
    if (this != &other) *this = CountedLineRef(other);
    return *this;
  }
  CountedLineRef& operator=(CountedLineRef&& other) noexcept {
    if (this != &other) {
      release();
      line_ = std::move(other.line_);
      reader_ = other.reader_;
      other.reader_ = false;
    }
    return *this;
  }
  ~CountedLineRef() { release(); }

  /// The only reference to a new, empty line.
  static CountedLineRef fresh() {
    CountedLineRef out;
    out.line_ = std::make_shared<CountedLine>();
    return out;
  }
  /// Makes this reference a branch of its line (Position::branch_copy()).
  void become_branch() {
    if (reader_) line_->readers.fetch_sub(1, std::memory_order_release);
    reader_ = false;
  }

  const CountedLine* get() const { return line_.get(); }
  explicit operator bool() const { return line_ != nullptr; }

  /// The line, ready for the key `prefix` (this reference's length) to be appended:
  /// in place when that hides nothing from another holder, else into a copy of the prefix.
  HashLine& to_append_at(std::size_t prefix) {
    if (line_ == nullptr) {
      *this = fresh();
    } else if (reader_ || line_->readers.load(std::memory_order_acquire) > 0 ||
               (line_->keys.size() != prefix && line_.use_count() > 1)) {
      CountedLineRef copy = fresh();
      copy.line_->keys = line_->keys.prefix_copy(prefix);
      *this = std::move(copy);
    } else if (line_->keys.size() != prefix) {
      line_->keys.truncate(prefix);
    }
    return line_->keys;
  }
  /// Whether to_append_at(prefix) would append in place (no copy).
  bool appends_in_place_at(std::size_t prefix) const {
    return line_ == nullptr || (!reader_ && line_->readers.load(std::memory_order_acquire) == 0 &&
                                (line_->keys.size() == prefix || line_.use_count() == 1));
  }

 private:
  void release() {
    if (reader_ && line_ != nullptr) line_->readers.fetch_sub(1, std::memory_order_release);
    reader_ = false;
    line_.reset();
  }

  std::shared_ptr<CountedLine> line_;
  bool reader_ = false;
};

}  // namespace skald::tafl
