#include "formats/text/width.h"

#include <unicode/uchar.h>
#include <unicode/utf16.h>

#include "formats/text/width_detail.h"

namespace skald::text {
namespace detail {
namespace {

constexpr UChar32 kVariationSelectorText = 0xFE0E;
constexpr UChar32 kVariationSelectorEmoji = 0xFE0F;

// Code points that take no column of their own: marks that combine with the character
// before them, invisible format characters, controls, and default-ignorable code points
// such as variation selectors.
bool takes_no_column(UChar32 c) {
  switch (u_charType(c)) {
    case U_NON_SPACING_MARK:
    case U_ENCLOSING_MARK:
    case U_FORMAT_CHAR:
    case U_CONTROL_CHAR:
      return true;
    default:
      return u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
  }
}

bool is_wide(UChar32 c) {
  const auto width = static_cast<UEastAsianWidth>(u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH));
  return width == U_EA_WIDE || width == U_EA_FULLWIDTH;
}

}  // namespace

int cluster_width(const icu::UnicodeString& s, int32_t start, int32_t limit) {
  UChar32 base = U_SENTINEL;
  bool emoji_selector = false;
  bool text_selector = false;
  for (int32_t i = start; i < limit;) {
    const UChar32 c = s.char32At(i);
    i += U16_LENGTH(c);
    if (c == kVariationSelectorEmoji) emoji_selector = true;
    if (c == kVariationSelectorText) text_selector = true;
    if (base == U_SENTINEL && !takes_no_column(c)) base = c;
  }
  if (base == U_SENTINEL) return 0;
  if (!text_selector && u_hasBinaryProperty(base, UCHAR_EMOJI_PRESENTATION)) return 2;
  if (emoji_selector && u_hasBinaryProperty(base, UCHAR_EMOJI)) return 2;
  return is_wide(base) ? 2 : 1;
}

std::unique_ptr<icu::BreakIterator> make_grapheme_iterator() {
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::BreakIterator> iterator(
      icu::BreakIterator::createCharacterInstance(icu::Locale::getRoot(), status));
  if (U_FAILURE(status)) return nullptr;
  return iterator;
}

int range_width(const icu::UnicodeString& s, int32_t start, int32_t limit,
                icu::BreakIterator* graphemes) {
  if (graphemes == nullptr) {
    // Each code point on its own: exact when no cluster spans several code points,
    // otherwise (no break data) still safe.
    int width = 0;
    for (int32_t i = start; i < limit;) {
      const int32_t next = i + U16_LENGTH(s.char32At(i));
      width += cluster_width(s, i, next);
      i = next;
    }
    return width;
  }
  int width = 0;
  int32_t begin = graphemes->isBoundary(start) ? start : graphemes->preceding(start);
  while (begin < limit && begin != icu::BreakIterator::DONE) {
    int32_t end = graphemes->following(begin);
    if (end == icu::BreakIterator::DONE || end > limit) end = limit;
    width += cluster_width(s, std::max(begin, start), end);
    begin = end;
  }
  return width;
}

}  // namespace detail

namespace {

bool is_plain_ascii(std::string_view utf8) {
  for (char ch : utf8) {
    const auto b = static_cast<unsigned char>(ch);
    if (b >= 0x80) return false;
  }
  return true;
}

int ascii_width(std::string_view ascii) {
  int width = 0;
  for (char ch : ascii) {
    const auto b = static_cast<unsigned char>(ch);
    if (b >= 0x20 && b != 0x7F) ++width;
  }
  return width;
}

}  // namespace

// True when every code point is a grapheme cluster of its own (Grapheme_Cluster_Break
// Other or a control; CR LF joins but takes no column either way), so the clusters need no
// BreakIterator, whose creation costs more than measuring a short string.
bool clusters_are_code_points(const icu::UnicodeString& s) {
  for (int32_t i = 0; i < s.length();) {
    const UChar32 c = s.char32At(i);
    i += U16_LENGTH(c);
    switch (u_getIntPropertyValue(c, UCHAR_GRAPHEME_CLUSTER_BREAK)) {
      case U_GCB_OTHER:
      case U_GCB_CONTROL:
      case U_GCB_CR:
      case U_GCB_LF:
        break;
      default:
        return false;
    }
  }
  return true;
}

int display_width(std::string_view utf8) {
  if (is_plain_ascii(utf8)) return ascii_width(utf8);
  const icu::UnicodeString s =
      icu::UnicodeString::fromUTF8(icu::StringPiece(utf8.data(), utf8.size()));
  if (clusters_are_code_points(s)) return detail::range_width(s, 0, s.length(), nullptr);
  std::unique_ptr<icu::BreakIterator> graphemes = detail::make_grapheme_iterator();
  if (graphemes) graphemes->setText(s);
  return detail::range_width(s, 0, s.length(), graphemes.get());
}

std::string truncate_to_width(std::string_view utf8, int max_columns, std::string_view ellipsis) {
  if (display_width(utf8) <= max_columns) return std::string(utf8);
  const int ellipsis_width = display_width(ellipsis);
  const bool use_ellipsis = ellipsis_width <= max_columns;
  const int budget = use_ellipsis ? max_columns - ellipsis_width : max_columns;

  const icu::UnicodeString s =
      icu::UnicodeString::fromUTF8(icu::StringPiece(utf8.data(), utf8.size()));
  std::unique_ptr<icu::BreakIterator> graphemes = detail::make_grapheme_iterator();
  if (graphemes) graphemes->setText(s);
  int used = 0;
  int32_t cut = 0;
  while (cut < s.length()) {
    int32_t next = graphemes ? graphemes->following(cut) : cut + U16_LENGTH(s.char32At(cut));
    if (next == icu::BreakIterator::DONE) next = s.length();
    const int width = detail::cluster_width(s, cut, next);
    if (used + width > budget) break;
    used += width;
    cut = next;
  }
  std::string out;
  s.tempSubString(0, cut).toUTF8String(out);
  if (use_ellipsis) out += ellipsis;
  return out;
}

std::string pad_to_width(std::string_view utf8, int columns) {
  std::string out(utf8);
  const int width = display_width(utf8);
  if (width < columns) out.append(static_cast<std::size_t>(columns - width), ' ');
  return out;
}

}  // namespace skald::text
