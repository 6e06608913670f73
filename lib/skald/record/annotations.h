#pragma once

// Annotations inside a move's comment: a leading clock reading and `(hint: ...)` hints.
//
// Both are derived from the raw comment text (Node::comment), which stays the single,
// byte-exact source of truth; the functions here find them, strip them for display, and
// return a new comment text when one is added or removed.
//
// Clock readings. OpenTafl writes the time left before a move's comment in its time-
// control syntax, `main overtime/count increment`+`i` in seconds (TimeSpec.toString(),
// e.g. `300 30/3 10i`), and its reader (GameClock.TIME_SPEC_REGEX,
// `\s*(\d+)(\s\d+/\d+)?(\s\d+i)?` at the start of the comment) takes any leading number
// for a clock, so a comment such as "31 moves have been made" loses its "31". skald
// requires at least `main overtime/count` (the form OpenTafl writes and the game-notation
// form `main overtime/count`), followed by the end of the comment or a space; a bare
// leading number is prose.
//
// Hints. `(hint: text)` anywhere in a comment, matched case-insensitively (real files
// write `(Hint: ...)`), several per comment; parentheses nested inside a hint are
// balanced, so `(Hint: move the king (not a taflman))` is one hint. An unclosed
// `(hint:` is prose, not a hint.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skald::record {

/// A clock reading at the start of a comment: its text as written (`300 30/3 10i`, no
/// surrounding spaces) and where the rest of the comment begins (after one separating
/// space, if any).
struct ClockReading {
  std::string text;
  std::size_t rest_offset = 0;
};

/// The leading clock reading of a comment, if it has one.
std::optional<ClockReading> clock_reading(std::string_view comment);
/// The comment without its clock reading (the whole comment when it has none).
std::string_view comment_without_clock(std::string_view comment);
/// The comment with its clock reading replaced by `clock` (empty `clock` removes it).
std::string with_clock(std::string_view comment, std::string_view clock);
/// True when `text` is a clock reading in the accepted syntax, alone.
bool is_clock_text(std::string_view text);

/// One hint found in a comment: the byte range of `(hint: ...)` including the
/// parentheses, and its text (after `hint:`, with surrounding spaces trimmed).
struct Hint {
  std::size_t begin = 0;
  std::size_t end = 0;  // one past the closing parenthesis
  std::string text;
};

/// Every hint in a comment, in order.
std::vector<Hint> find_hints(std::string_view comment);
/// The comment with every hint removed and the spaces around them tidied, for puzzle
/// display (the clock reading, if any, is kept; strip it with comment_without_clock()).
std::string comment_without_hints(std::string_view comment);
/// The comment with `(Hint: text)` appended (after a space when the comment is not empty).
std::string add_hint(std::string_view comment, std::string_view text);
/// The comment without hint number `index` (0-based), or nullopt when there is no such hint.
std::optional<std::string> remove_hint(std::string_view comment, std::size_t index);

}  // namespace skald::record
