#include "formats/text/fold.h"

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <cstdint>
#include <string>

namespace skald::text {
namespace {

// Text after canonical decomposition and full case folding, code point by code point,
// with a note for every UTF-16 unit of which original code point it came from. Matching
// on this form is what makes "É", "é" and "e\u0301" equal, and the notes turn a match
// back into byte offsets of the original.
struct FoldedText {
  std::u16string units;
  std::vector<std::size_t> source_begin;  // byte offset of the originating code point
  std::vector<std::size_t> source_end;    // byte offset just after it
  std::vector<bool> first_of_source;      // unit starts a code point's folded form
  std::vector<bool> last_of_source;       // unit ends a code point's folded form
};

icu::UnicodeString fold_code_point(UChar32 c, const icu::Normalizer2* nfd) {
  icu::UnicodeString decomposed;
  if (nfd == nullptr || !nfd->getDecomposition(c, decomposed)) decomposed.setTo(c);
  decomposed.foldCase(U_FOLD_CASE_DEFAULT);
  return decomposed;
}

const icu::Normalizer2* nfd_or_null() {
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* nfd = icu::Normalizer2::getNFDInstance(status);
  return U_SUCCESS(status) ? nfd : nullptr;
}

FoldedText fold_with_sources(std::string_view utf8) {
  FoldedText folded;
  const icu::Normalizer2* nfd = nfd_or_null();
  const auto* s = reinterpret_cast<const uint8_t*>(utf8.data());
  const auto length = static_cast<int64_t>(utf8.size());
  int64_t i = 0;
  while (i < length) {
    const int64_t begin = i;
    UChar32 c;
    U8_NEXT(s, i, length, c);
    if (c < 0) c = 0xFFFD;
    const icu::UnicodeString piece = fold_code_point(c, nfd);
    for (int32_t k = 0; k < piece.length(); ++k) {
      folded.units.push_back(piece.charAt(k));
      folded.source_begin.push_back(static_cast<std::size_t>(begin));
      folded.source_end.push_back(static_cast<std::size_t>(i));
      folded.first_of_source.push_back(k == 0);
      folded.last_of_source.push_back(k + 1 == piece.length());
    }
  }
  return folded;
}

std::u16string fold_only(std::string_view utf8) {
  return fold_with_sources(utf8).units;
}

// A match may not end right before a combining mark: "e" must not match the first half
// of "e\u0301".
bool ends_cleanly(const FoldedText& text, std::size_t end) {
  if (end >= text.units.size()) return true;
  UChar32 next;
  U16_GET(text.units.data(), 0, end, text.units.size(), next);
  return u_getCombiningClass(next) == 0 && u_charType(next) != U_NON_SPACING_MARK &&
         u_charType(next) != U_ENCLOSING_MARK;
}

std::optional<FoldedMatch> find_in(const FoldedText& text, const std::u16string& needle,
                                   std::size_t from_unit) {
  auto start = text.units.begin() + static_cast<std::ptrdiff_t>(from_unit);
  while (true) {
    const auto hit = std::search(start, text.units.end(), needle.begin(), needle.end());
    if (hit == text.units.end()) return std::nullopt;
    const auto first = static_cast<std::size_t>(hit - text.units.begin());
    const std::size_t last = first + needle.size() - 1;
    if (text.first_of_source[first] && text.last_of_source[last] && ends_cleanly(text, last + 1)) {
      return FoldedMatch{text.source_begin[first], text.source_end[last]};
    }
    start = hit + 1;
  }
}

std::size_t first_unit_at_or_after(const FoldedText& text, std::size_t byte_offset) {
  const auto it = std::lower_bound(text.source_begin.begin(), text.source_begin.end(), byte_offset);
  return static_cast<std::size_t>(it - text.source_begin.begin());
}

}  // namespace

std::optional<FoldedMatch> find_folded(std::string_view haystack, std::string_view needle,
                                       std::size_t from) {
  if (from > haystack.size()) return std::nullopt;
  if (needle.empty()) return FoldedMatch{from, from};
  const std::u16string folded_needle = fold_only(needle);
  if (folded_needle.empty()) return std::nullopt;
  const FoldedText text = fold_with_sources(haystack);
  return find_in(text, folded_needle, first_unit_at_or_after(text, from));
}

std::vector<FoldedMatch> find_all_folded(std::string_view haystack, std::string_view needle) {
  std::vector<FoldedMatch> matches;
  const std::u16string folded_needle = fold_only(needle);
  if (folded_needle.empty()) return matches;
  const FoldedText text = fold_with_sources(haystack);
  std::size_t unit = 0;
  while (unit < text.units.size()) {
    const std::optional<FoldedMatch> match = find_in(text, folded_needle, unit);
    if (!match) break;
    matches.push_back(*match);
    unit = first_unit_at_or_after(text, match->end);
  }
  return matches;
}

bool contains_folded(std::string_view haystack, std::string_view needle) {
  return find_folded(haystack, needle).has_value();
}

bool equals_folded(std::string_view a, std::string_view b) {
  // Canonical caseless match (Unicode 3.13, D145): NFD(fold(NFD(x))) on both sides.
  const icu::Normalizer2* nfd = nfd_or_null();
  const auto canonical = [nfd](std::string_view utf8) {
    icu::UnicodeString s = icu::UnicodeString::fromUTF8(icu::StringPiece(utf8.data(), utf8.size()));
    if (nfd == nullptr) return s.foldCase(U_FOLD_CASE_DEFAULT);
    UErrorCode status = U_ZERO_ERROR;
    icu::UnicodeString folded = nfd->normalize(s, status).foldCase(U_FOLD_CASE_DEFAULT);
    icu::UnicodeString result = nfd->normalize(folded, status);
    return U_SUCCESS(status) ? result : folded;
  };
  return canonical(a) == canonical(b);
}

}  // namespace skald::text
