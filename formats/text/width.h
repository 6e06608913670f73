#pragma once

// How many terminal columns UTF-8 text takes, for aligned tables, boards and wrapped
// comments. The unit is the grapheme cluster (what a reader sees as one character): a
// flag, an emoji ZWJ sequence or a letter with its accents counts once.
//
// A cluster is 2 columns wide when it is an emoji shown as a picture (Emoji_Presentation,
// or an emoji followed by U+FE0F) or when its first visible code point is East Asian
// Wide or Fullwidth; 0 when it is only combining marks (Mn, Me), format characters (Cf),
// controls (Cc) or other zero-width code points; otherwise 1. East Asian Ambiguous counts
// as 1, as in non-CJK terminal locales.

#include <cstddef>
#include <string>
#include <string_view>

namespace skald::text {

/// Terminal columns taken by `utf8`. Invalid sequences count as U+FFFD (1 column).
int display_width(std::string_view utf8);

/// The longest prefix of `utf8` (ending on a grapheme cluster boundary) that takes at most
/// `max_columns` columns; when something was cut, `ellipsis` is appended and the total
/// still fits in `max_columns`.
std::string truncate_to_width(std::string_view utf8, int max_columns,
                              std::string_view ellipsis = "");

/// `utf8` followed by spaces up to `columns` columns (unchanged if already as wide or
/// wider).
std::string pad_to_width(std::string_view utf8, int columns);

}  // namespace skald::text
