#pragma once

// Unicode normalisation form C for UTF-8 text. Records are stored and compared in NFC so
// that "é" typed as one code point and as "e" + combining acute are the same comment,
// the same tag value, the same search hit.

#include <string>
#include <string_view>

namespace skald::text {

/// `utf8` in NFC. Invalid UTF-8 sequences become U+FFFD.
std::string to_nfc(std::string_view utf8);

/// Whether `utf8` is already in NFC (so to_nfc() would return it unchanged). Invalid
/// UTF-8 is never NFC.
bool is_nfc(std::string_view utf8);

}  // namespace skald::text
