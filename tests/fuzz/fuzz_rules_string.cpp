// libFuzzer target: OTN rules strings (lib/skald/tafl/rules_string.h).
// Invariant: rules read without errors serialise to a string that reads back equal.
#include <cstdint>
#include <string_view>

#include "skald/tafl/rules_string.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace skald::tafl;
  const RulesParse parse = parse_rules({reinterpret_cast<const char*>(data), size});
  if (!parse.rules || parse.diagnostics.has_errors()) return 0;
  const RulesParse again = parse_rules(serialise_rules(*parse.rules));
  if (!again.rules || again.diagnostics.has_errors() || !(*again.rules == *parse.rules)) {
    __builtin_trap();
  }
  return 0;
}
