#pragma once

// Case-insensitive search in UTF-8 text, with Unicode full case folding ("STRASSE"
// finds "Straße") and canonical equivalence (precomposed "é" finds "e" + U+0301 and
// back). Matches are reported as byte offsets into the original haystack so callers can
// highlight or edit the text they hold. Used for `(hint:` matching and text search.

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace skald::text {

/// A match: bytes [begin, end) of the haystack.
struct FoldedMatch {
  std::size_t begin = 0;
  std::size_t end = 0;
  friend bool operator==(const FoldedMatch&, const FoldedMatch&) = default;
};

/// The first match of `needle` in `haystack` that starts at byte `from` or later, if any.
/// A match never starts or ends inside a code point and never ends before a combining
/// mark that belongs to the matched character. An empty needle matches at `from`.
std::optional<FoldedMatch> find_folded(std::string_view haystack, std::string_view needle,
                                       std::size_t from = 0);

/// All non-overlapping matches, left to right. Empty needle: no matches.
std::vector<FoldedMatch> find_all_folded(std::string_view haystack, std::string_view needle);

/// Whether `haystack` contains `needle` ignoring case.
bool contains_folded(std::string_view haystack, std::string_view needle);

/// Whether `a` and `b` are equal ignoring case (full case folding, canonical
/// equivalence).
bool equals_folded(std::string_view a, std::string_view b);

}  // namespace skald::text
