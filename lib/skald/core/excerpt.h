#pragma once

// excerpt(): what a message quotes of text it was given, kept short. A message that echoes
// a whole input line (an unknown protocol command, a token of a broken file) would otherwise
// repeat all of it: megabytes for a line of megabytes.

#include <cstddef>
#include <string>
#include <string_view>

namespace skald {

/// How many bytes of a quoted text a message keeps.
inline constexpr std::size_t kExcerptBytes = 60;

/// `text` itself when it has at most `max_bytes` bytes; else its first bytes (never half a
/// UTF-8 character) followed by `... (N bytes)`.
inline std::string excerpt(std::string_view text, std::size_t max_bytes = kExcerptBytes) {
  if (text.size() <= max_bytes) return std::string(text);
  std::size_t cut = max_bytes;
  // Back to the start of a character: UTF-8 continuation bytes are 10xxxxxx.
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
    --cut;
  return std::string(text.substr(0, cut)) + "... (" + std::to_string(text.size()) + " bytes)";
}

}  // namespace skald
