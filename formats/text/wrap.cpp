#include "formats/text/wrap.h"

#include <unicode/brkiter.h>
#include <unicode/rbbi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/utf16.h>

#include <algorithm>
#include <memory>

#include "formats/text/width.h"
#include "formats/text/width_detail.h"

namespace skald::text {
namespace {

bool is_blank(UChar32 c) {
  return u_isUWhiteSpace(c) || c == 0x200B;
}

// The length of `s[start, limit)` without its trailing white space (and line breaks).
int32_t trimmed_limit(const icu::UnicodeString& s, int32_t start, int32_t limit) {
  while (limit > start) {
    const UChar32 c = s.char32At(limit - 1);
    if (!is_blank(c)) break;
    limit -= U16_LENGTH(c);
  }
  return limit;
}

// Line break opportunities for the root locale (UAX #14), or null without ICU data.
std::unique_ptr<icu::BreakIterator> make_line_iterator() {
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::BreakIterator> iterator(
      icu::BreakIterator::createLineInstance(icu::Locale::getRoot(), status));
  if (U_FAILURE(status)) return nullptr;
  return iterator;
}

// Builds the output lines of one call to wrap_lines(): the line being filled, its
// width, and the prefixes. Paragraphs are fed to it one at a time.
class LineFiller {
 public:
  LineFiller(const WrapOptions& options, std::vector<std::string>& out)
      : options_(options),
        out_(out),
        first_indent_width_(display_width(options.first_indent)),
        indent_width_(display_width(options.indent)),
        graphemes_(detail::make_grapheme_iterator()),
        lines_(make_line_iterator()) {}

  void paragraph(const icu::UnicodeString& text) {
    if (graphemes_) graphemes_->setText(text);
    if (!lines_) {
      place(text, 0, text.length());
      flush();
      return;
    }
    lines_->setText(text);
    int32_t start = lines_->first();
    for (int32_t end = lines_->next(); end != icu::BreakIterator::DONE;
         start = end, end = lines_->next()) {
      place(text, start, end);
      const bool hard = lines_->getRuleStatus() >= UBRK_LINE_HARD;
      if (hard && end < text.length()) flush();
    }
    flush();
  }

 private:
  int available() const {
    const int prefix = out_.empty() ? first_indent_width_ : indent_width_;
    return std::max(options_.width - prefix, 1);
  }

  int width_of(const icu::UnicodeString& s, int32_t start, int32_t limit) const {
    return detail::range_width(s, start, limit, graphemes_.get());
  }

  // Adds the break-free segment s[start, limit) (a word and the spaces after it).
  void place(const icu::UnicodeString& s, int32_t start, int32_t limit) {
    const int32_t visible_limit = trimmed_limit(s, start, limit);
    const int visible = width_of(s, start, visible_limit);
    const int total = visible + width_of(s, visible_limit, limit);
    if (has_content_ && width_ + visible > available()) flush();
    if (width_ + visible <= available()) {
      line_.append(s, start, limit - start);
      width_ += total;
      has_content_ = has_content_ || visible_limit > start;
      return;
    }
    // The word alone is wider than a line: cut it between grapheme clusters.
    if (!has_content_) {
      line_.remove();
      width_ = 0;
    }
    for (int32_t begin = start; begin < limit;) {
      int32_t end = graphemes_ ? graphemes_->following(begin) : begin + 1;
      if (end == icu::BreakIterator::DONE || end > limit) end = limit;
      const int width = detail::cluster_width(s, begin, end);
      const bool blank = begin >= visible_limit;
      if (!blank && has_content_ && width_ + width > available()) flush();
      line_.append(s, begin, end - begin);
      width_ += width;
      has_content_ = has_content_ || !blank;
      begin = end;
    }
  }

  void flush() {
    const std::string& prefix = out_.empty() ? options_.first_indent : options_.indent;
    std::string text;
    line_.tempSubString(0, trimmed_limit(line_, 0, line_.length())).toUTF8String(text);
    std::string line = prefix + text;
    if (text.empty()) {
      // An empty line keeps its prefix but no trailing spaces.
      while (!line.empty() && line.back() == ' ')
        line.pop_back();
    }
    out_.push_back(std::move(line));
    line_.remove();
    width_ = 0;
    has_content_ = false;
  }

  const WrapOptions& options_;
  std::vector<std::string>& out_;
  int first_indent_width_;
  int indent_width_;
  std::unique_ptr<icu::BreakIterator> graphemes_;
  std::unique_ptr<icu::BreakIterator> lines_;
  icu::UnicodeString line_;
  int width_ = 0;
  bool has_content_ = false;
};

}  // namespace

std::vector<std::string> wrap_lines(std::string_view utf8, const WrapOptions& options) {
  std::vector<std::string> out;
  if (utf8.empty()) return out;
  LineFiller filler(options, out);
  std::size_t start = 0;
  while (true) {
    const std::size_t newline = utf8.find('\n', start);
    std::string_view paragraph = utf8.substr(
        start, newline == std::string_view::npos ? std::string_view::npos : newline - start);
    if (!paragraph.empty() && paragraph.back() == '\r') paragraph.remove_suffix(1);
    filler.paragraph(
        icu::UnicodeString::fromUTF8(icu::StringPiece(paragraph.data(), paragraph.size())));
    if (newline == std::string_view::npos) break;
    start = newline + 1;
  }
  return out;
}

std::string wrap(std::string_view utf8, const WrapOptions& options) {
  const std::vector<std::string> lines = wrap_lines(utf8, options);
  std::string out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (i > 0) out += '\n';
    out += lines[i];
  }
  return out;
}

}  // namespace skald::text
