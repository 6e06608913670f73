#include "formats/text/normalize.h"

#include <unicode/normalizer2.h>
#include <unicode/unistr.h>

#include "formats/text/decode.h"

namespace skald::text {
namespace {

bool is_ascii(std::string_view utf8) {
  for (char ch : utf8) {
    if (static_cast<unsigned char>(ch) >= 0x80) return false;
  }
  return true;
}

}  // namespace

std::string to_nfc(std::string_view utf8) {
  // ASCII is always NFC; most of a record is ASCII, so skip ICU for it.
  if (is_ascii(utf8)) return std::string(utf8);
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* nfc = icu::Normalizer2::getNFCInstance(status);
  const icu::UnicodeString s =
      icu::UnicodeString::fromUTF8(icu::StringPiece(utf8.data(), utf8.size()));
  std::string out;
  if (U_FAILURE(status)) {
    s.toUTF8String(out);
    return out;
  }
  const icu::UnicodeString normalized = nfc->normalize(s, status);
  (U_SUCCESS(status) ? normalized : s).toUTF8String(out);
  return out;
}

bool is_nfc(std::string_view utf8) {
  if (is_ascii(utf8)) return true;
  if (!is_valid_utf8(utf8)) return false;
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* nfc = icu::Normalizer2::getNFCInstance(status);
  if (U_FAILURE(status)) return false;
  const icu::UnicodeString s =
      icu::UnicodeString::fromUTF8(icu::StringPiece(utf8.data(), utf8.size()));
  const UBool normalized = nfc->isNormalized(s, status);
  return U_SUCCESS(status) && normalized;
}

}  // namespace skald::text
