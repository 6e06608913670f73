// libFuzzer target: formats/text decode() on arbitrary bytes, detected and forced.
// Invariants: never crashes, always returns valid UTF-8.
#include <cstdint>
#include <string_view>

#include "formats/text/decode.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  for (const char* encoding : {"", "UTF-8", "Shift_JIS", "UTF-16"}) {
    skald::Diagnostics diagnostics;
    skald::text::DecodeOptions options;
    options.encoding = encoding;
    const auto result = skald::text::decode(bytes, options, diagnostics);
    if (!skald::text::is_valid_utf8(result.utf8)) __builtin_trap();
  }
  return 0;
}
