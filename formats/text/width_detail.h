#pragma once

// Internal to formats/text: display width on ICU strings, shared by width.cpp and
// wrap.cpp so that wrapping measures exactly what display_width() measures.

#include <unicode/brkiter.h>
#include <unicode/unistr.h>

#include <cstdint>
#include <memory>

namespace skald::text::detail {

/// Columns taken by the grapheme cluster s[start, limit).
int cluster_width(const icu::UnicodeString& s, int32_t start, int32_t limit);

/// A grapheme cluster (user-perceived character) iterator for the root locale, or null
/// if ICU's data is missing.
std::unique_ptr<icu::BreakIterator> make_grapheme_iterator();

/// Columns taken by s[start, limit), cluster by cluster; `graphemes` must be set to `s`.
int range_width(const icu::UnicodeString& s, int32_t start, int32_t limit,
                icu::BreakIterator* graphemes);

}  // namespace skald::text::detail
