#include "skald/record/annotations.h"

namespace skald::record {

namespace {

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}
bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}
char ascii_lower(char c) {
  return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

// Consumes digits at `pos`; returns how many.
std::size_t digits_at(std::string_view s, std::size_t pos) {
  std::size_t n = 0;
  while (pos + n < s.size() && is_digit(s[pos + n]))
    ++n;
  return n;
}

// Length of a clock reading starting exactly at `pos` (0 when there is none).
std::size_t clock_length_at(std::string_view s, std::size_t pos) {
  std::size_t p = pos;
  std::size_t n = digits_at(s, p);  // main time
  if (n == 0) return 0;
  p += n;
  // Overtime `overtime/count` is required (see the header).
  if (p >= s.size() || s[p] != ' ') return 0;
  std::size_t q = p + 1;
  n = digits_at(s, q);
  if (n == 0) return 0;
  q += n;
  if (q >= s.size() || s[q] != '/') return 0;
  ++q;
  n = digits_at(s, q);
  if (n == 0) return 0;
  q += n;
  p = q;
  // Optional increment ` <n>i`.
  if (p < s.size() && s[p] == ' ') {
    std::size_t r = p + 1;
    n = digits_at(s, r);
    if (n > 0 && r + n < s.size() && s[r + n] == 'i') {
      const std::size_t after = r + n + 1;
      if (after == s.size() || is_space(s[after])) p = after;
    }
  }
  if (p != s.size() && !is_space(s[p])) return 0;
  return p - pos;
}

// Where `(hint:` starting at `pos` ends (index just after the colon), or npos.
std::size_t hint_opening_end(std::string_view s, std::size_t pos) {
  if (s[pos] != '(') return std::string_view::npos;
  std::size_t p = pos + 1;
  while (p < s.size() && is_space(s[p]))
    ++p;
  static constexpr std::string_view kWord = "hint";
  for (char c : kWord) {
    if (p >= s.size() || ascii_lower(s[p]) != c) return std::string_view::npos;
    ++p;
  }
  while (p < s.size() && is_space(s[p]))
    ++p;
  if (p >= s.size() || s[p] != ':') return std::string_view::npos;
  return p + 1;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_space(s.front()))
    s.remove_prefix(1);
  while (!s.empty() && is_space(s.back()))
    s.remove_suffix(1);
  return s;
}

// Removes the byte range [begin, end) and one adjacent space, so "a (hint: x) b" becomes
// "a b" and "a (hint: x)" becomes "a".
std::string cut(std::string_view s, std::size_t begin, std::size_t end) {
  if (begin > 0 && s[begin - 1] == ' ') {
    --begin;
  } else if (end < s.size() && s[end] == ' ') {
    ++end;
  }
  std::string out(s.substr(0, begin));
  out.append(s.substr(end));
  return out;
}

}  // namespace

std::optional<ClockReading> clock_reading(std::string_view comment) {
  std::size_t start = 0;
  while (start < comment.size() && is_space(comment[start]))
    ++start;
  const std::size_t n = clock_length_at(comment, start);
  if (n == 0) return std::nullopt;
  ClockReading reading;
  reading.text = std::string(comment.substr(start, n));
  reading.rest_offset = start + n;
  if (reading.rest_offset < comment.size() && comment[reading.rest_offset] == ' ') {
    ++reading.rest_offset;
  }
  return reading;
}

std::string_view comment_without_clock(std::string_view comment) {
  const auto reading = clock_reading(comment);
  return reading ? comment.substr(reading->rest_offset) : comment;
}

std::string with_clock(std::string_view comment, std::string_view clock) {
  const std::string_view rest = comment_without_clock(comment);
  if (clock.empty()) return std::string(rest);
  std::string out(clock);
  if (!rest.empty()) {
    out += ' ';
    out.append(rest);
  }
  return out;
}

bool is_clock_text(std::string_view text) {
  return !text.empty() && clock_length_at(text, 0) == text.size();
}

std::vector<Hint> find_hints(std::string_view comment) {
  std::vector<Hint> hints;
  std::size_t pos = 0;
  while (pos < comment.size()) {
    const std::size_t open = comment.find('(', pos);
    if (open == std::string_view::npos) break;
    const std::size_t text_begin = hint_opening_end(comment, open);
    if (text_begin == std::string_view::npos) {
      pos = open + 1;
      continue;
    }
    int depth = 1;
    std::size_t p = text_begin;
    for (; p < comment.size(); ++p) {
      if (comment[p] == '(') ++depth;
      if (comment[p] == ')' && --depth == 0) break;
    }
    if (depth != 0) break;  // unclosed: prose, and nothing after it can close a hint
    hints.push_back(
        Hint{open, p + 1, std::string(trim(comment.substr(text_begin, p - text_begin)))});
    pos = p + 1;
  }
  return hints;
}

std::string comment_without_hints(std::string_view comment) {
  std::string out(comment);
  const std::vector<Hint> hints = find_hints(comment);
  // Cut from the back so earlier offsets stay valid.
  for (auto it = hints.rbegin(); it != hints.rend(); ++it)
    out = cut(out, it->begin, it->end);
  return std::string(trim(out));
}

std::string add_hint(std::string_view comment, std::string_view text) {
  std::string out(comment);
  if (!out.empty() && !is_space(out.back())) out += ' ';
  out += "(Hint: ";
  out.append(text);
  out += ')';
  return out;
}

std::optional<std::string> remove_hint(std::string_view comment, std::size_t index) {
  const std::vector<Hint> hints = find_hints(comment);
  if (index >= hints.size()) return std::nullopt;
  return cut(comment, hints[index].begin, hints[index].end);
}

}  // namespace skald::record
