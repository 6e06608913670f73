#pragma once

// Digest: a 128-bit fingerprint of a stream of bytes, so that the collection finds
// duplicates with one hash-set lookup per record instead of comparing every pair. Two
// independent 64-bit lanes (different multipliers and rotations, each finished with
// splitmix64's mixer) make an accidental collision between two different records
// vanishingly unlikely (about n^2 / 2^129 for n records: 10^-27 for a million); records are
// not adversarial input, so no keyed or cryptographic hash is needed.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace skald::collection {

/// A 128-bit fingerprint.
struct Digest {
  std::uint64_t high = 0;
  std::uint64_t low = 0;
  friend bool operator==(const Digest&, const Digest&) = default;
};

/// std::hash-style functor for unordered containers of digests.
struct DigestHash {
  std::size_t operator()(const Digest& d) const { return static_cast<std::size_t>(d.low); }
};

/// Feeds bytes in and gives their digest. Texts fed one after another are separated by
/// their lengths, so ("ab", "c") and ("a", "bc") differ.
class DigestBuilder {
 public:
  /// Adds a text, preceded by its length.
  void add(std::string_view text);
  /// Adds a number.
  void add(std::uint64_t number);
  /// The digest of everything added so far.
  Digest digest() const;

 private:
  void mix(std::uint64_t word);

  std::uint64_t a_ = 0x243f6a8885a308d3ull;  // digits of pi: any fixed, distinct starts
  std::uint64_t b_ = 0x13198a2e03707344ull;
  std::uint64_t words_ = 0;
};

}  // namespace skald::collection
