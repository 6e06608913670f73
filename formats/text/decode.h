#pragma once

// Turning the bytes of a file into UTF-8 text. Every reader of text files (OTN records,
// variant catalogues, puzzle lists) calls decode() first, so the rest of skald only ever
// sees valid UTF-8.
//
// What happens, in order:
// - an explicit DecodeOptions::encoding is used as is (and invalid bytes are errors);
// - a UTF-8 byte order mark is removed (DecodedText::had_bom remembers it) and the rest
//   must be valid UTF-8: invalid sequences are errors with their byte offset, line and
//   column;
// - valid UTF-8 without NUL bytes is used unchanged, without any diagnostic;
// - anything else holding at least as many valid multi-byte UTF-8 characters as invalid
//   bytes is UTF-8 with errors (each bad byte and each NUL at its line and column), never
//   reread in a charset that happens to accept it (that turns `Café` into `CafÃ©`);
// - the rest is legacy text, converted from ICU's best guess (ucsdet) or, when the
//   detector has no answer (a few bytes of text), from windows-1252, with a warning that
//   names the charset, ICU's confidence and the first non-ASCII byte's line:col.
// Invalid sequences are replaced by U+FFFD in the result, so the caller always gets
// usable text. decode() never throws.

#include <cstddef>
#include <string>
#include <string_view>

#include "skald/core/diagnostic.h"

namespace skald::text {

/// The three bytes of a UTF-8 byte order mark; a writer prepends them when the decoded
/// text had one (DecodedText::had_bom) and the user asked to keep the file as it was.
inline constexpr std::string_view kUtf8Bom = "\xEF\xBB\xBF";

/// How to decode: all fields have defaults that mean "find out".
struct DecodeOptions {
  /// Charset name as ICU knows it ("UTF-8", "ISO-8859-1", "windows-1252", "Shift_JIS",
  /// "UTF-16LE", ...). Empty: detect.
  std::string encoding;
  /// File name used in diagnostics.
  std::string file;
  /// At most this many invalid-sequence errors are listed one by one; the rest are
  /// summed up in one more diagnostic.
  int max_listed_errors = 10;
};

/// The result of decode(): the text and how it was obtained.
struct DecodedText {
  /// The text as valid UTF-8 (invalid input sequences became U+FFFD), without a BOM.
  std::string utf8;
  /// The charset the bytes were read as, as ICU names it ("UTF-8", "windows-1252", ...).
  std::string encoding = "UTF-8";
  /// The input started with a byte order mark (UTF-8, UTF-16 or UTF-32), now removed.
  bool had_bom = false;
  /// The charset was guessed by detection (a warning says so) rather than known.
  bool detected = false;
  /// ICU's confidence in the guess, 0..100; 100 when the charset was not guessed.
  int confidence = 100;
  /// Number of invalid byte sequences that were replaced by U+FFFD.
  std::size_t invalid_sequences = 0;
};

/// Decodes `bytes` to UTF-8 as described at the top of this file. Problems go to
/// `diagnostics` (errors for invalid bytes in a known charset or an unknown charset name,
/// a warning for a guessed charset, a note for a removed UTF-8 BOM).
DecodedText decode(std::string_view bytes, const DecodeOptions& options, Diagnostics& diagnostics);

/// decode() of bytes the caller gives up: valid UTF-8 (the common case) becomes the text
/// without a copy.
DecodedText decode_owned(std::string&& bytes, const DecodeOptions& options,
                         Diagnostics& diagnostics);

/// Whether `bytes` is entirely valid UTF-8 (no overlongs, surrogates or values past
/// U+10FFFF). When it is not and `first_invalid_offset` is given, the byte offset of the
/// first invalid sequence is stored there.
bool is_valid_utf8(std::string_view bytes, std::size_t* first_invalid_offset = nullptr);

}  // namespace skald::text
