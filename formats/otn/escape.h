#pragma once

// skald's escape for OTN comment text and tag values.
//
// OpenTafl has no way to write `]` or `|` inside a comment, nor `]` inside a tag value:
// its reader ends the comment (or tag) at the first `]` and starts the next move's comment
// at every `|`. skald reads and writes a backslash escape: `\]`, `\|`, `\[` and `\\` stand
// for `]`, `|`, `[` and `\`. Any other backslash is an ordinary character, so text that
// OpenTafl wrote (which never escapes anything) reads back unchanged unless it contains a
// backslash directly before one of those four characters. formats/otn/README.md describes
// the escape; the writer warns whenever OpenTafl would misread what it writes.

#include <optional>
#include <string>
#include <string_view>

namespace skald::otn {

/// Where an escaped text is written: a comment segment (`]` and `|` are special) or a tag
/// value (only `]` is special).
enum class EscapeContext { comment, tag_value };

/// The text a reader keeps for `raw` (the bytes between the delimiters): every `\]`, `\|`,
/// `\[` and `\\` becomes the character after the backslash; everything else is kept.
std::string unescape_otn_text(std::string_view raw);

/// The bytes to write for `text` so that unescape_otn_text() gives `text` back: the special
/// characters of `context` get a backslash, and so does a backslash that comes before one of
/// `] | [ \` or ends the text (it would otherwise join the closing delimiter).
std::string escape_otn_text(std::string_view text, EscapeContext context);

/// Why OpenTafl (GameSerializer) would read `text`, written in `context`, as something else,
/// and how to write it instead; nothing when it reads it as written. Besides `]` and `|`:
/// a comment that starts with a number that is not a clock reading loses the number
/// (OpenTafl takes any leading number for the time left, GameClock.TIME_SPEC_REGEX), and
/// a tag value holding `1. ` makes OpenTafl start reading the moves there (it looks for
/// `1. ` from the top of the file, tags included). Commands that write a user's text
/// refuse it with this message, so that every file skald saves reads the same in
/// OpenTafl; the writer warns about such text already in a record.
std::optional<std::string> opentafl_misreading(std::string_view text, EscapeContext context);

}  // namespace skald::otn
