// libFuzzer target: move addresses (lib/skald/record/address.h).
// Invariant: a canonical address formats to text that parses back to it.
#include <cstdint>
#include <string_view>

#include "skald/record/address.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace skald::record;
  const AddressParse parse = parse_address({reinterpret_cast<const char*>(data), size});
  if (!parse.ok()) return 0;
  const AddressParse again = parse_address(format_address(*parse.address));
  if (parse.address->is_canonical() && (!again.ok() || !(*again.address == *parse.address))) {
    __builtin_trap();
  }
  return 0;
}
