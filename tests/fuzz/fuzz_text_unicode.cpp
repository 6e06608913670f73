// libFuzzer target: width, truncation, wrapping, NFC and case-folded search on arbitrary
// bytes (the first byte picks the wrap width, the input is split at its first NUL into
// haystack and needle). Invariants: wrapped lines fit unless a single cluster is wider,
// NFC is idempotent, matches lie inside the haystack.
#include <cstdint>
#include <string>
#include <string_view>

#include "formats/text/fold.h"
#include "formats/text/normalize.h"
#include "formats/text/width.h"
#include "formats/text/wrap.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  using namespace skald::text;
  const int columns = 2 + data[0] % 40;
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  WrapOptions options;
  options.width = columns;
  for (const std::string& line : wrap_lines(text, options)) {
    if (display_width(line) > columns && display_width(truncate_to_width(line, 2)) == 0) {
      __builtin_trap();  // too wide although it has room for a first cluster
    }
  }
  if (display_width(truncate_to_width(text, columns, "…")) > columns) __builtin_trap();
  const std::string nfc = to_nfc(text);
  if (to_nfc(nfc) != nfc || !is_nfc(nfc)) __builtin_trap();
  const std::size_t split = text.find('\0');
  if (split != std::string_view::npos) {
    const std::string_view haystack = text.substr(0, split);
    for (const FoldedMatch& m : find_all_folded(haystack, text.substr(split + 1))) {
      if (m.begin > m.end || m.end > haystack.size()) __builtin_trap();
    }
  }
  return 0;
}
