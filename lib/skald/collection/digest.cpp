#include "skald/collection/digest.h"

#include <bit>
#include <cstring>

namespace skald::collection {
namespace {

/// splitmix64's finishing mixer: every input bit affects every output bit.
std::uint64_t finish(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

}  // namespace

void DigestBuilder::mix(std::uint64_t word) {
  ++words_;
  a_ = std::rotl((a_ ^ word) * 0x9e3779b97f4a7c15ull, 29);
  b_ = std::rotl((b_ + word) * 0xc2b2ae3d27d4eb4full, 37) ^ (b_ >> 17);
}

void DigestBuilder::add(std::uint64_t number) {
  mix(number);
}

void DigestBuilder::add(std::string_view text) {
  mix(text.size());
  std::size_t i = 0;
  for (; i + 8 <= text.size(); i += 8) {
    std::uint64_t word = 0;
    std::memcpy(&word, text.data() + i, 8);
    mix(word);
  }
  if (i < text.size()) {
    std::uint64_t word = 0;
    std::memcpy(&word, text.data() + i, text.size() - i);
    mix(word);
  }
}

Digest DigestBuilder::digest() const {
  return {finish(a_ ^ words_), finish(b_ + 0x452821e638d01377ull * words_)};
}

}  // namespace skald::collection
